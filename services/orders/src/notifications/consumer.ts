import { ONLINE_PAYMENT_METHODS, ORDERS_STREAM, orderEvents, type NotificationKind, type Order } from '@asp/contracts';
import { on, type ConsumerDefinition, type Trx } from '@asp/server-kit';
import type { FastifyBaseLogger } from 'fastify';
import { replica } from '../catalog-replica/read';
import type { OrdersTables } from '../tables';
import type { NotificationOptions } from './config';
import { chooseRecipient } from '@asp/domain';
import { insertNotification, notificationKey, type NotificationData } from './notification-store';
import { enqueueNotification, type NotificationQueue } from './worker';

/** The queue once the service built it (null without Redis: the rows wait for a worker's sweep). */
export interface NotificationQueueRef {
  queue: NotificationQueue | null;
  options: NotificationOptions;
  log: FastifyBaseLogger | null;
}

/**
 * Stores the queued row of one customer message in `trx` (unless the order has nowhere
 * to send to). Returns the key, or null. The same key twice (a redelivered event) stores
 * nothing new.
 */
export async function queueNotification(
  trx: Trx<OrdersTables>,
  order: Order,
  kind: NotificationKind,
  data: NotificationData = { order },
  suffix?: string,
): Promise<string | null> {
  const target = chooseRecipient(order, await replica.config(trx));
  if (!target) return null;
  const key = notificationKey(order.id, kind, target.channel, suffix);
  const inserted = await insertNotification(trx, {
    key,
    orderId: order.id,
    kind,
    channel: target.channel,
    recipient: target.recipient,
    data,
  });
  return inserted ? key : null;
}

/**
 * The final weighed amount (issue 12 "Item edit"): call it in the transaction that stores
 * the weighed total, then `enqueueNotification(deps.notificationQueue, key, …)` after the
 * commit (or leave it to the re-enqueue sweep, within a minute). One message per distinct
 * amount: entering the same weight again sends nothing new.
 */
export async function queueFinalAmountNotification(trx: Trx<OrdersTables>, order: Order, finalAmount: number): Promise<string | null> {
  return queueNotification(trx, order, 'final-amount', { order, finalAmount }, String(Math.round(finalAmount * 100)));
}

/**
 * Adds the job before the consumer's transaction commits (the consumer owns the commit).
 * A short delay lets the commit land first; a worker that is quicker anyway finds no row
 * and retries. A failed add (Redis away) is only logged: the sweep re-adds the job of
 * every row still queued after a minute, so no message is lost either way.
 */
async function enqueueSoon(ref: NotificationQueueRef, key: string | null): Promise<void> {
  if (!key || !ref.queue) return;
  try {
    await enqueueNotification(ref.queue, key, ref.options, 500);
  } catch (error) {
    ref.log?.warn({ err: error, key }, 'notification job not added; the sweep adds it later');
  }
}

/** An online order is "received" once paid: a payment that fails never tells the customer the order arrived. */
const awaitsPayment = (order: Order) => ONLINE_PAYMENT_METHODS.includes(order.paymentMethod) && !order.isPaid;

const handle = (
  ref: NotificationQueueRef,
  event: (typeof orderEvents)[keyof typeof orderEvents],
  kind: (order: Order) => NotificationKind | null,
) =>
  on(event, async (payload, trx) => {
    const order = { ...payload.data, id: payload.id };
    const which = kind(order);
    if (which) await enqueueSoon(ref, await queueNotification(trx, order, which));
  });

/**
 * Durable consumer `orders-notifications` on the ORDERS stream: the customer messages of
 * the order lifecycle (online orders get "received" when paid, not when placed). The row
 * is written in the consumer's transaction (with the event's processed mark), so each
 * event yields its messages exactly once.
 */
export function notificationConsumer(ref: NotificationQueueRef): ConsumerDefinition {
  return {
    stream: ORDERS_STREAM.name,
    durable: 'orders-notifications',
    handlers: [
      handle(ref, orderEvents.placed, (order) => (awaitsPayment(order) ? null : 'received')),
      // Same key as the placed one: an order paid at once still gets one "received" message.
      handle(ref, orderEvents.paid, () => 'received'),
      handle(ref, orderEvents.confirmed, () => 'confirmed'),
      handle(ref, orderEvents.rejected, () => 'rejected'),
      handle(ref, orderEvents.canceled, () => 'canceled'),
      handle(ref, orderEvents.inDelivery, (order) => (order.isDelivery ? 'on-its-way' : 'ready-for-pickup')),
      // Weighed amounts (issue 12): once every weight line is weighed the customer learns the final total,
      // once per distinct amount (the key ends in it), so re-entering the same weight sends nothing.
      on(orderEvents.itemChanged, async (payload, trx) => {
        const order = { ...payload.data, id: payload.id };
        if (!order.isAmountFinal || order.finalAmount === undefined || order.finalAmount === null) return;
        await enqueueSoon(ref, await queueFinalAmountNotification(trx, order, order.finalAmount));
      }),
    ],
  };
}
