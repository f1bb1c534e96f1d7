import { badgeCartKey, loadStoredCart, onCartChanged, storedCartItemCount } from '@asp/web-kit';
import { useEffect, useState } from 'react';

/**
 * The header badge's count (storefront.md §2.3): the items of the cart the path works
 * with (libs/web-kit cart storage), following 'asp:cart-changed' and other tabs.
 */
export function useCartCount(pathname: string): number {
  const cartKey = badgeCartKey(pathname);
  const [count, setCount] = useState(() => storedCartItemCount(loadStoredCart(cartKey)));
  useEffect(() => {
    setCount(storedCartItemCount(loadStoredCart(cartKey)));
    return onCartChanged((detail) => {
      // The storefront also announces a switch of the active cart; on paths without a
      // cart of their own the badge then follows that one.
      if (detail.cartKey === badgeCartKey(window.location.pathname)) setCount(detail.itemCount);
    });
  }, [cartKey]);
  return count;
}
