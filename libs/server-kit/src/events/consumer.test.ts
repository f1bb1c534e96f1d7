import { randomBytes, randomUUID } from 'node:crypto';
import { connect, type NatsConnection } from 'nats';
import { createDatabase, migrate, sql, type Db, type Trx } from '../db/database';
import { createTestDatabaseUrl, readInfra, testLogger, waitFor } from '../testing';
import { startConsumer } from './consumer';
import { eventMigrations, type DomainEvent } from './outbox';
import { ensureStream } from './streams';

let db: Db;
let nats: NatsConnection;

beforeAll(async () => {
  db = createDatabase(await createTestDatabaseUrl());
  await migrate(db, {
    ...eventMigrations,
    '1000_effects': {
      async up(schema) {
        // No unique constraint on purpose: a second effect would show up as a second row.
        await sql`create table effects (event_id uuid not null, value integer not null)`.execute(schema);
      },
    },
  });
  nats = await connect({ servers: readInfra().natsUrl });
});

afterAll(async () => {
  await nats.drain();
  await db.destroy();
});

function setup() {
  const tag = randomBytes(4).toString('hex');
  return { stream: `CONS_${tag}`, subject: `cons${tag}.thing.happened`, subjects: [`cons${tag}.>`], durable: `durable_${tag}` };
}

const envelope = (subject: string, value: number): DomainEvent<{ value: number }> => ({
  id: randomUUID(),
  subject,
  version: 1,
  occurredAt: new Date().toISOString(),
  payload: { value },
});

const encode = (event: DomainEvent) => new TextEncoder().encode(JSON.stringify(event));
const effectsOf = async (eventId: string) => (await db.selectFrom('effects').selectAll().where('event_id', '=', eventId).execute()).length;
const recordEffect = async (event: DomainEvent, trx: Trx) => {
  await trx.insertInto('effects').values({ event_id: event.id, value: (event.payload as { value: number }).value }).execute();
};

async function settled(stream: string, durable: string, delivered: number) {
  const jsm = await nats.jetstreamManager();
  await waitFor(async () => {
    const info = await jsm.consumers.info(stream, durable);
    return info.delivered.stream_seq >= delivered && info.num_ack_pending === 0 && info.num_pending === 0;
  }, 15_000);
}

test('the same event delivered twice has one effect, and both deliveries are acked', async () => {
  const { stream, subject, subjects, durable } = setup();
  await ensureStream(await nats.jetstreamManager(), { name: stream, subjects });
  const handled: string[] = [];
  const consumer = await startConsumer({
    stream, durable, filterSubjects: [subject], db, nats, log: testLogger(),
    handle: async (event, trx) => {
      handled.push(event.id);
      await recordEffect(event, trx);
    },
  });
  try {
    const event = envelope(subject, 7);
    const js = nats.jetstream();
    // Two stream messages carrying one event (e.g. a re-publish after the dedup window).
    await js.publish(subject, encode(event), { msgID: `${event.id}-a` });
    await js.publish(subject, encode(event), { msgID: `${event.id}-b` });
    await settled(stream, durable, 2);
    expect(await effectsOf(event.id)).toBe(1);
    expect(handled).toEqual([event.id]);
    const processed = await db.selectFrom('processed_events').selectAll().where('event_id', '=', event.id).execute();
    expect(processed).toHaveLength(1);
    expect(processed[0].consumer).toBe(durable);
  } finally {
    await consumer.stop();
  }
});

test('a failing handler rolls back, is retried after a nak and then has exactly one effect', async () => {
  const { stream, subject, subjects, durable } = setup();
  await ensureStream(await nats.jetstreamManager(), { name: stream, subjects });
  let calls = 0;
  const consumer = await startConsumer({
    stream, durable, filterSubjects: [subject], db, nats, log: testLogger(),
    handle: async (event, trx) => {
      calls += 1;
      await recordEffect(event, trx); // written, then rolled back on the first call
      if (calls === 1) throw new Error('transient');
    },
  });
  try {
    const event = envelope(subject, 1);
    await nats.jetstream().publish(subject, encode(event), { msgID: event.id });
    await waitFor(async () => (await effectsOf(event.id)) === 1, 15_000);
    await settled(stream, durable, 1);
    expect(calls).toBe(2);
    expect(await effectsOf(event.id)).toBe(1);
  } finally {
    await consumer.stop();
  }
});

test('a consumer started before its stream exists waits for it', async () => {
  const { stream, subject, subjects, durable } = setup();
  const consumer = await startConsumer({ stream, durable, filterSubjects: [subject], db, nats, log: testLogger(), handle: recordEffect });
  try {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await ensureStream(await nats.jetstreamManager(), { name: stream, subjects });
    const event = envelope(subject, 3);
    await nats.jetstream().publish(subject, encode(event), { msgID: event.id });
    await waitFor(async () => (await effectsOf(event.id)) === 1, 15_000);
  } finally {
    await consumer.stop();
  }
});

test('a malformed message is terminated instead of blocking the consumer', async () => {
  const { stream, subject, subjects, durable } = setup();
  await ensureStream(await nats.jetstreamManager(), { name: stream, subjects });
  const consumer = await startConsumer({ stream, durable, filterSubjects: [subject], db, nats, log: testLogger(), handle: recordEffect });
  try {
    const js = nats.jetstream();
    await js.publish(subject, new TextEncoder().encode('not json'));
    const event = envelope(subject, 4);
    await js.publish(subject, encode(event), { msgID: event.id });
    await waitFor(async () => (await effectsOf(event.id)) === 1, 15_000);
    await settled(stream, durable, 2);
  } finally {
    await consumer.stop();
  }
});
