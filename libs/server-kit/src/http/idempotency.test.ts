import { z } from 'zod';
import { validationTexts } from '@asp/i18n';
import { sql } from '../db/database';
import { buildService, type RunningService, type ServiceDefinition } from '../service';
import { testServiceEnv } from '../testing';
import { HttpError } from './errors';
import { readIdempotencyKey, requestHash, storeIdempotentAnswer, withIdempotency } from './idempotency';

let service: RunningService;
let effects = 0;

const definition: ServiceDefinition = {
  name: 'idempotency-test',
  defaultPort: 0,
  migrations: {
    '1000_orders': { up: (db) => sql`create table orders (id serial primary key, item text not null)`.execute(db).then(() => undefined) },
  },
  async routes(app, ctx) {
    app.post(
      '/orders',
      { schema: { body: z.object({ item: z.string().min(1), amount: z.number().optional() }) } },
      async (request, reply) => {
        const result = await withIdempotency(
          ctx.db,
          { scope: 'orders.create', key: readIdempotencyKey(request.headers), body: request.body },
          async (trx) => {
            effects += 1;
            // Widen the window in which a parallel duplicate arrives.
            await new Promise((resolve) => setTimeout(resolve, 150));
            const row = await trx.insertInto('orders').values({ item: request.body.item }).returning('id').executeTakeFirstOrThrow();
            return { statusCode: 201, body: { data: { id: row.id as number, item: request.body.item } } };
          },
        );
        return reply.code(result.statusCode).header('idempotent-replayed', String(result.replayed)).send(result.body);
      },
    );
  },
};

beforeAll(async () => {
  service = await buildService(definition, await testServiceEnv({ natsUrl: undefined, redisUrl: undefined }));
});

afterAll(async () => {
  await service?.close();
});

const post = (body: unknown, key?: string) =>
  service.app.inject({ method: 'POST', url: '/orders', payload: body as object, headers: key ? { 'idempotency-key': key } : {} });
const orderCount = async () =>
  Number(
    (
      await service.ctx.db
        .selectFrom('orders')
        .select(sql<number>`count(*)`.as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

test('two parallel requests with the same key and body have one effect and the same answer', async () => {
  const before = await orderCount();
  effects = 0;
  const [first, second] = await Promise.all([post({ item: 'Leberkäse' }, 'key-parallel'), post({ item: 'Leberkäse' }, 'key-parallel')]);
  expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
  expect(first.json()).toEqual(second.json());
  expect([first.headers['idempotent-replayed'], second.headers['idempotent-replayed']].sort()).toEqual(['false', 'true']);
  expect(effects).toBe(1);
  expect(await orderCount()).toBe(before + 1);

  const later = await post({ item: 'Leberkäse' }, 'key-parallel');
  expect(later.statusCode).toBe(201);
  expect(later.json()).toEqual(first.json());
  expect(await orderCount()).toBe(before + 1);
});

test('the same key with another body is refused with 422 and the German message', async () => {
  expect((await post({ item: 'Weißwurst' }, 'key-mismatch')).statusCode).toBe(201);
  const other = await post({ item: 'Wiener' }, 'key-mismatch');
  expect(other.statusCode).toBe(422);
  expect(other.json()).toEqual({ errors: [{ message: validationTexts.idempotencyMismatch }] });
});

test('without a key every request runs', async () => {
  const before = await orderCount();
  await post({ item: 'Fleischkäse' });
  await post({ item: 'Fleischkäse' });
  expect(await orderCount()).toBe(before + 2);
});

test('a failed run records nothing, so the retry runs again', async () => {
  const db = service.ctx.db;
  const attempt = (fail: boolean) =>
    withIdempotency(db, { scope: 'test', key: 'key-retry', body: { a: 1 } }, async (trx) => {
      await trx.insertInto('orders').values({ item: 'Rollback' }).execute();
      if (fail) throw new HttpError(409, [{ message: 'Konflikt' }]);
      return { statusCode: 200, body: { ok: true } };
    });
  await expect(attempt(true)).rejects.toThrow('Konflikt');
  const rows = await db.selectFrom('orders').select('id').where('item', '=', 'Rollback').execute();
  expect(rows).toHaveLength(0);
  expect(await attempt(false)).toEqual({ statusCode: 200, body: { ok: true }, replayed: false });
  expect(await attempt(false)).toEqual({ statusCode: 200, body: { ok: true }, replayed: true });
});

test('an answer stored after the first transaction is what a retry gets; without a key nothing is stored', async () => {
  const db = service.ctx.db;
  const opts = { scope: 'test', key: 'key-later', body: { a: 2 } };
  const first = await withIdempotency(db, opts, async () => ({ statusCode: 201, body: { data: { id: 7, page: null as string | null } } }));
  expect(first.replayed).toBe(false);
  // The outcome becomes known after commit (an online payment): the stored answer follows it.
  await db
    .transaction()
    .execute((trx) => storeIdempotentAnswer(trx, opts, { statusCode: 201, body: { data: { id: 7, page: '/zahlung' } } }));
  expect(await withIdempotency(db, opts, async () => ({ statusCode: 500, body: null }))).toEqual({
    statusCode: 201,
    body: { data: { id: 7, page: '/zahlung' } },
    replayed: true,
  });
  await db
    .transaction()
    .execute((trx) => storeIdempotentAnswer(trx, opts, { statusCode: 422, body: { errors: [{ message: 'Fehlgeschlagen' }] } }));
  expect(await withIdempotency(db, opts, async () => ({ statusCode: 500, body: null }))).toMatchObject({ statusCode: 422, replayed: true });

  const keys = async () =>
    Number(
      (
        await db
          .selectFrom('idempotency_keys')
          .select(sql<number>`count(*)`.as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const before = await keys();
  await db.transaction().execute((trx) => storeIdempotentAnswer(trx, { scope: 'test', key: undefined }, { statusCode: 201, body: {} }));
  expect(await keys()).toBe(before);
});

test('the body hash ignores key order and undefined fields', () => {
  expect(requestHash({ a: 1, b: [1, { c: 2, d: 3 }] })).toBe(requestHash({ b: [1, { d: 3, c: 2 }], a: 1, e: undefined }));
  expect(requestHash({ a: 1 })).not.toBe(requestHash({ a: 2 }));
  expect(readIdempotencyKey({ 'idempotency-key': '  ' })).toBeUndefined();
  expect(readIdempotencyKey({ 'idempotency-key': 'abc' })).toBe('abc');
});
