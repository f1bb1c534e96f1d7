import type { FieldError } from '@asp/domain';
import { checkoutScreenTexts } from '@asp/i18n';

/**
 * The server's error list of a failed order at the top of the form (storefront.md §8);
 * the page scrolls here and focus moves here (use-order-submit), so it is read out.
 */
export function CheckoutErrors({ errors }: { errors: FieldError[] }) {
  if (errors.length === 0) return null;
  return (
    <div className="asp-checkout__errors" role="alert" aria-label={checkoutScreenTexts.errorsLabel} tabIndex={-1} data-testid="checkout-errors">
      {errors.length > 1 || errors[0].field ? <p className="asp-checkout__errors-heading">{checkoutScreenTexts.errorsHeading}</p> : null}
      <ul>
        {errors.map((error, i) => (
          <li key={`${error.field ?? ''}-${i}`} data-field={error.field}>
            {error.message}
          </li>
        ))}
      </ul>
    </div>
  );
}
