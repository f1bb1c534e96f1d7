import { authTexts, catalogTexts, validationTexts } from '@asp/i18n';
import { errorsOf, startCatalog, type Harness } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await startCatalog();
});
afterAll(() => h?.close());

const saveConfig = (payload: object, headers: Record<string, string> = h.admin) =>
  h.call({ method: 'POST', url: '/api/config', headers, payload });

describe('GET/POST /api/config', () => {
  test('before anything is saved the defaults of the spec apply', async () => {
    const response = await h.call({ method: 'GET', url: '/api/config' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      currency: 'EUR',
      primaryColor: '#000000',
      secondaryColor: '#333333',
      labelCompactRows: 1,
      labelCompactColumns: 1,
      labelDetailRows: 1,
      labelDetailColumns: 1,
      facebookPixelId: '',
      googleTagManagerId: '',
      mapZoom: 19,
      mapPitch: 55,
      mapBearing: -85,
      phonePrefix: '+49',
      timeZone: 'Europe/Berlin',
      saleCategoryId: null,
      enablePluginPWA: false,
      enableCash: true,
      disableTickets: false,
      defaultDeliveryMethod: 'takeaway',
    });
  });

  test('an admin saves the full object; everyone reads it; the save is an event', async () => {
    const aktionen = await h.create('/api/categories', { name: 'Aktionen' });
    const payload = {
      shopName: 'Metzgerei Muster',
      title: 'Online bestellen',
      description: '<p>Frisch vom Metzger.</p>',
      enablePluginSearch: true,
      enablePluginTags: true,
      enablePluginToolbar: true,
      saleCategoryId: aktionen.id,
      phonePrefix: '+43',
      primaryColor: '#8c1d18',
      mapsAccessToken: 'pk.public-token',
    };
    const saved = await saveConfig(payload);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ ...payload, currency: 'EUR', secondaryColor: '#333333' });
    const read = await h.call({ method: 'GET', url: '/api/config' });
    expect(read.json().data).toEqual(saved.json().data);

    const events = await h.service.ctx.db
      .selectFrom('outbox')
      .select(['subject', 'payload'])
      .where('subject', '=', 'catalog.config.updated')
      .execute();
    expect(events).toHaveLength(1);
    expect(events[0].payload).toEqual({ data: saved.json().data });

    // POST is the full object: what is left out falls back to its default.
    const second = await saveConfig({ shopName: 'Metzgerei Muster' });
    expect(second.json().data).toMatchObject({
      shopName: 'Metzgerei Muster',
      enablePluginSearch: false,
      phonePrefix: '+49',
      saleCategoryId: null,
    });
  });

  test('invalid settings answer 400, an unknown sale category 422', async () => {
    const invalid = await saveConfig({ currency: 'Euro', phonePrefix: '+1', primaryColor: 'rot', labelDetailRows: 0, email: 'info' });
    expect(invalid.statusCode).toBe(400);
    expect(errorsOf(invalid)).toEqual(
      expect.arrayContaining([
        { message: validationTexts.invalid, field: 'currency' },
        { message: validationTexts.choice, field: 'phonePrefix' },
        { message: validationTexts.invalid, field: 'primaryColor' },
        { message: 'Dieser Wert sollte größer oder gleich 1 sein.', field: 'labelDetailRows' },
        { message: validationTexts.email, field: 'email' },
      ]),
    );
    const unknown = await saveConfig({ saleCategoryId: 987654 });
    expect(unknown.statusCode).toBe(422);
    expect(errorsOf(unknown)).toEqual([{ message: catalogTexts.unknownCategory, field: 'saleCategoryId' }]);
  });

  test('only admins save', async () => {
    expect((await saveConfig({ shopName: 'X' }, {})).statusCode).toBe(401);
    const employee = await saveConfig({ shopName: 'X' }, h.employee);
    expect(employee.statusCode).toBe(403);
    expect(errorsOf(employee)).toEqual([{ message: authTexts.forbidden }]);
    const noCsrf = await saveConfig({ shopName: 'X' }, { cookie: h.admin.cookie });
    expect(errorsOf(noCsrf)).toEqual([{ message: authTexts.invalidCsrfToken }]);
    expect((await h.call({ method: 'GET', url: '/api/config' })).json().data.shopName).not.toBe('X');
  });
});

describe('GET /api/init', () => {
  let open: { id: number };
  let disabled: { id: number };
  let internal: { id: number };
  let plain: { id: number };
  beforeAll(async () => {
    open = await h.create('/api/branches', { identifier: 'konstanz', name: 'Konstanz' });
    disabled = await h.create('/api/branches', { identifier: 'geschlossen', name: 'Geschlossen', isEnabled: false });
    plain = await h.create('/api/products', { name: 'Bratwurst', price: 1.6 });
    internal = await h.create('/api/products', { name: 'Personalessen', price: 4.5, isPublic: false });
    await h.create('/api/divisions', { name: 'Metzgerei Muster' });
    await h.create('/api/tags', { name: 'Partyservice' });
    await h.create('/api/tables', { identifier: 'T1', branch: open.id });
    await h.create('/api/donatees', { identifier: 'tafel', name: 'Tafel Konstanz' });
    await h.create('/api/menus', { name: 'Sortiment', branches: [open.id] });
  });

  test('carries every start-up list and the configuration, filtered for the public', async () => {
    const response = await h.call({ method: 'GET', url: '/api/init' });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(Object.keys(data).sort()).toEqual([
      'branches',
      'categories',
      'config',
      'divisions',
      'donatees',
      'menus',
      'products',
      'tables',
      'tags',
    ]);
    const ids = (list: Array<{ id: number }>) => list.map((item) => item.id);
    expect(ids(data.branches)).toContain(open.id);
    expect(ids(data.branches)).not.toContain(disabled.id);
    expect(ids(data.products)).toContain(plain.id);
    expect(ids(data.products)).not.toContain(internal.id);
    expect(data.divisions.map((d: { name: string }) => d.name)).toEqual(['Metzgerei Muster']);
    expect(data.tags.map((t: { name: string }) => t.name)).toEqual(['Partyservice']);
    expect(data.tables.map((t: { identifier: string }) => t.identifier)).toEqual(['T1']);
    expect(data.donatees.map((d: { name: string }) => d.name)).toEqual(['Tafel Konstanz']);
    expect(data.menus.map((m: { name: string }) => m.name)).toEqual(['Sortiment']);
    expect(data.config).toEqual((await h.call({ method: 'GET', url: '/api/config' })).json().data);
    // The same as the single public lists.
    expect(data.branches).toEqual((await h.call({ method: 'GET', url: '/api/branches' })).json().data);
    expect(data.products).toEqual((await h.call({ method: 'GET', url: '/api/products' })).json().data);
  });

  test('staff get everything', async () => {
    const data = (await h.call({ method: 'GET', url: '/api/init', headers: h.employee })).json().data;
    expect(data.branches.map((b: { id: number }) => b.id)).toEqual(expect.arrayContaining([open.id, disabled.id]));
    expect(data.products.map((p: { id: number }) => p.id)).toEqual(expect.arrayContaining([plain.id, internal.id]));
  });
});

test('the OpenAPI document lists every catalog route', async () => {
  const response = await h.call({ method: 'GET', url: '/openapi.json' });
  expect(response.statusCode).toBe(200);
  const paths = Object.keys(response.json().paths);
  for (const resource of ['divisions', 'branches', 'departments', 'menus', 'categories', 'tags', 'products', 'tables', 'donatees']) {
    expect(paths).toEqual(expect.arrayContaining([`/api/${resource}`, `/api/${resource}/{id}`]));
  }
  expect(paths).toEqual(expect.arrayContaining(['/api/branches/{id}/menus', '/api/config', '/api/init']));
});
