import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';
import { DEVICE_COOKIE_NAME } from '@asp/contracts';
import type { GatewayConfig } from './config';
import { LOGIN_PATH } from './routes';

/** How often a Redis outage is logged: ioredis reports every failed reconnect. */
const OUTAGE_LOG_INTERVAL_MS = 60_000;

/**
 * The counters' Redis connection. Rate limiting must never hold a request up or take
 * the shop down: while Redis is unreachable a command fails at once (no offline queue,
 * one attempt, short timeouts) and the limiter lets the request through (skipOnError).
 */
function rateLimitRedis(url: string, log: FastifyBaseLogger): Redis {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    commandTimeout: 500,
    // Keeps reconnecting in the background, at most every 2 s.
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
  let lastLogged = 0;
  redis.on('error', (error: Error) => {
    if (Date.now() - lastLogged < OUTAGE_LOG_INTERVAL_MS) return;
    lastLogged = Date.now();
    log.warn({ err: error }, 'rate limit store (Redis) not reachable: rate limits are not enforced');
  });
  redis.on('ready', () => {
    if (lastLogged) log.info('rate limit store (Redis) reachable again');
    lastLogged = 0;
  });
  return redis;
}

const deviceCookiePattern = new RegExp(`(?:^|;\\s*)${DEVICE_COOKIE_NAME}=([^;]{1,4096})`);

/**
 * The login limit's key. A browser carrying identity's known-good marker gets a bucket
 * of its own (per address and marker), so somebody guessing passwords from the shop's
 * Wi-Fi (same address) cannot use up the staff's sign-ins. The gateway cannot check the
 * marker; a made-up one only buys its sender a fresh gateway bucket, while identity's
 * own throttling (which does check it) still slows that sender down.
 */
export function loginLimitKey(request: Pick<FastifyRequest, 'ip' | 'headers'>): string {
  const marker = deviceCookiePattern.exec(request.headers.cookie ?? '')?.[1];
  if (!marker) return `login:${request.ip}`;
  return `login:${request.ip}:${createHash('sha256').update(marker).digest('base64url').slice(0, 22)}`;
}

/**
 * Lets the first connection attempt finish before the gateway takes requests (else
 * those would go uncounted); a Redis that is down or slow delays the start by 2 s at most.
 */
async function firstConnection(redis: Redis): Promise<void> {
  await new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done);
      redis.off('error', done);
      resolve();
    };
    const timer = setTimeout(done, 2_000);
    redis.once('ready', done);
    redis.once('error', done);
  });
}

/**
 * Per-client-IP limits (DESIGN.md §4, §8): a generous one for everything under
 * /api, a strict one for POST /api/login (password guessing; identity also locks
 * the account). Returns the onRequest hook for the /api scope.
 *
 * Counted in Redis when configured, so all gateway replicas share one limit; else in
 * this process's memory (a lone dev gateway).
 *
 * One limiter per request: the plugin marks a request as counted, so a login POST
 * counts against the login limit only.
 */
export async function createApiRateLimit(app: FastifyInstance, config: GatewayConfig) {
  const redis = config.redisUrl ? rateLimitRedis(config.redisUrl, app.log) : null;
  // Not quit(): nothing pending matters, and quit would wait for an unreachable server.
  if (redis) {
    app.addHook('onClose', async () => redis.disconnect());
    await firstConnection(redis);
  }

  await app.register(rateLimit, {
    global: false,
    timeWindow: config.rateLimit.windowMs,
    ...(redis ? { redis, nameSpace: config.rateLimit.keyPrefix, skipOnError: true } : {}),
    // The error handler turns statusCode 429 into the German body; retry-after is already set.
    errorResponseBuilder: (_request, context) => Object.assign(new Error('rate limited'), { statusCode: context.statusCode }),
  });
  // Each limiter names its own keys: the plugin's Redis store gives both the same key space.
  const apiLimit = app.rateLimit({
    max: config.rateLimit.max,
    timeWindow: config.rateLimit.windowMs,
    keyGenerator: (request) => `api:${request.ip}`,
  });
  const loginLimit = app.rateLimit({
    max: config.rateLimit.loginMax,
    timeWindow: config.rateLimit.windowMs,
    keyGenerator: loginLimitKey,
  });

  return async function limitApi(this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
    const path = request.url.split('?')[0].replace(/\/+$/, '');
    const limit = request.method === 'POST' && path === LOGIN_PATH ? loginLimit : apiLimit;
    await limit.call(this, request, reply);
  };
}
