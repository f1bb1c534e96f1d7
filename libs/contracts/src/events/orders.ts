import { z } from 'zod';
import { defineEvent } from './define';
import { orderSchema } from '../orders/order';
import { stockChangedPayload } from '../catalog/product-stock';

/** JetStream stream of the orders service. */
export const ORDERS_STREAM = { name: 'ORDERS', subjects: ['orders.>'] };

/**
 * Every order event carries the whole order as staff see it after the change, so
 * consumers (analytics revenue, order screens, the status page's live updates) need no
 * call back to the orders service.
 */
export const orderEventPayload = z.object({ id: z.number().int(), data: orderSchema });
export type OrderEventPayload = z.infer<typeof orderEventPayload>;

const orderEvent = (name: string) => defineEvent(`orders.order.${name}`, 1, orderEventPayload);

/** Event catalogue of the orders service (DESIGN.md §6). */
export const orderEvents = {
  placed: orderEvent('placed'),
  confirmed: orderEvent('confirmed'),
  rejected: orderEvent('rejected'),
  canceled: orderEvent('canceled'),
  inDelivery: orderEvent('in-delivery'),
  completed: orderEvent('completed'),
  counterAppointmentProposed: orderEvent('counter-appointment-proposed'),
  counterAppointmentConfirmed: orderEvent('counter-appointment-confirmed'),
  counterAppointmentRejected: orderEvent('counter-appointment-rejected'),
  questionnaireAnswered: orderEvent('questionnaire-answered'),
  paid: orderEvent('paid'),
  paymentFailed: orderEvent('payment-failed'),
  refunded: orderEvent('refunded'),
  /** Staff changed an item (quantity, options, weighed amount): new line price and totals, `finalAmount` set. */
  itemChanged: orderEvent('item-changed'),
  /** The final amount was captured at the provider on completion (`payment.capturedAmount`, maybe `amountToCollect`). */
  paymentCaptured: orderEvent('payment-captured'),
  /** Paying back a cancelled or rejected paid order failed at the provider (`payment.refund.state` failed); it is retried. */
  refundFailed: orderEvent('refund-failed'),
};
/** Stock per branch (issue 13): what is left of a product today at a branch, after an order, a give-back or new settings. */
export const stockEvents = {
  changed: defineEvent('orders.stock.changed', 1, stockChangedPayload),
};

/** Subject pattern matching every order event. */
export const ORDER_EVENTS_SUBJECT = 'orders.order.*';
