import type { OrderItem, ScreenOrder } from '@asp/contracts';
import { pickupTime, sortByPickup } from './screen-orders';

/** One pickup time on the kitchen screen and the orders due then. */
export interface PickupGroup {
  /** ISO instant of the pickup (the orders' shared pickup time). */
  at: string;
  orders: ScreenOrder[];
}

/** One line of the "Nächste Stunde" sum: a product in one unit (with its chosen options) and the total amount. */
export interface PrepareLine {
  key: string;
  name: string;
  unit: OrderItem['unit'];
  options: string;
  amount: number;
  orders: number;
}

/** Orders grouped by their pickup time to the minute, earliest first. */
export function groupByPickupTime(orders: ScreenOrder[]): PickupGroup[] {
  const groups = new Map<string, ScreenOrder[]>();
  for (const order of sortByPickup(orders)) {
    const at = new Date(Math.floor(Date.parse(pickupTime(order)) / 60_000) * 60_000).toISOString();
    groups.set(at, [...(groups.get(at) ?? []), order]);
  }
  return [...groups].map(([at, grouped]) => ({ at, orders: grouped }));
}

/** The chosen options of an item as one text (select values, texts, add-ons), for grouping equal lines. */
export function itemOptions(item: Pick<OrderItem, 'parts'>): string {
  return item.parts
    .flatMap((part) => [
      ...(part.value ? [part.value] : []),
      ...(part.values ?? []),
      ...(part.addons ?? []).filter((addon) => addon.amount > 0).map((addon) => `${addon.amount}× ${addon.name}`),
    ])
    .join(', ');
}

/** Orders due by `now + windowMs`, including overdue ones (they are the most urgent). */
export function dueWithin(orders: ScreenOrder[], now: Date, windowMs = 60 * 60_000): ScreenOrder[] {
  const end = now.getTime() + windowMs;
  return orders.filter((order) => Date.parse(pickupTime(order)) <= end);
}

/**
 * What to prepare in the next hour: every item of the orders due by then, summed per
 * product, unit and options; largest amounts first within the product name order.
 */
export function nextHourTotals(orders: ScreenOrder[], now: Date, windowMs = 60 * 60_000): PrepareLine[] {
  const lines = new Map<string, PrepareLine>();
  for (const order of dueWithin(orders, now, windowMs)) {
    for (const item of order.items) {
      const options = itemOptions(item);
      const key = `${item.product.id}|${item.unit}|${options}`;
      const line = lines.get(key) ?? { key, name: item.product.name, unit: item.unit, options, amount: 0, orders: 0 };
      // Sums of decimal weights: round to grams/millilitres so 0.1 + 0.2 shows as 0.3.
      line.amount = Math.round((line.amount + item.amount) * 1000) / 1000;
      line.orders += 1;
      lines.set(key, line);
    }
  }
  return [...lines.values()].sort((a, b) => a.name.localeCompare(b.name, 'de') || a.options.localeCompare(b.options, 'de'));
}
