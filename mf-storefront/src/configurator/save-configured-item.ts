import { orderTypeOf, priceItem, type CartItem } from '@asp/domain';
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { trackAddToCart, type CommerceData } from '@asp/web-kit';
import { addedNoticeShown, configuratorClosed, saveItem, selectCart, type ConfiguratorTarget, type WithCart } from '../cart/cart-slice';

export interface SaveContext {
  /** The branch the cart belongs to (its reselling-price rule). */
  branch: Parameters<typeof priceItem>[2];
  currency: string;
  /** Where the add-to-cart event goes (web-kit's analytics queue; tests pass a recorder). */
  report?: (data: CommerceData) => unknown;
}

/**
 * The configurator's save (storefront.md §4 "Configurator"): a new item is appended to the
 * cart, an edited item replaces the one at its index; then the cart is saved and the
 * add-to-cart analytics event goes out with the item price — for a new item and for an
 * edit alike (the spec names that one event). Only a new item shows the added toast
 * (§2.8). The configurator closes.
 */
export function saveConfiguredItem(
  target: ConfiguratorTarget,
  item: CartItem,
  context: SaveContext,
): ThunkAction<void, WithCart, unknown, UnknownAction> {
  return (dispatch, getState) => {
    const orderType = orderTypeOf(selectCart(getState(), target.cartKey));
    dispatch(saveItem(target.cartKey, item, target.index));
    const gross = priceItem(item, orderType, context.branch).gross;
    const { product } = item;
    (context.report ?? trackAddToCart)({
      items: [{ id: product.id, name: product.name, amount: item.amount, unit: item.unit, price: gross }],
      price: gross,
      currency: context.currency,
    });
    if (target.index === null) dispatch(addedNoticeShown(product.name));
    dispatch(configuratorClosed());
  };
}
