import { cartTexts, fill } from '@asp/i18n';
import { D, sum, type Dec } from './money';
import { deliveryCost, findDeliveryArea, missingOrderValue } from './delivery';
import { priceItem, type ItemPricing } from './pricing';
import { orderTypeOf, taxesByRate, taxLinesOf, type TaxLine } from './taxes';
import type { Branch, Cart, CartItem, DeliveryArea, OrderType } from './types';

/**
 * The pricing result of a cart (storefront.md §3 "Pricing result"): items net/tax/gross,
 * delivery net/tax/gross, totals, taxes keyed by rate; plus the flags the cart drawer and
 * the orders service need.
 */
export interface CartPricing {
  items: ItemPricing[];
  net: number;
  tax: number;
  gross: number;
  deliveryNet: number;
  deliveryTax: number;
  deliveryGross: number;
  totalNet: number;
  totalTax: number;
  totalGross: number;
  /** Tax per VAT rate including the delivery tax, keyed by rate ('7', '19'). */
  taxes: Record<string, number>;
  /** One line per VAT rate ('Mwst. (x%)'), items and delivery together, sorted by rate. */
  taxLines: TaxLine[];
  /** Any item price is approximate: amounts get the prefix 'ca.'. */
  isApproximate: boolean;
  /** Any item hides its price. */
  hasHiddenPrices: boolean;
  /** The total is hidden when approximate (and when an item's price is hidden). */
  isTotalHidden: boolean;
  orderType: OrderType;
  deliveryArea: DeliveryArea | null;
  isDeliveryFree: boolean;
  /** Missing amount up to the area's minimum order value (0 when reached). */
  missingOrderValue: number;
  isMinimumOrderValueReached: boolean;
}

export interface PriceCartInput {
  items: CartItem[];
  orderType: OrderType;
  branch: Pick<Branch, 'deliveryAreas' | 'useResellingPrice'>;
  deliveryArea?: string | null;
}

function mergeLines(lines: TaxLine[]): TaxLine[] {
  const byRate = new Map<number, { gross: Dec; net: Dec; tax: Dec }>();
  for (const line of lines) {
    const acc = byRate.get(line.rate) ?? { gross: new D(0), net: new D(0), tax: new D(0) };
    byRate.set(line.rate, { gross: acc.gross.plus(line.gross), net: acc.net.plus(line.net), tax: acc.tax.plus(line.tax) });
  }
  return [...byRate.entries()]
    .sort(([a], [b]) => a - b)
    .map(([rate, v]) => ({ rate, gross: v.gross.toNumber(), net: v.net.toNumber(), tax: v.tax.toNumber() }));
}

/**
 * Prices a whole cart (storefront.md §5, §9): every item (configuration, converted amount,
 * VAT by order type, reselling price rule), delivery cost from the chosen area (delivery
 * orders only), taxes keyed by rate and totals = items + delivery. Exact decimal sums,
 * so the result never depends on the order of the items. Used by the cart drawer, the
 * checkout and the orders service alike.
 */
export function priceCart(input: PriceCartInput): CartPricing {
  const items = input.items.map((item) => priceItem(item, input.orderType, input.branch));
  return { items, ...totalsOfPricedItems(items, input) };
}

/** What a priced line contributes to the totals. */
export type PricedLine = Pick<ItemPricing, 'gross' | 'taxRate' | 'isApproximate' | 'isPriceHidden'>;

/**
 * The totals of already priced lines (delivery, taxes per rate, flags): the second half of
 * `priceCart`, also used by the orders service when staff change one line of a placed
 * order (weighed amount), so the other lines keep the prices the customer saw.
 */
export function totalsOfPricedItems(items: PricedLine[], input: Omit<PriceCartInput, 'items'>): Omit<CartPricing, 'items'> {
  const { orderType, branch } = input;
  const itemLines = taxLinesOf(items.map((i) => ({ gross: i.gross, rate: i.taxRate })));
  const gross = sum(items.map((i) => i.gross));
  const net = sum(itemLines.map((l) => l.net));

  const area = orderType === 'delivery' ? (findDeliveryArea(branch, input.deliveryArea) ?? null) : null;
  const delivery = deliveryCost(area, gross.toNumber());
  const deliveryLines: TaxLine[] =
    delivery.gross > 0 ? [{ rate: delivery.rate, gross: delivery.gross, net: delivery.net, tax: delivery.tax }] : [];
  const taxLines = mergeLines([...itemLines, ...deliveryLines]);

  const isApproximate = items.some((i) => i.isApproximate);
  const hasHiddenPrices = items.some((i) => i.isPriceHidden);
  const missing = missingOrderValue(area, gross.toNumber());
  return {
    net: net.toNumber(),
    tax: gross.minus(net).toNumber(),
    gross: gross.toNumber(),
    deliveryNet: delivery.net,
    deliveryTax: delivery.tax,
    deliveryGross: delivery.gross,
    totalNet: net.plus(delivery.net).toNumber(),
    totalTax: gross.minus(net).plus(delivery.tax).toNumber(),
    totalGross: gross.plus(delivery.gross).toNumber(),
    taxes: taxesByRate(taxLines),
    taxLines,
    isApproximate,
    hasHiddenPrices,
    isTotalHidden: isApproximate || hasHiddenPrices,
    orderType,
    deliveryArea: area,
    isDeliveryFree: delivery.isFree,
    missingOrderValue: missing,
    isMinimumOrderValueReached: missing === 0,
  };
}

/** `priceCart` for a stored cart (order type from its isDelivery / isDineIn flags). */
export function priceStoredCart(cart: Cart, branch: PriceCartInput['branch']): CartPricing {
  return priceCart({ items: cart.items, orderType: orderTypeOf(cart), branch, deliveryArea: cart.deliveryArea });
}

/**
 * Whether 'Zum Checkout' is enabled (storefront.md §5): not with an empty cart, and for
 * delivery not while the chosen area's minimum order value exceeds the gross subtotal.
 */
export function canCheckout(pricing: Pick<CartPricing, 'items' | 'orderType' | 'isMinimumOrderValueReached'>): boolean {
  if (pricing.items.length === 0) return false;
  return pricing.orderType !== 'delivery' || pricing.isMinimumOrderValueReached;
}

const rateFormat = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 2 });

/** Label of a VAT line: 'Mwst. (7%)', 'Mwst. (8,1%)'. */
export function taxLineLabel(rate: number): string {
  return fill(cartTexts.taxLine, { rate: rateFormat.format(rate) });
}

/**
 * Notes on prices (storefront.md §9): approximate prices with quotation give a
 * non-binding offer by e-mail, approximate prices otherwise the final price on completion;
 * hidden prices the final price on completion.
 */
export function priceNotes(
  pricing: Pick<CartPricing, 'isApproximate' | 'hasHiddenPrices'>,
  branch: { isQuotationRequired?: boolean },
): string[] {
  const notes: string[] = [];
  if (pricing.isApproximate) notes.push(branch.isQuotationRequired ? cartTexts.noteApproximateQuotation : cartTexts.noteApproximate);
  if (pricing.hasHiddenPrices) notes.push(cartTexts.noteHiddenPrice);
  return notes;
}
