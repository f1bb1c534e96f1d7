import { unitLabels } from '@asp/i18n';
import { dec } from './money';
import type { UnitCode, UnitType } from './types';

/** One entry of the unit catalogue (storefront.md §9): type and factor to the type's base. */
export interface UnitDefinition {
  code: UnitCode;
  label: string;
  type: UnitType;
  factor: number;
}

const table: Array<[UnitCode, UnitType, number]> = [
  ['piece', 'amount', 1],
  ['serving', 'serving', 1],
  ['pair', 'pair', 1],
  ['person', 'person', 1],
  ['package', 'package', 1],
  ['gram', 'weight', 1],
  ['kilogram', 'weight', 1000],
  ['milliliter', 'volume', 1],
  ['centiliter', 'volume', 10],
  ['deciliter', 'volume', 100],
  ['liter', 'volume', 1000],
  ['millimeter', 'length', 1],
  ['centimeter', 'length', 10],
  ['decimeter', 'length', 100],
  ['meter', 'length', 1000],
  ['kilometer', 'length', 1e6],
  ['square_millimeter', 'square', 1],
  ['square_centimeter', 'square', 100],
  ['square_decimeter', 'square', 1e4],
  ['square_meter', 'square', 1e6],
  ['cubic_millimeter', 'cubic', 1],
  ['cubic_centimeter', 'cubic', 1e3],
  ['cubic_decimeter', 'cubic', 1e6],
  ['cubic_meter', 'cubic', 1e9],
];

/** The unit catalogue in the order of the spec. */
export const UNITS: readonly UnitDefinition[] = table.map(([code, type, factor]) => ({
  code,
  label: unitLabels[code],
  type,
  factor,
}));

const byCode = new Map<string, UnitDefinition>(UNITS.map((u) => [u.code, u]));

/** The unit types of the spec. */
export const UNIT_TYPES: readonly UnitType[] = [
  'amount',
  'serving',
  'pair',
  'person',
  'package',
  'weight',
  'volume',
  'length',
  'square',
  'cubic',
];

/** Unit types that are counted by amount in the cart badge (pieces, servings, ...). */
export const QUANTITY_UNIT_TYPES: readonly UnitType[] = ['amount', 'serving', 'pair', 'person', 'package'];

/** Catalogue entry of a unit code, or undefined for an unknown code. */
export function getUnit(code: string | null | undefined): UnitDefinition | undefined {
  return code ? byCode.get(code) : undefined;
}

/** Whether a string is a unit code of the catalogue. */
export function isUnitCode(code: unknown): code is UnitCode {
  return typeof code === 'string' && byCode.has(code);
}

/** German label of a unit ('Stk.', 'kg', 'm²' ...); an unknown code is returned as is. */
export function unitLabel(code: string | null | undefined): string {
  return getUnit(code)?.label ?? code ?? '';
}

/** Type of a unit (amount, weight, ...), undefined for an unknown code. */
export function unitType(code: string | null | undefined): UnitType | undefined {
  return getUnit(code)?.type;
}

/** Whether both units are known and of the same type (so amounts convert by factor). */
export function isSameUnitType(a: string | null | undefined, b: string | null | undefined): boolean {
  const ua = getUnit(a);
  const ub = getUnit(b);
  return !!ua && !!ub && ua.type === ub.type;
}

/** Units of the same type as `code`, e.g. for the unit selector. */
export function unitsOfType(type: UnitType): UnitDefinition[] {
  return UNITS.filter((u) => u.type === type);
}

/**
 * Converts an amount between two units of one type (1.5 kg → 1500 g), exactly.
 * Units of different or unknown types are not convertible by factor: the amount is
 * returned unchanged (cross-type conversion goes through a product's alternative-unit
 * ratio, see `convertToProductUnit`).
 */
export function convertAmount(amount: number, from: string, to: string): number {
  if (from === to || !isSameUnitType(from, to)) return amount;
  return dec(amount).times(getUnit(from)!.factor).div(getUnit(to)!.factor).toNumber();
}

/** Whether a unit counts by amount in the cart (quantity-type units). */
export function isQuantityUnit(code: string | null | undefined): boolean {
  const type = unitType(code);
  return !!type && QUANTITY_UNIT_TYPES.includes(type);
}

/**
 * How much a cart line counts in the cart badge: quantity-type units count by amount,
 * every other unit counts 1 per line (storefront.md §9).
 */
export function cartLineCount(item: { amount: number; unit: string }): number {
  return isQuantityUnit(item.unit) ? item.amount : 1;
}

/** Item count of a cart (sum of `cartLineCount`). */
export function cartItemCount(items: Array<{ amount: number; unit: string }>): number {
  return items.reduce((acc, item) => dec(acc).plus(cartLineCount(item)).toNumber(), 0);
}
