import sharp from 'sharp';
import { DEMO_IMAGES, WEBSITE_BLOCK_TYPES, contentEvents, navigationSchema, siteSchema, type Navigation, type Site } from '@asp/contracts';
import { resolveNavigation, mobileMenuGroup } from '@asp/domain';
import { readServiceEnv } from '@asp/server-kit';
import { seedDemoContent } from '../src/seed';
import { TABLES } from '../src/tables';
import { startContent, type Harness } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await startContent({ seedDemoData: true });
});
afterAll(() => h?.close());

const get = async <T>(url: string, headers: Record<string, string> = {}): Promise<T> =>
  (await h.call({ method: 'GET', url, headers })).json().data;

const counts = (harness: Harness) => harness.rowCounts(TABLES);

test('the navigations the storefront chrome reads, public and valid', async () => {
  const navigations = await get<Navigation[]>('/api/navigations');
  expect(navigations.map((n) => n.identifier).sort()).toEqual(['contact', 'footer', 'mainMenu', 'mobileMenu', 'social']);
  for (const navigation of navigations) expect(navigationSchema.parse(navigation)).toEqual(navigation);

  const sites = await get<Site[]>('/api/sites');
  const ctx = { path: '/', sites, branches: [{ id: 7, identifier: 'konstanz' }] };
  const main = resolveNavigation(navigations.find((n) => n.identifier === 'mainMenu')!.items, ctx);
  expect(main.every((item) => !item.isExternal)).toBe(true);
  expect(main.map((item) => [item.label, item.href])).toEqual([
    ['Startseite', '/'],
    ['Über uns', '/ueber-uns'],
    ['Kontakt', '/kontakt'],
  ]);
  const about = main[1];
  expect(about.children.map((item) => [item.label, item.href])).toEqual([
    ['Unsere Geschichte', '/ueber-uns/geschichte'],
    ['Qualität & Herkunft', '/ueber-uns/qualitaet'],
    ['Filiale Konstanz', '/store/konstanz'],
  ]);
  // Branch items name the branch by identifier (the catalog owns the ids); the navigation rules resolve it.
  expect(about.children[2].type).toBe('branch');
  expect(navigations.find((n) => n.identifier === 'mainMenu')!.items[1].children[2].target).toBe('konstanz');

  // The mobile menu has the same sub-level: a group whose first entry is 'Über uns' itself.
  const mobile = resolveNavigation(navigations.find((n) => n.identifier === 'mobileMenu')!.items, ctx);
  expect(mobileMenuGroup(mobile[1]).map((item) => item.label)).toEqual([
    'Über uns',
    'Unsere Geschichte',
    'Qualität & Herkunft',
    'Filiale Konstanz',
  ]);

  const footer = resolveNavigation(navigations.find((n) => n.identifier === 'footer')!.items, ctx);
  expect(footer.map((item) => [item.label, item.href])).toEqual([
    ['AGB', '/agb'],
    ['Datenschutz', '/datenschutz'],
  ]);
  const social = resolveNavigation(navigations.find((n) => n.identifier === 'social')!.items, ctx);
  expect(social.map((item) => [item.label, item.isExternal])).toEqual([
    ['Instagram', true],
    ['Facebook', true],
  ]);
  expect(navigations.find((n) => n.identifier === 'contact')!.items.length).toBeGreaterThan(0);
});

test('public pages with a body, of the two site types', async () => {
  const sites = await get<Site[]>('/api/sites');
  expect(sites.map((s) => s.path)).toEqual(
    expect.arrayContaining([
      '/ueber-uns',
      '/ueber-uns/geschichte',
      '/kontakt',
      '/agb',
      '/datenschutz',
      '/unsere-tiere',
      '/karriere',
      '/aktuelles',
    ]),
  );
  for (const site of sites) {
    expect(siteSchema.parse(site)).toEqual(site);
    expect(site.isPublic).toBe(true);
    expect(['default', 'standard']).toContain(site.type);
    expect(site.content.body.length).toBeGreaterThan(0);
  }
  // The home page is there for staff, not yet public: the branch list stays the home (shell remote-for-path.ts).
  expect(sites.map((s) => s.path)).not.toContain('/');
});

test('the demo home page uses every one of the 19 block types of website.md §2', async () => {
  const sites = await get<Site[]>('/api/sites', h.employee);
  const home = sites.find((site) => site.path === '/')!;
  expect(home).toMatchObject({ isPublic: false, type: 'standard' });
  expect(new Set(home.content.body.map((block) => block.type))).toEqual(new Set(WEBSITE_BLOCK_TYPES));
  // The blocks refer to public nodes that exist: animals and the contact form.
  const nodes = await get<Array<{ id: number; type: string }>>('/api/nodes');
  const form = home.content.body.find((block) => block.type === 'form')!.value as { form: { id: number } };
  expect(nodes.find((node) => node.id === form.form.id)?.type).toBe('form');
  // The builder's collections of one reference field: [{ animal: { id } }].
  const animals = (
    home.content.body.find((block) => block.type === 'overview_animals')!.value as { animals: Array<{ animal: { id: number } }> }
  ).animals;
  expect(animals.map(({ animal }) => nodes.find((node) => node.id === animal.id)?.type)).toEqual(['animal', 'animal', 'animal']);
});

test('public animals, news and jobs for the website blocks', async () => {
  const visible = await get<Array<{ type: string }>>('/api/nodes');
  expect(visible.map((node) => node.type).sort()).toEqual([
    'animal',
    'animal',
    'animal',
    'form',
    'job',
    'job',
    'job',
    'news',
    'news',
    'news',
  ]);
});

test('one popup node, not public: visitors do not get it, staff do', async () => {
  type SeededNode = { identifier: string; type: string; isPublic: boolean; content: Record<string, unknown> };
  const popups = (list: SeededNode[]) => list.filter((node) => node.type === 'popup');
  expect(popups(await get<SeededNode[]>('/api/nodes'))).toEqual([]);
  const nodes = popups(await get<SeededNode[]>('/api/nodes', h.employee));
  expect(nodes).toEqual([
    expect.objectContaining({
      identifier: 'grillsaison',
      type: 'popup',
      isPublic: false,
      content: expect.objectContaining({ image: null }),
    }),
  ]);
  expect(nodes[0].content.name).toEqual(expect.any(String));
  expect(nodes[0].content.text).toMatch(/^<p>/);
});

test('the public contact form with its sendMail action, and the offer poster template', async () => {
  const forms = (await get<Array<{ identifier: string; type: string; id: number }>>('/api/nodes')).filter((node) => node.type === 'form');
  expect(forms.map((node) => node.identifier)).toEqual(['kontaktformular']);
  const submit = await h.call({
    method: 'POST',
    url: `/api/custom/form/${forms[0].id}`,
    payload: { name: 'Erika Muster', email: 'erika@example.de', message: 'Hallo', privacy: true },
  });
  expect(submit.statusCode).toBe(201);
  const templates = await get<Array<{ identifier: string; id: number }>>('/api/image-templates', h.employee);
  expect(templates.map((template) => template.identifier)).toEqual(['wochenangebot']);
  const png = await h.call({
    method: 'POST',
    url: `/api/image-templates/${templates[0].id}/render`,
    headers: h.employee,
    payload: { variables: { name: 'Rinderfilet', price: '4,99' } },
  });
  expect((await sharp(png.rawPayload).metadata()).width).toBe(1080);
});

test('a redirect of the old imprint address', async () => {
  expect(await get('/api/redirects')).toEqual([expect.objectContaining({ path: '/impressum', target: '/site/imprint', statusCode: 301 })]);
});

test('every seeded record was announced through the outbox with a valid payload', async () => {
  const rows = await h.events();
  const created = rows.filter((row) => row.subject.endsWith('.created'));
  const total = Object.values(await counts(h)).reduce((sum, n) => sum + n, 0);
  expect(created.length).toBe(total);
  for (const row of created) {
    const stem = row.subject.split('.')[1];
    const entity = (stem === 'image-template' ? 'imageTemplate' : stem) as 'navigation' | 'site' | 'node' | 'redirect' | 'imageTemplate';
    expect(contentEvents[entity].created.payload.safeParse(row.payload).success).toBe(true);
  }
});

test('seeding again (a restart) adds nothing', async () => {
  const before = await counts(h);
  await seedDemoContent(h.service.ctx);
  expect(await counts(h)).toEqual(before);
});

test('production mode never seeds', () => {
  const env = readServiceEnv('content', 3004, { NODE_ENV: 'production', JWT_PUBLIC_KEY: 'key', SEED_DEMO_DATA: 'true' });
  expect(env.seedDemoData).toBe(false);
});

test('no seeding when seedDemoData is off, nor when a navigation exists', async () => {
  const plain = await startContent();
  try {
    expect(Object.values(await counts(plain)).every((n) => n === 0)).toBe(true);
    const created = await plain.call({ method: 'POST', url: '/api/navigations', headers: plain.admin, payload: { identifier: 'eigenes' } });
    expect(created.statusCode).toBe(201);
    await seedDemoContent(plain.service.ctx);
    expect(await counts(plain)).toEqual({ navigations: 1, sites: 0, blocks: 0, nodes: 1, redirects: 0, images: 6, imageTemplates: 1 });
  } finally {
    await plain.close();
  }
});

test('the demo images: fixed ids, drawn tiles whose sizes the worker makes after the seed', async () => {
  const images = await get<Array<{ id: number; alt: string; width: number }>>('/api/images?sort=name', h.admin);
  expect(images.map((image) => image.id).sort()).toEqual(DEMO_IMAGES.map((image) => image.id));
  const started = Date.now();
  while ((await get<Array<{ status: string }>>('/api/images?status=processing', h.admin)).length > 0) {
    if (Date.now() - started > 90_000) throw new Error('demo images still processing');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const small = await h.call({ method: 'GET', url: `/image/small/${DEMO_IMAGES[0].id}-1.png`, headers: { accept: 'image/webp' } });
  expect([small.statusCode, small.headers['content-type']]).toEqual([200, 'image/webp']);
  const meta = await sharp(small.rawPayload).metadata();
  expect([meta.width, meta.height]).toEqual([640, 480]);
}, 120_000);
