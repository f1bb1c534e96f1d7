import { badgeCartKey, loadStoredCart, onCartChanged, storedCartItemCount } from '@asp/web-kit';
import { useEffect, useState } from 'react';

const storedCount = (cartKey: string) => storedCartItemCount(loadStoredCart(cartKey));

/**
 * The header badge's count (storefront.md §2.3): the items of the cart the path works
 * with (libs/web-kit cart storage), following 'asp:cart-changed' and other tabs.
 */
export function useCartCount(pathname: string): number {
  const cartKey = badgeCartKey(pathname);
  const [badge, setBadge] = useState(() => ({ cartKey, count: storedCount(cartKey) }));
  // Another path works with another cart: its count is read in this render (React's
  // pattern for state that follows a prop), so the badge never shows the old cart's.
  if (badge.cartKey !== cartKey) setBadge({ cartKey, count: storedCount(cartKey) });
  useEffect(
    () =>
      onCartChanged((detail) => {
        // The storefront also announces a switch of the active cart; on paths without a
        // cart of their own the badge then follows that one.
        if (detail.cartKey === badgeCartKey(window.location.pathname)) setBadge({ cartKey: detail.cartKey, count: detail.itemCount });
      }),
    [],
  );
  return badge.count;
}
