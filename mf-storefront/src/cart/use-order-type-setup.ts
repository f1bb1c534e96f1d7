import type { Branch } from '@asp/contracts';
import { defaultDeliveryArea, initialOrderType, orderTypeOf } from '@asp/domain';
import { useEffect } from 'react';
import { useConfig } from '../startup-context';
import { useAppDispatch, useAppSelector } from '../store';
import { setDeliveryArea, setOrderType } from './cart-slice';

/**
 * The delivery type and area of a branch's cart on load (storefront.md §4): the saved
 * type when the branch offers it, else the config defaultDeliveryMethod when offered
 * (only if none was saved), else takeaway; the first delivery area when none is set.
 */
export function useOrderTypeSetup(branch: Branch | null, cartKey: string): void {
  const dispatch = useAppDispatch();
  const config = useConfig();
  const cart = useAppSelector((state) => state.cart.carts[cartKey]);
  const wasStored = useAppSelector((state) => state.cart.wasStored[cartKey] ?? false);
  const isLoaded = cart !== undefined;

  useEffect(() => {
    if (!branch || !cart) return;
    const current = orderTypeOf(cart);
    const type = initialOrderType(branch, wasStored ? current : null, config.defaultDeliveryMethod);
    if (type !== current || !wasStored) dispatch(setOrderType(cartKey, type));
    const area = defaultDeliveryArea(branch, cart.deliveryArea);
    if (area !== cart.deliveryArea) dispatch(setDeliveryArea(cartKey, area));
    // Only when the branch or the cart changes, not on every change of the cart's content.
  }, [branch?.id, cartKey, isLoaded, dispatch]);
}
