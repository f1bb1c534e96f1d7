import type { Product } from '@asp/contracts';
import type { CartItem, Product as DomainProduct } from '@asp/domain';

/**
 * A product as the shop works with it: libs/domain's Product plus the fields only the
 * screens read (allergens HTML, images, price note).
 */
export type ShopProduct = DomainProduct & Pick<Product, 'allergens' | 'images' | 'pricing'>;

/**
 * The catalogue's product record as libs/domain's Product. The two differ only in how
 * unit codes are typed (contracts: string, domain: the UnitCode union); the catalog
 * service accepts only unit codes of the domain catalogue on write (isUnitCode), so the
 * records the shop reads are domain products.
 */
export function toDomainProduct(product: Product): ShopProduct {
  return product as unknown as ShopProduct;
}

/** The extra fields of a cart line's product, when the stored snapshot has them. */
export function shopFieldsOf(product: DomainProduct): Partial<Pick<Product, 'allergens' | 'images' | 'pricing'>> {
  return product as Partial<Pick<Product, 'allergens' | 'images' | 'pricing'>>;
}

/** A cart line as the cart keeps it (storefront.md §3 "Cart item": product, amount, unit, parts). */
export type CartLine = CartItem;
