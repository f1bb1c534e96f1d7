import { cartTexts, fill } from '@asp/i18n';
import { useEffect } from 'react';
import { Link } from '@asp/web-kit/router';
import { TOAST_MS } from '../shop/shop-constants';
import { useAppDispatch, useAppSelector } from '../store';
import { addedNoticeHidden, type AddedNotice } from './cart-slice';
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

  return <AddedToastView notice={notice} checkoutPath={checkoutPath} />;
}

/**
 * The toast and the cart notification. Screen readers hear the spec's cart notification
 * 'Produkt zum Warenkorb hinzugefügt.' from a polite status region that is always in the
 * page (a region added together with its text is not announced); the visible toast with
 * the product name and its link is not itself live, so nothing is read twice. The
 * announcement is keyed by the notice's serial, so adding again is announced again.
 */
export function AddedToastView({ notice, checkoutPath }: { notice: AddedNotice | null; checkoutPath: string | null }) {
  return (
    <>
      <div className="asp-visually-hidden" role="status" aria-live="polite" aria-atomic="true" data-testid="cart-notification">
        {notice ? <span key={notice.serial}>{cartTexts.productAddedToCart}</span> : null}
      </div>
      <div className="asp-toast-region">
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
    </>
  );
}
