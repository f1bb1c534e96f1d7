import { authTexts, catalogTexts, fill, validationTexts } from '@asp/i18n';
import { errorsOf, startCatalog, type Harness } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await startCatalog();
});
afterAll(() => h?.close());

const post = (payload: object, headers = h.admin) => h.call({ method: 'POST', url: '/api/branches', headers, payload });

test('a minimal branch is stored complete with the documented defaults', async () => {
  const response = await post({ identifier: 'singen', name: 'Singen' });
  expect(response.statusCode).toBe(201);
  expect(response.json().data).toMatchObject({
    identifier: 'singen',
    name: 'Singen',
    description: '',
    tags: [],
    images: [],
    logo: null,
    openingHours: [],
    deliveryHours: [],
    isPublic: true,
    isEnabled: true,
    isTakeawayEnabled: true,
    isDeliveryEnabled: false,
    isDineInEnabled: false,
    isPreorderEnabled: false,
    isQuotationRequired: false,
    isCashEnabled: true,
    isMollieEnabled: false,
    deliveryAreas: [],
    useResellingPrice: false,
    division: null,
    orderableFrom: null,
    latitude: null,
    longitude: null,
    holidayState: 'BW',
  });
});

test('a full branch with opening hours, delivery areas and flags round-trips', async () => {
  const division = await h.create('/api/divisions', { name: 'Metzgerei Muster' });
  const tag = await h.create('/api/tags', { name: 'Lieferservice' });
  const payload = {
    identifier: 'konstanz-voll',
    name: 'Konstanz',
    street: 'Hussenstraße 12',
    zipCode: '78462',
    city: 'Konstanz',
    email: 'konstanz@example.de',
    latitude: 47.66,
    longitude: 9.17,
    tags: [{ id: tag.id }],
    division: division.id,
    images: [{ id: 4, version: 2, extension: 'jpg' }],
    openingHours: [
      { type: 'monday', from: '07:30', to: '12:30' },
      { type: 'monday', from: '14:30', to: '18:00' },
      { type: 'sunday', isClosed: true },
      { type: 'once', date: '2025-12-24', from: '07:00', to: '12:00' },
    ],
    isDeliveryHoursEnabled: true,
    deliveryHours: [{ type: 'daily', from: '10:00', to: '17:00' }],
    deliveryAreas: [{ area: '78462 Konstanz', price: 3.9, tax: 19, freeFromOrderValue: 50, minimumOrderValue: 25 }],
    isDeliveryEnabled: true,
    isDineInEnabled: true,
    isTableSelectionEnabled: true,
    isATMCardEnabled: true,
    isDeliveryEmailRequired: true,
    useResellingPrice: true,
    orderableFrom: '2025-05-01T06:00:00.000Z',
  };
  const response = await post(payload);
  expect(response.statusCode).toBe(201);
  const branch = response.json().data;
  expect(branch).toMatchObject({ ...payload, openingHours: expect.any(Array) });
  expect(branch.openingHours[2]).toEqual({ type: 'sunday', date: null, isClosed: true, from: '00:00', to: '00:00' });
  expect(branch.deliveryAreas[0]).toEqual({
    area: '78462 Konstanz',
    price: 3.9,
    tax: 19,
    free: false,
    freeFromOrderValue: 50,
    minimumOrderValue: 25,
  });
});

test('invalid bodies answer 400 with German messages per field', async () => {
  const noName = await post({ identifier: 'ohne-name' });
  expect(noName.statusCode).toBe(400);
  expect(errorsOf(noName)).toContainEqual({ message: validationTexts.blank, field: 'name' });

  const badTime = await post({ identifier: 'zeit', name: 'Zeit', openingHours: [{ type: 'monday', from: '25:00', to: '12:00' }] });
  expect(badTime.statusCode).toBe(400);
  expect(errorsOf(badTime)).toEqual([{ message: validationTexts.time, field: 'openingHours[0].from' }]);

  const badDay = await post({ identifier: 'tag', name: 'Tag', openingHours: [{ type: 'feiertag', from: '08:00', to: '12:00' }] });
  expect(errorsOf(badDay)).toEqual([{ message: validationTexts.choice, field: 'openingHours[0].type' }]);

  const onceWithoutDate = await post({
    identifier: 'einmal',
    name: 'Einmal',
    openingHours: [{ type: 'once', from: '08:00', to: '12:00' }],
  });
  expect(errorsOf(onceWithoutDate)).toEqual([{ message: validationTexts.blank, field: 'openingHours[0].date' }]);

  const badState = await post({ identifier: 'land', name: 'Land', holidayState: 'AT' });
  expect(errorsOf(badState)).toEqual([{ message: validationTexts.choice, field: 'holidayState' }]);

  const badEmail = await post({ identifier: 'mail', name: 'Mail', email: 'keine-adresse' });
  expect(errorsOf(badEmail)).toEqual([{ message: validationTexts.email, field: 'email' }]);

  const badIdentifier = await post({ identifier: 'Mit Leerzeichen', name: 'X' });
  expect(errorsOf(badIdentifier)).toEqual([{ message: validationTexts.invalid, field: 'identifier' }]);

  const badArea = await post({ identifier: 'liefer', name: 'Liefer', deliveryAreas: [{ area: '', price: -1 }] });
  expect(errorsOf(badArea)).toEqual(
    expect.arrayContaining([
      { message: validationTexts.blank, field: 'deliveryAreas[0].area' },
      { message: fill(validationTexts.tooSmall, { limit: '0' }), field: 'deliveryAreas[0].price' },
    ]),
  );
});

test('unknown tags and divisions answer 422', async () => {
  const response = await post({ identifier: 'referenzen', name: 'Referenzen', tags: [{ id: 99999 }], division: 88888 });
  expect(response.statusCode).toBe(422);
  expect(errorsOf(response)).toEqual([
    { message: catalogTexts.unknownTag, field: 'tags[0].id' },
    { message: catalogTexts.unknownDivision, field: 'division' },
  ]);
});

test('the identifier is unique (409 on create and update)', async () => {
  const first = await h.create('/api/branches', { identifier: 'bodman', name: 'Bodman' });
  const duplicate = await post({ identifier: 'bodman', name: 'Bodman 2' });
  expect(duplicate.statusCode).toBe(409);
  expect(errorsOf(duplicate)).toEqual([{ message: validationTexts.unique, field: 'identifier' }]);

  const other = await h.create('/api/branches', { identifier: 'owingen', name: 'Owingen' });
  const rename = await h.call({
    method: 'PUT',
    url: `/api/branches/${other.id}`,
    headers: h.admin,
    payload: { identifier: 'bodman', name: 'Owingen' },
  });
  expect(rename.statusCode).toBe(409);
  // Saving a branch under its own identifier is no conflict.
  const same = await h.call({
    method: 'PUT',
    url: `/api/branches/${first.id}`,
    headers: h.admin,
    payload: { identifier: 'bodman', name: 'Bodman am See' },
  });
  expect(same.statusCode).toBe(200);
});

describe('public reads', () => {
  let enabled: { id: number };
  let disabled: { id: number };
  let hidden: { id: number };
  beforeAll(async () => {
    enabled = await h.create('/api/branches', { identifier: 'offen', name: 'Offen' });
    disabled = await h.create('/api/branches', { identifier: 'deaktiviert', name: 'Deaktiviert', isEnabled: false });
    // Enabled but not public: listed (styled inactive), not selectable.
    hidden = await h.create('/api/branches', { identifier: 'nicht-oeffentlich', name: 'Nicht öffentlich', isPublic: false });
  });

  test('anonymous callers see enabled branches only; staff see all', async () => {
    const anonymous = (await h.call({ method: 'GET', url: '/api/branches' })).json().data.map((b: { id: number }) => b.id);
    expect(anonymous).toEqual(expect.arrayContaining([enabled.id, hidden.id]));
    expect(anonymous).not.toContain(disabled.id);
    const staff = (await h.call({ method: 'GET', url: '/api/branches', headers: h.employee })).json().data.map((b: { id: number }) => b.id);
    expect(staff).toEqual(expect.arrayContaining([enabled.id, hidden.id, disabled.id]));

    expect((await h.call({ method: 'GET', url: `/api/branches/${disabled.id}` })).statusCode).toBe(404);
    expect((await h.call({ method: 'GET', url: `/api/branches/${disabled.id}`, headers: h.employee })).statusCode).toBe(200);
  });

  test('GET /api/branches/{id}/menus lists the menus of the branch', async () => {
    const menuA = await h.create('/api/menus', { name: 'Sortiment', branches: [enabled.id], availableFrom: '2024-01-01T00:00:00.000Z' });
    const menuB = await h.create('/api/menus', { name: 'Sommer', branches: [hidden.id, enabled.id] });
    await h.create('/api/menus', { name: 'Andere Filiale', branches: [hidden.id] });
    const response = await h.call({ method: 'GET', url: `/api/branches/${enabled.id}/menus` });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([menuA, menuB]);

    const unknown = await h.call({ method: 'GET', url: '/api/branches/999999/menus' });
    expect(unknown.statusCode).toBe(404);
    expect(errorsOf(unknown)).toEqual([{ message: validationTexts.notFound }]);
    expect((await h.call({ method: 'GET', url: `/api/branches/${disabled.id}/menus` })).statusCode).toBe(404);
    expect((await h.call({ method: 'GET', url: `/api/branches/${disabled.id}/menus`, headers: h.admin })).json()).toEqual({ data: [] });
  });
});

test('a branch still used by menus, tables or departments cannot be deleted', async () => {
  const branch = await h.create('/api/branches', { identifier: 'radolfzell', name: 'Radolfzell' });
  const remove = () => h.call({ method: 'DELETE', url: `/api/branches/${branch.id}`, headers: h.admin });

  const menu = await h.create('/api/menus', { name: 'Sortiment Radolfzell', branches: [branch.id] });
  expect(errorsOf(await remove())).toEqual([{ message: fill(catalogTexts.branchInMenu, { name: 'Sortiment Radolfzell' }) }]);
  await h.call({ method: 'DELETE', url: `/api/menus/${menu.id}`, headers: h.admin });

  const table = await h.create('/api/tables', { identifier: 'T1', branch: branch.id });
  const withTable = await remove();
  expect(withTable.statusCode).toBe(409);
  expect(errorsOf(withTable)).toEqual([{ message: catalogTexts.branchHasTables }]);
  await h.call({ method: 'DELETE', url: `/api/tables/${table.id}`, headers: h.admin });

  const department = await h.create('/api/departments', { name: 'Theke', branch: branch.id });
  expect(errorsOf(await remove())).toEqual([{ message: catalogTexts.branchHasDepartments }]);
  await h.call({ method: 'DELETE', url: `/api/departments/${department.id}`, headers: h.admin });

  expect((await remove()).statusCode).toBe(200);
});

test('an expired or foreign token counts as no session', async () => {
  const response = await h.call({
    method: 'POST',
    url: '/api/branches',
    headers: { authorization: 'Bearer kein.gueltiges.token' },
    payload: { identifier: 'x', name: 'X' },
  });
  expect(response.statusCode).toBe(401);
  expect(errorsOf(response)).toEqual([{ message: authTexts.noSession }]);
});

test('the list sorts by name, identifier and city in SQL (the back-office columns) and pages', async () => {
  const mine = ['sortiert-c', 'sortiert-a', 'sortiert-b'];
  await h.create('/api/branches', { identifier: 'sortiert-c', name: 'bodensee Mitte', city: 'Zell' });
  await h.create('/api/branches', { identifier: 'sortiert-a', name: 'Zollhaus', city: 'allensbach' });
  await h.create('/api/branches', { identifier: 'sortiert-b', name: 'Aach Markt', city: 'Markdorf' });
  const order = async (query: string) => {
    const response = await h.call({ method: 'GET', url: `/api/branches?${query}`, headers: h.admin });
    expect(response.statusCode).toBe(200);
    return (response.json().data as Array<{ identifier: string }>).map((b) => b.identifier).filter((id) => mine.includes(id));
  };
  // Text ignoring case: 'bodensee' between 'Aach' and 'Zollhaus'.
  expect(await order('sort=name')).toEqual(['sortiert-b', 'sortiert-c', 'sortiert-a']);
  expect(await order('sort=-name')).toEqual(['sortiert-a', 'sortiert-c', 'sortiert-b']);
  expect(await order('sort=identifier')).toEqual(['sortiert-a', 'sortiert-b', 'sortiert-c']);
  expect(await order('sort=city')).toEqual(['sortiert-a', 'sortiert-b', 'sortiert-c']);
  const page = await h.call({ method: 'GET', url: '/api/branches?sort=-identifier&limit=1&offset=0', headers: h.admin });
  expect(Number(page.headers['x-total-count'])).toBeGreaterThanOrEqual(3);
  expect(page.json().data).toHaveLength(1);
  expect((await h.call({ method: 'GET', url: '/api/branches?sort=street', headers: h.admin })).statusCode).toBe(400);
});
