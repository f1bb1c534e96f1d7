import { isOnlinePayment } from './payment';
import { isOrderFinal } from './order-status';
import type { Order } from './types';

/** The back office's status actions (platform-and-backoffice.md §4), in button order. */
export const STAFF_ACTIONS = ['confirm', 'reject', 'cancel', 'in-delivery', 'completed'] as const;
export type StaffAction = (typeof STAFF_ACTIONS)[number];

/** Why an action is not possible now; each key names a German text in orderTexts.transition. */
export type StaffActionRefusal = 'alreadyFinal' | 'alreadyConfirmed' | 'awaitingPayment' | 'notConfirmed' | 'alreadyInDelivery';

export type StaffActionOrder = Pick<
  Order,
  'isConfirmed' | 'isRejected' | 'isCompleted' | 'isCanceled' | 'isFailed' | 'isInDelivery' | 'isPaid' | 'paymentMethod'
>;

/**
 * The order lifecycle from the staff side (storefront.md §4): nothing happens to a final
 * order; confirm only an unconfirmed order whose online payment (if any) is paid; reject
 * only an unconfirmed order (a confirmed one is cancelled instead); cancel any order that
 * is not final; in-delivery (ready / out for delivery) and completed only once confirmed.
 * Null when the action is allowed. The orders service's state machine refuses with the
 * same reason, the back office hides the buttons of refused actions.
 */
export function staffActionRefusal(order: StaffActionOrder, action: StaffAction): StaffActionRefusal | null {
  if (isOrderFinal(order)) return 'alreadyFinal';
  switch (action) {
    case 'confirm':
      if (order.isConfirmed) return 'alreadyConfirmed';
      return isOnlinePayment(order.paymentMethod) && !order.isPaid ? 'awaitingPayment' : null;
    case 'reject':
      return order.isConfirmed ? 'alreadyConfirmed' : null;
    case 'cancel':
      return null;
    case 'in-delivery':
      if (!order.isConfirmed) return 'notConfirmed';
      return order.isInDelivery ? 'alreadyInDelivery' : null;
    case 'completed':
      return order.isConfirmed ? null : 'notConfirmed';
  }
}

/** The status actions possible now, in button order. */
export function allowedStaffActions(order: StaffActionOrder): StaffAction[] {
  return STAFF_ACTIONS.filter((action) => staffActionRefusal(order, action) === null);
}
