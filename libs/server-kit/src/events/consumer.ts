import type { EventDefinition } from '@asp/contracts';
import type { FastifyBaseLogger } from 'fastify';
import {
  AckPolicy,
  DeliverPolicy,
  jetstream,
  jetstreamManager,
  type Consumer,
  type ConsumerConfig,
  type ConsumerMessages,
  type JsMsg,
} from '@nats-io/jetstream';
import { nanos, type NatsConnection } from '@nats-io/transport-node';
import { z } from 'zod';
import type { Db, Trx } from '../db/database';
import type { ServerKitTables } from '../db/kit-tables';
import { ensureDeadLetterTable, sendDeadLetter } from './dead-letters';
import type { DomainEvent } from './outbox';
import { JS_CONSUMER_NOT_FOUND, JS_STREAM_NOT_FOUND, jsErrorCode } from './streams';

/** The envelope of a handled event without its payload. */
export type EventMeta = Omit<DomainEvent, 'payload'>;

/** One event a consumer handles, declared with its catalogue entry (see `on`). */
export interface EventHandler {
  event: EventDefinition;
  /** What the payload is parsed with: the entry's schema, or the consumer's projection of it. */
  schema: z.ZodType;
  handle(payload: unknown, trx: Trx, meta: EventMeta): Promise<void>;
}

/**
 * Declares the handler of a catalogue event. It receives the payload parsed by the
 * entry's schema, inside the transaction that records the event as handled (effect and
 * record commit together). A payload failing the schema never reaches it: it goes to
 * the dead letters. `reads` narrows the schema to the fields the consumer uses (a
 * tolerant reader: a change elsewhere in a big payload does not stop this consumer).
 */
export function on<E extends EventDefinition, R extends z.ZodType = E['payload']>(
  event: E,
  handle: (payload: z.output<R>, trx: Trx, meta: EventMeta) => Promise<void>,
  options: { reads?: R } = {},
): EventHandler {
  return { event, schema: options.reads ?? event.payload, handle: handle as EventHandler['handle'] };
}

export interface ConsumerDefinition {
  stream: string;
  durable: string;
  handlers: EventHandler[];
  /**
   * Default: the one handler's subject, or the whole stream for several handlers
   * (nats-server 2.9 allows one filter subject per consumer). Events of the stream
   * without a handler are acknowledged without effect.
   */
  filterSubjects?: string[];
}

export interface ConsumerHandle {
  stop(): Promise<void>;
}

export interface ConsumerRuntimeOptions {
  db: Db;
  nats: NatsConnection;
  log: FastifyBaseLogger;
  /** Unacked messages are redelivered after this long (default 30 s). */
  ackWaitMs?: number;
  batchSize?: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const FETCH_EXPIRES_MS = 5_000;
/** How long an ack waits for the server's confirmation; short, as stop() is bounded to 2 s. */
const ACK_CONFIRM_TIMEOUT_MS = 1_500;
const decoder = new TextDecoder();

function parseEvent(msg: JsMsg): DomainEvent {
  const event = JSON.parse(decoder.decode(msg.data)) as DomainEvent;
  if (!event || typeof event !== 'object' || typeof event.id !== 'string' || !UUID.test(event.id) || typeof event.subject !== 'string') {
    throw new Error('not a DomainEvent envelope');
  }
  return event;
}

/** Redelivery delay after a failed handler: 1 s, 2 s, 4 s … capped at one minute. */
export const nakDelayMs = (deliveryCount: number) => Math.min(1000 * 2 ** Math.max(0, deliveryCount - 1), 60_000);

/**
 * Durable pull consumer with explicit ack (DESIGN.md §6). Each event is handled in one
 * transaction that first records (consumer, event id) in processed_events: a redelivery
 * (or a duplicate publish) finds the row and has no second effect. Ack only after commit,
 * confirmed by the server (AckSync);
 * a failure rolls back and naks with a growing delay. The loop outlives NATS restarts and
 * waits for a stream that does not exist yet (its producer may start later).
 */
export async function startConsumer(opts: ConsumerDefinition & ConsumerRuntimeOptions): Promise<ConsumerHandle> {
  const { db, nats, log, stream, durable } = opts;
  const handlers = new Map(opts.handlers.map((handler) => [handler.event.subject, handler]));
  if (handlers.size !== opts.handlers.length) throw new Error(`consumer ${durable}: two handlers for one event`);
  const filterSubjects = opts.filterSubjects ?? (opts.handlers.length === 1 ? [opts.handlers[0].event.subject] : []);
  const batchSize = opts.batchSize ?? 20;
  const clog = log.child({ consumer: durable, stream });
  let stopped = false;
  let connected = !nats.isClosed();
  let consumer: Consumer | null = null;
  let active: ConsumerMessages | null = null;
  // An object, not a `let`: TS would narrow a closure-assigned `let` to null at call sites.
  const sleeper: { cancel: (() => void) | null } = { cancel: null };

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        sleeper.cancel = null;
        resolve();
      };
      const timer = setTimeout(done, ms);
      sleeper.cancel = done;
    });

  // Pull requests sent while disconnected would reach the server late and strand
  // messages until ack_wait: pause fetching until the client has reconnected.
  const status = nats.status();
  void (async () => {
    for await (const event of status) {
      if (event.type === 'disconnect') connected = false;
      if (event.type === 'reconnect') {
        connected = true;
        sleeper.cancel?.();
      }
    }
  })().catch(() => undefined);

  const filter: Partial<ConsumerConfig> =
    filterSubjects.length === 0
      ? {}
      : filterSubjects.length === 1
        ? { filter_subject: filterSubjects[0] }
        : { filter_subjects: filterSubjects };

  const ensureConsumer = async (): Promise<Consumer> => {
    const jsm = await jetstreamManager(nats);
    try {
      const { config } = await jsm.consumers.info(stream, durable);
      const current = config.filter_subjects ?? (config.filter_subject ? [config.filter_subject] : []);
      if ([...current].sort().join() !== [...filterSubjects].sort().join()) {
        await jsm.consumers.update(stream, durable, { filter_subject: undefined, filter_subjects: undefined, ...filter });
      }
    } catch (error) {
      if (jsErrorCode(error) !== JS_CONSUMER_NOT_FOUND) throw error;
      await jsm.consumers.add(stream, {
        durable_name: durable,
        ack_policy: AckPolicy.Explicit,
        deliver_policy: DeliverPolicy.All,
        ack_wait: nanos(opts.ackWaitMs ?? 30_000),
        max_deliver: -1,
        ...filter,
      });
    }
    return jetstream(nats).consumers.get(stream, durable);
  };

  /**
   * A message that can never be handled: to the dead letters, counted, then terminated
   * instead of being redelivered forever. If that fails it is nak'ed and comes back.
   */
  const deadLetter = async (msg: JsMsg, eventId: string | null, reason: string, payload: unknown): Promise<void> => {
    clog.error({ subject: msg.subject, seq: msg.seq, eventId, reason }, 'consumer: event sent to the dead letters');
    try {
      const letter = { consumer: durable, stream, subject: msg.subject, eventId, reason, payload, at: new Date().toISOString() };
      await sendDeadLetter({ db, js: jetstream(nats), jsm: await jetstreamManager(nats) }, letter, msg.info.streamSequence);
      // No reason on the term: nats-server 2.9 ignores a `+TERM <reason>` and keeps the message pending.
      msg.term();
    } catch (error) {
      clog.error({ err: error, subject: msg.subject, seq: msg.seq }, 'consumer: dead letter not sent, will retry');
      msg.nak(nakDelayMs(msg.info.deliveryCount));
    }
  };

  /**
   * Ack after the commit and wait for the server to confirm it (AckSync): the next pull
   * starts only when this event is off the pending list. A lost ack is harmless: the
   * redelivery finds the event in processed_events and is acknowledged without effect.
   * False when unconfirmed (NATS away): the caller stops the batch rather than wait once
   * per message; the rest of it comes back after ack_wait.
   */
  const acknowledge = async (msg: JsMsg, eventId: string): Promise<boolean> => {
    try {
      await msg.ackAck({ timeout: ACK_CONFIRM_TIMEOUT_MS });
      return true;
    } catch (error) {
      clog.warn({ err: error, eventId, seq: msg.seq }, 'consumer: ack not confirmed, the event may come back (no second effect)');
      return false;
    }
  };

  /** Handles one message; false when the batch should end here (see `acknowledge`). */
  const handleMessage = async (msg: JsMsg): Promise<boolean> => {
    let event: DomainEvent;
    try {
      event = parseEvent(msg);
    } catch (error) {
      await deadLetter(msg, null, `not an event envelope: ${(error as Error).message}`, decoder.decode(msg.data));
      return true;
    }
    const handler = handlers.get(event.subject);
    if (!handler) {
      // Another event of the stream: this consumer has nothing to do with it.
      msg.ack();
      return true;
    }
    const parsed = handler.schema.safeParse(event.payload);
    if (!parsed.success) {
      const reason = `payload of ${event.subject} v${event.version} does not match the catalogue (v${handler.event.version}): ${z.prettifyError(parsed.error)}`;
      await deadLetter(msg, event.id, reason, event.payload);
      return true;
    }
    const { payload: _payload, ...meta } = event;
    try {
      const handled = await db.transaction().execute(async (trx) => {
        const kit: Trx<ServerKitTables> = trx;
        const first = await kit
          .insertInto('processed_events')
          .values({ consumer: durable, event_id: event.id })
          .onConflict((conflict) => conflict.columns(['consumer', 'event_id']).doNothing())
          .returning('event_id')
          .executeTakeFirst();
        if (!first) return false;
        await handler.handle(parsed.data, trx, meta);
        return true;
      });
      if (!handled) clog.debug({ eventId: event.id }, 'consumer: already handled, acking redelivery');
    } catch (error) {
      const delivery = msg.info.deliveryCount;
      clog.error({ err: error, eventId: event.id, subject: event.subject, delivery }, 'consumer: handler failed, will retry');
      msg.nak(nakDelayMs(delivery));
      return true;
    }
    return acknowledge(msg, event.id);
  };

  await ensureDeadLetterTable(db);
  const loop = (async () => {
    let failures = 0;
    let waitingForStream = false;
    while (!stopped) {
      if (!connected) {
        await sleep(250);
        continue;
      }
      try {
        consumer ??= await ensureConsumer();
        if (waitingForStream) clog.info('consumer: stream is there, consuming');
        waitingForStream = false;
        const fetchedAt = Date.now();
        let count = 0;
        const messages = await consumer.fetch({ max_messages: batchSize, expires: FETCH_EXPIRES_MS });
        active = messages;
        for await (const msg of messages) {
          count += 1;
          if (!(await handleMessage(msg))) {
            // No confirmation (NATS away, consumer deleted): look the consumer up again, as after a failed pull.
            consumer = null;
            break;
          }
          if (stopped) break;
        }
        failures = 0;
        // A pull that ends at once without messages must not become a busy loop.
        if (!count && !stopped && Date.now() - fetchedAt < 100) await sleep(100);
      } catch (error) {
        const code = jsErrorCode(error);
        // Whatever failed (stream or consumer gone, server restarted): look the consumer up again.
        consumer = null;
        if (code === JS_STREAM_NOT_FOUND || code === JS_CONSUMER_NOT_FOUND) {
          if (!waitingForStream) clog.info('consumer: waiting for the stream to exist');
          waitingForStream = true;
        } else {
          failures += 1;
          if (failures === 1) clog.warn({ err: error }, 'consumer: pulling failed, retrying');
        }
        if (!stopped) await sleep(waitingForStream ? 1_000 : Math.min(250 * 2 ** failures, 5_000));
      } finally {
        active = null;
      }
    }
  })();

  return {
    async stop() {
      if (stopped) return;
      stopped = true;
      await active?.close();
      sleeper.cancel?.();
      // The client's status iterator is typed as a plain AsyncIterable; its implementation can stop.
      if ('stop' in status && typeof status.stop === 'function') status.stop();
      await loop;
    },
  };
}
