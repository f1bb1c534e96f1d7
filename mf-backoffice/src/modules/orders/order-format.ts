import type { Order } from '@asp/contracts';
import { formatPrice, orderTypeOf } from '@asp/domain';
import { backofficeOrderTexts, formatDateTime, orderTypeLabels } from '@asp/i18n';

const T = backofficeOrderTexts;

/** Shared wording of the order screens. */
export const orderTypeLabel = (order: Pick<Order, 'isDelivery' | 'isDineIn'>) => orderTypeLabels[orderTypeOf(order)];

/** Confirmed time, else the desired one, else 'So schnell wie möglich'. */
export const appointmentLabel = (order: Pick<Order, 'appointment' | 'appointmentDate'>) => {
  const value = order.appointment ?? order.appointmentDate;
  return value ? formatDateTime(value) : T.asap;
};

/** The customer's name, or empty when hidden (no show_customer_data). */
export const customerName = (order: Order) =>
  [order.customer.companyName, [order.customer.firstName, order.customer.lastName].filter(Boolean).join(' ')].filter(Boolean).join(', ');

/** A money amount the way libs/domain formats prices ('ca.' when an item is weighed later). */
export const money = (amount: number, order: Pick<Order, 'totals' | 'currency'>) =>
  formatPrice(amount, order.totals.isApproximate ? 'approximate' : null, order.currency);

/** The status word of the list (the service's status column). */
export function statusLabel(order: Order): string {
  if (order.isFailed) return T.statuses.failed;
  if (order.isRejected) return T.statuses.rejected;
  if (order.isCanceled) return T.statuses.canceled;
  if (order.isCompleted) return T.statuses.completed;
  if (order.isInDelivery) return T.statuses['in-delivery'];
  if (order.isConfirmed) return T.statuses.confirmed;
  return T.statuses.open;
}
