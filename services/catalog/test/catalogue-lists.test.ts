import { catalogTexts } from '@asp/i18n';
import { errorsOf, startCatalog, type Harness } from './helpers';

/**
 * The list filters and paging of the back-office catalogue modules (issue 13): menus and
 * tables by branch (the layout's branch filter), every list by words of its name, the
 * category tree by parent, in SQL with `limit`/`offset` and `x-total-count`. Plus the
 * menu checks the menu form relies on (no category twice, no product twice in one).
 */
let h: Harness;
const ids: Record<string, number> = {};

beforeAll(async () => {
  h = await startCatalog();
  ids.konstanz = (await h.create('/api/branches', { identifier: 'konstanz', name: 'Konstanz' })).id;
  ids.bodman = (await h.create('/api/branches', { identifier: 'bodman', name: 'Bodman' })).id;
  ids.rind = (await h.create('/api/categories', { name: 'Rind', position: 20 })).id;
  ids.steaks = (await h.create('/api/categories', { name: 'Steaks', parent: ids.rind })).id;
  ids.wurst = (await h.create('/api/categories', { name: 'Wurst', position: 10 })).id;
  ids.filet = (await h.create('/api/products', { name: 'Rinderfilet', price: 4.9 })).id;
  await h.create('/api/menus', { name: 'Sortiment Konstanz', branches: [ids.konstanz] });
  await h.create('/api/menus', { name: 'Sommersortiment Konstanz', branches: [ids.konstanz] });
  await h.create('/api/menus', { name: 'Sortiment Bodman', branches: [ids.bodman] });
  await h.create('/api/menus', { name: 'Partyservice beide', branches: [ids.konstanz, ids.bodman] });
  for (const [identifier, description] of [
    ['T1', 'Fenster'],
    ['T2', ''],
    ['T3', 'Stehtisch'],
  ]) {
    await h.create('/api/tables', { identifier, branch: ids.konstanz, description });
  }
  await h.create('/api/tables', { identifier: 'T1', branch: ids.bodman, description: 'Terrasse' });
  await h.create('/api/tags', { name: 'Partyservice' });
  await h.create('/api/tags', { name: 'Mittagstisch' });
  await h.create('/api/donatees', { identifier: 'tafel-konstanz', name: 'Tafel Konstanz' });
  await h.create('/api/donatees', { identifier: 'tierheim-singen', name: 'Tierheim Singen' });
});
afterAll(() => h?.close());

async function list(url: string, headers: Record<string, string> = h.admin) {
  const response = await h.call({ method: 'GET', url, headers });
  expect(response.statusCode).toBe(200);
  const rows = response.json().data as Array<{ name?: string; identifier?: string; branch?: number }>;
  return {
    names: rows.map((row) => row.name ?? `${row.identifier}@${row.branch === ids.bodman ? 'bodman' : 'konstanz'}`),
    total: response.headers['x-total-count'],
  };
}

test('menus: by branch (a menu of two branches in both), by words of the name, paged', async () => {
  expect((await list(`/api/menus?branch=${ids.konstanz}`)).names).toEqual([
    'Sortiment Konstanz',
    'Sommersortiment Konstanz',
    'Partyservice beide',
  ]);
  expect((await list(`/api/menus?branch=${ids.bodman}`)).names).toEqual(['Sortiment Bodman', 'Partyservice beide']);
  expect((await list('/api/menus?q=sortiment%20konstanz')).names).toEqual(['Sortiment Konstanz', 'Sommersortiment Konstanz']);
  expect(await list(`/api/menus?branch=${ids.konstanz}&limit=2&offset=2`)).toEqual({ names: ['Partyservice beide'], total: '3' });
  // The public start-up reads menus too: the filter works without a session.
  expect((await list(`/api/menus?branch=${ids.bodman}`, {})).names).toEqual(['Sortiment Bodman', 'Partyservice beide']);
});

test('tables: by branch, by identifier or description, paged', async () => {
  expect((await list(`/api/tables?branch=${ids.konstanz}`)).names).toEqual(['T1@konstanz', 'T2@konstanz', 'T3@konstanz']);
  expect((await list(`/api/tables?branch=${ids.bodman}`)).names).toEqual(['T1@bodman']);
  expect((await list('/api/tables?q=t1')).names).toEqual(['T1@konstanz', 'T1@bodman']);
  expect((await list('/api/tables?q=fenster')).names).toEqual(['T1@konstanz']);
  expect(await list(`/api/tables?branch=${ids.konstanz}&limit=1&offset=1`)).toEqual({ names: ['T2@konstanz'], total: '3' });
  const bad = await h.call({ method: 'GET', url: '/api/tables?branch=abc', headers: h.admin });
  expect(bad.statusCode).toBe(400);
});

test('categories: main categories, the children of one, words of the name; position is kept', async () => {
  expect((await list('/api/categories?parent=none')).names).toEqual(['Rind', 'Wurst']);
  expect((await list(`/api/categories?parent=${ids.rind}`)).names).toEqual(['Steaks']);
  expect((await list('/api/categories?q=STEAK')).names).toEqual(['Steaks']);
  const rind = await h.call({ method: 'GET', url: `/api/categories/${ids.rind}` });
  expect(rind.json().data).toMatchObject({ name: 'Rind', position: 20, parent: null });
  const steaks = await h.call({ method: 'GET', url: `/api/categories/${ids.steaks}` });
  expect(steaks.json().data.position).toBe(0);
  expect((await h.call({ method: 'GET', url: '/api/categories?parent=0' })).statusCode).toBe(400);
  const negative = await h.call({ method: 'POST', url: '/api/categories', headers: h.admin, payload: { name: 'X', position: -1 } });
  expect(negative.statusCode).toBe(400);
  expect(errorsOf(negative)[0].field).toBe('position');
});

test('tags and donatees: by words of the name (donatees also of the identifier)', async () => {
  expect((await list('/api/tags?q=party')).names).toEqual(['Partyservice']);
  expect(await list('/api/tags?limit=1')).toEqual({ names: ['Partyservice'], total: '2' });
  expect((await list('/api/donatees?q=singen')).names).toEqual(['Tierheim Singen']);
  expect((await list('/api/donatees?q=tafel-konstanz')).names).toEqual(['Tafel Konstanz']);
});

test('a menu names each category once and each product once per category, reported on the field', async () => {
  const twice = await h.call({
    method: 'POST',
    url: '/api/menus',
    headers: h.admin,
    payload: { name: 'Doppelt', catalog: [{ id: ids.rind }, { id: ids.wurst }, { id: ids.rind }] },
  });
  expect(twice.statusCode).toBe(422);
  expect(errorsOf(twice)).toEqual([{ message: catalogTexts.categoryTwiceInMenu, field: 'catalog[2].id' }]);
  const product = await h.call({
    method: 'POST',
    url: '/api/menus',
    headers: h.admin,
    payload: { name: 'Doppelt', catalog: [{ id: ids.rind, products: [ids.filet, ids.filet] }] },
  });
  expect(product.statusCode).toBe(422);
  expect(errorsOf(product)).toEqual([{ message: catalogTexts.productTwiceInCategory, field: 'catalog[0].products[1]' }]);
  // The same product in two categories is fine (Rinderfilet under Rind and Steaks).
  await h.create('/api/menus', {
    name: 'Steaks doppelt',
    catalog: [
      { id: ids.rind, products: [ids.filet] },
      { id: ids.steaks, products: [ids.filet] },
    ],
  });
});

test('GET /api/branches/{id}/menus answers the menus of that branch', async () => {
  const response = await h.call({ method: 'GET', url: `/api/branches/${ids.bodman}/menus` });
  expect(response.statusCode).toBe(200);
  expect((response.json().data as Array<{ name: string }>).map((menu) => menu.name)).toEqual(['Sortiment Bodman', 'Partyservice beide']);
});

test('lists sort by their sort fields in SQL (ignoring case, id breaking ties) and refuse others', async () => {
  expect((await list(`/api/menus?branch=${ids.konstanz}&sort=name`)).names).toEqual([
    'Partyservice beide',
    'Sommersortiment Konstanz',
    'Sortiment Konstanz',
  ]);
  expect((await list('/api/tables?sort=-identifier&limit=2')).names).toEqual(['T3@konstanz', 'T2@konstanz']);
  expect((await list('/api/categories?sort=position')).names).toEqual(['Steaks', 'Wurst', 'Rind']);
  expect((await list('/api/tags?sort=-name')).names).toEqual(['Partyservice', 'Mittagstisch']);
  expect((await list('/api/donatees?sort=-identifier')).names).toEqual(['Tierheim Singen', 'Tafel Konstanz']);
  const departmentNames = async (query: string) =>
    ((await h.call({ method: 'GET', url: `/api/departments?${query}`, headers: h.admin })).json().data as Array<{ name: string }>).map(
      (d) => d.name,
    );
  await h.create('/api/departments', { name: 'theke', branch: ids.konstanz });
  await h.create('/api/departments', { name: 'Küche', branch: ids.konstanz });
  expect(await departmentNames(`branch=${ids.konstanz}&sort=name`)).toEqual(['Küche', 'theke']);
  const refused = await h.call({ method: 'GET', url: '/api/tags?sort=id;drop', headers: h.admin });
  expect(refused.statusCode).toBe(400);
});
