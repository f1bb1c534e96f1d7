import { branchListTexts, fill, plural, productSearchTexts } from '@asp/i18n';
import { basePrice } from './pricing';
import type { Branch, Id, Product, Tag } from './types';

/** Products per page on the shop page (storefront.md §9). */
export const PRODUCT_PAGE_SIZE = 10;

/** Search terms: the input split on commas and spaces (storefront.md §2.5). */
export function searchTerms(term: string | null | undefined): string[] {
  return (term ?? '')
    .toLowerCase()
    .split(/[\s,]+/)
    .filter(Boolean);
}

/** A branch record names its tags by id; the search also matches their names, so the caller fills them in. */
type SearchBranch = Pick<Branch, 'name' | 'street' | 'city' | 'zipCode' | 'keywords'> & { tags?: Array<Pick<Tag, 'id' | 'name'>> };

/**
 * Whether a branch matches a search (storefront.md §2.5): every term is found,
 * case-insensitive, in the name, street, city, zip code, keywords or a tag name.
 */
export function branchMatchesSearch(branch: SearchBranch, term: string | null | undefined): boolean {
  const fields = [branch.name, branch.street, branch.city, branch.zipCode, branch.keywords, ...(branch.tags ?? []).map((t) => t.name)]
    .filter((f): f is string => typeof f === 'string')
    .map((f) => f.toLowerCase());
  return searchTerms(term).every((t) => fields.some((f) => f.includes(t)));
}

/**
 * The branch list filter: the search plus the selected tag filters (a branch must carry
 * every selected tag).
 */
export function filterBranches<B extends SearchBranch>(branches: B[], term?: string | null, tagIds: Id[] = []): B[] {
  return branches.filter(
    (b) => branchMatchesSearch(b, term) && tagIds.every((id) => (b.tags ?? []).some((t) => String(t.id) === String(id))),
  );
}

/**
 * 'N von M Filialen werden angezeigt.', or 'Leider wurden keine Ergebnisse gefunden.' when
 * none match (storefront.md §2.5).
 */
export function branchCountText(shown: number, total: number): string {
  return shown === 0 ? branchListTexts.noResults : fill(branchListTexts.shown, { n: shown, m: total });
}

type SearchProduct = Pick<Product, 'name' | 'config' | 'content'>;

/** The configurator option names of a product (content.configurator options and part options). */
export function productOptionNames(product: SearchProduct): string[] {
  const fromContent = product.content?.configurator?.options ?? [];
  const fromParts = (product.config?.parts ?? []).flatMap((p) => (p.options ?? []).map((o) => o.name));
  return [...fromContent, ...fromParts].filter((n): n is string => typeof n === 'string');
}

/** Product search (storefront.md §2.8): case-insensitive on the name and configurator option names. */
export function productMatchesSearch(product: SearchProduct, term: string | null | undefined): boolean {
  const needle = (term ?? '').trim().toLowerCase();
  if (!needle) return true;
  return [product.name, ...productOptionNames(product)].some((text) => text.toLowerCase().includes(needle));
}

export type ProductSort = 'name-asc' | 'name-desc' | 'price-asc' | 'price-desc';

const collator = new Intl.Collator('de', { sensitivity: 'base' });

/**
 * Sorts products (storefront.md §2.8): name A-Z, Z-A (German collation), price ascending,
 * descending (base price at the branch; equal prices by name).
 */
export function sortProducts<P extends Pick<Product, 'name' | 'price' | 'content'>>(
  products: P[],
  sort: ProductSort,
  branch?: Pick<Branch, 'useResellingPrice'> | null,
): P[] {
  const byName = (a: P, b: P): number => collator.compare(a.name, b.name);
  const byPrice = (a: P, b: P): number => basePrice(a, branch) - basePrice(b, branch) || byName(a, b);
  const sorted = [...products];
  switch (sort) {
    case 'name-desc':
      return sorted.sort((a, b) => byName(b, a));
    case 'price-asc':
      return sorted.sort(byPrice);
    case 'price-desc':
      return sorted.sort((a, b) => byPrice(b, a));
    default:
      return sorted.sort(byName);
  }
}

export interface Page<T> {
  items: T[];
  /** 1-based, clamped to the existing pages. */
  page: number;
  pages: number;
  total: number;
  /** 'Seite x von y' */
  label: string;
}

/** One page of a list (page size 10), with 'Seite x von y'. */
export function paginate<T>(items: T[], page = 1, pageSize = PRODUCT_PAGE_SIZE): Page<T> {
  const pages = Math.max(1, Math.ceil(items.length / pageSize));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pages);
  return {
    items: items.slice((current - 1) * pageSize, current * pageSize),
    page: current,
    pages,
    total: items.length,
    label: fill(productSearchTexts.page, { page: current, pages }),
  };
}

/** Search, sort and page products in one call (the shop page of the main site). */
export function searchProducts<P extends Pick<Product, 'name' | 'price' | 'content' | 'config'>>(
  products: P[],
  options: {
    term?: string | null;
    sort?: ProductSort;
    page?: number;
    pageSize?: number;
    branch?: Pick<Branch, 'useResellingPrice'> | null;
  } = {},
): Page<P> & { resultText: string } {
  const found = sortProducts(
    products.filter((p) => productMatchesSearch(p, options.term)),
    options.sort ?? 'name-asc',
    options.branch,
  );
  const page = paginate(found, options.page, options.pageSize);
  return { ...page, resultText: plural(found.length, productSearchTexts.results) };
}
