import { formatMoney, fill, shopTexts } from '@asp/i18n';
import { dec, roundMoney } from './money';
import { basePrice } from './pricing';
import { getUnit, isQuantityUnit, unitLabel } from './units';
import type { Branch, NetQuantity, Product, UnitCode } from './types';

/**
 * Base price (Grundpreis) per German price law, PAngV as in force since 28 May 2022:
 * - §4 (1): whoever offers goods by weight or volume — prepacked, in open packages or as
 *   sales units without wrapping — states the price per quantity unit next to the total
 *   price; it may be left out when it equals the total price.
 * - §5 (1): the quantity unit is 1 kg or 1 l. The old exception "per 100 g / 100 ml for
 *   goods of usually at most 250 g/ml" was struck out in 2022, so a 125 g Kräuterbutter
 *   for 2,50 € reads '20,00 € / kg', not '2,00 € / 100 g'. §5 (2) still allows 100 g for
 *   loose goods where customary; this shop uses 1 kg / 1 l everywhere so prices compare.
 * - Goods under 10 g / 10 ml need no base price (exemptions of the PAngV): none is given.
 * So: a product priced per weight or volume unit (per g, per kg, per ml …) gets its price
 * per kg / l (never '0,01 € / g'); one priced per piece, package, serving, pair or person
 * gets it from its net quantity (weight or volume); anything else (length, area, no net
 * quantity) has none here.
 */

/** The base price: amount per 1 kg or 1 l, and whether it equals the price it came from. */
export interface UnitBasePrice {
  amount: number;
  unit: Extract<UnitCode, 'kilogram' | 'liter'>;
  /** The price already is per kg / l (or one piece holds exactly 1 kg / 1 l): §4 (1) lets it be left out. */
  isSameAsPrice: boolean;
}

/** Below this many g / ml no base price is given (PAngV exemption for very small goods). */
export const MIN_BASE_PRICE_QUANTITY = 10;

/** 1 kg / 1 l in the base units of the unit table (g / ml). */
const REFERENCE_QUANTITY = 1000;

const REFERENCE_UNIT = { weight: 'kilogram', volume: 'liter' } as const;

/** How much a quantity is in g or ml and which reference unit it belongs to; null for other kinds. */
function measure(amount: number, unit: string): { base: number; reference: UnitBasePrice['unit'] } | null {
  const definition = getUnit(unit);
  if (!definition || (definition.type !== 'weight' && definition.type !== 'volume')) return null;
  if (!Number.isFinite(amount) || amount <= 0) return null;
  return { base: dec(amount).times(definition.factor).toNumber(), reference: REFERENCE_UNIT[definition.type] };
}

/**
 * The base price of something costing `price` per `unit`: for weight/volume units the
 * price converted to 1 kg / 1 l; for piece-like units the price divided by the net
 * quantity of one piece. Rounded to cents, half up. Null when no base price applies
 * (no price, hidden price handled by the caller, unsupported unit, no or tiny net quantity).
 */
export function unitBasePrice(priced: {
  price: number | null | undefined;
  unit: string;
  netQuantity?: NetQuantity | null;
}): UnitBasePrice | null {
  const { price, unit } = priced;
  if (typeof price !== 'number' || !Number.isFinite(price) || price < 0) return null;
  let quantity = measure(1, unit);
  if (!quantity && isQuantityUnit(unit) && priced.netQuantity) {
    quantity = measure(priced.netQuantity.amount, priced.netQuantity.unit);
    if (quantity && quantity.base < MIN_BASE_PRICE_QUANTITY) return null;
  }
  if (!quantity) return null;
  return {
    amount: roundMoney(dec(price).times(REFERENCE_QUANTITY).div(quantity.base)),
    unit: quantity.reference,
    isSameAsPrice: quantity.base === REFERENCE_QUANTITY,
  };
}

/** '20,00 € / kg' — the German money format of the shop and the unit's label. */
export function formatUnitBasePrice(base: Pick<UnitBasePrice, 'amount' | 'unit'>, currency = 'EUR'): string {
  return fill(shopTexts.unitPrice, { price: formatMoney(base.amount, currency), unit: unitLabel(base.unit) });
}

/** The base price as text, or null when none applies: `unitBasePrice` then `formatUnitBasePrice`. */
export function unitBasePriceText(
  priced: { price: number | null | undefined; unit: string; netQuantity?: NetQuantity | null },
  currency = 'EUR',
): string | null {
  const base = unitBasePrice(priced);
  return base ? formatUnitBasePrice(base, currency) : null;
}

/**
 * A product's base price at a branch, as the shop card shows it: from the product's
 * price at the branch (the reselling price rule of `basePrice`), its unit and net
 * quantity; null when the product hides its price or no base price applies.
 */
export function productUnitBasePrice(
  product: Pick<Product, 'price' | 'unit' | 'isPriceHidden'> & Partial<Pick<Product, 'content' | 'netQuantity'>>,
  branch?: Pick<Branch, 'useResellingPrice'> | null,
): UnitBasePrice | null {
  if (product.isPriceHidden) return null;
  return unitBasePrice({ price: basePrice(product, branch), unit: product.unit, netQuantity: product.netQuantity });
}
