import type { Order, PublicOrder } from '@asp/contracts';

/**
 * What the customer's status link shows (storefront.md §3 "Order from the server"): no
 * contact data, no payment ids, and no price of an item whose product hides its price
 * (nor a total that would reveal it).
 */
export function publicView(order: Order): PublicOrder {
  return {
    id: order.id,
    uid: order.uid,
    hash: order.hash,
    ticketNumber: order.ticketNumber,
    paymentRedirectUrl: order.paymentRedirectUrl,
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
    questionnaireRating: order.questionnaireRating,
    branch: { id: order.branch.id },
    deliveryArea: order.deliveryArea,
    items: order.items.map((item) => (item.isPriceHidden ? { ...item, unitPrice: null, gross: null, net: null, tax: null } : item)),
    totals: order.totals.hasHiddenPrices ? null : order.totals,
    currency: order.currency,
    createdAt: order.createdAt,
    updatedAt: order.updatedAt,
  };
}
