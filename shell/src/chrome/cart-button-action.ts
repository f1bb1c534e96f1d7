import type { CartDrawerRequest } from '@asp/web-kit';

export interface CartButtonAction {
  /** Where the click goes first (null: stay). */
  navigateTo: string | null;
  /** What the click asks of the storefront's drawer (null: nothing, the cart is empty). */
  drawer: CartDrawerRequest | null;
}

/**
 * The header cart button's click (storefront.md §2.3): to /shop when not already under
 * /shop; the drawer request only when the badge's cart has items, naming that cart, so
 * the drawer opens on the cart the badge counted (storefront.md §3: the branch cart on
 * /store/{branch}, 'default' on /shop and the status page, the last shown one elsewhere).
 */
export function cartButtonAction(input: { isUnderShop: boolean; badgeCartKey: string; count: number }): CartButtonAction {
  return {
    navigateTo: input.isUnderShop ? null : '/shop',
    drawer: input.count > 0 ? { cartKey: input.badgeCartKey } : null,
  };
}
