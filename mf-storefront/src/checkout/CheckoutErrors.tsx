import type { FieldError } from '@asp/domain';
import { checkoutScreenTexts } from '@asp/i18n';
import { useEffect, useRef } from 'react';

/**
 * The server's error list of a failed order at the top of the form (storefront.md §8).
 * Each new list (a new array per failed submit) scrolls the page up and takes the focus,
 * so it is seen and read out; doing it here, after the render, avoids racing React.
 */
export function CheckoutErrors({ errors }: { errors: FieldError[] }) {
  const list = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (errors.length === 0 || !list.current) return;
    window.scrollTo?.({ top: 0, behavior: 'smooth' });
    list.current.focus({ preventScroll: true });
  }, [errors]);

  if (errors.length === 0) return null;
  return (
    <div
      ref={list}
      className="asp-checkout__errors"
      role="alert"
      aria-label={checkoutScreenTexts.errorsLabel}
      tabIndex={-1}
      data-testid="checkout-errors"
    >
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
