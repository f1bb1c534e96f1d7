import { bodman, categories, grill, heiss, konstanz, menus, products, rind, steaks, tuesdayNoon } from '../testing/shop-fixtures';
import {
  categoryIdParam,
  mainCategories,
  orderableProducts,
  productList,
  productsOf,
  shopCatalog,
  shopPath,
  subCategories,
} from './catalog-view';

const sources = { menus, categories, products };
const names = (entries: Array<{ product: { name: string } }>) => entries.map((entry) => entry.product.name);

describe('shopCatalog (storefront.md §4 active menu, visibility)', () => {
  it('shows the active menu of the branch, not the one starting in the future', () => {
    const catalog = shopCatalog(konstanz, sources, { now: tuesdayNoon });
    expect(catalog.map((group) => group.category.name)).toEqual(['Grill & Party', 'Rind', 'Steaks', 'Heiße Theke']);
    expect(names(catalog[0].products)).toEqual(['Grillpaket', 'Bratwurst']);
  });

  it('leaves non-public products out and shows unavailable ones disabled', () => {
    const heisseTheke = shopCatalog(konstanz, sources, { now: tuesdayNoon }).find((group) => group.category.id === heiss.id)!;
    expect(heisseTheke.products.map((entry) => [entry.product.name, entry.visibility])).toEqual([['Tagesessen', 'unavailable']]);
    const monday = new Date('2025-06-02T12:00:00+02:00');
    expect(shopCatalog(konstanz, sources, { now: monday }).find((group) => group.category.id === heiss.id)!.products[0].visibility).toBe(
      'available',
    );
  });

  it('gives each branch its own menu', () => {
    expect(names(productsOf(shopCatalog(bodman, sources, { now: tuesdayNoon }), null))).toEqual(['Bratwurst']);
  });

  it('without a branch lists the categories in their back-office order (position)', () => {
    const placed = categories.map((c) => ({ ...c, position: c.id === grill.id ? 50 : c.id === rind.id ? 10 : 20 }));
    const withCategories = products.map((p) => ({ ...p, content: { ...p.content, categories: [grill.id, rind.id] } }));
    const catalog = shopCatalog(null, { menus, categories: placed, products: withCategories }, { now: tuesdayNoon });
    expect(catalog.map((group) => group.category.id)).toEqual([rind.id, grill.id]);
  });

  it('without a branch lists every category by the products own category lists', () => {
    const withCategories = products.map((p) => (p.id === 10 ? { ...p, content: { ...p.content, categories: [grill.id] } } : p));
    const catalog = shopCatalog(null, { menus, categories, products: withCategories }, { now: tuesdayNoon });
    expect(catalog.map((group) => group.category.id)).toEqual([grill.id]);
    expect(names(catalog[0].products)).toEqual(['Bratwurst']);
  });

  it('the orderable products are the available ones, each once', () => {
    expect(
      orderableProducts(shopCatalog(konstanz, sources, { now: tuesdayNoon }))
        .map((p) => p.name)
        .sort(),
    ).toEqual(['Bratwurst', 'Grillpaket', 'Rinderfilet']);
  });
});

describe('main and sub categories (storefront.md §2.8)', () => {
  const catalog = shopCatalog(konstanz, sources, { now: tuesdayNoon });

  it('lists top-level categories and the sub categories of one', () => {
    expect(mainCategories(catalog, categories).map((c) => c.name)).toEqual(['Grill & Party', 'Rind', 'Heiße Theke']);
    // A sub category listed before its parent brings the parent in at its place.
    const subFirst = [catalog[2], catalog[0]];
    expect(mainCategories(subFirst, categories).map((c) => c.name)).toEqual(['Rind', 'Grill & Party']);
    expect(subCategories(catalog, rind.id).map((c) => c.name)).toEqual(['Steaks']);
    expect(subCategories(catalog, grill.id)).toEqual([]);
  });

  it('a main category includes its sub categories, each product once', () => {
    expect(names(productsOf(catalog, rind.id))).toEqual(['Rinderfilet']);
    expect(names(productsOf(catalog, steaks.id))).toEqual(['Rinderfilet']);
    expect(names(productsOf(catalog, null))).toEqual(['Grillpaket', 'Bratwurst', 'Rinderfilet', 'Tagesessen']);
  });
});

describe('productList: search, sort, page', () => {
  const entries = productsOf(shopCatalog(konstanz, sources, { now: tuesdayNoon }), null);

  it('searches names and configurator option names case-insensitively', () => {
    expect(names(productList(entries, { term: 'WURST', sort: 'name-asc', page: 1 }).items)).toEqual(['Bratwurst']);
    expect(names(productList(entries, { term: 'honig', sort: 'name-asc', page: 1 }).items)).toEqual(['Grillpaket']);
  });

  it('sorts by name and by the price at the branch (reselling price at Konstanz)', () => {
    expect(names(productList(entries, { term: '', sort: 'name-desc', page: 1 }).items)).toEqual([
      'Tagesessen',
      'Rinderfilet',
      'Grillpaket',
      'Bratwurst',
    ]);
    expect(names(productList(entries, { term: '', sort: 'price-desc', page: 1, branch: konstanz }).items)).toEqual([
      'Rinderfilet',
      'Grillpaket',
      'Tagesessen',
      'Bratwurst',
    ]);
  });

  it('gives the count text and the page label, keeping the entries (with visibility)', () => {
    const list = productList(entries, { term: '', sort: 'name-asc', page: 1 });
    expect(list.resultText).toBe('4 Produkte gefunden');
    expect(list.label).toBe('Seite 1 von 1');
    expect(list.items.find((entry) => entry.product.name === 'Tagesessen')!.visibility).toBe('unavailable');
  });

  it('pages by 10', () => {
    const many = Array.from({ length: 23 }, (_, i) => ({
      ...entries[1],
      product: { ...entries[1].product, id: 1000 + i, name: `Wurst ${String(i).padStart(2, '0')}` },
    }));
    const third = productList(many, { term: '', sort: 'name-asc', page: 3 });
    expect(third.items.map((entry) => entry.product.name)).toEqual(['Wurst 20', 'Wurst 21', 'Wurst 22']);
    expect(third.label).toBe('Seite 3 von 3');
  });
});

describe('shop paths', () => {
  it('builds the route set of §2.1 with slugs', () => {
    expect(shopPath(null)).toBe('/shop');
    expect(shopPath('konstanz')).toBe('/shop/konstanz');
    expect(shopPath(null, grill)).toBe('/shop/100/grill-party');
    expect(shopPath('konstanz', rind, steaks)).toBe('/shop/konstanz/101/rind/102/steaks');
    expect(shopPath('konstanz', { id: 103, name: 'Heiße Theke' })).toBe('/shop/konstanz/103/heisse-theke');
  });

  it('reads category id parameters', () => {
    expect(categoryIdParam(undefined)).toBeNull();
    expect(categoryIdParam('101')).toBe(101);
    expect(categoryIdParam('checkout')).toBeNaN();
  });
});
