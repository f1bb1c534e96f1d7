import type { Branch, Config } from '@asp/contracts';
import { defaultDeliveryArea, initialOrderType, orderTypeOf, type OrderType } from '@asp/domain';
import { clearStoredCart, type StoredCart } from '@asp/web-kit';
import { useEffect } from 'react';
import { activateCart, itemsReplaced, selectCart, setDeliveryArea, setOrderType } from '../cart/cart-slice';
import { useAppDispatch, useAppSelector } from '../store';

export interface CheckoutCartState {
  /** False until the stored cart was loaded into the store. */
  isLoaded: boolean;
  cart: StoredCart;
  /** The delivery type in effect: the cart's when the branch offers it, else the default (storefront.md §4). */
  orderType: OrderType;
  /** The delivery area in effect: the cart's, else the first one of the branch (delivery only). */
  deliveryArea: string | null;
  changeOrderType: (orderType: OrderType) => void;
  changeDeliveryArea: (area: string) => void;
  /** Empties the items after an order (type and area stay as the customer's preference). */
  clear: () => void;
}

/**
 * The checkout's cart (storefront.md §3, §4): the shop's cart slice under the variant's
 * key ('default' in variant 1, the branch identifier in variant 2). The delivery type
 * is the saved one when the branch offers it, else the configured defaultDeliveryMethod;
 * for delivery the first area is preselected; both are saved back so the cart drawer and
 * the order agree.
 */
export function useCheckoutCart(cartKey: string, branch: Branch, config: Pick<Config, 'defaultDeliveryMethod'>): CheckoutCartState {
  const dispatch = useAppDispatch();
  const isLoaded = useAppSelector((state) => cartKey in state.cart.carts);
  const wasStored = useAppSelector((state) => state.cart.wasStored[cartKey] === true);
  const cart = useAppSelector((state) => selectCart(state, cartKey));

  useEffect(() => {
    dispatch(activateCart(cartKey));
  }, [cartKey, dispatch]);

  const orderType = initialOrderType(branch, wasStored ? orderTypeOf(cart) : null, config.defaultDeliveryMethod);
  const deliveryArea = orderType === 'delivery' ? defaultDeliveryArea(branch, cart.deliveryArea) : cart.deliveryArea;

  useEffect(() => {
    if (!isLoaded) return;
    if (orderTypeOf(cart) !== orderType) dispatch(setOrderType(cartKey, orderType));
    if (orderType === 'delivery' && deliveryArea && deliveryArea !== cart.deliveryArea) dispatch(setDeliveryArea(cartKey, deliveryArea));
  }, [isLoaded, cart, orderType, deliveryArea, cartKey, dispatch]);

  return {
    isLoaded,
    cart,
    orderType,
    deliveryArea,
    changeOrderType: (next) => dispatch(setOrderType(cartKey, next)),
    changeDeliveryArea: (area) => dispatch(setDeliveryArea(cartKey, area)),
    clear: () => {
      dispatch(itemsReplaced({ key: cartKey, items: [] }));
      clearStoredCart(cartKey);
    },
  };
}
