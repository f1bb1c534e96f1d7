import type { FastifyBaseLogger } from 'fastify';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { RequestError, type NatsConnection } from '@nats-io/transport-node';
import pg from 'pg';
import { sql, type Db, type Trx } from '../db/database';
import type { ServerKitTables } from '../db/kit-tables';
import { OUTBOX_CHANNEL, type DomainEvent } from './outbox';
import { ensureStream, type StreamDefinition } from './streams';

export interface OutboxRelay {
  stop(): Promise<void>;
  /** Publishes everything pending now; resolves with the count, rejects if NATS refuses. */
  flush(): Promise<number>;
}

export interface OutboxRelayOptions {
  db: Db;
  nats: NatsConnection;
  stream: StreamDefinition;
  log: FastifyBaseLogger;
  /** Polling while no LISTEN connection is up (default 1 s). */
  pollIntervalMs?: number;
  /**
   * Polling while LISTEN works (default 10 s): only a safety net for a lost
   * notification, so an idle service does not query its outbox every second.
   */
  safetyNetPollMs?: number;
  /** Enables LISTEN asp_outbox (instant wake-up); without it the relay only polls. */
  databaseUrl?: string;
  /** Told the subject of each of the service's own committed events (NOTIFY payload). */
  onNotification?(subject: string): void;
  batchSize?: number;
  publishTimeoutMs?: number;
}

interface OutboxRow {
  seq: number;
  id: string;
  subject: string;
  version: number;
  payload: unknown;
  occurred_at: Date | string;
}

const MAX_BACKOFF_MS = 5_000;
const encoder = new TextEncoder();

export function toEnvelope(row: OutboxRow): DomainEvent {
  const occurredAt = row.occurred_at instanceof Date ? row.occurred_at.toISOString() : new Date(row.occurred_at).toISOString();
  return { id: row.id, subject: row.subject, version: row.version, occurredAt, payload: row.payload };
}

/** The v3 client reports "no responders" on a publish as JetStreamNotEnabled, caused by the request's RequestError. */
function isNoResponders(error: unknown): boolean {
  const cause = error instanceof Error ? error.cause : undefined;
  return cause instanceof RequestError && cause.isNoResponders();
}

/**
 * Transactional outbox relay (DESIGN.md §6): publishes committed outbox rows in `seq`
 * order to JetStream with Nats-Msg-Id = event id and marks them published. A row is
 * marked only after JetStream acknowledged it, so nothing is lost when NATS is down;
 * a re-publish after an unclear failure is dropped by JetStream's dedup window and,
 * beyond it, by the consumers' processed_events.
 */
export async function startOutboxRelay(opts: OutboxRelayOptions): Promise<OutboxRelay> {
  const { db, nats, log } = opts;
  const pollIntervalMs = opts.pollIntervalMs ?? 1000;
  const safetyNetPollMs = opts.safetyNetPollMs ?? 10_000;
  const batchSize = opts.batchSize ?? 100;
  const publishTimeoutMs = opts.publishTimeoutMs ?? 5000;
  const js = jetstream(nats);
  let streamReady = false;
  let stopped = false;

  const ensure = async () => {
    if (streamReady) return;
    await ensureStream(await jetstreamManager(nats), opts.stream);
    streamReady = true;
  };

  /** One batch in one transaction; `skip locked` keeps a second instance off these rows. */
  const publishBatch = async (): Promise<{ count: number; more: boolean }> => {
    await ensure();
    const outcome = await db.transaction().execute(async (transaction) => {
      const trx: Trx<ServerKitTables> = transaction;
      const rows = (await trx
        .selectFrom('outbox')
        .select(['seq', 'id', 'subject', 'version', 'payload', 'occurred_at'])
        .where('published_at', 'is', null)
        .orderBy('seq')
        .limit(batchSize)
        .forUpdate()
        .skipLocked()
        .execute()) as OutboxRow[];
      if (!rows.length) return { count: 0, more: false, error: undefined };
      // Pipelined on one connection, so JetStream stores them in seq order.
      const results = await Promise.allSettled(
        rows.map((row) =>
          js.publish(row.subject, encoder.encode(JSON.stringify(toEnvelope(row))), { msgID: row.id, timeout: publishTimeoutMs }),
        ),
      );
      const published = rows.filter((_, index) => results[index].status === 'fulfilled').map((row) => row.seq);
      const failed = rows.filter((_, index) => results[index].status === 'rejected').map((row) => row.seq);
      if (published.length)
        await trx
          .updateTable('outbox')
          .set({ published_at: sql<Date>`now()` })
          .where('seq', 'in', published)
          .execute();
      if (failed.length)
        await trx
          .updateTable('outbox')
          .set({ attempts: sql<number>`attempts + 1` })
          .where('seq', 'in', failed)
          .execute();
      const rejection = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
      return { count: published.length, more: rows.length === batchSize, error: rejection?.reason as unknown };
    });
    if (outcome.error) {
      // No responders: nothing captures the subject (stream deleted?): ensure it again next time.
      if (isNoResponders(outcome.error)) streamReady = false;
      // Thrown after the commit, so the rows that did get through stay marked.
      throw outcome.error;
    }
    return outcome;
  };

  // Passes never overlap within one process (the loop and flush() share this chain).
  let chain: Promise<unknown> = Promise.resolve();
  const drain = (): Promise<number> => {
    const pass = chain.then(async () => {
      let total = 0;
      for (;;) {
        const { count, more } = await publishBatch();
        total += count;
        if (!more) return total;
      }
    });
    chain = pass.catch(() => undefined);
    return pass;
  };

  // --- wake-ups: LISTEN on a dedicated connection, polling as the fallback ---
  let wakePending = false;
  let endSleep: (() => void) | null = null;
  let sleepInterruptible = false;
  const wake = () => {
    wakePending = true;
    if (sleepInterruptible) endSleep?.();
  };
  const sleep = (ms: number, interruptible: boolean) =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        endSleep = null;
        resolve();
      };
      const timer = setTimeout(done, ms);
      endSleep = done;
      sleepInterruptible = interruptible;
    });

  let listener: pg.Client | null = null;
  let reconnectTimer: NodeJS.Timeout | null = null;
  const listen = async (): Promise<void> => {
    if (!opts.databaseUrl || stopped) return;
    const client = new pg.Client({ connectionString: opts.databaseUrl });
    let lost = false;
    const onLost = (error?: Error) => {
      if (lost) return;
      lost = true;
      if (listener === client) listener = null;
      client.end().catch(() => undefined);
      if (stopped) return;
      log.debug({ err: error }, 'outbox relay: LISTEN connection lost, reconnecting');
      reconnectTimer = setTimeout(() => void listen(), 1000);
      reconnectTimer.unref();
    };
    client.on('notification', (message) => {
      wake();
      if (opts.onNotification) {
        try {
          opts.onNotification(message.payload ?? '');
        } catch (error) {
          log.warn({ err: error }, 'outbox relay: notification listener failed');
        }
      }
    });
    client.on('error', onLost);
    client.on('end', () => onLost());
    try {
      await client.connect();
      await client.query(`listen ${OUTBOX_CHANNEL}`);
      if (stopped) {
        await client.end();
        return;
      }
      listener = client;
      wake(); // rows written while we were not listening
    } catch (error) {
      onLost(error as Error);
    }
  };

  try {
    await ensure();
  } catch (error) {
    // NATS may be down while the service starts: the loop keeps trying.
    log.warn({ err: error }, 'outbox relay: stream not ready yet');
  }
  await listen();

  const loop = (async () => {
    let failures = 0;
    while (!stopped) {
      wakePending = false;
      try {
        const count = await drain();
        if (failures) log.info({ count }, 'outbox relay: publishing again');
        failures = 0;
      } catch (error) {
        failures += 1;
        const entry = { err: error, failures, stream: opts.stream.name };
        if (failures === 1) log.warn(entry, 'outbox relay: publishing failed, events stay in the outbox');
        else log.debug(entry, 'outbox relay: still failing');
      }
      if (stopped) break;
      if (wakePending && !failures) continue;
      // Backing off from a failing NATS is not cut short by new writes.
      const idlePoll = listener ? safetyNetPollMs : pollIntervalMs;
      await sleep(failures ? Math.min(250 * 2 ** (failures - 1), MAX_BACKOFF_MS) : idlePoll, !failures);
    }
  })();

  return {
    flush: drain,
    async stop() {
      if (stopped) return;
      stopped = true;
      endSleep?.();
      if (reconnectTimer) clearTimeout(reconnectTimer);
      await loop;
      await chain;
      await listener?.end().catch(() => undefined);
    },
  };
}
