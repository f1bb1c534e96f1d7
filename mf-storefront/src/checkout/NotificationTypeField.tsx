import { NOTIFICATION_TYPES, type NotificationType } from '@asp/domain';
import { checkoutFieldTexts, notificationTypeLabels } from '@asp/i18n';
import { FieldError } from '@asp/web-kit';

/** Variant 1's notification type (storefront.md §3, §9: sms by default, or email). */
export function NotificationTypeField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: NotificationType) => void;
  error?: string | null;
}) {
  return (
    <fieldset className={`asp-choice${error ? ' asp-field--invalid' : ''}`} data-testid="checkout-notification-type">
      <legend>{checkoutFieldTexts.notificationType}</legend>
      {NOTIFICATION_TYPES.map((type) => (
        <label key={type} className="asp-choice__option">
          <input
            type="radio"
            name="notificationType"
            value={type}
            checked={value === type}
            onChange={() => onChange(type)}
            data-testid={`notification-${type}`}
          />
          {notificationTypeLabels[type as keyof typeof notificationTypeLabels] ?? type}
        </label>
      ))}
      <FieldError message={error} />
    </fieldset>
  );
}
