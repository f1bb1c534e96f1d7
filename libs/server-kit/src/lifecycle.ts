import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { RedisOptions } from 'ioredis';
import { validationTexts } from '@asp/i18n';

/**
 * Marks a 503 that a closing service gave before doing anything: the gateway may
 * send an idempotent request again (to the restarted or another instance).
 */
export const CLOSING_HEADER = 'x-service-closing';

/** Paths that keep answering while closing: liveness, and readiness (which then says 503). */
const PROBES = new Set(['/health', '/ready']);

export interface Lifecycle {
  readonly closing: boolean;
  /** From now on /ready says 503 and new requests get the German 503; in-flight ones finish. */
  beginClosing(): void;
}

/**
 * Registered before every other hook, so a request that arrives while the service
 * shuts down touches neither the session check (Redis) nor the database. Replaces
 * Fastify's English plain-text 503 (`return503OnClosing`), which we switch off.
 */
export function registerLifecycle(app: FastifyInstance): Lifecycle {
  let closing = false;
  app.addHook('onRequest', async (request, reply) => {
    if (!closing || PROBES.has(request.url.split('?')[0])) return;
    // Connection: close, so a keep-alive client (the gateway) opens its next connection elsewhere.
    return reply
      .code(503)
      .header('connection', 'close')
      .header('retry-after', '1')
      .header(CLOSING_HEADER, '1')
      .send({ errors: [{ message: validationTexts.serviceRestarting }] });
  });
  return {
    get closing() {
      return closing;
    },
    beginClosing() {
      closing = true;
    },
  };
}

/**
 * Waits for `work` at most `ms`; a step of the shutdown that hangs (NATS gone, Redis
 * gone) must not keep the process from exiting — what it held is released by the exit.
 */
export async function bounded(log: FastifyBaseLogger, step: string, work: () => Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), ms);
  });
  try {
    const outcome = await Promise.race([work().then(() => 'done' as const), timeout]);
    if (outcome === 'timeout') log.warn({ step, ms }, 'shutdown: step did not finish in time, going on');
  } catch (error) {
    log.warn({ err: error, step }, 'shutdown: step failed, going on');
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The service's own Redis client (session revocation, idempotency, throttles) is used
 * inside requests: while Redis is down a command fails within about two seconds (then
 * answered with the German 503) instead of waiting for ever. Only BullMQ's workers get
 * `maxRetriesPerRequest: null` (jobs/queues.ts), on their own connections.
 */
export const requestRedisOptions: RedisOptions = {
  maxRetriesPerRequest: 1,
  connectTimeout: 2_000,
  commandTimeout: 2_000,
  // Reconnects for ever, at most every 2 s: the service rides out a Redis restart.
  retryStrategy: (times) => Math.min(times * 200, 2_000),
};

/**
 * Redis or PostgreSQL not reachable right now (as opposed to a bug): the request gets
 * the German 503 and the caller may try again.
 */
export function isBackendOutage(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'MaxRetriesPerRequestError') return true;
  if (/^(Command timed out|Connection is closed\.|Stream isn't writeable)/.test(error.message)) return true;
  const code = (error as { code?: unknown }).code;
  // Connection refused/reset to PostgreSQL; 57P01-57P03: the server shuts down or starts.
  return code === 'ECONNREFUSED' || code === 'ECONNRESET' || code === '57P01' || code === '57P02' || code === '57P03';
}
