import { catalogTexts, validationTexts } from '@asp/i18n';
import { errorsOf, minimal, startCatalog, type Harness } from './helpers';

/**
 * The back-office product list (issue 13): name search, category, menu, tag and branch
 * filters in SQL, combined with each other and with paging (x-total-count).
 */
let h: Harness;
beforeAll(async () => {
  h = await startCatalog();
});
afterAll(() => h?.close());

type Named = { id: number; name: string };
const names = async (query: string) => {
  const response = await h.call({ method: 'GET', url: `/api/products?${query}`, headers: h.admin });
  expect(response.statusCode).toBe(200);
  return { names: (response.json().data as Named[]).map((p) => p.name), total: response.headers['x-total-count'] };
};

let ids: Record<string, number>;
beforeAll(async () => {
  const grill = await h.create<Named>('/api/tags', { name: 'Grillsaison' });
  const regional = await h.create<Named>('/api/tags', { name: 'Regional' });
  const wurst = await h.create<Named>('/api/categories', minimal.category('Würste'));
  const feinkost = await h.create<Named>('/api/categories', minimal.category('Feinkost'));
  const konstanz = await h.create<Named>('/api/branches', minimal.branch('liste-konstanz'));
  const bodman = await h.create<Named>('/api/branches', minimal.branch('liste-bodman'));
  // A menu first, so menu ids and branch ids differ (a branch filter must not match a menu id).
  await h.create('/api/menus', { name: 'Leerer Katalog', branches: [] });
  const product = (name: string, extra: object = {}) => h.create<Named>('/api/products', { ...minimal.product(name), ...extra });
  const bratwurst = await product('Grobe Bratwurst', {
    tags: [{ id: grill.id }, { id: regional.id }],
    content: { categories: [wurst.id] },
  });
  const weisswurst = await product('Weißwurst', { content: { categories: [wurst.id] } });
  const kraeuterbutter = await product('Kräuterbutter', { tags: [{ id: grill.id }] });
  const schinken = await product('Schwarzwälder Schinken', { tags: [{ id: regional.id }] });
  // Kräuterbutter is listed under Feinkost in the Konstanz menu only (not assigned to the category itself).
  const konstanzMenu = await h.create<Named>('/api/menus', {
    name: 'Sortiment Konstanz',
    branches: [konstanz.id],
    catalog: [
      { id: wurst.id, products: [bratwurst.id] },
      { id: feinkost.id, products: [kraeuterbutter.id] },
    ],
  });
  const bodmanMenu = await h.create<Named>('/api/menus', {
    name: 'Sortiment Bodman',
    branches: [bodman.id],
    catalog: [{ id: feinkost.id, products: [schinken.id] }],
  });
  ids = {
    grill: grill.id,
    regional: regional.id,
    wurst: wurst.id,
    feinkost: feinkost.id,
    konstanz: konstanz.id,
    bodman: bodman.id,
    konstanzMenu: konstanzMenu.id,
    bodmanMenu: bodmanMenu.id,
    bratwurst: bratwurst.id,
    weisswurst: weisswurst.id,
  };
});

test('name search: every word, ignoring case (umlauts and ß included)', async () => {
  expect((await names('q=wurst')).names).toEqual(['Grobe Bratwurst', 'Weißwurst']);
  expect((await names(`q=${encodeURIComponent('WEIß')}`)).names).toEqual(['Weißwurst']);
  expect((await names('q=bratwurst%20grob')).names).toEqual(['Grobe Bratwurst']);
  expect((await names(`q=${encodeURIComponent('KRÄUTER')}`)).names).toEqual(['Kräuterbutter']);
  // Like patterns are escaped: a % is a character, not a wildcard.
  expect((await names('q=%25')).names).toEqual([]);
});

test('category: assigned to it, or listed under it in a menu', async () => {
  expect((await names(`category=${ids.wurst}`)).names).toEqual(['Grobe Bratwurst', 'Weißwurst']);
  expect((await names(`category=${ids.feinkost}`)).names).toEqual(['Kräuterbutter', 'Schwarzwälder Schinken']);
});

test('menu, branch (through its menus) and tag', async () => {
  expect((await names(`menu=${ids.konstanzMenu}`)).names).toEqual(['Grobe Bratwurst', 'Kräuterbutter']);
  expect((await names(`menu=${ids.bodmanMenu}`)).names).toEqual(['Schwarzwälder Schinken']);
  expect((await names(`branch=${ids.konstanz}`)).names).toEqual(['Grobe Bratwurst', 'Kräuterbutter']);
  expect((await names(`branch=${ids.bodman}`)).names).toEqual(['Schwarzwälder Schinken']);
  expect((await names(`tag=${ids.grill}`)).names).toEqual(['Grobe Bratwurst', 'Kräuterbutter']);
  expect((await names(`tag=${ids.regional}`)).names).toEqual(['Grobe Bratwurst', 'Schwarzwälder Schinken']);
  expect((await names('menu=999999')).names).toEqual([]);
});

test('filters combine with each other and with paging; the total counts the filtered list', async () => {
  expect(await names(`tag=${ids.grill}&branch=${ids.konstanz}&q=butter`)).toEqual({ names: ['Kräuterbutter'], total: undefined });
  expect(await names(`tag=${ids.regional}&limit=1`)).toEqual({ names: ['Grobe Bratwurst'], total: '2' });
  expect(await names(`tag=${ids.regional}&limit=1&offset=1`)).toEqual({ names: ['Schwarzwälder Schinken'], total: '2' });
});

test('invalid filter values answer 400 in German', async () => {
  const response = await h.call({ method: 'GET', url: '/api/products?menu=abc', headers: h.admin });
  expect(response.statusCode).toBe(400);
  expect(errorsOf(response)[0]).toMatchObject({ field: 'menu' });
});

test('tags round-trip; an unknown tag answers 422 on its field', async () => {
  const product = await h.call({ method: 'GET', url: `/api/products/${ids.bratwurst}`, headers: h.admin });
  expect(product.json().data.tags).toEqual([{ id: ids.grill }, { id: ids.regional }]);
  const unknown = await h.call({
    method: 'POST',
    url: '/api/products',
    headers: h.admin,
    payload: { ...minimal.product('Leberwurst'), tags: [{ id: ids.grill }, { id: 999_999 }] },
  });
  expect(unknown.statusCode).toBe(422);
  expect(errorsOf(unknown)).toEqual([{ message: catalogTexts.unknownTag, field: 'tags[1].id' }]);
});

test('sorted in SQL by name (ignoring case) or price (by value), either direction; other fields are refused', async () => {
  await h.create('/api/products', { name: 'aufschnitt', price: 12, tags: [{ id: ids.regional }] });
  await h.create('/api/products', { name: 'Zungenwurst', price: 9.5, tags: [{ id: ids.regional }] });
  const regional = `tag=${ids.regional}`;
  expect((await names(`${regional}&sort=name`)).names).toEqual(['aufschnitt', 'Grobe Bratwurst', 'Schwarzwälder Schinken', 'Zungenwurst']);
  expect((await names(`${regional}&sort=-name&limit=2`)).names).toEqual(['Zungenwurst', 'Schwarzwälder Schinken']);
  // 1.6 (both minimal products) < 9.5 < 12: by value, not as text ('12' < '9.5'); ties by id.
  expect((await names(`${regional}&sort=price`)).names).toEqual(['Grobe Bratwurst', 'Schwarzwälder Schinken', 'Zungenwurst', 'aufschnitt']);
  expect((await names(`${regional}&sort=-price`)).names).toEqual([
    'aufschnitt',
    'Zungenwurst',
    'Schwarzwälder Schinken',
    'Grobe Bratwurst',
  ]);
  const refused = await h.call({ method: 'GET', url: '/api/products?sort=description', headers: h.admin });
  expect(refused.statusCode).toBe(400);
  expect(errorsOf(refused)).toEqual([{ message: validationTexts.choice, field: 'sort' }]);
});
