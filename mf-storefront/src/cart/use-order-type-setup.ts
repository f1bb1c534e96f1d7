import type { Branch } from '@asp/contracts';
import { defaultDeliveryArea, initialOrderType, orderTypeOf } from '@asp/domain';
import { useLatest } from '@asp/web-kit';
import { useEffect } from 'react';
import { useConfig } from '../startup-context';
import { useAppDispatch, useAppSelector, useAppStore } from '../store';
import { setDeliveryArea, setOrderType } from './cart-slice';

/**
 * The delivery type and area of a branch's cart on load (storefront.md §4): the saved
 * type when the branch offers it, else the config defaultDeliveryMethod when offered
 * (only if none was saved), else takeaway; the first delivery area when none is set.
 */
export function useOrderTypeSetup(branch: Branch | null, cartKey: string): void {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  // Read when the effect runs: it runs only when the branch or the cart changes, not on
  // every change of the cart's content (which would undo the customer's choice).
  const latest = useLatest({ branch, config: useConfig() });
  const branchId = branch?.id;
  const isLoaded = useAppSelector((state) => state.cart.carts[cartKey] !== undefined);

  useEffect(() => {
    const { branch, config } = latest.current;
    const cart = store.getState().cart.carts[cartKey];
    const wasStored = store.getState().cart.wasStored[cartKey] ?? false;
    if (!branch || !cart) return;
    const current = orderTypeOf(cart);
    const type = initialOrderType(branch, wasStored ? current : null, config.defaultDeliveryMethod);
    if (type !== current || !wasStored) dispatch(setOrderType(cartKey, type));
    const area = defaultDeliveryArea(branch, cart.deliveryArea);
    if (area !== cart.deliveryArea) dispatch(setDeliveryArea(cartKey, area));
  }, [branchId, cartKey, isLoaded, dispatch, store, latest]);
}
