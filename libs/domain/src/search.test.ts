import {
  branchCountText,
  branchMatchesSearch,
  filterBranches,
  paginate,
  productMatchesSearch,
  productOptionNames,
  PRODUCT_PAGE_SIZE,
  searchProducts,
  searchTerms,
  sortProducts,
} from './search';
import { makeBranch, makeProduct } from './testing/fixtures';

const konstanz = {
  ...makeBranch({
    id: 1,
    name: 'Metzgerei Konstanz',
    street: 'Marktstätte 1',
    zipCode: '78462',
    city: 'Konstanz',
    keywords: 'Bodensee Altstadt',
  }),
  tags: [{ id: 1, name: 'Partyservice' }],
};
const bodman = {
  ...makeBranch({ id: 2, name: 'Filiale Bodman', street: 'Seestraße 4', zipCode: '78351', city: 'Bodman-Ludwigshafen', keywords: '' }),
  tags: [
    { id: 2, name: 'Mittagstisch' },
    { id: 1, name: 'Partyservice' },
  ],
};
const owingen = { ...makeBranch({ id: 3, name: 'Owingen', street: '', zipCode: '88696', city: 'Owingen' }), tags: undefined };
const branches = [konstanz, bodman, owingen];

describe('branch search (storefront.md §2.5)', () => {
  it('splits on commas and spaces', () => {
    expect(searchTerms(' 78462, Konstanz  Altstadt ')).toEqual(['78462', 'konstanz', 'altstadt']);
    expect(searchTerms(null)).toEqual([]);
  });
  it.each([
    ['', [1, 2, 3]],
    ['konstanz', [1]],
    ['KONSTANZ', [1]],
    ['783', [2]],
    ['7846', [1]],
    ['seestraße', [2]],
    ['bodensee', [1]],
    ['mittagstisch', [2]],
    ['partyservice', [1, 2]],
    ['78462, Konstanz', [1]],
    ['78462 Bodman', []],
    ['owingen', [3]],
    ['Berlin', []],
  ])('%p → %p', (term, ids) => {
    expect(filterBranches(branches, term).map((b) => b.id)).toEqual(ids);
  });
  it('tag filters: every selected tag', () => {
    expect(filterBranches(branches, '', [1]).map((b) => b.id)).toEqual([1, 2]);
    expect(filterBranches(branches, '', ['1', 2]).map((b) => b.id)).toEqual([2]);
    expect(filterBranches(branches).map((b) => b.id)).toEqual([1, 2, 3]);
    expect(branchMatchesSearch(owingen, 'party')).toBe(false);
  });
  it.each([
    [2, 3, '2 von 3 Filialen werden angezeigt.'],
    [1, 1, '1 von 1 Filialen werden angezeigt.'],
    [0, 3, 'Leider wurden keine Ergebnisse gefunden.'],
  ])('%d of %d → %s', (shown, total, text) => {
    expect(branchCountText(shown, total)).toBe(text);
  });
});

const products = [
  makeProduct({ id: 1, name: 'Zwiebelmett', price: 8.9 }),
  makeProduct({ id: 2, name: 'Äpfelwurst', price: 12, content: { configurator: { isEnabled: true, options: ['Scharf', 'Mild'] } } }),
  makeProduct({
    id: 3,
    name: 'Grillplatte',
    price: 25,
    config: { parts: [{ type: 'select', name: 'Größe', options: [{ name: 'Familienportion' }] }] },
  }),
  makeProduct({ id: 4, name: 'bratwurst', price: 8.9, content: { resellingPrice: 7 } }),
];

describe('product search and sort (storefront.md §2.8)', () => {
  it('option names from the configurator and the steps', () => {
    expect(productOptionNames(products[1])).toEqual(['Scharf', 'Mild']);
    expect(productOptionNames(products[2])).toEqual(['Familienportion']);
    expect(productOptionNames(products[0])).toEqual([]);
    expect(productOptionNames(makeProduct({ config: { parts: [{ type: 'text', name: 'Gruß' }] } }))).toEqual([]);
  });
  it.each([
    ['', [1, 2, 3, 4]],
    ['WURST', [2, 4]],
    ['mild', [2]],
    ['familien', [3]],
    ['  mett ', [1]],
    ['Leberkäse', []],
    [null, [1, 2, 3, 4]],
  ])('%p → %p', (term, ids) => {
    expect(products.filter((p) => productMatchesSearch(p, term)).map((p) => p.id)).toEqual(ids);
  });
  it.each([
    ['name-asc', [2, 4, 3, 1]],
    ['name-desc', [1, 3, 4, 2]],
    ['price-asc', [4, 1, 2, 3]],
    ['price-desc', [3, 2, 1, 4]],
  ] as const)('sort %s', (sort, ids) => {
    expect(sortProducts(products, sort).map((p) => p.id)).toEqual(ids);
  });
  it('sorts by the reselling price at a branch with useResellingPrice', () => {
    expect(sortProducts(products, 'price-asc', { useResellingPrice: true }).map((p) => p.id)).toEqual([4, 1, 2, 3]);
    expect(sortProducts([products[0], products[3]], 'price-desc', { useResellingPrice: true }).map((p) => p.id)).toEqual([1, 4]);
  });
});

describe('pages of 10 (storefront.md §9)', () => {
  const many = Array.from({ length: 23 }, (_, i) => i + 1);
  it.each([
    [1, [1, 10], 'Seite 1 von 3'],
    [3, [21, 23], 'Seite 3 von 3'],
    [9, [21, 23], 'Seite 3 von 3'],
    [0, [1, 10], 'Seite 1 von 3'],
    [Number.NaN, [1, 10], 'Seite 1 von 3'],
  ])('page %p', (page, [first, last], label) => {
    const result = paginate(many, page);
    expect(result.items[0]).toBe(first);
    expect(result.items[result.items.length - 1]).toBe(last);
    expect(result).toMatchObject({ pages: 3, total: 23, label });
  });
  it('an empty list has one empty page', () => {
    expect(PRODUCT_PAGE_SIZE).toBe(10);
    expect(paginate([])).toEqual({ items: [], page: 1, pages: 1, total: 0, label: 'Seite 1 von 1' });
  });
  it('search, sort and page in one call', () => {
    expect(searchProducts(products, { term: 'wurst', sort: 'price-desc' })).toMatchObject({
      total: 2,
      label: 'Seite 1 von 1',
      resultText: '2 Produkte gefunden',
    });
    expect(searchProducts(products, { term: 'mett' }).resultText).toBe('1 Produkt gefunden');
    expect(searchProducts(products).items.map((p) => p.id)).toEqual([2, 4, 3, 1]);
    expect(searchProducts(products, { pageSize: 3, page: 2 }).items.map((p) => p.id)).toEqual([1]);
  });
});
