import { dec, maxDec, roundMoney } from './money';
import type { ItemPricing } from './pricing';
import { convertToProductUnit } from './quantity';
import { splitGross } from './taxes';
import { convertAmount, unitLabel, unitType } from './units';
import type { AlternativeUnit, CalculationModel, UnitCode } from './types';

/**
 * Staff changing one line of a placed order (platform-and-backoffice.md §4 "Change an
 * order item by index", issue 12): the real weight after weighing, another quantity, or
 * other options. Lines keep the unit price the customer saw; only a change of options
 * prices the line anew from the product (the same `priceItem` the checkout uses).
 */

/** A stored order line as far as repricing needs it. */
export interface StoredLine {
  product: { unit: UnitCode };
  amount: number;
  unit: UnitCode;
  unitPrice: number | null;
  taxRate: number;
  calculationModel: CalculationModel;
  isPriceHidden: boolean;
}

/** The product's alternative units (from the catalogue), to convert e.g. grams of a piece product. */
export type UnitRatios = ReadonlyArray<AlternativeUnit> | null | undefined;

/** Weight products: the line or the product is sold by weight (unit type weight). */
export function isWeighable(line: Pick<StoredLine, 'unit' | 'product'>): boolean {
  return unitType(line.unit) === 'weight' || unitType(line.product.unit) === 'weight';
}

/**
 * The weighed amount expressed in the line's unit (512 g of a line in kilograms = 0.512).
 * A line in a non-weight unit of a weight product (2 pieces of a kg product) is weighed
 * in the product's unit instead.
 */
export function weighedAmountInLineUnit(
  line: Pick<StoredLine, 'unit' | 'product'>,
  amount: number,
  unit: UnitCode,
): { amount: number; unit: UnitCode } {
  const target = unitType(line.unit) === 'weight' ? line.unit : line.product.unit;
  return { amount: convertAmount(amount, unit, target), unit: target };
}

/**
 * A line at a new amount with its stored unit price: gross = unit price × the amount in
 * the product unit, rounded to cents, VAT split at the stored rate. A weighed line is no
 * longer approximate: its price is the final one.
 */
export function repriceLine(line: StoredLine, amount: number, unit: UnitCode, ratios?: UnitRatios, weighed = false): ItemPricing {
  const unitPrice = dec(line.unitPrice ?? 0);
  const convertedAmount = convertToProductUnit({ unit: line.product.unit, alternativeUnits: [...(ratios ?? [])] }, amount, unit);
  const gross = roundMoney(unitPrice.times(convertedAmount));
  return {
    unitPrice: unitPrice.toNumber(),
    convertedAmount,
    ...splitGross(gross, line.taxRate),
    taxRate: line.taxRate,
    calculationModel: line.calculationModel,
    isApproximate: weighed ? false : line.calculationModel === 'approximate',
    isPriceHidden: line.isPriceHidden,
  };
}

const amountFormat = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 3 });

/** An amount with its unit for notes and labels: '512 g', '0,512 kg', '2 Stk.'. */
export function formatAmount(amount: number, unit: string): string {
  return `${amountFormat.format(amount)} ${unitLabel(unit)}`;
}

/** Whether a new amount differs from the line's (another number or another unit). */
export function isAmountChanged(line: Pick<StoredLine, 'amount' | 'unit'>, amount: number, unit: UnitCode): boolean {
  return line.unit !== unit || !dec(line.amount).eq(amount);
}

/** How much of a final amount is captured online and how much staff collect at the counter. */
export interface CaptureDecision {
  /** Captured at the provider (never more than authorized). */
  capture: number;
  /** Left for the counter: 0 unless the final amount exceeds the tolerance. */
  toCollect: number;
}

/**
 * Authorize-then-capture (issue 12): the final (weighed) amount is captured when it does not
 * exceed the authorized amount by more than `tolerancePercent` — providers capture at most
 * the authorized amount, so within the tolerance the authorized amount is the ceiling and
 * the small rest is waived. Above the tolerance the authorized amount is captured and the
 * difference is collected at the counter.
 */
export function decideCapture(finalAmount: number, authorized: number, tolerancePercent: number): CaptureDecision {
  const final = dec(finalAmount);
  const auth = dec(authorized);
  if (final.lte(auth)) return { capture: roundMoney(maxDec(final, 0)), toCollect: 0 };
  const limit = auth.times(dec(100).plus(tolerancePercent)).div(100);
  if (final.lte(limit)) return { capture: roundMoney(auth), toCollect: 0 };
  return { capture: roundMoney(auth), toCollect: roundMoney(final.minus(auth)) };
}
