import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { z } from 'zod';
import { catalogEvents, initDataSchema, productInputSchema, productSchema } from '@asp/contracts';
import { writeEvent } from '@asp/server-kit';
import { startCatalog, type Harness } from './helpers';
import { TABLES } from '../src/tables';

/**
 * GET /api/init and the public start-up lists from memory (issue 18): pre-compressed,
 * strong ETag, 304 for a returning browser, never stale after a change. The response
 * schema is checked here, since the hot path sends stored bytes without validating.
 */
let h: Harness;
beforeAll(async () => {
  h = await startCatalog();
});
afterAll(() => h?.close());

const initBody = z.object({ data: initDataSchema });
const anonymousInit = (headers: Record<string, string> = {}) => h.call({ method: 'GET', url: '/api/init', headers });
const productNames = (raw: string) => initBody.parse(JSON.parse(raw)).data.products.map((product) => product.name);

test('brotli, gzip or plain by Accept-Encoding, same document, valid by the contract', async () => {
  await h.create('/api/products', { name: 'Leberkäse', price: 2.5 });
  const plain = await anonymousInit();
  const brotli = await anonymousInit({ 'accept-encoding': 'gzip, br' });
  const gzip = await anonymousInit({ 'accept-encoding': 'gzip' });
  expect(plain.statusCode).toBe(200);
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(brotli.headers['content-encoding']).toBe('br');
  expect(gzip.headers['content-encoding']).toBe('gzip');
  for (const response of [plain, brotli, gzip]) {
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers.vary).toMatch(/accept-encoding/);
    expect(response.headers['cache-control']).toBe('no-cache');
  }
  expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
  expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length);
  expect(productNames(plain.body)).toContain('Leberkäse');
});

test('a strong ETag: a returning browser gets 304 without a body', async () => {
  const first = await anonymousInit({ 'accept-encoding': 'br' });
  const etag = String(first.headers.etag);
  expect(etag).toMatch(/^"[^"]+"$/); // strong: no W/
  const again = await anonymousInit({ 'accept-encoding': 'br', 'if-none-match': etag });
  expect(again.statusCode).toBe(304);
  expect(again.rawPayload.length).toBe(0);
  expect(again.headers.etag).toBe(etag);
});

test('never stale: a changed product is in the very next init, with a new ETag', async () => {
  const product = await h.create<{ id: number; name: string }>('/api/products', { name: 'Weißwurst', price: 1.2 });
  const before = await anonymousInit();
  expect(productNames(before.body)).toContain('Weißwurst');

  const update = await h.call({
    method: 'PUT',
    url: `/api/products/${product.id}`,
    headers: h.admin,
    payload: { name: 'Münchner Weißwurst', price: 1.4 },
  });
  expect(update.statusCode).toBe(200);

  const after = await anonymousInit({ 'if-none-match': String(before.headers.etag) });
  expect(after.statusCode).toBe(200);
  expect(after.headers.etag).not.toBe(before.headers.etag);
  expect(productNames(after.body)).toContain('Münchner Weißwurst');
  expect(productNames(after.body)).not.toContain('Weißwurst');

  // The public list is a snapshot too.
  const list = await h.call({ method: 'GET', url: '/api/products' });
  expect(
    z
      .object({ data: z.array(productSchema) })
      .parse(list.json())
      .data.map((p) => p.name),
  ).toContain('Münchner Weißwurst');
});

test("a change that is not this instance's request (another replica, a consumer) arrives by the outbox NOTIFY", async () => {
  await anonymousInit(); // snapshot in memory
  // As another replica would: the row and its event in one transaction on the shared database.
  await h.service.ctx.db.transaction().execute(async (trx) => {
    const data = productInputSchema.parse({ name: 'Kalbsbratwurst', price: 2.1 });
    const row = await trx
      .insertInto(TABLES.products)
      .values({ data: JSON.stringify(data) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeEvent(trx, catalogEvents.product.created, { id: row.id, data: { id: row.id, ...data } });
  });
  const deadline = Date.now() + 5_000;
  let names = productNames((await anonymousInit()).body);
  while (!names.includes('Kalbsbratwurst') && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    names = productNames((await anonymousInit()).body);
  }
  expect(names).toContain('Kalbsbratwurst');
});

test('staff are not served the public snapshot (they see unpublished products)', async () => {
  await h.create('/api/products', { name: 'Geheimrezept', price: 9, isPublic: false });
  expect(productNames((await anonymousInit()).body)).not.toContain('Geheimrezept');
  const staff = await h.call({ method: 'GET', url: '/api/init', headers: h.admin });
  expect(productNames(staff.body)).toContain('Geheimrezept');
});
