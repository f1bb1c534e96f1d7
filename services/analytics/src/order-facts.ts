import { z } from 'zod';
import { ORDERS_STREAM, orderEvents } from '@asp/contracts';
import { on, type ConsumerDefinition, type Trx } from '@asp/server-kit';

/**
 * What the projection reads of an `orders.order.placed` event. Only these fields are
 * checked, so an order field analytics does not use can change without breaking it.
 */
const placedOrderSchema = z.object({
  id: z.number().int(),
  data: z
    .object({
      branch: z.object({ id: z.number().int() }).loose(),
      paymentMethod: z.string(),
      isDelivery: z.boolean(),
      isDineIn: z.boolean(),
      totals: z.object({ totalGross: z.number() }).loose(),
      createdAt: z.string(),
    })
    .loose(),
});

export type OrderType = 'delivery' | 'dine-in' | 'takeaway';

/** One row per placed order: what the statistics (revenue per day, branch, payment, type) group by. */
export function orderFactOf(eventId: string, payload: unknown) {
  const { id, data } = placedOrderSchema.parse(payload);
  const orderType: OrderType = data.isDelivery ? 'delivery' : data.isDineIn ? 'dine-in' : 'takeaway';
  return {
    order_id: id,
    event_id: eventId,
    branch_id: data.branch.id,
    payment_method: data.paymentMethod,
    order_type: orderType,
    total_gross: data.totals.totalGross,
    placed_at: data.createdAt,
  };
}

export async function recordOrderFact(trx: Trx, eventId: string, payload: unknown): Promise<void> {
  // A plain insert on purpose: exactly once comes from the consumer's processed_events
  // record in this transaction, and the fault trial counts rows per order to prove it.
  await trx.insertInto('order_facts').values(orderFactOf(eventId, payload)).execute();
}

/**
 * Durable consumer of the ORDERS stream: every placed order becomes one `order_facts`
 * row. Starts at the stream's beginning, so a fresh analytics database learns every
 * order placed so far. Instances share the durable name, so with two replicas each
 * event goes to one of them.
 */
export const orderFactsConsumer: ConsumerDefinition = {
  stream: ORDERS_STREAM.name,
  durable: 'analytics-order-facts',
  handlers: [on(orderEvents.placed, (order, trx, meta) => recordOrderFact(trx, meta.id, order), { reads: placedOrderSchema })],
};
