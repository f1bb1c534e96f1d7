/**
 * The outbox failure test (DESIGN.md §6: "Nothing committed is ever lost when NATS …
 * restarts"). A producer commits writes with their events while a separately controlled
 * nats-server is stopped and started again (same port, same JetStream store); a consumer
 * in another database records what it receives. Every committed event must arrive, and
 * its effect must happen exactly once.
 */
import { randomBytes } from 'node:crypto';
import { defineEvent } from '@asp/contracts';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { createDatabase, migrate, sql, type Db } from '../db/database';
import { createTestDatabaseUrl, startNatsServer, testLogger, waitFor, type TestNatsServer } from '../testing';
import { on, startConsumer, type ConsumerHandle } from './consumer';
import { eventMigrations, writeEvent } from './outbox';
import { startOutboxRelay, type OutboxRelay } from './relay';
import { z } from 'zod';

const PER_PHASE = 15;

let server: TestNatsServer;
let producerUrl: string;
let producer: Db;
let consumerDb: Db;
let producerNats: NatsConnection;
let consumerNats: NatsConnection;
let relay: OutboxRelay | undefined;
let consumer: ConsumerHandle | undefined;

beforeAll(async () => {
  server = await startNatsServer();
  producerUrl = await createTestDatabaseUrl();
  producer = createDatabase(producerUrl);
  await migrate(producer, {
    ...eventMigrations,
    '1000_widgets': { up: (db) => sql`create table widgets (id serial primary key, name text not null)`.execute(db).then(() => undefined) },
  });
  consumerDb = createDatabase(await createTestDatabaseUrl());
  await migrate(consumerDb, {
    ...eventMigrations,
    // No unique constraint: a duplicate effect would be a second row.
    '1000_received': {
      up: (db) => sql`create table received (event_id uuid not null, widget_id integer not null)`.execute(db).then(() => undefined),
    },
  });
  // As service.ts connects: reconnect forever.
  const options = { servers: server.url, maxReconnectAttempts: -1, reconnectTimeWait: 250 };
  producerNats = await connect({ ...options, name: 'producer' });
  consumerNats = await connect({ ...options, name: 'consumer' });
});

afterAll(async () => {
  await consumer?.stop();
  await relay?.stop();
  await Promise.allSettled([producerNats?.close(), consumerNats?.close()]);
  await server?.stop();
  await Promise.allSettled([producer?.destroy(), consumerDb?.destroy()]);
});

test('every event committed before, during and after a NATS outage is delivered once in effect', async () => {
  const tag = randomBytes(4).toString('hex');
  const stream = { name: `FAIL_${tag}`, subjects: [`fail${tag}.>`] };
  const subject = `fail${tag}.widget.created`;
  const widgetCreated = defineEvent(subject, 1, z.object({ widgetId: z.number().int() }));
  relay = await startOutboxRelay({
    db: producer,
    nats: producerNats,
    stream,
    log: testLogger(),
    pollIntervalMs: 200,
    databaseUrl: producerUrl,
    publishTimeoutMs: 1000,
  });
  consumer = await startConsumer({
    stream: stream.name,
    durable: `recorder_${tag}`,
    db: consumerDb,
    nats: consumerNats,
    log: testLogger(),
    handlers: [
      on(widgetCreated, async ({ widgetId }, trx, meta) => {
        await trx.insertInto('received').values({ event_id: meta.id, widget_id: widgetId }).execute();
      }),
    ],
  });

  // The business write and its event commit together; a writer keeps going throughout.
  let committed = 0;
  let writing = true;
  const writer = (async () => {
    while (writing) {
      await producer.transaction().execute(async (trx) => {
        const widget = await trx
          .insertInto('widgets')
          .values({ name: `w${committed}` })
          .returning('id')
          .executeTakeFirstOrThrow();
        await writeEvent(trx, widgetCreated, { widgetId: widget.id });
      });
      committed += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  const receivedCount = async () =>
    Number(
      (
        await consumerDb
          .selectFrom('received')
          .select(sql<number>`count(*)`.as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  // Phase 1: NATS up, events flow.
  await waitFor(() => committed >= PER_PHASE, 10_000);
  await waitFor(async () => (await receivedCount()) > 0, 10_000);

  // Phase 2: NATS down while writes go on; they stay committed in the outbox.
  await server.stop();
  const committedAtStop = committed;
  await waitFor(() => committed >= committedAtStop + PER_PHASE, 10_000);
  // The relay really tried and failed (attempts counted), and kept the rows unpublished.
  await waitFor(async () => (await producer.selectFrom('outbox').select('seq').where('attempts', '>', 0).execute()).length > 0, 15_000);
  const unpublished = await producer.selectFrom('outbox').select('seq').where('published_at', 'is', null).execute();
  expect(unpublished.length).toBeGreaterThanOrEqual(PER_PHASE);
  expect(await receivedCount()).toBeLessThan(committed);

  // Phase 3: same port, same store: everything catches up, writes continue.
  await server.start();
  const committedAtStart = committed;
  await waitFor(() => committed >= committedAtStart + PER_PHASE, 10_000);
  writing = false;
  await writer;

  await waitFor(async () => (await receivedCount()) >= committed, 45_000);
  // Give a would-be duplicate the chance to show up before counting.
  await relay.flush();
  await new Promise((resolve) => setTimeout(resolve, 1000));

  const outbox = await producer.selectFrom('outbox').select(['id', 'published_at']).execute();
  const received = await consumerDb.selectFrom('received').select(['event_id', 'widget_id']).execute();
  const widgets = await producer.selectFrom('widgets').select('id').execute();
  expect(outbox).toHaveLength(committed);
  expect(widgets).toHaveLength(committed);
  expect(outbox.every((row) => row.published_at !== null)).toBe(true);
  expect(received).toHaveLength(committed); // no duplicate effects
  expect(new Set(received.map((row) => row.event_id))).toEqual(new Set(outbox.map((row) => row.id))); // none lost
  expect(new Set(received.map((row) => row.widget_id))).toEqual(new Set(widgets.map((row) => row.id)));
  // JetStream's dedup (Nats-Msg-Id) also kept re-publishes after the outage out of the stream.
  const jsm = await jetstreamManager(producerNats);
  expect((await jsm.streams.info(stream.name)).state.messages).toBe(committed);
}, 90_000);
