import type { Branch } from '@asp/contracts';
import { useMemo } from 'react';
import { useGetBranchesQuery } from '../api';
import { useConfig } from '../startup-context';
import { useAppSelector } from '../store';
import type { StoredCart } from '@asp/web-kit';
import { selectActiveCartKey, selectCart } from './cart-slice';
import { cartView, checkoutPath, type CartView } from './cart-view';

/**
 * The branch a cart belongs to: a /store cart is the branch of its key; the 'default'
 * cart of the /shop routes follows the branch chosen there.
 */
export function cartBranch(branches: readonly Branch[], cartKey: string, selectedIdentifier: string | null): Branch | null {
  const identifier = cartKey === 'default' ? selectedIdentifier : cartKey;
  return branches.find((branch) => branch.identifier === identifier && branch.isEnabled) ?? null;
}

export interface ActiveCart {
  cartKey: string;
  cart: StoredCart;
  branch: Branch | null;
  branches: Branch[];
  view: CartView;
  checkoutPath: string | null;
  currency: string;
}

/**
 * The cart of the current route (or the named one: the drawer may show the header's
 * badge cart), priced for its branch, with its checkout path.
 */
export function useActiveCart(namedKey?: string): ActiveCart {
  const config = useConfig();
  const activeKey = useAppSelector(selectActiveCartKey);
  const cartKey = namedKey ?? activeKey;
  const cart = useAppSelector((state) => selectCart(state, cartKey));
  const selected = useAppSelector((state) => state.selection.branchIdentifier);
  const branches = useGetBranchesQuery().data;
  return useMemo(() => {
    const list = branches ?? [];
    const branch = cartBranch(list, cartKey, selected);
    return {
      cartKey,
      cart,
      branch,
      branches: list,
      view: cartView(cart, branch, config.currency),
      checkoutPath: checkoutPath(cartKey, branch?.identifier ?? null),
      currency: config.currency,
    };
  }, [branches, cartKey, selected, cart, config.currency]);
}
