import { calculationModelLabels, formatMoney } from '@asp/i18n';
import { D, dec, maxDec, roundMoney, roundTo, type Dec } from './money';
import { convertToProductUnit, findAlternativeUnit } from './quantity';
import { splitGross, taxRateFor, NET_DECIMALS } from './taxes';
import { convertAmount, isSameUnitType } from './units';
import type { Branch, CalculationModel, CartItem, ConfigPart, OrderType, PartOption, Product, UnitCode } from './types';

type PriceBranch = Pick<Branch, 'useResellingPrice'> | null | undefined;

/** All calculation models of the spec. */
export const CALCULATION_MODELS: readonly CalculationModel[] = ['fixed', 'approximate', 'minimum'];

/**
 * Labels of a calculation model (storefront.md §9): fixed (Exakt, Fix), approximate
 * (Ungefähr, ca.), minimum (Minimum, ab).
 */
export function calculationModelLabel(model: CalculationModel | null | undefined): { label: string; short: string } {
  return calculationModelLabels[model ?? 'fixed'];
}

/**
 * Price prefix of a calculation model: 'ca.' for approximate, 'ab' for minimum, none for
 * fixed prices.
 */
export function pricePrefix(model: CalculationModel | null | undefined): string {
  if (model === 'approximate' || model === 'minimum') return calculationModelLabels[model].short;
  return '';
}

/** A price formatted de-DE in the currency, with the model's prefix ('ca. 12,50 €'). */
export function formatPrice(amount: number, model?: CalculationModel | null, currency = 'EUR'): string {
  const prefix = pricePrefix(model);
  const money = formatMoney(amount, currency);
  return prefix ? `${prefix} ${money}` : money;
}

/**
 * Whether a reselling price replaces the price: the branch setting `useResellingPrice`
 * (spec README) is on and the product's content.resellingPrice is a positive number.
 */
export function usesResellingPrice(product: Partial<Pick<Product, 'content'>>, branch: PriceBranch): boolean {
  const reselling = product.content?.resellingPrice;
  return !!branch?.useResellingPrice && typeof reselling === 'number' && Number.isFinite(reselling) && reselling > 0;
}

/** The product's base price at a branch (the reselling price rule applied). */
export function basePrice(product: Pick<Product, 'price'> & Partial<Pick<Product, 'content'>>, branch?: PriceBranch): number {
  return usesResellingPrice(product, branch) ? product.content!.resellingPrice! : product.price;
}

/**
 * The calculation model of a product in a unit: an alternative unit's own model when the
 * unit is governed by an alternative unit, otherwise the product's model (default fixed).
 */
export function calculationModelFor(
  product: Pick<Product, 'unit' | 'alternativeUnits' | 'calculationModel'>,
  unit: string,
): CalculationModel {
  const own = product.calculationModel ?? 'fixed';
  const exact = (product.alternativeUnits ?? []).find((a) => a.unit === unit);
  if (exact) return exact.calculationModel ?? own;
  if (unit === product.unit || isSameUnitType(unit, product.unit)) return own;
  return findAlternativeUnit(product, unit)?.calculationModel ?? own;
}

/** Prices of a product's alternative units for the product card (price × ratio). */
export function alternativeUnitPrices(
  product: Pick<Product, 'price' | 'content' | 'unit' | 'alternativeUnits' | 'calculationModel'>,
  branch?: PriceBranch,
): Array<{ unit: UnitCode; price: number; calculationModel: CalculationModel }> {
  const price = basePrice(product, branch);
  return (product.alternativeUnits ?? []).map((alt) => ({
    unit: alt.unit,
    price: roundMoney(dec(price).times(alt.ratio)),
    calculationModel: alt.calculationModel ?? product.calculationModel ?? 'fixed',
  }));
}

function findOption(part: ConfigPart, name: string | null | undefined): PartOption | undefined {
  return name ? (part.options ?? []).find((o) => o.name === name) : undefined;
}

function addonPrice(part: ConfigPart, addons: Array<{ name: string; amount: number; unit?: UnitCode | null }>, branch: PriceBranch): Dec {
  let total = new D(0);
  for (const addon of addons) {
    const option = findOption(part, addon.name);
    if (!option || !(addon.amount > 0)) continue;
    const product = option.item?.product;
    if (product) {
      const unit = addon.unit ?? option.item?.unit ?? product.unit;
      total = total.plus(dec(basePrice(product, branch)).times(convertToProductUnit(product, addon.amount, unit)));
    } else {
      const priceUnit = option.unit ?? addon.unit ?? 'piece';
      const converted = convertAmount(addon.amount, addon.unit ?? priceUnit, priceUnit);
      total = total.plus(dec(option.price).times(converted));
    }
  }
  return total;
}

/**
 * Unit price of an item (per product unit) from its configuration (storefront.md §9):
 * the base price, replaced by the value of a selected `overwrite` option (the last one in
 * step order wins), then changed by every selected `add` / `subtract` option, plus every
 * addon's product price × its converted amount. Never below 0.
 */
export function itemUnitPrice(item: Pick<CartItem, 'product' | 'parts'>, branch?: PriceBranch): number {
  return unitPriceOf(item, branch).toNumber();
}

function unitPriceOf(item: Pick<CartItem, 'product' | 'parts'>, branch: PriceBranch): Dec {
  const parts = item.product.config?.parts ?? [];
  let base = dec(basePrice(item.product, branch));
  let delta = new D(0);
  parts.forEach((part, index) => {
    const chosen = item.parts?.[index];
    if (!chosen) return;
    if (part.type === 'addons') {
      delta = delta.plus(addonPrice(part, chosen.addons ?? [], branch));
      return;
    }
    if (part.type !== 'select' && part.type !== 'multiselect') return;
    const names = part.type === 'select' ? [chosen.value] : (chosen.values ?? []);
    for (const name of names) {
      const option = findOption(part, name);
      if (!option?.modifier) continue;
      if (option.modifier === 'overwrite') base = dec(option.value);
      else if (option.modifier === 'add') delta = delta.plus(dec(option.value));
      else delta = delta.minus(dec(option.value));
    }
  });
  return maxDec(base.plus(delta), 0);
}

/** Price of one cart line at a VAT rate. */
export interface ItemPricing {
  /** Unit price per product unit (4 decimals). */
  unitPrice: number;
  /** The amount in the product's unit. */
  convertedAmount: number;
  /** Line gross = unit price × converted amount, rounded to cents. */
  gross: number;
  net: number;
  tax: number;
  taxRate: number;
  calculationModel: CalculationModel;
  isApproximate: boolean;
  isPriceHidden: boolean;
}

/**
 * Price of a cart item (storefront.md §5, §9): unit price (configuration applied) times
 * the amount converted to the product unit, rounded to cents; VAT rate by order type;
 * net to 4 decimals.
 */
export function priceItem(item: CartItem, orderType: OrderType, branch?: PriceBranch): ItemPricing {
  const unitPrice = unitPriceOf(item, branch);
  const convertedAmount = convertToProductUnit(item.product, item.amount, item.unit);
  const gross = roundMoney(unitPrice.times(convertedAmount));
  const taxRate = taxRateFor(item.product, orderType);
  const calculationModel = calculationModelFor(item.product, item.unit);
  return {
    unitPrice: roundTo(unitPrice, NET_DECIMALS),
    convertedAmount,
    ...splitGross(gross, taxRate),
    taxRate,
    calculationModel,
    isApproximate: calculationModel === 'approximate',
    isPriceHidden: !!item.product.isPriceHidden,
  };
}
