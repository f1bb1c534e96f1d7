/**
 * Issue 2's outbox test with the real catalog service (DESIGN.md §6: "Nothing committed is
 * ever lost when NATS … restarts"). The catalog runs against a nats-server of its own that is
 * stopped while back-office writes go on (they must still answer 2xx: the events wait in the
 * outbox) and started again on the same port with the same JetStream store. A durable
 * consumer (server-kit's startConsumer, in a database of its own as another service would
 * have) records one effect row per event, without a unique constraint, so a second effect
 * would be a second row. Every committed event must arrive; redeliveries (a failed handler,
 * and a consumer that is reset and reads the whole stream again) must have no second effect.
 */
import { randomBytes } from 'node:crypto';
import { CATALOG_STREAM, catalogEvents, listEvents } from '@asp/contracts';
import { createDatabase, eventMigrations, migrate, on, sql, startConsumer, type ConsumerHandle, type Db } from '@asp/server-kit';
import { createTestDatabaseUrl, startNatsServer, testLogger, waitFor, type TestNatsServer } from '@asp/server-kit/testing';
import { JetStreamApiCodes, JetStreamApiError, jetstreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { startCatalog, type Harness } from './helpers';

let server: TestNatsServer;
let h: Harness;
let consumerDb: Db;
let consumerNats: NatsConnection;
let consumer: ConsumerHandle | undefined;

const durable = `outage_recorder_${randomBytes(4).toString('hex')}`;
/** Handler invocations per event id, including the ones whose transaction rolled back. */
const deliveries = new Map<string, number>();
/** The one event whose first handling fails on purpose (rolled back, nak, redelivered). */
let failOnce: string | undefined;

beforeAll(async () => {
  server = await startNatsServer();
  h = await startCatalog({ natsUrl: server.url });
  consumerDb = createDatabase(await createTestDatabaseUrl());
  await migrate(consumerDb, {
    ...eventMigrations,
    '1000_effects': {
      up: (db) =>
        sql`create table effects (event_id uuid not null, subject text not null, entity_id integer)`.execute(db).then(() => undefined),
    },
  });
  // As service.ts connects: reconnect forever.
  consumerNats = await connect({ servers: server.url, name: 'outage-consumer', maxReconnectAttempts: -1, reconnectTimeWait: 250 });
}, 60_000);

afterAll(async () => {
  await consumer?.stop();
  await consumerNats?.close().catch(() => undefined);
  await h?.close();
  await server?.stop();
  await consumerDb?.destroy();
});

function runConsumer(): Promise<ConsumerHandle> {
  return startConsumer({
    stream: CATALOG_STREAM.name,
    durable,
    db: consumerDb,
    nats: consumerNats,
    log: testLogger(),
    // Every event of the catalogue, so the consumer reads the whole stream.
    handlers: listEvents(catalogEvents).map((event) =>
      on(event, async (payload, trx, meta) => {
        deliveries.set(meta.id, (deliveries.get(meta.id) ?? 0) + 1);
        const { id } = (payload ?? {}) as { id?: number };
        await trx
          .insertInto('effects')
          .values({ event_id: meta.id, subject: meta.subject, entity_id: id ?? null })
          .execute();
        if (meta.id === failOnce && deliveries.get(meta.id) === 1) throw new Error('handler fails once on purpose');
      }),
    ),
  });
}

const count = async (db: Db, table: string, where?: string) =>
  Number(
    (await sql<{ n: string }>`select count(*) as n from ${sql.table(table)} ${where ? sql.raw(`where ${where}`) : sql``}`.execute(db))
      .rows[0].n,
  );

/** Subjects of the writes that answered 2xx, in order: what the outbox must hold. */
const expectedSubjects: string[] = [];

async function write(method: 'POST' | 'PUT' | 'DELETE', url: string, subject: string, payload?: object) {
  const response = await h.call({ method, url, headers: h.admin, payload });
  if (response.statusCode < 200 || response.statusCode > 299) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
  expectedSubjects.push(subject);
  return response.json().data as { id: number } & Record<string, unknown>;
}

test('catalog writes go on while NATS is down; every committed event reaches the consumer with exactly one effect', async () => {
  consumer = await runConsumer();

  // Phase 1: NATS up, events flow.
  const division = await write('POST', '/api/divisions', 'catalog.division.created', { name: 'Metzgerei Bodensee' });
  const grill = await write('POST', '/api/tags', 'catalog.tag.created', { name: 'Grillgut' });
  const branchBody = { identifier: 'konstanz', name: 'Konstanz', division: division.id, tags: [{ id: grill.id }] };
  const branch = await write('POST', '/api/branches', 'catalog.branch.created', branchBody);
  // A new branch also gets its order-screen key, announced in the same transaction.
  expectedSubjects.push('catalog.order-screen-key.changed');
  const wurst = await write('POST', '/api/categories', 'catalog.category.created', { name: 'Wurst' });
  const bratwurst = await write('POST', '/api/products', 'catalog.product.created', { name: 'Bratwurst', price: 1.6 });
  await write('PUT', `/api/tags/${grill.id}`, 'catalog.tag.updated', { name: 'Grillspezialitäten' });
  const beforeOutage = expectedSubjects.length;
  await waitFor(async () => (await count(consumerDb, 'effects')) === beforeOutage, 20_000);

  // Phase 2: NATS down. The writes still succeed; their events stay in the outbox.
  await server.stop();
  const party = await write('POST', '/api/tags', 'catalog.tag.created', { name: 'Partyservice' });
  // This event's first handling will fail after writing its effect: the rollback must discard it.
  failOnce = (await h.service.ctx.db.selectFrom('outbox').select('id').orderBy('seq', 'desc').limit(1).executeTakeFirstOrThrow()).id;
  await write('PUT', `/api/branches/${branch.id}`, 'catalog.branch.updated', { ...branchBody, name: 'Konstanz Altstadt' });
  const leberkaese = await write('POST', '/api/products', 'catalog.product.created', { name: 'Leberkäse', price: 0.0199, unit: 'gram' });
  await write('PUT', `/api/products/${bratwurst.id}`, 'catalog.product.updated', { name: 'Bratwurst', price: 1.8 });
  const table = await write('POST', '/api/tables', 'catalog.table.created', { identifier: 'T1', branch: branch.id });
  await write('POST', '/api/menus', 'catalog.menu.created', {
    name: 'Sortiment',
    branches: [branch.id],
    catalog: [{ id: wurst.id, products: [bratwurst.id] }],
  });
  await write('POST', '/api/donatees', 'catalog.donatee.created', { identifier: 'tafel', name: 'Tafel Konstanz' });
  await write('DELETE', `/api/tags/${party.id}`, 'catalog.tag.deleted');
  await write('POST', '/api/config', 'catalog.config.updated', { shopName: 'Metzgerei Bodensee', saleCategoryId: wurst.id });
  const duringOutage = expectedSubjects.length - beforeOutage;

  // The relay really tried and failed (attempts counted) and kept the rows unpublished.
  await waitFor(async () => (await count(h.service.ctx.db, 'outbox', 'attempts > 0 and published_at is null')) > 0, 30_000);
  expect(await count(h.service.ctx.db, 'outbox', 'published_at is null')).toBeGreaterThanOrEqual(duringOutage);
  expect(await count(consumerDb, 'effects')).toBe(beforeOutage);

  // Phase 3: same port, same store; writes go on while everything catches up.
  await server.start();
  await write('PUT', `/api/categories/${wurst.id}`, 'catalog.category.updated', { name: 'Wurstwaren' });
  await write('DELETE', `/api/tables/${table.id}`, 'catalog.table.deleted');
  await write('POST', '/api/tags', 'catalog.tag.created', { name: 'Mittagstisch' });
  await write('DELETE', `/api/products/${leberkaese.id}`, 'catalog.product.deleted');

  // Committed = the outbox rows; they are exactly the events of the writes that answered 2xx.
  const outbox = await h.service.ctx.db.selectFrom('outbox').select(['id', 'subject']).orderBy('seq').execute();
  expect(outbox.map((row) => row.subject)).toEqual(expectedSubjects);
  const committed = outbox.length;

  await waitFor(async () => (await count(h.service.ctx.db, 'outbox', 'published_at is null')) === 0, 60_000);
  // Handled = recorded in processed_events (same transaction as the effect); then nothing may be in flight.
  // No API check on creation; each JetStream call below is retried until the restarted server answers.
  const jsm = await jetstreamManager(consumerNats, { checkAPI: false });
  await waitFor(async () => (await count(consumerDb, 'processed_events')) >= committed, 60_000);
  await waitFor(async () => {
    const info = await jsm.consumers.info(CATALOG_STREAM.name, durable);
    return info.num_pending === 0 && info.num_ack_pending === 0 && info.num_redelivered === 0;
  }, 30_000);

  const effects = async () => consumerDb.selectFrom('effects').select(['event_id', 'subject']).execute();
  const received = await effects();
  expect(received).toHaveLength(committed); // no second effect
  expect(new Set(received.map((row) => row.event_id))).toEqual(new Set(outbox.map((row) => row.id))); // none lost
  // The failing handler really ran twice for its event; its rolled-back effect left no row.
  expect(deliveries.get(failOnce!)).toBe(2);
  expect(received.filter((row) => row.event_id === failOnce)).toHaveLength(1);

  // JetStream's dedup (Nats-Msg-Id = event id) kept re-publishes after the outage out of the stream.
  const stream = await waitFor(() => jsm.streams.info(CATALOG_STREAM.name), 15_000);
  expect(stream.state.messages).toBe(committed);

  // Force a redelivery of everything: reset the durable consumer and read the stream from the start.
  await consumer.stop();
  consumer = undefined;
  const consumerGone = (error: unknown) => error instanceof JetStreamApiError && error.code === JetStreamApiCodes.ConsumerNotFound;
  await waitFor(
    () => jsm.consumers.delete(CATALOG_STREAM.name, durable).catch((error) => consumerGone(error) || Promise.reject(error)),
    15_000,
  );
  const handledBefore = [...deliveries.values()].reduce((sum, n) => sum + n, 0);
  consumer = await runConsumer();
  await waitFor(async () => {
    const info = await jsm.consumers.info(CATALOG_STREAM.name, durable);
    return info.delivered.stream_seq >= stream.state.last_seq && info.num_pending === 0 && info.num_ack_pending === 0;
  }, 30_000);
  // Every message came again and was acked, but processed_events stopped each before the handler.
  expect([...deliveries.values()].reduce((sum, n) => sum + n, 0)).toBe(handledBefore);
  expect(await effects()).toHaveLength(committed);
  expect(await count(consumerDb, 'processed_events')).toBe(committed);
}, 180_000);
