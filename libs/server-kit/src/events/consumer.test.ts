import { randomBytes, randomUUID } from 'node:crypto';
import { DEAD_LETTER_STREAM, deadLetterSchema, deadLetterSubject, defineEvent } from '@asp/contracts';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { z } from 'zod';
import { createDatabase, migrate, sql, type Db, type Trx } from '../db/database';
import { createTestDatabaseUrl, readInfra, testLogger, waitFor } from '../testing';
import { on, startConsumer, type EventMeta } from './consumer';
import { countDeadLetters } from './dead-letters';
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
  const subject = `cons${tag}.thing.happened`;
  // Test catalogue entries of a stream of their own.
  const happened = defineEvent(subject, 1, z.object({ value: z.number().int() }));
  const other = defineEvent(`cons${tag}.thing.other`, 1, z.object({ value: z.number().int() }));
  return { stream: `CONS_${tag}`, subject, subjects: [`cons${tag}.>`], durable: `durable_${tag}`, happened, other };
}

const envelope = (subject: string, value: unknown): DomainEvent<unknown> => ({
  id: randomUUID(),
  subject,
  version: 1,
  occurredAt: new Date().toISOString(),
  payload: { value },
});

const encode = (event: DomainEvent) => new TextEncoder().encode(JSON.stringify(event));
const effectsOf = async (eventId: string) => (await db.selectFrom('effects').selectAll().where('event_id', '=', eventId).execute()).length;
const recordEffect = async (payload: { value: number }, trx: Trx, meta: EventMeta) => {
  await trx.insertInto('effects').values({ event_id: meta.id, value: payload.value }).execute();
};

async function settled(stream: string, durable: string, delivered: number) {
  const jsm = await jetstreamManager(nats);
  await waitFor(async () => {
    const info = await jsm.consumers.info(stream, durable);
    return info.delivered.stream_seq >= delivered && info.num_ack_pending === 0 && info.num_pending === 0;
  }, 15_000);
}

test('the same event delivered twice has one effect, and both deliveries are acked', async () => {
  const { stream, subject, subjects, durable, happened } = setup();
  await ensureStream(await jetstreamManager(nats), { name: stream, subjects });
  const handled: string[] = [];
  const consumer = await startConsumer({
    stream,
    durable,
    db,
    nats,
    log: testLogger(),
    handlers: [
      on(happened, async (payload, trx, meta) => {
        handled.push(meta.id);
        await recordEffect(payload, trx, meta);
      }),
    ],
  });
  try {
    const event = envelope(subject, 7);
    const js = jetstream(nats);
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

test('an ack the server does not confirm ends the batch; the events come back without a second effect', async () => {
  const { stream, subject, subjects, durable, happened } = setup();
  await ensureStream(await jetstreamManager(nats), { name: stream, subjects });
  const first = envelope(subject, 1);
  const second = envelope(subject, 2);
  const js = jetstream(nats);
  // Both stored before the consumer starts: they arrive in one fetched batch.
  await js.publish(subject, encode(first), { msgID: first.id });
  await js.publish(subject, encode(second), { msgID: second.id });
  const jsm = await jetstreamManager(nats);
  const handled: string[] = [];
  const warnings: unknown[] = [];
  const log = testLogger();
  log.warn = (...args: unknown[]) => void warnings.push(args.find((arg) => typeof arg === 'string'));
  const consumer = await startConsumer({
    stream,
    durable,
    db,
    nats,
    log,
    handlers: [
      on(happened, async (payload, trx, meta) => {
        // Consumer gone under the first event: nobody answers its ack (ackAck: no responders).
        if (!handled.length) await jsm.consumers.delete(stream, durable);
        handled.push(meta.id);
        await recordEffect(payload, trx, meta);
      }),
    ],
  });
  try {
    await waitFor(async () => (await effectsOf(second.id)) === 1, 15_000);
    await settled(stream, durable, 2);
    expect(handled).toEqual([first.id, second.id]);
    expect(await effectsOf(first.id)).toBe(1);
    expect(warnings).toContain('consumer: ack not confirmed, the event may come back (no second effect)');
  } finally {
    await consumer.stop();
  }
});

test('a failing handler rolls back, is retried after a nak and then has exactly one effect', async () => {
  const { stream, subject, subjects, durable, happened } = setup();
  await ensureStream(await jetstreamManager(nats), { name: stream, subjects });
  let calls = 0;
  const consumer = await startConsumer({
    stream,
    durable,
    db,
    nats,
    log: testLogger(),
    handlers: [
      on(happened, async (payload, trx, meta) => {
        calls += 1;
        await recordEffect(payload, trx, meta); // written, then rolled back on the first call
        if (calls === 1) throw new Error('transient');
      }),
    ],
  });
  try {
    const event = envelope(subject, 1);
    await jetstream(nats).publish(subject, encode(event), { msgID: event.id });
    await waitFor(async () => (await effectsOf(event.id)) === 1, 15_000);
    await settled(stream, durable, 1);
    expect(calls).toBe(2);
    expect(await effectsOf(event.id)).toBe(1);
  } finally {
    await consumer.stop();
  }
});

test('a consumer started before its stream exists waits for it', async () => {
  const { stream, subject, subjects, durable, happened } = setup();
  const consumer = await startConsumer({ stream, durable, db, nats, log: testLogger(), handlers: [on(happened, recordEffect)] });
  try {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await ensureStream(await jetstreamManager(nats), { name: stream, subjects });
    const event = envelope(subject, 3);
    await jetstream(nats).publish(subject, encode(event), { msgID: event.id });
    await waitFor(async () => (await effectsOf(event.id)) === 1, 15_000);
  } finally {
    await consumer.stop();
  }
});

/** The dead letters of `durable` as published on the DEAD_LETTERS stream. */
async function publishedDeadLetters(durable: string) {
  const jsm = await jetstreamManager(nats);
  const info = await jsm.streams.info(DEAD_LETTER_STREAM.name);
  const letters = [];
  for (let seq = info.state.first_seq; seq <= info.state.last_seq; seq += 1) {
    const message = await jsm.streams.getMessage(DEAD_LETTER_STREAM.name, { seq }).catch(() => null);
    if (message?.subject === deadLetterSubject(durable)) letters.push(deadLetterSchema.parse(message.json()));
  }
  return letters;
}

test('a malformed message goes to the dead letters instead of blocking the consumer', async () => {
  const { stream, subject, subjects, durable, happened } = setup();
  await ensureStream(await jetstreamManager(nats), { name: stream, subjects });
  const consumer = await startConsumer({ stream, durable, db, nats, log: testLogger(), handlers: [on(happened, recordEffect)] });
  try {
    const js = jetstream(nats);
    await js.publish(subject, new TextEncoder().encode('not json'));
    const event = envelope(subject, 4);
    await js.publish(subject, encode(event), { msgID: event.id });
    await waitFor(async () => (await effectsOf(event.id)) === 1, 15_000);
    await settled(stream, durable, 2);
    expect(await countDeadLetters(db, durable)).toBe(1);
    const [letter] = await publishedDeadLetters(durable);
    expect(letter).toMatchObject({ consumer: durable, stream, subject, eventId: null, payload: 'not json' });
    expect(letter.reason).toMatch(/not an event envelope/);
  } finally {
    await consumer.stop();
  }
});

test('a payload failing the catalogue schema is dead-lettered with the reason and counted, never handled', async () => {
  const { stream, subject, subjects, durable, happened } = setup();
  await ensureStream(await jetstreamManager(nats), { name: stream, subjects });
  let calls = 0;
  const consumer = await startConsumer({
    stream,
    durable,
    db,
    nats,
    log: testLogger(),
    handlers: [
      on(happened, async (payload, trx, meta) => {
        calls += 1;
        await recordEffect(payload, trx, meta);
      }),
    ],
  });
  try {
    const js = jetstream(nats);
    const bad = envelope(subject, 'sieben');
    await js.publish(subject, encode(bad), { msgID: bad.id });
    const good = envelope(subject, 7);
    await js.publish(subject, encode(good), { msgID: good.id });
    await waitFor(async () => (await effectsOf(good.id)) === 1, 15_000);
    await settled(stream, durable, 2);
    expect(calls).toBe(1);
    expect(await effectsOf(bad.id)).toBe(0);
    expect(await countDeadLetters(db, durable)).toBe(1);
    const letters = await publishedDeadLetters(durable);
    expect(letters).toHaveLength(1);
    expect(letters[0]).toMatchObject({ consumer: durable, stream, subject, eventId: bad.id, payload: { value: 'sieben' } });
    expect(letters[0].reason).toMatch(/does not match the catalogue[\s\S]*value/);
    // Terminated, not acked as handled by the handler: no redelivery is pending.
    const info = await (await jetstreamManager(nats)).consumers.info(stream, durable);
    expect(info.num_redelivered).toBe(0);
  } finally {
    await consumer.stop();
  }
});

test('a consumer of several events reads the whole stream and acks the events it has no handler for', async () => {
  const { stream, subject, subjects, durable, happened, other } = setup();
  await ensureStream(await jetstreamManager(nats), { name: stream, subjects });
  const seen: string[] = [];
  const consumer = await startConsumer({
    stream,
    durable,
    db,
    nats,
    log: testLogger(),
    handlers: [
      on(happened, async (_payload, _trx, meta) => void seen.push(meta.subject)),
      on(other, async (_payload, _trx, meta) => void seen.push(meta.subject)),
    ],
  });
  try {
    const js = jetstream(nats);
    for (const event of [envelope(subject, 1), envelope(other.subject, 2), envelope(`${subjects[0].slice(0, -1)}thing.unknown`, 3)]) {
      await js.publish(event.subject, encode(event), { msgID: event.id });
    }
    await settled(stream, durable, 3);
    expect(seen).toEqual([subject, other.subject]);
    expect(await countDeadLetters(db, durable)).toBe(0);
  } finally {
    await consumer.stop();
  }
});

test('a handler may read the entry through a narrower schema: fields it does not use do not stop it', async () => {
  const { stream, subject, subjects, durable } = setup();
  await ensureStream(await jetstreamManager(nats), { name: stream, subjects });
  // The producer's entry demands a label; this consumer only reads the value.
  const labelled = defineEvent(subject, 1, z.object({ value: z.number().int(), label: z.string() }));
  const values: number[] = [];
  const consumer = await startConsumer({
    stream,
    durable,
    db,
    nats,
    log: testLogger(),
    handlers: [on(labelled, async ({ value }) => void values.push(value), { reads: z.object({ value: z.number().int() }) })],
  });
  try {
    const js = jetstream(nats);
    for (const event of [envelope(subject, 5), envelope(subject, 'fünf')]) await js.publish(subject, encode(event), { msgID: event.id });
    await settled(stream, durable, 2);
    expect(values).toEqual([5]);
    // The narrower schema still guards what the handler uses.
    expect(await countDeadLetters(db, durable)).toBe(1);
  } finally {
    await consumer.stop();
  }
});
