import type { FastifyBaseLogger } from 'fastify';
import { AckPolicy, DeliverPolicy, Events, nanos, type Consumer, type ConsumerConfig, type ConsumerMessages, type JsMsg, type NatsConnection } from 'nats';
import type { Db, Trx } from '../db/database';
import type { ServerKitTables } from '../db/kit-tables';
import type { DomainEvent } from './outbox';
import { JS_CONSUMER_NOT_FOUND, JS_STREAM_NOT_FOUND, jsErrorCode } from './streams';

export interface ConsumerDefinition {
  stream: string;
  durable: string;
  filterSubjects: string[];
  /** Runs inside the transaction that records the event as handled: effect and record commit together. */
  handle(event: DomainEvent, trx: Trx): Promise<void>;
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
 * (or a duplicate publish) finds the row and has no second effect. Ack only after commit;
 * a failure rolls back and naks with a growing delay. The loop outlives NATS restarts and
 * waits for a stream that does not exist yet (its producer may start later).
 */
export async function startConsumer(opts: ConsumerDefinition & ConsumerRuntimeOptions): Promise<ConsumerHandle> {
  const { db, nats, log, stream, durable, filterSubjects } = opts;
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
      if (event.type === Events.Disconnect) connected = false;
      if (event.type === Events.Reconnect) {
        connected = true;
        sleeper.cancel?.();
      }
    }
  })().catch(() => undefined);

  const filter: Partial<ConsumerConfig> =
    filterSubjects.length === 0 ? {} : filterSubjects.length === 1 ? { filter_subject: filterSubjects[0] } : { filter_subjects: filterSubjects };

  const ensureConsumer = async (): Promise<Consumer> => {
    const jsm = await nats.jetstreamManager();
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
    return nats.jetstream().consumers.get(stream, durable);
  };

  const handleMessage = async (msg: JsMsg): Promise<void> => {
    let event: DomainEvent;
    try {
      event = parseEvent(msg);
    } catch (error) {
      // Can never succeed: terminate instead of redelivering forever.
      clog.error({ err: error, subject: msg.subject, seq: msg.seq }, 'consumer: malformed event, terminated');
      msg.term();
      return;
    }
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
        await opts.handle(event, trx);
        return true;
      });
      if (!handled) clog.debug({ eventId: event.id }, 'consumer: already handled, acking redelivery');
      msg.ack();
    } catch (error) {
      const delivery = msg.info.redeliveryCount;
      clog.error({ err: error, eventId: event.id, subject: event.subject, delivery }, 'consumer: handler failed, will retry');
      msg.nak(nakDelayMs(delivery));
    }
  };

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
          await handleMessage(msg);
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
