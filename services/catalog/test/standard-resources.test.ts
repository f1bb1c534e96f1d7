import { jetstreamManager } from '@nats-io/jetstream';
import { authTexts, validationTexts } from '@asp/i18n';
import { sql } from '@asp/server-kit';
import { waitFor } from '@asp/server-kit/testing';
import { errorsOf, startCatalog, type Harness } from './helpers';

/**
 * The standard resource calls of document 1 §7 for every catalogue resource: list, get,
 * create, update, delete, 404 for unknown ids, the outbox events, and the role guards.
 */
let h: Harness;
let branchId: number;
let categoryId: number;
let productId: number;

beforeAll(async () => {
  h = await startCatalog();
  branchId = (await h.create('/api/branches', { identifier: 'fixture', name: 'Fixture' })).id;
  categoryId = (await h.create('/api/categories', { name: 'Fixture-Kategorie' })).id;
  productId = (await h.create('/api/products', { name: 'Fixture-Produkt', price: 2 })).id;
});
afterAll(() => h?.close());

interface Case {
  path: string;
  stem: string;
  create: () => Record<string, unknown>;
  update: () => Record<string, unknown>;
  /** A field whose value differs between create and update. */
  field: string;
}

const cases: Case[] = [
  {
    path: '/api/divisions',
    stem: 'catalog.division',
    field: 'name',
    create: () => ({ name: 'Metzgerei Test' }),
    update: () => ({ name: 'Metzgerei Neu' }),
  },
  {
    path: '/api/branches',
    stem: 'catalog.branch',
    field: 'city',
    create: () => ({ identifier: 'radolfzell', name: 'Radolfzell', city: 'Radolfzell' }),
    update: () => ({ identifier: 'radolfzell', name: 'Radolfzell', city: 'Radolfzell am Bodensee' }),
  },
  {
    path: '/api/departments',
    stem: 'catalog.department',
    field: 'name',
    create: () => ({ name: 'Theke', branch: branchId }),
    update: () => ({ name: 'Verkauf', branch: branchId }),
  },
  {
    path: '/api/menus',
    stem: 'catalog.menu',
    field: 'name',
    create: () => ({ name: 'Sortiment', branches: [branchId], catalog: [{ id: categoryId, products: [productId] }] }),
    update: () => ({ name: 'Sommersortiment', branches: [branchId] }),
  },
  {
    path: '/api/categories',
    stem: 'catalog.category',
    field: 'name',
    create: () => ({ name: 'Rind' }),
    update: () => ({ name: 'Rindfleisch' }),
  },
  { path: '/api/tags', stem: 'catalog.tag', field: 'name', create: () => ({ name: 'Partyservice' }), update: () => ({ name: 'Catering' }) },
  {
    path: '/api/products',
    stem: 'catalog.product',
    field: 'price',
    create: () => ({ name: 'Leberkäse', price: 0.0199, unit: 'gram' }),
    update: () => ({ name: 'Leberkäse', price: 0.0219, unit: 'gram' }),
  },
  {
    path: '/api/tables',
    stem: 'catalog.table',
    field: 'identifier',
    create: () => ({ identifier: 'T1', branch: branchId }),
    update: () => ({ identifier: 'T7', branch: branchId }),
  },
  {
    path: '/api/donatees',
    stem: 'catalog.donatee',
    field: 'name',
    create: () => ({ identifier: 'tafel', name: 'Tafel Konstanz' }),
    update: () => ({ identifier: 'tafel', name: 'Tafel Konstanz e. V.' }),
  },
];

describe.each(cases)('$path', ({ path, stem, create, update, field }) => {
  test('create, read, list, update and delete, each announced through the outbox', async () => {
    const created = await h.call({ method: 'POST', url: path, headers: h.admin, payload: create() });
    expect(created.statusCode).toBe(201);
    const record = created.json().data;
    expect(record).toMatchObject({ ...create(), id: expect.any(Number) });

    const read = await h.call({ method: 'GET', url: `${path}/${record.id}`, headers: h.admin });
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toEqual(record);
    const list = await h.call({ method: 'GET', url: path, headers: h.admin });
    expect(list.json().data).toContainEqual(record);

    const updated = await h.call({ method: 'PUT', url: `${path}/${record.id}`, headers: h.admin, payload: update() });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data[field]).toEqual(update()[field]);
    expect(updated.json().data[field]).not.toEqual(record[field]);
    const reread = await h.call({ method: 'GET', url: `${path}/${record.id}`, headers: h.admin });
    expect(reread.json().data[field]).toEqual(update()[field]);

    const deleted = await h.call({ method: 'DELETE', url: `${path}/${record.id}`, headers: h.admin });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ data: { id: record.id } });
    const gone = await h.call({ method: 'GET', url: `${path}/${record.id}`, headers: h.admin });
    expect(gone.statusCode).toBe(404);
    expect(errorsOf(gone)).toEqual([{ message: validationTexts.notFound }]);

    const events = await h.service.ctx.db
      .selectFrom('outbox')
      .select(['subject', 'payload'])
      .where('subject', 'like', `${stem}.%`)
      .where(sql<string>`payload->>'id'`, '=', String(record.id))
      .orderBy('seq')
      .execute();
    expect(events.map((event) => event.subject)).toEqual([`${stem}.created`, `${stem}.updated`, `${stem}.deleted`]);
    // The token's user is the actor (the audit log reads it).
    const actor = { id: 1, username: 'admin' };
    expect(events[0].payload).toEqual({ id: record.id, data: record, actor });
    expect((events[1].payload as { data: Record<string, unknown> }).data[field]).toEqual(update()[field]);
    expect(events[2].payload).toEqual({ id: record.id, actor });
  });

  test('unknown ids answer 404 with the German message', async () => {
    for (const method of ['GET', 'DELETE'] as const) {
      const response = await h.call({ method, url: `${path}/999999`, headers: h.admin });
      expect(response.statusCode).toBe(404);
      expect(errorsOf(response)).toEqual([{ message: validationTexts.notFound }]);
    }
    const put = await h.call({ method: 'PUT', url: `${path}/999999`, headers: h.admin, payload: { ...create(), identifier: 'unbekannt' } });
    expect(put.statusCode).toBe(404);
  });

  test('an unknown id is 404 even when the body repeats a taken identifier', async () => {
    const existing = await h.create(path, create());
    const put = await h.call({ method: 'PUT', url: `${path}/999999`, headers: h.admin, payload: create() });
    expect(put.statusCode).toBe(404);
    expect(errorsOf(put)).toEqual([{ message: validationTexts.notFound }]);
    await h.call({ method: 'DELETE', url: `${path}/${existing.id}`, headers: h.admin });
  });

  test('writes need an admin session with the CSRF header', async () => {
    const anonymous = await h.call({ method: 'POST', url: path, payload: create() });
    expect(anonymous.statusCode).toBe(401);
    expect(errorsOf(anonymous)[0].message).toBe(authTexts.noSession);

    const employee = await h.call({ method: 'POST', url: path, headers: h.employee, payload: create() });
    expect(employee.statusCode).toBe(403);
    expect(errorsOf(employee)[0].message).toBe(authTexts.forbidden);

    const withoutCsrf = await h.call({ method: 'POST', url: path, headers: { cookie: h.admin.cookie }, payload: create() });
    expect(withoutCsrf.statusCode).toBe(403);
    expect(errorsOf(withoutCsrf)[0].message).toBe(authTexts.invalidCsrfToken);

    for (const method of ['PUT', 'DELETE'] as const) {
      const response = await h.call({ method, url: `${path}/1`, payload: method === 'PUT' ? create() : undefined });
      expect(response.statusCode).toBe(401);
    }
    const rows = await h.service.ctx.db.selectFrom('outbox').select('id').where('subject', '=', `${stem}.created`).execute();
    const before = rows.length;
    await h.call({ method: 'POST', url: path, headers: h.employee, payload: create() });
    const after = await h.service.ctx.db.selectFrom('outbox').select('id').where('subject', '=', `${stem}.created`).execute();
    expect(after.length).toBe(before);
  });
});

test('the relay publishes the outbox rows to the CATALOG stream', async () => {
  await h.create('/api/tags', { name: 'Lieferservice' });
  await waitFor(async () => {
    const pending = await h.service.ctx.db.selectFrom('outbox').select('id').where('published_at', 'is', null).execute();
    return pending.length === 0;
  });
  const jsm = await jetstreamManager(h.service.ctx.nats!);
  const info = await jsm.streams.info('CATALOG');
  expect(info.config.subjects).toEqual(['catalog.>']);
  expect(info.state.messages).toBeGreaterThan(0);
});
