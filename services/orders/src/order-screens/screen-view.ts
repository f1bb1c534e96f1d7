import type { Order, ScreenOrder } from '@asp/contracts';
import { orderViewFields } from '../order-view-fields';

/**
 * An order as the counter and kitchen screens show it (contract `screenOrderSchema`): what
 * to prepare and hand over, the name to call out and the comment — no phone, e-mail,
 * address, payment ids or status-link secrets (a screen hangs where customers see it).
 */
export function screenView(order: Order): ScreenOrder {
  const customerName = [order.customer.firstName, order.customer.lastName].filter(Boolean).join(' ') || order.customer.companyName || '';
  return {
    ...orderViewFields(order),
    items: order.items,
    totals: order.totals,
    customerName,
    comment: order.customer.comment ?? '',
  };
}
