import { cartTexts, fill } from '@asp/i18n';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { TOAST_MS } from '../shop/shop-constants';
import { useAppDispatch, useAppSelector } from '../store';
import { addedNoticeHidden } from './cart-slice';
import { useActiveCart } from './use-cart';

/**
 * '{name} zum Warenkorb hinzugefügt.' for 900 ms after the configurator saved a new item,
 * with 'Jetzt bestellen' to the branch checkout (storefront.md §2.8, §9).
 */
export function AddedToast() {
  const dispatch = useAppDispatch();
  const notice = useAppSelector((state) => state.cart.addedNotice);
  const { checkoutPath } = useActiveCart();

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => dispatch(addedNoticeHidden(notice.serial)), TOAST_MS);
    return () => clearTimeout(timer);
  }, [notice, dispatch]);

  return (
    <div className="asp-toast-region" role="status" aria-live="polite">
      {notice ? (
        <div className="asp-toast" data-testid="added-toast">
          <span>{fill(cartTexts.addedToCart, { name: notice.name })}</span>
          {checkoutPath ? (
            <Link className="asp-toast__link" to={checkoutPath}>
              {cartTexts.orderNow}
            </Link>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
