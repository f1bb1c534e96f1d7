import { chromeTexts, plural } from '@asp/i18n';
import { badgeCartKey, requestCartDrawer } from '@asp/web-kit';
import { useNavigate } from '@asp/web-kit/router';
import { cartButtonAction } from './cart-button-action';
import { useChrome } from './chrome-context';
import { useCartCount } from './use-cart-count';

/**
 * The header's cart button with the item-count badge (storefront.md §2.3). Hidden on
 * checkout routes. A click goes to /shop when not already under /shop, and opens or
 * closes the cart drawer (the storefront's, through 'asp:cart-drawer-toggle') only if
 * the cart has items. The request names the cart the badge counts, so the drawer shows
 * that cart (on /store/{branch} the branch's, not /shop's 'default'); when the storefront
 * is not in the page yet (a website page) the request waits for it to mount.
 */
export function CartButton() {
  const { meta, pathname } = useChrome();
  const navigate = useNavigate();
  const count = useCartCount(pathname);
  if (meta.isCheckout) return null;

  function onClick() {
    const action = cartButtonAction({ isUnderShop: meta.isUnderShop, badgeCartKey: badgeCartKey(pathname), count });
    if (action.navigateTo) navigate(action.navigateTo);
    if (action.drawer) requestCartDrawer(action.drawer);
  }

  const label = count > 0 ? `${chromeTexts.header.cart}, ${plural(count, chromeTexts.header.cartCount)}` : chromeTexts.header.cart;
  return (
    <button type="button" className="asp-cart-button" data-testid="cart-button" aria-label={label} onClick={onClick}>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24" focusable="false">
        <path
          fill="currentColor"
          d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4zM7.2 14h9.9a2 2 0 0 0 1.8-1.1L22 6H5.2L4.3 4H1v2h2l3.6 7.6L5.2 16A2 2 0 0 0 7 19h12v-2H7.4l.8-1.4z"
        />
      </svg>
      {count > 0 ? (
        <span className="asp-cart-button__badge" data-testid="cart-badge" aria-hidden="true">
          {count}
        </span>
      ) : null}
    </button>
  );
}
