import { cartTexts, fill, formatMoney } from '@asp/i18n';
import { dec } from './money';
import { splitGross, type TaxSplit } from './taxes';
import type { Branch, DeliveryArea } from './types';

/** The branch delivery area matching the chosen area, or undefined. */
export function findDeliveryArea(branch: Pick<Branch, 'deliveryAreas'>, area: string | null | undefined): DeliveryArea | undefined {
  return area ? (branch.deliveryAreas ?? []).find((a) => a.area === area) : undefined;
}

/** The area preselected when none is set: the first delivery area (storefront.md §4). */
export function defaultDeliveryArea(branch: Pick<Branch, 'deliveryAreas'>, current?: string | null): string | null {
  if (current && findDeliveryArea(branch, current)) return current;
  return branch.deliveryAreas?.[0]?.area ?? null;
}

function positive(value: number | null | undefined): number | null {
  return typeof value === 'number' && value > 0 ? value : null;
}

/**
 * Whether delivery in an area is free for an items gross (storefront.md §9): the area is
 * free, or the gross reaches its freeFromOrderValue (the 'Kostenlose Lieferung ab' hint
 * shows only while the threshold exceeds the subtotal, so reaching it makes it free).
 */
export function isDeliveryFree(area: DeliveryArea, itemsGross: number): boolean {
  if (area.free) return true;
  const threshold = positive(area.freeFromOrderValue);
  return threshold !== null && dec(itemsGross).gte(threshold);
}

/** Delivery cost of an area: 0 when free, else the area price split at the area's own rate. */
export interface DeliveryCost extends TaxSplit {
  rate: number;
  isFree: boolean;
}

export function deliveryCost(area: DeliveryArea | null | undefined, itemsGross: number): DeliveryCost {
  if (!area) return { gross: 0, net: 0, tax: 0, rate: 0, isFree: false };
  const rate = area.tax ?? 0;
  if (isDeliveryFree(area, itemsGross)) return { gross: 0, net: 0, tax: 0, rate, isFree: true };
  return { ...splitGross(area.price ?? 0, rate), rate, isFree: false };
}

/** Missing value up to the area's minimumOrderValue (0 when reached or none is set). */
export function missingOrderValue(area: DeliveryArea | null | undefined, itemsGross: number): number {
  const minimum = positive(area?.minimumOrderValue);
  if (minimum === null) return 0;
  const missing = dec(minimum).minus(itemsGross);
  return missing.gt(0) ? missing.toNumber() : 0;
}

/** Whether the minimum order value of the area is reached (no minimum: always). */
export function isMinimumOrderValueReached(area: DeliveryArea | null | undefined, itemsGross: number): boolean {
  return missingOrderValue(area, itemsGross) === 0;
}

/**
 * Messages of the cart for delivery (storefront.md §5): the minimum order value pair
 * while it is not reached, and 'Kostenlose Lieferung ab {amount}.' while the free-delivery
 * threshold exceeds the subtotal.
 */
export function deliveryMessages(
  area: DeliveryArea | null | undefined,
  itemsGross: number,
  currency = 'EUR',
): { minimumOrderValue: string[]; freeDelivery: string | null } {
  const minimumOrderValue: string[] = [];
  const missing = missingOrderValue(area, itemsGross);
  if (area && missing > 0) {
    minimumOrderValue.push(
      fill(cartTexts.minimumOrderValue, { amount: formatMoney(area.minimumOrderValue!, currency) }),
      fill(cartTexts.minimumOrderDifference, { difference: formatMoney(missing, currency) }),
    );
  }
  const threshold = positive(area?.freeFromOrderValue);
  const freeDelivery =
    area && !area.free && threshold !== null && dec(threshold).gt(itemsGross)
      ? fill(cartTexts.freeDeliveryFrom, { amount: formatMoney(threshold, currency) })
      : null;
  return { minimumOrderValue, freeDelivery };
}

/** The delivery cost as shown: 'Kostenlos' for a zero fee, else the de-DE amount. */
export function formatDeliveryCost(gross: number, currency = 'EUR'): string {
  return gross === 0 ? cartTexts.free : formatMoney(gross, currency);
}
