import { authTexts, catalogTexts, fill, validationTexts } from '@asp/i18n';
import { errorsOf, minimal, startCatalog, type Harness } from './helpers';

let h: Harness;
let konstanz: { id: number };
let bodman: { id: number };
beforeAll(async () => {
  h = await startCatalog();
  konstanz = await h.create('/api/branches', { identifier: 'konstanz', name: 'Konstanz' });
  bodman = await h.create('/api/branches', { identifier: 'bodman', name: 'Bodman' });
});
afterAll(() => h?.close());

const remove = (path: string) => h.call({ method: 'DELETE', url: path, headers: h.admin });

describe('categories', () => {
  test('sub categories name an existing parent, never themselves or their children', async () => {
    const rind = await h.create('/api/categories', { name: 'Rind' });
    const steaks = await h.create('/api/categories', { name: 'Steaks', parent: rind.id });
    expect(steaks.parent).toBe(rind.id);

    const unknown = await h.call({ method: 'POST', url: '/api/categories', headers: h.admin, payload: { name: 'X', parent: 777777 } });
    expect(unknown.statusCode).toBe(422);
    expect(errorsOf(unknown)).toEqual([{ message: catalogTexts.unknownCategory, field: 'parent' }]);

    for (const parent of [rind.id, steaks.id]) {
      const loop = await h.call({ method: 'PUT', url: `/api/categories/${rind.id}`, headers: h.admin, payload: { name: 'Rind', parent } });
      expect(loop.statusCode).toBe(422);
      expect(errorsOf(loop)).toEqual([{ message: catalogTexts.categoryOwnParent, field: 'parent' }]);
    }

    const withChildren = await remove(`/api/categories/${rind.id}`);
    expect(withChildren.statusCode).toBe(409);
    expect(errorsOf(withChildren)).toEqual([{ message: catalogTexts.categoryHasChildren }]);
    expect((await remove(`/api/categories/${steaks.id}`)).statusCode).toBe(200);
    expect((await remove(`/api/categories/${rind.id}`)).statusCode).toBe(200);
  });

  test('a category in a menu or set as sale category cannot be deleted', async () => {
    const wurst = await h.create('/api/categories', { name: 'Wurst' });
    const menu = await h.create('/api/menus', { name: 'Sortiment Bodman', branches: [bodman.id], catalog: [{ id: wurst.id }] });
    expect(menu.catalog).toEqual([{ id: wurst.id, products: [] }]);
    const inMenu = await remove(`/api/categories/${wurst.id}`);
    expect(inMenu.statusCode).toBe(409);
    expect(errorsOf(inMenu)).toEqual([{ message: fill(catalogTexts.categoryInMenu, { name: 'Sortiment Bodman' }) }]);

    const aktionen = await h.create('/api/categories', { name: 'Aktionen' });
    await h.call({ method: 'POST', url: '/api/config', headers: h.admin, payload: { saleCategoryId: aktionen.id } });
    const sale = await remove(`/api/categories/${aktionen.id}`);
    expect(sale.statusCode).toBe(409);
    expect(errorsOf(sale)).toEqual([{ message: catalogTexts.saleCategoryInUse }]);
  });

  test('schedules use the opening-hour rules', async () => {
    const schedule = [{ type: 'monday', from: '11:00', to: '14:00' }];
    const theke = await h.create('/api/categories', { name: 'Heiße Theke', schedule, isVisibleWhenUnavailable: true });
    expect(theke).toMatchObject({
      schedule: [{ type: 'monday', date: null, isClosed: false, from: '11:00', to: '14:00' }],
      isVisibleWhenUnavailable: true,
      isEnabled: true,
      image: null,
    });
  });
});

test('menus name existing branches, categories and products (422 per field)', async () => {
  const category = await h.create('/api/categories', { name: 'Feinkost' });
  const response = await h.call({
    method: 'POST',
    url: '/api/menus',
    headers: h.admin,
    payload: { name: 'Falsch', branches: [konstanz.id, 999999], catalog: [{ id: category.id, products: [888888] }, { id: 777777 }] },
  });
  expect(response.statusCode).toBe(422);
  expect(errorsOf(response)).toEqual([
    { message: catalogTexts.unknownBranch, field: 'branches[1]' },
    { message: catalogTexts.unknownCategory, field: 'catalog[1].id' },
    { message: catalogTexts.unknownProduct, field: 'catalog[0].products[0]' },
  ]);
  const badDate = await h.call({
    method: 'POST',
    url: '/api/menus',
    headers: h.admin,
    payload: { name: 'Datum', availableFrom: 'morgen' },
  });
  expect(errorsOf(badDate)).toEqual([{ message: validationTexts.date, field: 'availableFrom' }]);
});

test('a menu keeps its schedule (issue 13); a wrong rule is a German 400 on its field', async () => {
  const schedule = [{ type: 'monday', date: null, isClosed: false, from: '11:00', to: '14:00' }];
  const lunch = await h.create('/api/menus', { name: 'Mittagstisch', branches: [konstanz.id], schedule });
  expect(lunch.schedule).toEqual(schedule);
  expect((await h.create('/api/menus', { name: 'Immer', branches: [konstanz.id] })).schedule).toBeNull();
  const bad = await h.call({
    method: 'PUT',
    url: `/api/menus/${lunch.id}`,
    headers: h.admin,
    payload: { name: 'Mittagstisch', schedule: [{ type: 'monday', from: '11 Uhr', to: '14:00' }] },
  });
  expect(bad.statusCode).toBe(400);
  expect(errorsOf(bad)).toEqual([{ message: validationTexts.time, field: 'schedule[0].from' }]);
});

test('table identifiers are unique within their branch; the branch must exist', async () => {
  const t1 = await h.create('/api/tables', { identifier: 'T1', branch: konstanz.id });
  // The same identifier in another branch is fine.
  await h.create('/api/tables', { identifier: 'T1', branch: bodman.id });
  const duplicate = await h.call({
    method: 'POST',
    url: '/api/tables',
    headers: h.admin,
    payload: { identifier: 'T1', branch: konstanz.id },
  });
  expect(duplicate.statusCode).toBe(409);
  expect(errorsOf(duplicate)).toEqual([{ message: validationTexts.unique, field: 'identifier' }]);
  const t2 = await h.create('/api/tables', { identifier: 'T2', branch: konstanz.id });
  const rename = await h.call({
    method: 'PUT',
    url: `/api/tables/${t2.id}`,
    headers: h.admin,
    payload: { identifier: 'T1', branch: konstanz.id },
  });
  expect(rename.statusCode).toBe(409);
  const keep = await h.call({
    method: 'PUT',
    url: `/api/tables/${t1.id}`,
    headers: h.admin,
    payload: { identifier: 'T1', branch: konstanz.id, description: 'Fenster' },
  });
  expect(keep.json().data).toEqual({ id: t1.id, identifier: 'T1', branch: konstanz.id, description: 'Fenster' });

  const orphan = await h.call({ method: 'POST', url: '/api/tables', headers: h.admin, payload: { identifier: 'T9', branch: 999999 } });
  expect(orphan.statusCode).toBe(422);
  expect(errorsOf(orphan)).toEqual([{ message: catalogTexts.unknownBranch, field: 'branch' }]);
  const noBranch = await h.call({ method: 'POST', url: '/api/tables', headers: h.admin, payload: { identifier: 'T9' } });
  expect(errorsOf(noBranch)).toEqual([{ message: validationTexts.blank, field: 'branch' }]);

  // The checkout reads the tables without a session.
  const list = await h.call({ method: 'GET', url: '/api/tables' });
  expect(
    list
      .json()
      .data.filter((table: { branch: number }) => table.branch === konstanz.id)
      .map((table: { identifier: string }) => table.identifier),
  ).toEqual(['T1', 'T2']);
});

describe('departments (staff only, with filters)', () => {
  beforeAll(async () => {
    await h.create('/api/departments', { name: 'Theke', branch: konstanz.id });
    await h.create('/api/departments', { name: 'Partyservice', branch: bodman.id });
    await h.create('/api/departments', { name: 'Verwaltung', branch: null, isEnabled: false });
  });

  test('anonymous callers get 401; employees read', async () => {
    const anonymous = await h.call({ method: 'GET', url: '/api/departments' });
    expect(anonymous.statusCode).toBe(401);
    expect(errorsOf(anonymous)).toEqual([{ message: authTexts.noSession }]);
    const employee = await h.call({ method: 'GET', url: '/api/departments', headers: h.employee });
    expect(employee.json().data.map((d: { name: string }) => d.name)).toEqual(['Theke', 'Partyservice', 'Verwaltung']);
  });

  test('filters by branch, name and enabled flag', async () => {
    const names = async (query: string) =>
      (await h.call({ method: 'GET', url: `/api/departments?${query}`, headers: h.employee }))
        .json()
        .data.map((d: { name: string }) => d.name);
    expect(await names(`branch=${bodman.id}`)).toEqual(['Partyservice']);
    expect(await names('search=THEK')).toEqual(['Theke']);
    expect(await names('isEnabled=false')).toEqual(['Verwaltung']);
    const bad = await h.call({ method: 'GET', url: '/api/departments?branch=abc', headers: h.employee });
    expect(bad.statusCode).toBe(400);
  });

  test('a department names an existing branch', async () => {
    const response = await h.call({
      method: 'POST',
      url: '/api/departments',
      headers: h.admin,
      payload: { name: 'Küche', branch: 999999 },
    });
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response)).toEqual([{ message: catalogTexts.unknownBranch, field: 'branch' }]);
  });
});

test('divisions and tags in use by branches cannot be deleted', async () => {
  const division = await h.create('/api/divisions', { name: 'Metzgerei Muster' });
  const tag = await h.create('/api/tags', { name: 'Mittagstisch' });
  const branch = await h.create('/api/branches', { identifier: 'owingen', name: 'Owingen', division: division.id, tags: [{ id: tag.id }] });
  const divisionDelete = await remove(`/api/divisions/${division.id}`);
  expect(divisionDelete.statusCode).toBe(409);
  expect(errorsOf(divisionDelete)).toEqual([{ message: catalogTexts.divisionHasBranches }]);
  const tagDelete = await remove(`/api/tags/${tag.id}`);
  expect(errorsOf(tagDelete)).toEqual([{ message: fill(catalogTexts.tagInUse, { name: 'Owingen' }) }]);

  await h.call({ method: 'PUT', url: `/api/branches/${branch.id}`, headers: h.admin, payload: { identifier: 'owingen', name: 'Owingen' } });
  expect((await remove(`/api/divisions/${division.id}`)).statusCode).toBe(200);
  expect((await remove(`/api/tags/${tag.id}`)).statusCode).toBe(200);
});

test('a tag of a product cannot be deleted', async () => {
  const tag = await h.create('/api/tags', { name: 'Grillsaison' });
  const product = await h.create('/api/products', { ...minimal.product('Grillwurst'), tags: [{ id: tag.id }] });
  const refused = await remove(`/api/tags/${tag.id}`);
  expect(refused.statusCode).toBe(409);
  expect(errorsOf(refused)).toEqual([{ message: fill(catalogTexts.tagOfProduct, { name: 'Grillwurst' }) }]);

  await h.call({ method: 'PUT', url: `/api/products/${product.id}`, headers: h.admin, payload: minimal.product('Grillwurst') });
  expect((await remove(`/api/tags/${tag.id}`)).statusCode).toBe(200);
});

test('donatee identifiers are unique; donatees are public', async () => {
  await h.create('/api/donatees', { identifier: 'tafel-konstanz', name: 'Tafel Konstanz' });
  const duplicate = await h.call({
    method: 'POST',
    url: '/api/donatees',
    headers: h.admin,
    payload: { identifier: 'tafel-konstanz', name: 'Tafel' },
  });
  expect(duplicate.statusCode).toBe(409);
  expect(errorsOf(duplicate)).toEqual([{ message: validationTexts.unique, field: 'identifier' }]);
  const list = await h.call({ method: 'GET', url: '/api/donatees' });
  expect(list.json().data).toEqual([
    { id: expect.any(Number), identifier: 'tafel-konstanz', name: 'Tafel Konstanz', description: '', image: null },
  ]);
});
