import type { Menu, MenuInput } from '@asp/contracts';

/**
 * Where a product sits in the menus (Produktkataloge): a menu holds its products per
 * category (storefront.md §3 'catalog (categories each with id and products)'), so a
 * product's menu membership is read from, and written into, the menus themselves.
 */

/** One place of the product: a category of a menu. */
export interface Placement {
  menu: number;
  menuName: string;
  category: number;
}

/** Every category of every menu that lists the product, in menu then catalog order. */
export function placementsOf(menus: readonly Menu[], product: number): Placement[] {
  return menus.flatMap((menu) =>
    menu.catalog
      .filter((entry) => entry.products.includes(product))
      .map((entry) => ({ menu: menu.id, menuName: menu.name, category: entry.id })),
  );
}

/** The menu as its PUT body (every field but the id). */
export function menuBody(menu: Menu): MenuInput {
  const { id: _id, ...body } = menu;
  return body;
}

/**
 * The menu with the product appended to one of its categories (the category is appended
 * to the catalog when the menu does not show it yet); null when it is listed there already.
 */
export function withProductIn(menu: Menu, category: number, product: number): MenuInput | null {
  const entry = menu.catalog.find((candidate) => candidate.id === category);
  if (entry?.products.includes(product)) return null;
  const catalog = entry
    ? menu.catalog.map((candidate) => (candidate === entry ? { ...candidate, products: [...candidate.products, product] } : candidate))
    : [...menu.catalog, { id: category, products: [product] }];
  return { ...menuBody(menu), catalog };
}

/** The menu without the product in one category (the category itself stays). */
export function withoutProductIn(menu: Menu, category: number, product: number): MenuInput {
  return {
    ...menuBody(menu),
    catalog: menu.catalog.map((entry) =>
      entry.id === category ? { ...entry, products: entry.products.filter((id) => id !== product) } : entry,
    ),
  };
}
