import type { Branch } from '@asp/contracts';
import {
  alternativeUnitPrices,
  basePrice,
  formatPrice,
  formatUnitBasePrice,
  isQuantityUnit,
  productUnitBasePrice,
  unitLabel,
} from '@asp/domain';
import { fill, shopTexts } from '@asp/i18n';
import type { Product } from '@asp/contracts';

/**
 * The prices of a product card (storefront.md §2.8): the price per unit with the
 * calculation model's prefix ('ca. 69,90 € / kg'), then the price per alternative unit
 * ('ca. 13,98 € / Stk.'); none when the product hides its price. Prices at the branch
 * (reselling price rule), figures from libs/domain.
 */
export function productPriceLines(product: Product, branch: Pick<Branch, 'useResellingPrice'> | null, currency: string): string[] {
  if (product.isPriceHidden) return [];
  // A product priced per g / ml shows its price per kg / l instead: '0,02 € / g' rounds the
  // real price away and is not the base price PAngV asks for (libs/domain unit-base-price.ts).
  const perReference = isQuantityUnit(product.unit) ? null : productUnitBasePrice(product, branch);
  const main = perReference
    ? fill(shopTexts.unitPrice, {
        price: formatPrice(perReference.amount, product.calculationModel, currency),
        unit: unitLabel(perReference.unit),
      })
    : fill(shopTexts.unitPrice, {
        price: formatPrice(basePrice(product, branch), product.calculationModel, currency),
        unit: unitLabel(product.unit),
      });
  // Per-gram or per-ml lines of alternative units ('ca. 0,07 € / g') are dropped for the
  // same reason; weight and volume prices read per kg / l once.
  const shownUnits = new Set<string>([perReference?.unit ?? product.unit]);
  const alternatives = alternativeUnitPrices(product, branch)
    .filter((alt) => isQuantityUnit(alt.unit) || (isReferenceUnit(alt.unit) && !shownUnits.has(alt.unit)))
    .map((alt) => fill(shopTexts.unitPrice, { price: formatPrice(alt.price, alt.calculationModel, currency), unit: unitLabel(alt.unit) }));
  return [main, ...alternatives];
}

const isReferenceUnit = (unit: string) => unit === 'kilogram' || unit === 'liter';

/**
 * The base price line of a product card ('Grundpreis: 20,00 € / kg' for 125 g Kräuterbutter
 * at 2,50 € / Stk.): only for products sold per piece, package … with a net quantity —
 * a product priced by weight or volume already shows its price per kg / l above.
 */
export function productBasePriceText(product: Product, branch: Pick<Branch, 'useResellingPrice'> | null, currency: string): string | null {
  const base = isQuantityUnit(product.unit) ? productUnitBasePrice(product, branch) : null;
  return base && !base.isSameAsPrice ? fill(shopTexts.basePrice, { price: formatUnitBasePrice(base, currency) }) : null;
}

/** The allergen HTML of the 'Zutaten' popup: the product's own field, else its content's. */
export function allergensOf(product: Product): string {
  return product.allergens || product.content?.allergens || '';
}
