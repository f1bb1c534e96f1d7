import Decimal from 'decimal.js';

/**
 * Exact decimal arithmetic for money and quantities. Public domain functions take and
 * return plain numbers; inside they compute with decimal.js so that sums never pick up
 * binary floating-point errors (0.1 + 0.2 is 0.3 here).
 */
export const D = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
export type Dec = InstanceType<typeof D>;

/** Decimal of a number, treating null, undefined and NaN as 0. */
export function dec(value: number | string | Dec | null | undefined): Dec {
  if (value instanceof D) return value;
  if (value === null || value === undefined || value === '') return new D(0);
  if (typeof value === 'number' && !Number.isFinite(value)) return new D(0);
  return new D(value);
}

/** Sum of decimals (exact). */
export function sum(values: Array<number | Dec | null | undefined>): Dec {
  return values.reduce<Dec>((acc, v) => acc.plus(dec(v)), new D(0));
}

/** Rounds half up (commercial rounding) to `places` decimals and returns a number. */
export function roundTo(value: number | Dec, places: number): number {
  return dec(value).toDecimalPlaces(places, Decimal.ROUND_HALF_UP).toNumber();
}

/** Rounds to cents (2 decimals), half up: the precision amounts are shown and charged in. */
export function roundMoney(value: number | Dec): number {
  return roundTo(value, 2);
}

/** Exact sum of plain numbers, rounded to `places` decimals (default: cents). */
export function sumMoney(values: number[], places = 2): number {
  return roundTo(sum(values), places);
}
