import { isOpenAt } from './opening-hours';
import { DEFAULT_TIME_ZONE } from './time';
import { isValidDate, zonedDate } from './zoned-date';
import type { CartItem, Category, Id, Menu, OpeningHourRule, Product } from './types';

const idOf = (ref: Id | { id: Id }): Id => (typeof ref === 'object' && ref !== null ? ref.id : ref);
const sameId = (a: Id | null | undefined, b: Id | null | undefined): boolean =>
  a !== null && a !== undefined && b !== null && b !== undefined && String(a) === String(b);

/**
 * The active menu of a branch (storefront.md §4): among the menus of the branch, the one
 * with the latest availableFrom that is not in the future (a menu without availableFrom
 * counts as available since ever). Menu schedules (issue 13): a menu with a schedule
 * takes part only within it, and while it does it wins over the menus without one, so a
 * lunch menu shows at noon whatever the date of the everyday menu; outside its hours the
 * everyday menu shows again. Among scheduled menus (and among unscheduled ones) the
 * latest availableFrom wins.
 */
export function activeMenu<M extends Menu>(menus: M[], branchId: Id, now: Date, zone = DEFAULT_TIME_ZONE): M | null {
  let best: M | null = null;
  let bestRank = [-Infinity, -Infinity];
  for (const menu of menus) {
    if (!menu.branches.some((b) => sameId(idOf(b), branchId))) continue;
    const from = menu.availableFrom ? new Date(menu.availableFrom).getTime() : -Infinity;
    if (Number.isNaN(from) || from > now.getTime()) continue;
    const scheduled = !!menu.schedule && menu.schedule.length > 0;
    if (scheduled && !isWithinSchedule(menu.schedule, now, zone)) continue;
    const rank = [scheduled ? 1 : 0, from];
    if (best === null || rank[0] > bestRank[0] || (rank[0] === bestRank[0] && rank[1] > bestRank[1])) {
      best = menu;
      bestRank = rank;
    }
  }
  return best;
}

/** Whether an instant lies within a schedule (rules like opening hours; none = always). */
export function isWithinSchedule(schedule: OpeningHourRule[] | null | undefined, now: Date, zone = DEFAULT_TIME_ZONE): boolean {
  return !schedule || schedule.length === 0 || isOpenAt(schedule, now, zone);
}

/** available: shown and usable; unavailable: shown disabled; hidden: not shown. */
export type Visibility = 'available' | 'unavailable' | 'hidden';

/**
 * Visibility of a category or product (storefront.md §4): available if enabled and within
 * its schedule; otherwise shown disabled when flagged isVisibleWhenUnavailable, else
 * hidden. A product with isPublic false is always hidden.
 */
export function visibilityOf(
  entry: Pick<Category, 'isEnabled' | 'schedule' | 'isVisibleWhenUnavailable'> & { isPublic?: boolean },
  now: Date,
  zone = DEFAULT_TIME_ZONE,
): Visibility {
  if (entry.isPublic === false) return 'hidden';
  if (entry.isEnabled && isWithinSchedule(entry.schedule, now, zone)) return 'available';
  return entry.isVisibleWhenUnavailable ? 'unavailable' : 'hidden';
}

/**
 * Product on sale (storefront.md §4): its content date lies in the future.
 */
export function isProductOnSale(product: Pick<Product, 'content'>, now: Date, zone = DEFAULT_TIME_ZONE): boolean {
  const date = product.content?.date;
  if (!date) return false;
  const dt = zonedDate(date, zone);
  return isValidDate(dt) && dt.getTime() > now.getTime();
}

export interface CatalogProduct<P> {
  product: P;
  visibility: Exclude<Visibility, 'hidden'>;
}

export interface CatalogCategory<C, P> {
  category: C;
  visibility: Exclude<Visibility, 'hidden'>;
  products: Array<CatalogProduct<P>>;
}

export interface CatalogInput<C, P> {
  menu: Menu | null;
  categories: C[];
  products: P[];
  now: Date;
  /** Spec README: the sale category is the configuration setting saleCategoryId. */
  saleCategoryId?: Id | null;
  zone?: string;
}

/**
 * The visible catalogue of a menu (storefront.md §4): categories and their products in
 * menu order, hidden ones left out, unavailable ones marked (a product of an unavailable
 * category is unavailable too). Products on sale are added to the sale category
 * (saleCategoryId, spec README): appended to it when the menu lists it, otherwise the
 * sale category is put first. Categories without a visible product are left out.
 */
export function visibleCatalog<
  C extends Pick<Category, 'id' | 'isEnabled' | 'schedule' | 'isVisibleWhenUnavailable'>,
  P extends Pick<Product, 'id' | 'isEnabled' | 'isPublic' | 'schedule' | 'isVisibleWhenUnavailable' | 'content'>,
>(input: CatalogInput<C, P>): Array<CatalogCategory<C, P>> {
  const zone = input.zone ?? DEFAULT_TIME_ZONE;
  if (!input.menu) return [];
  const categoryById = new Map(input.categories.map((c) => [String(c.id), c]));
  const productById = new Map(input.products.map((p) => [String(p.id), p]));
  const entries = input.menu.catalog.map((e) => ({ id: String(e.id), productIds: e.products.map((p) => String(idOf(p))) }));

  const saleId = input.saleCategoryId === null || input.saleCategoryId === undefined ? null : String(input.saleCategoryId);
  if (saleId !== null && categoryById.has(saleId)) {
    const inMenu = new Set(entries.flatMap((e) => e.productIds));
    const onSale = [...inMenu].filter((id) => productById.has(id) && isProductOnSale(productById.get(id)!, input.now, zone));
    if (onSale.length) {
      let sale = entries.find((e) => e.id === saleId);
      if (!sale) entries.unshift((sale = { id: saleId, productIds: [] }));
      for (const id of onSale) if (!sale.productIds.includes(id)) sale.productIds.push(id);
    }
  }

  const result: Array<CatalogCategory<C, P>> = [];
  for (const entry of entries) {
    const category = categoryById.get(entry.id);
    if (!category) continue;
    const categoryVisibility = visibilityOf(category, input.now, zone);
    if (categoryVisibility === 'hidden') continue;
    const products: Array<CatalogProduct<P>> = [];
    for (const id of entry.productIds) {
      const product = productById.get(id);
      if (!product) continue;
      const visibility = visibilityOf(product, input.now, zone);
      if (visibility === 'hidden') continue;
      products.push({ product, visibility: categoryVisibility === 'unavailable' ? 'unavailable' : visibility });
    }
    if (products.length) result.push({ category, visibility: categoryVisibility, products });
  }
  return result;
}

/** The products that can be ordered now: available products of the visible catalogue. */
export function activeProducts<P extends { id: Id }>(catalog: Array<CatalogCategory<unknown, P>>): P[] {
  const seen = new Map<string, P>();
  for (const category of catalog) {
    for (const entry of category.products) if (entry.visibility === 'available') seen.set(String(entry.product.id), entry.product);
  }
  return [...seen.values()];
}

/**
 * Why the cart migration removed an item, so the customer can be told (issue 18):
 * 'unavailable' when no active product has its id any more (gone from the menu, out of
 * its schedule, or not offered by the cart's branch), 'priceChanged' when only the price
 * differs (the customer agreed to the old one), 'changed' when name or description differ.
 */
export type CartRemovalReason = 'unavailable' | 'priceChanged' | 'changed';

export interface CartRemoval<I> {
  item: I;
  reason: CartRemovalReason;
}

/**
 * Cart migration after a data reload (storefront.md §4): items whose product no longer
 * matches an active product by id, name, description and price are removed; kept items
 * take the reloaded product. `removals` says why each removed item went.
 */
export function migrateCart<I extends Pick<CartItem, 'product'>>(
  items: I[],
  active: Array<I['product']>,
): { items: I[]; removed: I[]; removals: Array<CartRemoval<I>> } {
  const byId = new Map(active.map((p) => [String(p.id), p]));
  const kept: I[] = [];
  const removals: Array<CartRemoval<I>> = [];
  for (const item of items) {
    const fresh = byId.get(String(item.product.id));
    const reason = fresh ? changeOf(item.product, fresh) : 'unavailable';
    if (reason) removals.push({ item, reason });
    else kept.push({ ...item, product: fresh as I['product'] });
  }
  return { items: kept, removed: removals.map((removal) => removal.item), removals };
}

/** null when the product still matches; a price change is named first (it is what the customer notices). */
function changeOf(held: CartItem['product'], fresh: CartItem['product']): CartRemovalReason | null {
  if (fresh.price !== held.price) return 'priceChanged';
  if (fresh.name !== held.name || (fresh.description ?? null) !== (held.description ?? null)) return 'changed';
  return null;
}

/** Data reload interval: 4 hours (checked every 10 s) (storefront.md §9). */
export const DATA_RELOAD_MS = 4 * 60 * 60 * 1000;
export const DATA_RELOAD_CHECK_MS = 10_000;

/** Whether the data is due for a reload (4 hours after the last load). */
export function isDataReloadDue(lastLoadedAt: Date | null, now: Date): boolean {
  return lastLoadedAt === null || now.getTime() - lastLoadedAt.getTime() >= DATA_RELOAD_MS;
}
