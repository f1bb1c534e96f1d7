import { contentEvents } from '@asp/contracts';
import { authTexts, validationTexts } from '@asp/i18n';
import { sql } from '@asp/server-kit';
import { errorsOf, startContent, type Harness } from './helpers';

/**
 * The standard resource calls of document 1 §7 for the website resources of the content
 * service: list, get, create, update, delete, 404, uniqueness, German validation messages,
 * the role guards, what visitors may see, and the outbox events.
 */
let h: Harness;
beforeAll(async () => {
  h = await startContent();
});
afterAll(() => h?.close());

type Body = Record<string, unknown>;
type EventKey = 'navigation' | 'site' | 'block' | 'node' | 'redirect';

interface Case {
  path: string;
  event: EventKey;
  /** The unique field of document 1 §3 ('identifier' or 'path'). */
  unique: 'identifier' | 'path';
  /** Distinct bodies per call: `n` makes the unique value unique. */
  create: (n: number) => Body;
  update: (n: number) => Body;
  /** A field whose value differs between create and update. */
  field: string;
  /** Whether records carry isPublic (redirects do not: they are readable by everyone). */
  hasVisibility: boolean;
  /** isPublic when the body leaves it out (a site starts as a draft, issue 14). */
  publicByDefault?: boolean;
  /** A body with one invalid field, the field and the German message expected for it. */
  invalid: { body: Body; field: string; message: string };
}

const cases: Case[] = [
  {
    path: '/api/navigations',
    event: 'navigation',
    unique: 'identifier',
    field: 'items',
    hasVisibility: true,
    publicByDefault: true,
    create: (n) => ({ identifier: `menu${n}`, isPublic: true, items: [{ label: 'Startseite', type: 'home' }] }),
    update: (n) => ({
      identifier: `menu${n}`,
      isPublic: true,
      items: [
        { label: 'Über uns', type: 'site', target: 3, children: [{ label: 'Filiale Konstanz', type: 'branch', target: 'konstanz' }] },
      ],
    }),
    invalid: {
      body: { identifier: 'menuX', items: [{ label: '', type: 'home' }] },
      field: 'items[0].label',
      message: validationTexts.blank,
    },
  },
  {
    path: '/api/sites',
    event: 'site',
    unique: 'path',
    field: 'title',
    hasVisibility: true,
    publicByDefault: false,
    create: (n) => ({
      path: `/seite-${n}`,
      name: 'Über uns',
      title: 'Über uns',
      isPublic: true,
      content: { body: [{ type: 'text', value: { text: '<p>Hallo</p>' } }] },
    }),
    update: (n) => ({ path: `/seite-${n}`, name: 'Über uns', title: 'Über uns – Metzgerei Muster', isPublic: true }),
    invalid: { body: { path: 'ohne-schrägstrich', name: 'Seite' }, field: 'path', message: validationTexts.invalid },
  },
  {
    path: '/api/blocks',
    event: 'block',
    unique: 'identifier',
    field: 'content',
    hasVisibility: true,
    publicByDefault: true,
    create: (n) => ({ identifier: `block-${n}`, name: 'Kontakt', type: 'contact', isPublic: true, content: { quote: 'Gut.' } }),
    update: (n) => ({ identifier: `block-${n}`, name: 'Kontakt', type: 'contact', isPublic: true, content: { quote: 'Sehr gut.' } }),
    invalid: { body: { identifier: 'block-x', type: 'text' }, field: 'name', message: validationTexts.blank },
  },
  {
    path: '/api/nodes',
    event: 'node',
    unique: 'identifier',
    field: 'content',
    hasVisibility: true,
    publicByDefault: true,
    create: (n) => ({
      identifier: `popup-${n}`,
      type: 'popup',
      isPublic: true,
      content: { name: 'Grillsaison', text: '<p>Jetzt</p>', image: null },
    }),
    update: (n) => ({
      identifier: `popup-${n}`,
      type: 'popup',
      isPublic: true,
      content: { name: 'Grillsaison', text: '<p>Jetzt</p>', image: { id: 4, version: 2, extension: 'jpg' } },
    }),
    invalid: { body: { identifier: 'popup-x', type: 'banner' }, field: 'type', message: validationTexts.choice },
  },
  {
    path: '/api/redirects',
    event: 'redirect',
    unique: 'path',
    field: 'statusCode',
    hasVisibility: false,
    create: (n) => ({ path: `/alt-${n}`, target: '/ueber-uns' }),
    update: (n) => ({ path: `/alt-${n}`, target: '/ueber-uns', statusCode: 302 }),
    invalid: { body: { path: '/alt', target: '/neu', statusCode: 307 }, field: 'statusCode', message: validationTexts.choice },
  },
];

let counter = 0;
const next = () => ++counter;

async function create(path: string, body: Body): Promise<Body & { id: number }> {
  const response = await h.call({ method: 'POST', url: path, headers: h.admin, payload: body });
  expect(response.statusCode).toBe(201);
  return response.json().data;
}

async function eventsOf(stem: string, id: number) {
  return h.service.ctx.db
    .selectFrom('outbox')
    .select(['subject', 'payload'])
    .where('subject', 'like', `${stem}.%`)
    .where(sql<string>`payload->>'id'`, '=', String(id))
    .orderBy('seq')
    .execute();
}

describe.each(cases)('$path', (c) => {
  const stem = `content.${c.event}`;

  test('create, read, list, update and delete, each announced through the outbox', async () => {
    const n = next();
    const record = await create(c.path, c.create(n));
    expect(record).toMatchObject({ ...c.create(n), id: expect.any(Number) });

    const read = await h.call({ method: 'GET', url: `${c.path}/${record.id}`, headers: h.admin });
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toEqual(record);
    expect((await h.call({ method: 'GET', url: c.path, headers: h.admin })).json().data).toContainEqual(record);

    const updated = await h.call({ method: 'PUT', url: `${c.path}/${record.id}`, headers: h.admin, payload: c.update(n) });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject(c.update(n));
    expect(updated.json().data[c.field]).not.toEqual(record[c.field]);
    const reread = await h.call({ method: 'GET', url: `${c.path}/${record.id}`, headers: h.admin });
    expect(reread.json().data).toEqual(updated.json().data);

    const deleted = await h.call({ method: 'DELETE', url: `${c.path}/${record.id}`, headers: h.admin });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ data: { id: record.id } });
    const gone = await h.call({ method: 'GET', url: `${c.path}/${record.id}`, headers: h.admin });
    expect(gone.statusCode).toBe(404);
    expect(errorsOf(gone)).toEqual([{ message: validationTexts.notFound }]);

    const events = await eventsOf(stem, record.id);
    expect(events.map((event) => event.subject)).toEqual([`${stem}.created`, `${stem}.updated`, `${stem}.deleted`]);
    // The token's user is the actor (the audit log reads it).
    const actor = { id: 1, username: 'admin' };
    expect(events[0].payload).toEqual({ id: record.id, data: record, actor });
    expect(events[1].payload).toEqual({ id: record.id, data: updated.json().data, actor });
    expect(events[2].payload).toEqual({ id: record.id, actor });
    // The payloads match the event catalogue of libs/contracts.
    const catalogue = contentEvents[c.event];
    expect(catalogue.created.payload.safeParse(events[0].payload).success).toBe(true);
    expect(catalogue.updated.payload.safeParse(events[1].payload).success).toBe(true);
    expect(catalogue.deleted.payload.safeParse(events[2].payload).success).toBe(true);
  });

  test('unknown ids answer 404 with the German message', async () => {
    for (const method of ['GET', 'DELETE'] as const) {
      const response = await h.call({ method, url: `${c.path}/999999`, headers: h.admin });
      expect(response.statusCode).toBe(404);
      expect(errorsOf(response)).toEqual([{ message: validationTexts.notFound }]);
    }
    const put = await h.call({ method: 'PUT', url: `${c.path}/999999`, headers: h.admin, payload: c.create(next()) });
    expect(put.statusCode).toBe(404);
    expect(errorsOf(put)).toEqual([{ message: validationTexts.notFound }]);
  });

  test(`the ${'$unique'} is unique on create and update (409, nothing written)`, async () => {
    const n = next();
    const first = await create(c.path, c.create(n));
    const before = (await h.events()).length;

    const duplicate = await h.call({ method: 'POST', url: c.path, headers: h.admin, payload: c.create(n) });
    expect(duplicate.statusCode).toBe(409);
    expect(errorsOf(duplicate)).toEqual([{ message: validationTexts.unique, field: c.unique }]);

    const other = await create(c.path, c.create(next()));
    const taken = await h.call({ method: 'PUT', url: `${c.path}/${other.id}`, headers: h.admin, payload: c.update(n) });
    expect(taken.statusCode).toBe(409);
    expect(errorsOf(taken)).toEqual([{ message: validationTexts.unique, field: c.unique }]);
    // Saving a record with its own value again is no conflict.
    expect((await h.call({ method: 'PUT', url: `${c.path}/${first.id}`, headers: h.admin, payload: c.update(n) })).statusCode).toBe(200);
    expect((await h.events()).length).toBe(before + 2); // other created, first updated
  });

  test('refuses invalid bodies with 400 and the German message of the field', async () => {
    const response = await h.call({ method: 'POST', url: c.path, headers: h.admin, payload: c.invalid.body });
    expect(response.statusCode).toBe(400);
    expect(errorsOf(response)).toContainEqual({ message: c.invalid.message, field: c.invalid.field });

    const empty = await h.call({ method: 'POST', url: c.path, headers: h.admin, payload: {} });
    expect(empty.statusCode).toBe(400);
    expect(errorsOf(empty)).toContainEqual({ message: validationTexts.blank, field: c.unique });

    // Fields the contract does not know are dropped, never stored.
    const unknown = await create(c.path, { ...c.create(next()), secret: 1 });
    expect(unknown).not.toHaveProperty('secret');
    expect((await h.call({ method: 'GET', url: `${c.path}/${unknown.id}`, headers: h.admin })).json().data).not.toHaveProperty('secret');

    const badId = await h.call({ method: 'GET', url: `${c.path}/abc`, headers: h.admin });
    expect(badId.statusCode).toBe(400);
    expect(errorsOf(badId)[0].message).toBe(validationTexts.number);
  });

  test('writes need an admin session with the CSRF header', async () => {
    const record = await create(c.path, c.create(next()));
    const before = (await h.events()).length;

    const anonymous = await h.call({ method: 'POST', url: c.path, payload: c.create(next()) });
    expect(anonymous.statusCode).toBe(401);
    expect(errorsOf(anonymous)[0].message).toBe(authTexts.noSession);
    for (const method of ['PUT', 'DELETE'] as const) {
      const response = await h.call({ method, url: `${c.path}/${record.id}`, payload: method === 'PUT' ? c.update(next()) : undefined });
      expect(response.statusCode).toBe(401);
      expect(errorsOf(response)[0].message).toBe(authTexts.noSession);
    }

    for (const method of ['POST', 'PUT', 'DELETE'] as const) {
      const url = method === 'POST' ? c.path : `${c.path}/${record.id}`;
      const response = await h.call({ method, url, headers: h.employee, payload: method === 'DELETE' ? undefined : c.create(next()) });
      expect(response.statusCode).toBe(403);
      expect(errorsOf(response)[0].message).toBe(authTexts.forbidden);
    }

    const withoutCsrf = await h.call({ method: 'POST', url: c.path, headers: { cookie: h.admin.cookie }, payload: c.create(next()) });
    expect(withoutCsrf.statusCode).toBe(403);
    expect(errorsOf(withoutCsrf)[0].message).toBe(authTexts.invalidCsrfToken);

    expect((await h.events()).length).toBe(before);
    expect((await h.call({ method: 'GET', url: `${c.path}/${record.id}`, headers: h.admin })).json().data).toEqual(record);
  });

  if (c.hasVisibility) {
    test('visitors see public records only; staff see all', async () => {
      const visible = await create(c.path, { ...c.create(next()), isPublic: true });
      const hidden = await create(c.path, { ...c.create(next()), isPublic: false });

      const anonymousList = (await h.call({ method: 'GET', url: c.path })).json().data as Array<{ id: number; isPublic: boolean }>;
      expect(anonymousList.map((r) => r.id)).toContain(visible.id);
      expect(anonymousList.map((r) => r.id)).not.toContain(hidden.id);
      expect(anonymousList.every((r) => r.isPublic)).toBe(true);
      expect((await h.call({ method: 'GET', url: `${c.path}/${visible.id}` })).statusCode).toBe(200);
      const hiddenOne = await h.call({ method: 'GET', url: `${c.path}/${hidden.id}` });
      expect(hiddenOne.statusCode).toBe(404);
      expect(errorsOf(hiddenOne)).toEqual([{ message: validationTexts.notFound }]);

      for (const staff of [h.employee, h.admin]) {
        const list = (await h.call({ method: 'GET', url: c.path, headers: staff })).json().data as Array<{ id: number }>;
        expect(list.map((r) => r.id)).toEqual(expect.arrayContaining([visible.id, hidden.id]));
        expect((await h.call({ method: 'GET', url: `${c.path}/${hidden.id}`, headers: staff })).json().data).toEqual(hidden);
      }
    });

    test(`isPublic defaults to ${String(c.publicByDefault)}`, async () => {
      const { isPublic: _ignored, ...body } = c.create(next());
      expect((await create(c.path, body)).isPublic).toBe(c.publicByDefault);
    });
  } else {
    test('everyone may read (no isPublic flag)', async () => {
      const record = await create(c.path, c.create(next()));
      expect((await h.call({ method: 'GET', url: c.path })).json().data).toContainEqual(record);
      expect((await h.call({ method: 'GET', url: `${c.path}/${record.id}` })).json().data).toEqual(record);
    });
  }
});

describe('navigation items', () => {
  test('fill their defaults, recursively', async () => {
    const record = await create('/api/navigations', {
      identifier: 'defaults',
      items: [{ label: 'Über uns', type: 'site', target: 1, children: [{ label: 'Team', type: 'site', target: 2 }] }],
    });
    expect(record.items).toEqual([
      {
        label: 'Über uns',
        type: 'site',
        target: 1,
        suffix: '',
        isEnabled: true,
        children: [{ label: 'Team', type: 'site', target: 2, suffix: '', isEnabled: true, children: [] }],
      },
    ]);
  });

  test.each([
    ['a link to script', { label: 'X', type: 'link', target: 'javascript:alert(1)' }, 'items[0].target'],
    ['a protocol-relative link', { label: 'X', type: 'link', target: '//evil.example' }, 'items[0].target'],
    ['a site named by text instead of id', { label: 'X', type: 'site', target: 'ueber-uns' }, 'items[0].target'],
    ['a branch identifier that is no identifier', { label: 'X', type: 'branch', target: 'Konstanz Mitte' }, 'items[0].target'],
    ['an unknown type', { label: 'X', type: 'page' }, 'items[0].type'],
    [
      'a bad child',
      { label: 'X', type: 'home', children: [{ label: 'Y', type: 'link', target: 'ftp://x' }] },
      'items[0].children[0].target',
    ],
  ])('refuse %s with the field path', async (_what, item, field) => {
    const response = await h.call({
      method: 'POST',
      url: '/api/navigations',
      headers: h.admin,
      payload: { identifier: `bad${next()}`, items: [item] },
    });
    expect(response.statusCode).toBe(400);
    const message = field.endsWith('type') ? validationTexts.choice : validationTexts.invalid;
    expect(errorsOf(response)).toContainEqual({ message, field });
  });

  test.each([
    ['an internal link', { label: 'Shop', type: 'link', target: '/shop' }],
    ['an external link', { label: 'Instagram', type: 'link', target: 'https://www.instagram.com/metzgerei.muster/' }],
    ['a mail link', { label: 'E-Mail', type: 'link', target: 'mailto:info@example.org' }],
    ['a branch by id', { label: 'Konstanz', type: 'branch', target: 1 }],
    ['a branch by identifier', { label: 'Konstanz', type: 'branch', target: 'konstanz', suffix: '#oeffnungszeiten' }],
    ['a home item', { label: 'Startseite', type: 'home' }],
  ])('accept %s', async (_what, item) => {
    const record = await create('/api/navigations', { identifier: `ok${next()}`, items: [item] });
    expect(record.items).toEqual([expect.objectContaining(item)]);
  });

  test('identifiers like mainMenu are kept as written; spaces are not identifiers', async () => {
    expect((await create('/api/navigations', { identifier: 'mobileMenuTest' })).identifier).toBe('mobileMenuTest');
    const response = await h.call({ method: 'POST', url: '/api/navigations', headers: h.admin, payload: { identifier: 'main menu' } });
    expect(response.statusCode).toBe(400);
    expect(errorsOf(response)).toEqual([{ message: validationTexts.invalid, field: 'identifier' }]);
  });
});

describe('sites, nodes and redirects', () => {
  test('site paths: no trailing slash, no empty segment; umlauts are fine', async () => {
    for (const path of ['/ueber-uns/', '//doppelt', '/a b']) {
      const response = await h.call({ method: 'POST', url: '/api/sites', headers: h.admin, payload: { path, name: 'X' } });
      expect(response.statusCode).toBe(400);
      expect(errorsOf(response)).toEqual([{ message: validationTexts.invalid, field: 'path' }]);
    }
    const site = await create('/api/sites', { path: '/über-uns/geschichte', name: 'Geschichte' });
    expect(site).toMatchObject({ type: 'default', title: '', description: '', isPublic: false, content: { body: [] } });
  });

  test('a popup image must be an image reference or null', async () => {
    const response = await h.call({
      method: 'POST',
      url: '/api/nodes',
      headers: h.admin,
      payload: { identifier: 'bild', type: 'popup', content: { name: 'X', image: { id: 'eins', extension: 'jpg' } } },
    });
    expect(response.statusCode).toBe(400);
    expect(errorsOf(response)).toContainEqual({ message: validationTexts.number, field: 'content.image.id' });
  });

  test('other node types keep their own content fields', async () => {
    const content = { name: 'Bruno', name_short: 'Bruno', image_real: { id: 1, version: 1, extension: 'jpg' }, body: [] };
    const animal = await create('/api/nodes', { identifier: 'bruno', type: 'animal', content });
    expect(animal.content).toEqual(content);
  });

  test('a redirect target is a path or an http(s) address, and never the path itself', async () => {
    for (const target of ['javascript:alert(1)', '//evil.example', 'ueber-uns']) {
      const response = await h.call({ method: 'POST', url: '/api/redirects', headers: h.admin, payload: { path: '/weg', target } });
      expect(response.statusCode).toBe(400);
      expect(errorsOf(response)).toEqual([{ message: validationTexts.invalid, field: 'target' }]);
    }
    for (const target of ['/schleife', '/schleife/', '/schleife?x=1']) {
      const loop = await h.call({ method: 'POST', url: '/api/redirects', headers: h.admin, payload: { path: '/schleife', target } });
      expect(loop.statusCode).toBe(422);
      expect(errorsOf(loop)).toEqual([{ message: validationTexts.invalid, field: 'target' }]);
    }
    const external = await create('/api/redirects', { path: '/facebook', target: 'https://www.facebook.com/metzgerei.muster' });
    expect(external.statusCode).toBe(301);
  });

  test('the unique column also guards against a race past the check', async () => {
    // Insert a row behind the API's back with the same path: the database refuses the second one.
    await create('/api/sites', { path: '/rennen', name: 'Rennen' });
    await expect(
      h.service.ctx.db
        .insertInto('sites')
        .values({ data: JSON.stringify({ path: '/rennen' }), identifier: '/rennen' })
        .execute(),
    ).rejects.toMatchObject({ code: '23505' });
  });
});

test('markup anywhere in a site, its draft or a block is stored sanitised; plain text stays as written', async () => {
  const attack = '<p onmouseover="steal()">Frisch<img src="javascript:alert(1)"></p><script>steal()</script>';
  const clean = '<p>Frisch<img /></p>';
  const body = (value: Body) => [{ type: 'text', value }];
  const site = await h.call({
    method: 'POST',
    url: '/api/sites',
    headers: h.admin,
    payload: {
      path: '/markup-probe',
      name: 'Müller & Söhne',
      title: 'Probe',
      type: 'standard',
      isPublic: true,
      content: { body: body({ text: attack }) },
    },
  });
  expect(site.statusCode).toBe(201);
  const stored = site.json().data;
  expect(stored.name).toBe('Müller & Söhne');
  expect(stored.content.body[0].value.text).toBe(clean);

  const draft = await h.call({
    method: 'PUT',
    url: `/api/sites/${stored.id}/draft`,
    headers: h.admin,
    payload: { ...stored, id: undefined, content: { body: body({ slides: [{ text: attack }] }) } },
  });
  expect(draft.statusCode).toBe(200);
  expect(JSON.stringify(draft.json().data)).not.toMatch(/<script|onmouseover|javascript:/);

  const block = await h.call({
    method: 'POST',
    url: '/api/blocks',
    headers: h.admin,
    payload: { identifier: 'markup-probe', name: 'Probe', type: 'text', isPublic: true, content: { text: attack } },
  });
  expect(block.statusCode).toBe(201);
  expect(block.json().data.content.text).toBe(clean);
});
