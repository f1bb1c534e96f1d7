import { ceilDec, D, dec, floorDec, maxDec, type Dec } from './money';
import { convertAmount, isSameUnitType } from './units';
import type { AlternativeUnit, Product, UnitCode } from './types';

/** Minimum, maximum (null = none) and step (null = no snapping) in one unit. */
export interface QuantityLimits {
  minimum: number;
  maximum: number | null;
  step: number | null;
}

/** An addon's product snapshot has no alternative units: its own unit only. */
type UnitProduct = Pick<Product, 'unit'> & Partial<Pick<Product, 'alternativeUnits'>>;
type LimitProduct = UnitProduct & Pick<Product, 'minimumQuantity' | 'maximumQuantity' | 'quantityStepSize'>;

/**
 * Parses quantity input (storefront.md §5): comma or dot as decimal separator;
 * empty or invalid input becomes 0.
 */
export function parseQuantityInput(input: string | number | null | undefined): number {
  if (typeof input === 'number') return Number.isFinite(input) ? input : 0;
  if (typeof input !== 'string') return 0;
  const text = input.trim();
  if (!/^[+-]?(\d+([.,]\d*)?|[.,]\d+)$/.test(text)) return 0;
  return Number(text.replace(',', '.'));
}

/**
 * The alternative unit that governs `unit`: the one with exactly this unit, otherwise
 * one whose unit type matches.
 */
export function findAlternativeUnit(product: UnitProduct, unit: string): AlternativeUnit | undefined {
  const alternatives = product.alternativeUnits ?? [];
  return alternatives.find((a) => a.unit === unit) ?? alternatives.find((a) => isSameUnitType(a.unit, unit));
}

/** Units offered in the unit selector: the product's unit, then its alternative units. */
export function availableUnits(product: UnitProduct): UnitCode[] {
  const units: UnitCode[] = [product.unit];
  for (const alt of product.alternativeUnits ?? []) if (!units.includes(alt.unit)) units.push(alt.unit);
  return units;
}

function toProductUnit(product: UnitProduct, amount: Dec, unit: string): Dec {
  if (unit === product.unit) return amount;
  if (isSameUnitType(unit, product.unit)) return dec(convertAmount(amount.toNumber(), unit, product.unit));
  const alt = findAlternativeUnit(product, unit);
  if (alt && alt.ratio > 0) return dec(convertAmount(amount.toNumber(), unit, alt.unit)).times(alt.ratio);
  return amount;
}

function fromProductUnit(product: UnitProduct, amount: Dec, unit: string): Dec {
  if (unit === product.unit) return amount;
  if (isSameUnitType(unit, product.unit)) return dec(convertAmount(amount.toNumber(), product.unit, unit));
  const alt = findAlternativeUnit(product, unit);
  if (alt && alt.ratio > 0) return dec(convertAmount(amount.div(alt.ratio).toNumber(), alt.unit, unit));
  return amount;
}

/**
 * The "converted amount" of the pricing rules: an amount in `unit` expressed in the
 * product's own (price) unit. Same type: by factor (500 g of a kg product = 0.5);
 * alternative unit: amount × ratio (2 pieces at ratio 0.25 = 0.5 kg); otherwise as is.
 */
export function convertToProductUnit(product: UnitProduct, amount: number, unit: string): number {
  return toProductUnit(product, dec(amount), unit).toNumber();
}

/** Converts an amount of a product from one of its units to another (unit change). */
export function convertProductAmount(product: UnitProduct, amount: number, from: string, to: string): number {
  if (from === to) return amount;
  if (isSameUnitType(from, to)) return convertAmount(amount, from, to);
  return fromProductUnit(product, toProductUnit(product, dec(amount), from), to).toNumber();
}

function positive(value: number | null | undefined): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;
}

/**
 * Minimum, maximum and step of a product in the chosen unit (storefront.md §5): an
 * alternative unit with exactly this unit uses its own settings; a unit of the product
 * unit's type converts the product settings by factor; another alternative unit of the
 * same type uses that alternative's settings converted by factor. Alternative settings
 * that are not set fall back to the product's setting converted through the ratio.
 */
export function getQuantityLimits(product: LimitProduct, unit: string): QuantityLimits {
  const own = {
    minimum: positive(product.minimumQuantity),
    maximum: positive(product.maximumQuantity),
    step: positive(product.quantityStepSize),
  };
  const exact = (product.alternativeUnits ?? []).find((a) => a.unit === unit);
  const sameTypeAsProduct = unit === product.unit || isSameUnitType(unit, product.unit);
  const alt = exact ?? (sameTypeAsProduct ? undefined : findAlternativeUnit(product, unit));

  const convertOwn = (value: number | null): number | null =>
    value === null ? null : convertProductAmount(product, value, product.unit, unit);

  let limits: { minimum: number | null; maximum: number | null; step: number | null };
  if (alt) {
    const fromAlt = (value: number | null | undefined, fallback: number | null): number | null => {
      const v = positive(value);
      return v === null ? convertOwn(fallback) : convertAmount(v, alt.unit, unit);
    };
    limits = {
      minimum: fromAlt(alt.minimumQuantity, own.minimum),
      maximum: fromAlt(alt.maximumQuantity, own.maximum),
      step: fromAlt(alt.quantityStepSize, own.step),
    };
  } else {
    limits = { minimum: convertOwn(own.minimum), maximum: convertOwn(own.maximum), step: convertOwn(own.step) };
  }
  const minimum = limits.minimum ?? 0;
  const maximum = limits.maximum !== null && limits.maximum >= minimum ? limits.maximum : null;
  return { minimum, maximum, step: limits.step };
}

/**
 * Normalises an amount (storefront.md §5): below the minimum → minimum; at or above a
 * set maximum → maximum; otherwise minimum plus whole steps, rounded to the nearest
 * step (below half a step above the minimum → minimum; exactly half a step rounds up).
 * A snapped value above the maximum becomes the maximum.
 */
export function normalizeQuantity(amount: number, limits: QuantityLimits): number {
  const value = dec(Number.isFinite(amount) ? amount : 0);
  const min = dec(limits.minimum);
  if (value.lte(min)) return min.toNumber();
  if (limits.maximum !== null && value.gte(limits.maximum)) return limits.maximum;
  if (limits.step === null) return value.toNumber();
  const steps = value.minus(min).div(limits.step).round(0, D.roundHalfUp);
  const snapped = min.plus(steps.times(limits.step));
  if (limits.maximum !== null && snapped.gt(limits.maximum)) return limits.maximum;
  return snapped.toNumber();
}

/** Whether `amount` is a normalised value (within bounds and on a step, or the maximum). */
export function isNormalizedQuantity(amount: number, limits: QuantityLimits): boolean {
  return normalizeQuantity(amount, limits) === amount;
}

/** Decrease is disabled at the minimum (storefront.md §5). */
export function canDecreaseQuantity(amount: number, limits: QuantityLimits): boolean {
  return amount > limits.minimum;
}

/** Increase is disabled at the maximum (storefront.md §5). */
export function canIncreaseQuantity(amount: number, limits: QuantityLimits): boolean {
  return limits.maximum === null || amount < limits.maximum;
}

/** The next step up (or +1 without a step), normalised. */
export function increaseQuantity(amount: number, limits: QuantityLimits): number {
  const step = limits.step ?? 1;
  const min = dec(limits.minimum);
  const offset = maxDec(dec(amount).minus(min), 0);
  const next = min.plus(floorDec(offset.div(step)).plus(1).times(step));
  return normalizeQuantity(next.toNumber(), limits);
}

/** The next step down (or -1 without a step), normalised; an off-step amount snaps down. */
export function decreaseQuantity(amount: number, limits: QuantityLimits): number {
  const step = limits.step ?? 1;
  const min = dec(limits.minimum);
  const offset = dec(amount).minus(min);
  if (offset.lte(0)) return min.toNumber();
  const next = min.plus(ceilDec(offset.div(step)).minus(1).times(step));
  return normalizeQuantity(next.toNumber(), limits);
}

/**
 * Initial quantity of a product (storefront.md §5): defaultQuantity with defaultUnit when
 * both are set, otherwise minimumQuantity in the product unit (1 when no minimum is set).
 */
export function initialQuantity(product: Pick<Product, 'unit' | 'minimumQuantity' | 'defaultQuantity' | 'defaultUnit'>): {
  amount: number;
  unit: UnitCode;
} {
  const defaultQuantity = positive(product.defaultQuantity);
  if (defaultQuantity !== null && product.defaultUnit) return { amount: defaultQuantity, unit: product.defaultUnit };
  return { amount: positive(product.minimumQuantity) ?? 1, unit: product.unit };
}

/**
 * Changing the unit converts the amount and re-normalises it with the limits of the
 * new unit (storefront.md §5).
 */
export function changeQuantityUnit(product: LimitProduct, amount: number, from: UnitCode, to: UnitCode): number {
  return normalizeQuantity(convertProductAmount(product, amount, from, to), getQuantityLimits(product, to));
}

/** Parses and normalises an input for a product in a unit (the quantity field's blur). */
export function normalizeQuantityInput(product: LimitProduct, input: string | number, unit: string): number {
  return normalizeQuantity(parseQuantityInput(input), getQuantityLimits(product, unit));
}
