import type { Order } from '@asp/contracts';

/**
 * What every outward view of an order shares (the status link's public view and the
 * counter and kitchen screens): number, state flags, order type, times, branch and money
 * fields — never contact data, payment ids or status-link secrets. Each view adds its own.
 */
export function orderViewFields(order: Order) {
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
    currency: order.currency,
    createdAt: order.createdAt,
    updatedAt: order.updatedAt,
  };
}
