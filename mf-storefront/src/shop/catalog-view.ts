import type { Branch, Category, Menu, Product } from '@asp/contracts';
import {
  activeMenu,
  activeProducts,
  searchProducts,
  slugify,
  visibleCatalog,
  type CatalogCategory,
  type CatalogProduct,
  type Page,
  type ProductSort,
} from '@asp/domain';

/**
 * What the shop pages show of the catalogue: the visible categories and products of
 * a branch's active menu (storefront.md §4) — or, on /shop without a branch, of every
 * category by the products' own category lists — grouped into main and sub categories
 * for the shop routes (storefront.md §2.8). The rules themselves (active menu,
 * visibility, sale category, search, sort, pages) are libs/domain's; this file only
 * puts the lists together for the screens.
 */
export type ShopCategory = CatalogCategory<Category, Product>;
export type ShopEntry = CatalogProduct<Product>;

export interface CatalogSources {
  menus: readonly Menu[];
  categories: readonly Category[];
  products: readonly Product[];
}

export interface CatalogOptions {
  now: Date;
  saleCategoryId?: number | null;
  timeZone?: string;
}

/**
 * A menu over every category, listing the products that name the category in their own
 * content.categories: the catalogue of the shop entry /shop before a branch is chosen.
 */
export function allCategoriesMenu(categories: readonly Category[], products: readonly Product[]): Menu {
  return {
    id: 0,
    name: '',
    branches: [],
    availableFrom: null,
    schedule: null,
    // The order staff give the categories in the back office (position; ties keep the list's order).
    catalog: [...categories]
      .sort((a, b) => a.position - b.position)
      .map((category) => ({
        id: category.id,
        products: products.filter((product) => product.content.categories.includes(category.id)).map((product) => product.id),
      })),
  };
}

/**
 * The visible catalogue of a branch (its active menu) or, without a branch, of all
 * categories; hidden entries left out, unavailable ones marked, on-sale products in the
 * sale category.
 */
export function shopCatalog(branch: Pick<Branch, 'id'> | null, sources: CatalogSources, options: CatalogOptions): ShopCategory[] {
  const menu = branch ? activeMenu([...sources.menus], branch.id, options.now) : allCategoriesMenu(sources.categories, sources.products);
  return visibleCatalog<Category, Product>({
    menu,
    categories: [...sources.categories],
    products: [...sources.products],
    now: options.now,
    saleCategoryId: options.saleCategoryId ?? null,
    zone: options.timeZone,
  });
}

/** The products that can be ordered now (for the cart migration). */
export function orderableProducts(catalog: ShopCategory[]): Product[] {
  return activeProducts(catalog);
}

/**
 * Main categories of the shop lists: top-level categories that show products themselves
 * or through a sub category, in the order of the catalogue (a parent takes the place of
 * its first sub category).
 */
export function mainCategories(catalog: ShopCategory[], categories: readonly Category[]): Category[] {
  const byId = new Map(categories.map((category) => [category.id, category]));
  const result: Category[] = [];
  for (const { category } of catalog) {
    const main = category.parent === null ? category : byId.get(category.parent);
    if (main && main.parent === null && !result.includes(main)) result.push(main);
  }
  return result;
}

/** Sub categories of a main category that show products. */
export function subCategories(catalog: ShopCategory[], mainId: number): Category[] {
  return catalog.map((entry) => entry.category).filter((category) => category.parent === mainId);
}

/**
 * The products of the chosen category (a main category includes its sub categories),
 * or of the whole catalogue; each product once, first occurrence wins.
 */
export function productsOf(catalog: ShopCategory[], categoryId: number | null): ShopEntry[] {
  const entries =
    categoryId === null ? catalog : catalog.filter((entry) => entry.category.id === categoryId || entry.category.parent === categoryId);
  const seen = new Map<string, ShopEntry>();
  for (const entry of entries) {
    for (const product of entry.products) if (!seen.has(String(product.product.id))) seen.set(String(product.product.id), product);
  }
  return [...seen.values()];
}

export interface ProductListQuery {
  term: string;
  sort: ProductSort;
  page: number;
  branch?: Pick<Branch, 'useResellingPrice'> | null;
}

/** Search 'Produkte suchen...', sort, 10 per page and the result count (libs/domain). */
export function productList(entries: ShopEntry[], query: ProductListQuery): Page<ShopEntry> & { resultText: string } {
  const byId = new Map(entries.map((entry) => [String(entry.product.id), entry]));
  const found = searchProducts(
    entries.map((entry) => entry.product),
    { term: query.term, sort: query.sort, page: query.page, branch: query.branch ?? null },
  );
  return { ...found, items: found.items.map((product) => byId.get(String(product.id))!) };
}

/** The path segment of a category: '{id}/{slug}'. */
export function categorySegment(category: Pick<Category, 'id' | 'name'>): string {
  return `${category.id}/${slugify(category.name) || 'kategorie'}`;
}

/**
 * The shop path of a branch and category level (storefront.md §2.1, §2.8):
 * /shop, /shop/{branch}, /shop[/{branch}]/{categoryId}/{categorySlug}[/{subId}/{subSlug}].
 */
export function shopPath(
  branchIdentifier: string | null,
  main?: Pick<Category, 'id' | 'name'> | null,
  sub?: Pick<Category, 'id' | 'name'> | null,
): string {
  const parts = ['/shop'];
  if (branchIdentifier) parts.push(encodeURIComponent(branchIdentifier));
  if (main) parts.push(categorySegment(main));
  if (main && sub) parts.push(categorySegment(sub));
  return parts.join('/');
}

/** A route's category id parameter as a number (null when absent or not a number). */
export function categoryIdParam(value: string | undefined): number | null {
  if (value === undefined) return null;
  return /^\d+$/.test(value) ? Number(value) : Number.NaN;
}
