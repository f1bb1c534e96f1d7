import { checkoutScreenTexts, checkoutTexts } from '@asp/i18n';
import { loadStoredCart, saveStoredCart } from '@asp/web-kit';
import { useEffect, useMemo } from 'react';
import { Link, useParams } from '@asp/web-kit/router';
import { loadCart } from '../cart/cart-slice';
import { useAppDispatch } from '../store';
import { variantSettings, type CheckoutVariant } from './checkout-model';
import { forgetPendingPayment, readPendingPayment } from './pending-payment';

/**
 * /store/{branchIdentifier}/checkout/error (route checkout_error, storefront.md §2.1, §8):
 * the online payment failed. Shows 'Leider ist Ihre Zahlung fehlgeschlagen. …', puts the
 * cart of the failed order back (kept aside when the browser left for the payment page;
 * only into an empty cart, so nothing newer is overwritten) and leads back to the
 * checkout the order came from.
 */
export function CheckoutErrorPage() {
  const { branchIdentifier = '' } = useParams();
  const dispatch = useAppDispatch();
  // Read during render (no effect): the first render already links to the right checkout.
  const pending = useMemo(() => readPendingPayment(branchIdentifier), [branchIdentifier]);
  const variant: CheckoutVariant = pending?.variant ?? 2;

  useEffect(() => {
    forgetPendingPayment(); // used once, as before, whichever branch it belonged to
    if (!pending) return;
    if (loadStoredCart(pending.cartKey).items.length === 0) {
      saveStoredCart(pending.cartKey, { ...loadStoredCart(pending.cartKey), items: pending.cart.items });
      dispatch(loadCart(pending.cartKey));
    }
  }, [pending, dispatch]);

  const settings = variantSettings(variant, branchIdentifier);
  return (
    <div className="asp-checkout asp-checkout--error" data-testid="checkout-error-page">
      <h1>{checkoutScreenTexts.heading}</h1>
      <p className="asp-checkout__payment-failed" role="alert" data-testid="checkout-payment-failed">
        {checkoutTexts.paymentFailed}
      </p>
      <p className="asp-checkout__actions">
        <Link className="asp-button" to={settings.checkoutPath(branchIdentifier)} data-testid="checkout-error-back">
          {checkoutScreenTexts.backToCheckout}
        </Link>
      </p>
    </div>
  );
}
