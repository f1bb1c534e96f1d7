import type { Order, ScreenOrder } from '@asp/contracts';

/**
 * An order as the counter and kitchen screens show it (contract `screenOrderSchema`): what
 * to prepare and hand over, the name to call out and the comment — no phone, e-mail,
 * address, payment ids or status-link secrets (a screen hangs where customers see it).
 */
export function screenView(order: Order): ScreenOrder {
  const customerName = [order.customer.firstName, order.customer.lastName].filter(Boolean).join(' ') || order.customer.companyName || '';
  return {
    id: order.id,
    ticketNumber: order.ticketNumber,
    isConfirmed: order.isConfirmed,
    isRejected: order.isRejected,
    isCompleted: order.isCompleted,
    isCanceled: order.isCanceled,
    isFailed: order.isFailed,
    isInDelivery: order.isInDelivery,
    isDelivered: order.isDelivered,
    isPaid: order.isPaid,
    isRefunded: order.isRefunded,
    isDelivery: order.isDelivery,
    isDineIn: order.isDineIn,
    isQuotation: order.isQuotation,
    isPreorder: order.isPreorder,
    tableIdentifier: order.tableIdentifier,
    paymentMethod: order.paymentMethod,
    appointmentDate: order.appointmentDate,
    appointment: order.appointment,
    counterAppointment: order.counterAppointment,
    rejectionMessage: order.rejectionMessage,
    branch: { id: order.branch.id },
    deliveryArea: order.deliveryArea,
    items: order.items,
    totals: order.totals,
    currency: order.currency,
    customerName,
    comment: order.customer.comment ?? '',
    createdAt: order.createdAt,
    updatedAt: order.updatedAt,
  };
}
