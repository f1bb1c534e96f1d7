import { D, dec, roundTo, type Dec } from './money';
import type { OrderType, Product } from './types';

/** Net amounts are rounded to 4 decimals (storefront.md §9). */
export const NET_DECIMALS = 4;

/** The order type of a cart or order by its flags: delivery, dineIn, or takeaway (neither). */
export function orderTypeOf(flags: { isDelivery?: boolean | null; isDineIn?: boolean | null }): OrderType {
  if (flags.isDelivery) return 'delivery';
  if (flags.isDineIn) return 'dineIn';
  return 'takeaway';
}

/** The cart flags of an order type (each delivery-type choice sets both). */
export function orderTypeFlags(orderType: OrderType): { isDelivery: boolean; isDineIn: boolean } {
  return { isDelivery: orderType === 'delivery', isDineIn: orderType === 'dineIn' };
}

/**
 * VAT rate of a product by order type (storefront.md §9): dineInTax for dine-in, tax for
 * delivery, takeawayTax for takeaway. A dine-in or takeaway rate that is not set falls
 * back to tax.
 */
export function taxRateFor(product: Pick<Product, 'tax' | 'dineInTax' | 'takeawayTax'>, orderType: OrderType): number {
  const fallback = product.tax ?? 0;
  if (orderType === 'dineIn') return product.dineInTax ?? fallback;
  if (orderType === 'takeaway') return product.takeawayTax ?? fallback;
  return fallback;
}

function netOf(gross: Dec, rate: number): Dec {
  return gross.div(dec(1).plus(dec(rate).div(100))).round(NET_DECIMALS, D.roundHalfUp);
}

/** Net = gross / (1 + rate/100), rounded to 4 decimals (storefront.md §9). */
export function netFromGross(gross: number, rate: number): number {
  return netOf(dec(gross), rate).toNumber();
}

/** Gross, net and tax of an amount; tax = gross − net, so net + tax = gross exactly. */
export interface TaxSplit {
  gross: number;
  net: number;
  tax: number;
}

/** Splits a gross amount at a VAT rate into net (4 decimals) and tax (the rest). */
export function splitGross(gross: number, rate: number): TaxSplit {
  const g = dec(gross);
  const net = netOf(g, rate);
  return { gross: g.toNumber(), net: net.toNumber(), tax: g.minus(net).toNumber() };
}

/** One VAT line of a summary: 'Mwst. (x%)'. */
export interface TaxLine extends TaxSplit {
  rate: number;
}

/**
 * Groups gross amounts by VAT rate; per rate the net is computed once from the summed
 * gross (so the result never depends on the order of the lines). Sorted by rate.
 */
export function taxLinesOf(lines: Array<{ gross: number; rate: number }>): TaxLine[] {
  const byRate = new Map<number, Dec>();
  for (const line of lines) byRate.set(line.rate, (byRate.get(line.rate) ?? new D(0)).plus(dec(line.gross)));
  return [...byRate.entries()].sort(([a], [b]) => a - b).map(([rate, gross]) => ({ rate, ...splitGross(gross.toNumber(), rate) }));
}

/** Taxes keyed by rate ('7' → 1.2345), as in the spec's pricing result. */
export function taxesByRate(lines: TaxLine[]): Record<string, number> {
  const taxes: Record<string, number> = {};
  for (const line of lines) taxes[String(line.rate)] = roundTo(dec(taxes[String(line.rate)]).plus(line.tax), NET_DECIMALS);
  return taxes;
}
