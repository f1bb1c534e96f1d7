import { z } from 'zod';
import { ORDERS_STREAM, orderEvents } from '@asp/contracts';
import { convertAmount, isSameUnitType } from '@asp/domain';
import { on, sql, type ConsumerDefinition, type Trx } from '@asp/server-kit';
import { METRIC, berlinHourKey } from './metrics';
import { addToRollups, setLabels, type RollupAddition } from './rollups';

/** What the statistics read of any order event (a tolerant reader: other fields may change freely). */
const orderStateSchema = z.object({
  id: z.number().int(),
  data: z
    .object({
      branch: z.object({ id: z.number().int() }).loose(),
      isDelivery: z.boolean(),
      isDineIn: z.boolean(),
      isCanceled: z.boolean(),
      isRejected: z.boolean(),
      totals: z.object({ totalGross: z.number() }).loose(),
      finalAmount: z.number().optional(),
      createdAt: z.string(),
      items: z.array(
        z
          .object({
            product: z.object({ id: z.number().int(), name: z.string(), unit: z.string().optional() }).loose(),
            amount: z.number(),
            unit: z.string().optional(),
            gross: z.number().nullable(),
          })
          .loose(),
      ),
    })
    .loose(),
});
type OrderState = z.infer<typeof orderStateSchema>;

/** What an order contributes to the roll-ups as it stands now. */
interface Counted {
  canceled: boolean;
  gross: number;
  lines: number;
  /** Per item key (`{product id}:{unit}`, see itemKey): quantity and gross. */
  products: Record<string, { quantity: number; gross: number }>;
}

const cents = (value: number) => Math.round(value * 100) / 100;
const round3 = (value: number) => Math.round(value * 1000) / 1000;
type Item = OrderState['data']['items'][number];

/**
 * Quantities only add up within a unit: a line counts under its product and unit, and a
 * line in a unit of the product's own unit type (500 g of a product sold by the kg) is
 * converted into the product's unit, so it joins the product's main row.
 */
export function itemKey(item: Item): { key: string; quantity: number } {
  const productUnit = item.product.unit;
  const unit = item.unit ?? productUnit ?? '';
  if (productUnit && unit !== productUnit && isSameUnitType(unit, productUnit))
    return { key: `${item.product.id}:${productUnit}`, quantity: convertAmount(item.amount, unit, productUnit) };
  return { key: `${item.product.id}:${unit}`, quantity: item.amount };
}

export const originOf = (data: OrderState['data']) => (data.isDelivery ? 'delivery' : data.isDineIn ? 'dine-in' : 'takeaway');

function countedOf(data: OrderState['data']): Counted {
  const canceled = data.isCanceled || data.isRejected;
  const products: Counted['products'] = {};
  if (!canceled) {
    for (const item of data.items) {
      const { key, quantity } = itemKey(item);
      const entry = (products[key] ??= { quantity: 0, gross: 0 });
      entry.quantity = round3(entry.quantity + quantity);
      entry.gross = cents(entry.gross + (item.gross ?? 0));
    }
  }
  return {
    canceled,
    gross: canceled ? 0 : cents(data.finalAmount ?? data.totals.totalGross),
    lines: canceled ? 0 : data.items.length,
    products,
  };
}

/** The additions that turn `before` (nothing: a new order) into `after`, all in the order's placing hour. */
function differences(before: Counted | null, after: Counted, at: string, branch: number, origin: string): RollupAddition[] {
  const at0 = { at, branch };
  const additions: RollupAddition[] = [
    { metric: METRIC.orders, ...at0, key: origin, value: before ? 0 : 1 },
    { metric: METRIC.orderHours, ...at0, key: berlinHourKey(at), value: before ? 0 : 1 },
    { metric: METRIC.canceled, ...at0, key: origin, value: Number(after.canceled) - Number(before?.canceled ?? false) },
    { metric: METRIC.revenue, ...at0, key: origin, value: cents(after.gross - (before?.gross ?? 0)) },
    { metric: METRIC.items, ...at0, key: origin, value: after.lines - (before?.lines ?? 0) },
  ];
  for (const id of new Set([...Object.keys(before?.products ?? {}), ...Object.keys(after.products)])) {
    const was = before?.products[id];
    const is = after.products[id];
    additions.push(
      { metric: METRIC.itemQuantity, ...at0, key: id, value: round3((is?.quantity ?? 0) - (was?.quantity ?? 0)) },
      { metric: METRIC.itemOrders, ...at0, key: id, value: Number(Boolean(is)) - Number(Boolean(was)) },
      { metric: METRIC.itemRevenue, ...at0, key: id, value: cents((is?.gross ?? 0) - (was?.gross ?? 0)) },
    );
  }
  return additions;
}

/**
 * Brings the roll-ups to the order's state in this event: whatever event comes (placed,
 * cancelled, rejected, an item changed …), only the difference to what was counted before
 * is added, at the hour the order was placed. Exactly once per event comes from the
 * consumer's processed_events record in the same transaction.
 */
export async function countOrder(trx: Trx, order: OrderState): Promise<void> {
  const { rows } = await sql<{ branch: number; origin: string; placed_at: Date; counted: Counted }>`
    select branch, origin, placed_at, counted from stat_order where order_id = ${order.id} for update`.execute(trx);
  const known = rows[0];
  const branch = known?.branch ?? order.data.branch.id;
  const origin = known?.origin ?? originOf(order.data);
  const placedAt = known ? known.placed_at.toISOString() : new Date(order.data.createdAt).toISOString();
  const after = countedOf(order.data);
  await addToRollups(trx, differences(known?.counted ?? null, after, placedAt, branch, origin));
  await setLabels(trx, METRIC.itemQuantity, new Map(order.data.items.map((item) => [itemKey(item).key, item.product.name])));
  await sql`
    insert into stat_order (order_id, branch, origin, placed_at, counted)
    values (${order.id}, ${branch}, ${origin}, ${placedAt}, ${JSON.stringify(after)})
    on conflict (order_id) do update set counted = excluded.counted`.execute(trx);
}

/** Durable consumer of the ORDERS stream for the order, revenue and item statistics (from the stream's beginning). */
export const orderStatisticsConsumer: ConsumerDefinition = {
  stream: ORDERS_STREAM.name,
  durable: 'analytics-order-statistics',
  handlers: Object.values(orderEvents).map((entry) => on(entry, (order, trx) => countOrder(trx, order), { reads: orderStateSchema })),
};
