import { paymentMethodLabel, type PaymentMethod } from '@asp/domain';
import { checkoutFieldTexts, checkoutSectionTexts } from '@asp/i18n';
import { FieldError } from '@asp/web-kit';

export interface PaymentMethodBlockProps {
  offered: PaymentMethod[];
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  error?: string | null;
}

/**
 * The payment method block of variant 2 (storefront.md §2.10, §5): the methods the
 * plugin, config and branch flags all allow, as radio buttons. A single method is shown
 * too, so the customer sees how they will pay; with none offered the block is hidden.
 */
export function PaymentMethodBlock({ offered, value, onChange, error }: PaymentMethodBlockProps) {
  if (offered.length === 0) return null;
  return (
    <section className="asp-checkout__section" aria-labelledby="asp-checkout-payment" data-testid="checkout-payment">
      <h2 id="asp-checkout-payment">{checkoutSectionTexts.payment}</h2>
      <fieldset className={`asp-choice${error ? ' asp-field--invalid' : ''}`}>
        <legend>{checkoutFieldTexts.paymentMethod}</legend>
        {offered.map((method) => (
          <label key={method} className="asp-choice__option">
            <input
              type="radio"
              name="paymentMethod"
              value={method}
              checked={value === method}
              onChange={() => onChange(method)}
              data-testid={`payment-${method}`}
            />
            {paymentMethodLabel(method)}
          </label>
        ))}
        <FieldError message={error} />
      </fieldset>
    </section>
  );
}
