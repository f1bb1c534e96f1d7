import { authTexts, catalogTexts, configTexts, validationTexts } from '@asp/i18n';
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
        { message: configTexts.invalidColour, field: 'primaryColor' },
        { message: 'Dieser Wert sollte größer oder gleich 1 sein.', field: 'labelDetailRows' },
        { message: validationTexts.email, field: 'email' },
      ]),
    );
    const unknown = await saveConfig({ saleCategoryId: 987654 });
    expect(unknown.statusCode).toBe(422);
    expect(errorsOf(unknown)).toEqual([{ message: catalogTexts.unknownCategory, field: 'saleCategoryId' }]);
  });

  test('each rule kind answers its German message on its field (§5: e-mail, URL, colour, numbers, blank, choice)', async () => {
    const invalid = await saveConfig({
      email: 'info@metzgerei',
      website: 'www.metzgerei-muster.de',
      imprint: 'javascript:alert(1)',
      mapsStyle: 'mapbox styles',
      secondaryColor: '#12345',
      borderRadius: 'rund',
      mapZoom: 30,
      labelCompactColumns: 1.5,
      labelCompactRows: 51,
      defaultDeliveryMethod: 'drone',
      timeZone: '',
      logo: { id: 1, extension: 'png', publicHash: 'zu-kurz' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(errorsOf(invalid)).toEqual(
      expect.arrayContaining([
        { message: validationTexts.email, field: 'email' },
        { message: validationTexts.url, field: 'website' },
        { message: validationTexts.url, field: 'imprint' },
        { message: validationTexts.url, field: 'mapsStyle' },
        { message: configTexts.invalidColour, field: 'secondaryColor' },
        { message: validationTexts.number, field: 'borderRadius' },
        { message: 'Dieser Wert sollte kleiner oder gleich 24 sein.', field: 'mapZoom' },
        { message: validationTexts.number, field: 'labelCompactColumns' },
        { message: 'Dieser Wert sollte kleiner oder gleich 50 sein.', field: 'labelCompactRows' },
        { message: validationTexts.choice, field: 'defaultDeliveryMethod' },
        { message: validationTexts.blank, field: 'timeZone' },
        { message: validationTexts.invalid, field: 'logo.publicHash' },
      ]),
    );
    expect((await h.call({ method: 'GET', url: '/api/config' })).json().data.website).not.toBe('www.metzgerei-muster.de');
  });

  test('web addresses, colours, uploaded images and label layout are kept as saved; legal texts sanitised', async () => {
    const logo = { id: 7, version: 1, extension: 'png', publicHash: 'AbCdEfGhIjKlMnOpQrStUv' };
    const payload = {
      website: 'https://www.metzgerei-muster.de',
      termsAndConditions: 'https://example.org/agb',
      mapsStyle: 'http://localhost:8081/style.json',
      primaryColor: '#8C1D18',
      secondaryColor: '#abc',
      font: 'Open Sans',
      borderRadius: 6,
      logo,
      favicon: { ...logo, id: 8, extension: 'ico' },
      ogImage: { ...logo, id: 9, extension: 'jpg' },
      labelDetailRows: 4,
      labelDetailColumns: 2,
      facebookPixelId: '123456789',
      googleTagManagerId: 'GTM-ABC123',
      imprintText: '<p onclick="x()">Impressum<script>alert(1)</script></p>',
    };
    const saved = await saveConfig(payload);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ ...payload, imprintText: '<p>Impressum</p>', labelCompactRows: 1, labelCompactColumns: 1 });
    // What the storefront loads at its next start (document 1 §7): no rebuild, the next page load shows it.
    const init = (await h.call({ method: 'GET', url: '/api/init' })).json().data;
    expect(init.config).toMatchObject({ primaryColor: '#8C1D18', font: 'Open Sans', borderRadius: 6, logo });
  });

  test('a field an older release stored in a form refused today falls back to its default, the rest stays', async () => {
    const stored = { shopName: 'Alt', website: 'www.alt.de', logo: { id: 3, version: 1, extension: 'png' }, primaryColor: '#8c1d18' };
    await h.service.ctx.db
      .updateTable('shop_config')
      .set({ data: JSON.stringify(stored) })
      .where('id', '=', 1)
      .execute();
    const read = await h.call({ method: 'GET', url: '/api/config' });
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toMatchObject({ shopName: 'Alt', website: '', logo: null, primaryColor: '#8c1d18' });
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
