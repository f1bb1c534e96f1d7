import { activeMenu, isOpenAt, offeredPaymentMethods, unitBasePriceText } from '@asp/domain';
import { readServiceEnv, sql } from '@asp/server-kit';
import { seedDemoData } from '../src/seed';
import { TABLES } from '../src/tables';
import { startCatalog, type Harness } from './helpers';

type Row = Record<string, any>;

let h: Harness;
beforeAll(async () => {
  h = await startCatalog({ seedDemoData: true });
});
afterAll(() => h?.close());

const counts = (harness: Harness) => harness.rowCounts(TABLES);

const get = async (url: string, headers: Record<string, string> = {}) => (await h.call({ method: 'GET', url, headers })).json().data;

test('the demo butcher: five branches in order, Konstanz id 1 and Bodman id 2', async () => {
  const branches: Row[] = await get('/api/branches', h.admin);
  expect(branches.map((b) => [b.id, b.identifier])).toEqual([
    [1, 'konstanz'],
    [2, 'bodman'],
    [3, 'eigeltingen'],
    [4, 'owingen'],
    [5, 'bambergen'],
  ]);
  const byKey = Object.fromEntries(branches.map((b) => [b.identifier, b]));
  expect(byKey.konstanz).toMatchObject({
    useResellingPrice: true,
    isDeliveryEnabled: true,
    isDineInEnabled: true,
    isTableSelectionEnabled: true,
    isDeliveryHoursEnabled: true,
  });
  expect(byKey.konstanz.deliveryAreas).toContainEqual({
    area: '78462 Konstanz',
    price: 3.9,
    tax: 19,
    free: false,
    freeFromOrderValue: 50,
    minimumOrderValue: 25,
  });
  expect(byKey.bodman).toMatchObject({ isDineInEnabled: true, isTableSelectionEnabled: true });
  expect(byKey.eigeltingen).toMatchObject({ isPublic: false, isEnabled: true });
  expect(byKey.owingen).toMatchObject({ isQuotationRequired: true });
  expect(byKey.bambergen).toMatchObject({ isPreorderEnabled: true });
  // Online payment can be tried at any hour: Bambergen takes pre-orders and offers both sandboxes.
  const config = await get('/api/config');
  expect(Object.fromEntries(branches.map((b) => [b.identifier, offeredPaymentMethods(config, b as never)]))).toEqual({
    konstanz: ['cash', 'atm-card', 'mollie'],
    bodman: ['cash'],
    eigeltingen: ['cash'],
    owingen: ['cash'],
    bambergen: ['cash', 'mollie', 'datatrans'],
  });
  for (const branch of branches) {
    expect(branch.division).toBe(1);
    expect(branch.openingHours.length).toBeGreaterThanOrEqual(7);
    expect(branch.openingHours).toContainEqual({ type: 'sunday', date: null, isClosed: true, from: '00:00', to: '00:00' });
  }
  expect(byKey.konstanz.openingHours).toEqual(
    expect.arrayContaining([
      { type: 'monday', date: null, isClosed: false, from: '07:30', to: '12:30' },
      { type: 'monday', date: null, isClosed: false, from: '14:30', to: '18:00' },
      { type: 'saturday', date: null, isClosed: false, from: '07:00', to: '12:30' },
    ]),
  );
  // The rules read as intended by the shared evaluator: Monday 10:00 open, 13:00 closed, Sunday closed.
  expect(isOpenAt(byKey.konstanz.openingHours, new Date('2025-03-03T09:00:00Z'))).toBe(true);
  expect(isOpenAt(byKey.konstanz.openingHours, new Date('2025-03-03T12:00:00Z'))).toBe(false);
  expect(isOpenAt(byKey.konstanz.openingHours, new Date('2025-03-09T09:00:00Z'))).toBe(false);
  expect(isOpenAt(byKey.bodman.openingHours, new Date('2025-03-05T14:00:00Z'))).toBe(false); // Wednesday afternoon
  // Eigeltingen is not public but enabled: anonymous callers still see it (styled inactive).
  expect((await get('/api/branches')).map((b: Row) => b.identifier)).toContain('eigeltingen');
});

test('catalogue: weight and piece products, configurable products, categories, menus', async () => {
  const products: Row[] = await get('/api/products', h.admin);
  const byName = Object.fromEntries(products.map((p) => [p.name, p]));
  expect(byName.Rinderfilet).toMatchObject({ unit: 'kilogram', calculationModel: 'approximate' });
  expect(byName['Leberkäse']).toMatchObject({ unit: 'gram', quantityStepSize: 50 });
  expect(byName.Bratwurst).toMatchObject({ unit: 'piece', calculationModel: 'fixed' });
  const configurable = products.filter((p) => p.type === 'configurable');
  expect(configurable.map((p) => p.name)).toEqual(['Grillpaket', 'Vesperplatte']);
  const stepTypes = new Set(configurable.flatMap((p) => p.config.parts.map((part: Row) => part.type)));
  expect([...stepTypes].sort()).toEqual(['addons', 'multiselect', 'select', 'text', 'textarea']);
  // Addon items point at real products.
  const addon = byName.Grillpaket.config.parts.find((part: Row) => part.type === 'addons').options[0];
  expect(addon.item.product).toMatchObject({ id: byName.Kartoffelsalat.id, price: byName.Kartoffelsalat.price });

  const categories: Row[] = await get('/api/categories');
  expect(categories.map((c) => c.name)).toEqual(expect.arrayContaining(['Rind', 'Schwein', 'Wurst', 'Grill', 'Feinkost', 'Aktionen']));
  const config = await get('/api/config');
  expect(config).toMatchObject({
    shopName: 'Metzgerei Muster',
    phonePrefix: '+49',
    enablePluginSearch: true,
    enablePluginTags: true,
    enablePluginToolbar: true,
    saleCategoryId: categories.find((c) => c.name === 'Aktionen')!.id,
  });
  // Something is on sale (content.date in the future).
  const today = new Date().toISOString().slice(0, 10);
  expect(products.some((p) => p.content.date && p.content.date > today)).toBe(true);

  const menus: Row[] = await get('/api/branches/1/menus');
  expect(menus.map((m) => m.name)).toEqual(['Sortiment Konstanz', 'Sommersortiment Konstanz']);
  // The summer menu starts in 30 days, so the all-year one is active now.
  expect(activeMenu(menus as never[], 1, new Date())).toMatchObject({ name: 'Sortiment Konstanz' });
  for (const branchId of [2, 3, 4, 5]) expect((await get(`/api/branches/${branchId}/menus`)).length).toBe(1);

  // The public never sees the internal product.
  expect((await get('/api/products')).map((p: Row) => p.name)).not.toContain('Personalessen');
});

test('tables T1–T6 in Konstanz and Bodman, donatees, tags, departments', async () => {
  const tables: Row[] = await get('/api/tables');
  for (const branch of [1, 2]) {
    expect(tables.filter((t) => t.branch === branch).map((t) => t.identifier)).toEqual(['T1', 'T2', 'T3', 'T4', 'T5', 'T6']);
  }
  expect((await get('/api/donatees')).map((d: Row) => d.name)).toEqual(expect.arrayContaining(['Tafel Konstanz', 'Tierheim Singen']));
  expect((await get('/api/tags')).map((t: Row) => t.name)).toEqual(
    expect.arrayContaining(['Partyservice', 'Mittagstisch', 'Lieferservice']),
  );
  expect((await get('/api/departments', h.employee)).length).toBeGreaterThan(0);
  expect((await get('/api/divisions')).map((d: Row) => d.name)).toEqual(['Metzgerei Muster']);
});

test('every seeded record is announced as created', async () => {
  const before = await counts(h);
  const subjects = await h.subjects();
  expect(subjects.filter((s) => s === 'catalog.branch.created')).toHaveLength(before.branches);
  expect(subjects.filter((s) => s === 'catalog.product.created')).toHaveLength(before.products);
  expect(subjects.filter((s) => s === 'catalog.menu.created')).toHaveLength(before.menus);
  expect(subjects).toContain('catalog.config.updated');
  // The whole seed passes the public start-up call (response schemas validate every record).
  const init = await h.call({ method: 'GET', url: '/api/init' });
  expect(init.statusCode).toBe(200);
  expect(init.json().data.branches).toHaveLength(5);
});

test('seeding again (a restart) adds nothing', async () => {
  const before = await counts(h);
  const events = (await h.subjects()).length;
  await seedDemoData(h.service.ctx);
  expect(await counts(h)).toEqual(before);
  expect((await h.subjects()).length).toBe(events);
  expect(before).toMatchObject({ branches: 5, tables: 12, divisions: 1, config: 1 });
});

test('production mode never seeds', () => {
  const env = readServiceEnv('catalog', 3002, { NODE_ENV: 'production', JWT_PUBLIC_KEY: 'key', SEED_DEMO_DATA: 'true' });
  expect(env.seedDemoData).toBe(false);
  expect(readServiceEnv('catalog', 3002, { JWT_PUBLIC_KEY: 'key' }).seedDemoData).toBe(true);
});

test('no seeding when seedDemoData is off, nor when branches exist', async () => {
  const plain = await startCatalog();
  try {
    expect(Object.values(await counts(plain)).every((n) => n === 0)).toBe(true);
    await plain.create('/api/branches', { identifier: 'eigene', name: 'Eigene Filiale' });
    await seedDemoData(plain.service.ctx);
    const after = await counts(plain);
    expect(after).toMatchObject({ branches: 1, products: 0, categories: 0, config: 0 });
  } finally {
    await plain.close();
  }
});

test('packaged demo products carry their net quantity: the Kräuterbutter reads 20,00 € / kg (PAngV)', async () => {
  const products: Row[] = await get('/api/products?limit=100', h.admin);
  const byName = Object.fromEntries(products.map((p) => [p.name, p]));
  expect(byName['Kräuterbutter']).toMatchObject({ price: 2.5, unit: 'piece', netQuantity: { amount: 125, unit: 'gram' } });
  expect(unitBasePriceText(byName['Kräuterbutter'])?.replace(/\u00a0/g, ' ')).toBe('20,00 € / kg');
  expect(byName['Schwäbische Maultaschen'].netQuantity).toEqual({ amount: 400, unit: 'gram' });
  expect(byName['Landjäger'].netQuantity).toEqual({ amount: 150, unit: 'gram' });
  expect(byName['Bratwurst'].netQuantity).toEqual({ amount: 120, unit: 'gram' });
  // Weight products need none: their price is per kg already.
  expect(byName['Rinderfilet'].netQuantity).toBeNull();
});

test('the demo seed sells Weißwurst out at Konstanz and 3 kg Spießbraten a day there', async () => {
  const rows = await h.service.ctx.db
    .selectFrom('product_branch_stock as s')
    .innerJoin('products as p', 'p.id', 's.product_id')
    .innerJoin('branches as b', 'b.id', 's.branch_id')
    .select(['s.sold_out', 's.daily_quantity', sql<string>`p.data->>'name'`.as('product'), 'b.identifier'])
    .where('b.identifier', '=', 'konstanz')
    .orderBy('s.product_id')
    .execute();
  expect(rows.map((row) => [row.product, row.sold_out, row.daily_quantity === null ? null : Number(row.daily_quantity)])).toEqual([
    ['Weißwurst', true, null],
    ['Spießbraten', false, 3],
  ]);
});

test('the Schweineschnitzel shows every kind of product field the back-office form edits (issue 13)', async () => {
  const products: Row[] = await get('/api/products?limit=100', h.admin);
  const tags: Row[] = await get('/api/tags');
  const schnitzel = products.find((p) => p.name === 'Schweineschnitzel')!;
  const filled = (value: unknown) => value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);
  // Images need the content service's image library (not seeded), the configurator steps live on the configurable products.
  const notHere = ['images', 'config', 'netQuantity', 'isPriceHidden', 'isStepByStep', 'type', 'id'];
  const empty = Object.entries(schnitzel).filter(([key, value]) => !notHere.includes(key) && !filled(value));
  expect(empty).toEqual([]);
  expect(Object.values(schnitzel.content).every(filled)).toBe(true);
  expect(schnitzel.alternativeUnits.map((u: Row) => u.unit)).toEqual(['gram', 'piece']);
  expect(schnitzel.tags.map((t: Row) => tags.find((tag) => tag.id === t.id)?.name)).toEqual(['Mittagstisch', 'Vorbestellung']);
  // Other kinds are shown elsewhere: a net quantity (Kräuterbutter), a hidden price (Spanferkel), steps (configurable products).
  expect(products.find((p) => p.name === 'Spanferkel am Spieß')!.isPriceHidden).toBe(true);
  expect(products.some((p) => p.type === 'configurable' && p.isStepByStep && p.config.parts.length > 1)).toBe(true);
});
