import type { Order, PublicOrder } from '@asp/contracts';
import { orderViewFields } from './order-view-fields';

/**
 * What the customer's status link shows (storefront.md §3 "Order from the server"): no
 * contact data, no payment ids, and no price of an item whose product hides its price
 * (nor a total that would reveal it).
 */
export function publicView(order: Order): PublicOrder {
  return {
    ...orderViewFields(order),
    uid: order.uid,
    hash: order.hash,
    paymentRedirectUrl: order.paymentRedirectUrl,
    questionnaireRating: order.questionnaireRating,
    items: order.items.map((item) => (item.isPriceHidden ? { ...item, unitPrice: null, gross: null, net: null, tax: null } : item)),
    totals: order.totals.hasHiddenPrices ? null : order.totals,
  };
}
