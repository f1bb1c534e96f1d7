import type { Branch } from '@asp/contracts';
import { alternativeUnitPrices, basePrice, formatPrice, unitLabel } from '@asp/domain';
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
  const main = fill(shopTexts.unitPrice, {
    price: formatPrice(basePrice(product, branch), product.calculationModel, currency),
    unit: unitLabel(product.unit),
  });
  const alternatives = alternativeUnitPrices(product, branch).map((alt) =>
    fill(shopTexts.unitPrice, { price: formatPrice(alt.price, alt.calculationModel, currency), unit: unitLabel(alt.unit) }),
  );
  return [main, ...alternatives];
}

/** The allergen HTML of the 'Zutaten' popup: the product's own field, else its content's. */
export function allergensOf(product: Product): string {
  return product.allergens || product.content?.allergens || '';
}
