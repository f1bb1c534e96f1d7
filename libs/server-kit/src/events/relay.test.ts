import { randomBytes } from 'node:crypto';
import { defineEvent } from '@asp/contracts';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { createDatabase, migrate, type Db } from '../db/database';
import { createTestDatabaseUrl, readInfra, testLogger, waitFor } from '../testing';
import { eventMigrations, writeEvent } from './outbox';
import { startOutboxRelay } from './relay';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { z } from 'zod';

let url: string;
let db: Db;
let nats: NatsConnection;

beforeAll(async () => {
  url = await createTestDatabaseUrl();
  db = createDatabase(url);
  await migrate(db, eventMigrations);
  nats = await connect({ servers: readInfra().natsUrl });
});

afterAll(async () => {
  await nats.drain();
  await db.destroy();
});

beforeEach(async () => {
  await db.deleteFrom('outbox').execute();
});

function newStream() {
  const tag = randomBytes(4).toString('hex');
  const subject = `relay${tag}.thing.created`;
  // Test catalogue entries: a stream of its own per test; v2 is a later version of the same event.
  return {
    stream: { name: `RELAY_${tag}`, subjects: [`relay${tag}.>`] },
    subject,
    created: defineEvent(subject, 1, z.object({ n: z.number() })),
    createdV2: defineEvent(subject, 2, z.object({ n: z.number() })),
  };
}

test('publishes outbox rows in order with Nats-Msg-Id = event id, and a re-publish is deduplicated', async () => {
  const { stream, created, createdV2 } = newStream();
  // Long poll interval and no LISTEN: only flush() publishes, so the test controls timing.
  const relay = await startOutboxRelay({ db, nats, stream, log: testLogger(), pollIntervalMs: 60_000 });
  try {
    await relay.flush(); // let the relay's initial pass finish (nothing pending yet)
    const first = await db.transaction().execute((trx) => writeEvent(trx, created, { n: 1 }));
    const second = await db.transaction().execute((trx) => writeEvent(trx, createdV2, { n: 2 }));
    expect(await relay.flush()).toBe(2);

    const jsm = await jetstreamManager(nats);
    const stored = await jsm.streams.getMessage(stream.name, { seq: 1 });
    expect(stored?.header.get('Nats-Msg-Id')).toBe(first.id);
    expect(stored?.json()).toEqual(first);
    const next = await jsm.streams.getMessage(stream.name, { seq: 2 });
    expect(next?.header.get('Nats-Msg-Id')).toBe(second.id);
    expect(next?.json()).toEqual(second);

    const rows = await db.selectFrom('outbox').select(['published_at']).execute();
    expect(rows.every((row) => row.published_at !== null)).toBe(true);

    // A relay that died after publishing but before marking publishes the rows again:
    // JetStream drops them by their Nats-Msg-Id.
    await db.updateTable('outbox').set({ published_at: null }).execute();
    expect(await relay.flush()).toBe(2);
    expect((await jsm.streams.info(stream.name)).state.messages).toBe(2);
    expect(await relay.flush()).toBe(0);
  } finally {
    await relay.stop();
  }
});

test('an event written after start is published at once through LISTEN/NOTIFY', async () => {
  const { stream, created } = newStream();
  const relay = await startOutboxRelay({ db, nats, stream, log: testLogger(), pollIntervalMs: 60_000, databaseUrl: url });
  try {
    const jsm = await jetstreamManager(nats);
    await waitFor(async () => (await jsm.streams.info(stream.name)).config.name === stream.name);
    await new Promise((resolve) => setTimeout(resolve, 200)); // LISTEN connection is up
    const started = Date.now();
    await db.transaction().execute((trx) => writeEvent(trx, created, { n: 1 }));
    await waitFor(async () => (await jsm.streams.info(stream.name)).state.messages === 1, 5_000);
    expect(Date.now() - started).toBeLessThan(2_000);
  } finally {
    await relay.stop();
  }
});

test('two relays on one outbox publish every event exactly once (skip locked)', async () => {
  const { stream, created } = newStream();
  const [a, b] = await Promise.all([
    startOutboxRelay({ db, nats, stream, log: testLogger(), pollIntervalMs: 60_000, batchSize: 10 }),
    startOutboxRelay({ db, nats, stream, log: testLogger(), pollIntervalMs: 60_000, batchSize: 10 }),
  ]);
  try {
    await Promise.all([a.flush(), b.flush()]); // initial passes done, loops asleep
    for (let n = 0; n < 50; n += 1) await writeEvent(db, created, { n });
    const counts = await Promise.all([a.flush(), b.flush(), a.flush(), b.flush()]);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(50);
    const jsm = await jetstreamManager(nats);
    expect((await jsm.streams.info(stream.name)).state.messages).toBe(50);
  } finally {
    await Promise.all([a.stop(), b.stop()]);
  }
});

test('while LISTEN works an idle relay polls only as a slow safety net, and NOTIFY still sends an event at once', async () => {
  const { stream, created } = newStream();
  // Every outbox read of this relay counted (kysely's query log), default intervals.
  let outboxReads = 0;
  const counted: Db = new Kysely({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 2 }) }),
    log: (event) => {
      if (/from "outbox"/.test(event.query.sql) && /^select/i.test(event.query.sql)) outboxReads += 1;
    },
  });
  const subjects: string[] = [];
  const relay = await startOutboxRelay({
    db: counted,
    nats,
    stream,
    log: testLogger(),
    databaseUrl: url,
    onNotification: (s) => subjects.push(s),
  });
  try {
    const jsm = await jetstreamManager(nats);
    await waitFor(async () => (await jsm.streams.info(stream.name)).config.name === stream.name);
    await new Promise((resolve) => setTimeout(resolve, 300)); // LISTEN up, first pass done
    const idleFrom = outboxReads;
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    // The 1 s poll of before would have read three times here.
    expect(outboxReads - idleFrom).toBe(0);

    const started = Date.now();
    await db.transaction().execute((trx) => writeEvent(trx, created, { n: 1 }));
    await waitFor(async () => (await jsm.streams.info(stream.name)).state.messages === 1, 5_000);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(subjects).toContain(created.subject);
  } finally {
    await relay.stop();
    await counted.destroy();
  }
});
