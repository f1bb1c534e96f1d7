import { randomUUID } from 'node:crypto';
import path from 'node:path';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { connect, type NatsConnection } from 'nats';
import { Redis } from 'ioredis';
import { createDatabase, ensureDatabase, migrate, sql, type Db, type Migrations } from './db/database';
import { registerErrorHandling } from './http/error-handler';
import { secureLoggerOptions } from './http/log-redaction';
import { installGermanZodMessages } from './http/german-zod';
import { registerStaffAuth } from './auth/staff-auth';
import { registerOpenApi } from './http/openapi';
import { eventMigrations } from './events/outbox';
import { startOutboxRelay, type OutboxRelay } from './events/relay';
import { startConsumer, type ConsumerDefinition, type ConsumerHandle } from './events/consumer';
import { startEmbeddedPostgres } from './embedded-postgres';
import { readServiceEnv, trustProxyOption, type ServiceEnv } from './env';

export type ServiceApp = FastifyInstance<any, any, any, FastifyBaseLogger, ZodTypeProvider>;

export interface ServiceContext {
  name: string;
  env: ServiceEnv;
  db: Db;
  nats: NatsConnection | null;
  redis: Redis | null;
  log: FastifyBaseLogger;
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
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    },
    requestIdHeader: false,
    bodyLimit: 25 * 1024 * 1024,
    // Only the gateway may say who the client is (X-Forwarded-For); see env.ts.
    trustProxy: trustProxyOption(env),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await ensureDatabase(env.databaseUrl);
  const db = createDatabase(env.databaseUrl);
  await migrate(db, { ...eventMigrations, ...definition.migrations });

  const nats = env.natsUrl
    ? await connect({ servers: env.natsUrl, name: definition.name, maxReconnectAttempts: -1, reconnectTimeWait: 500 })
    : null;
  const redis = env.redisUrl ? new Redis(env.redisUrl, { maxRetriesPerRequest: null, lazyConnect: false }) : null;
  const ctx: ServiceContext = { name: definition.name, env, db, nats, redis, log: app.log };

  registerErrorHandling(app);
  await registerStaffAuth(app, { publicKey: env.jwtPublicKey, privateKey: env.jwtPrivateKey, redis: redis ?? undefined });
  await registerOpenApi(app, definition.name);

  app.get('/health', { schema: { hide: true } }, async () => ({ data: { status: 'ok', service: definition.name } }));
  app.get('/ready', { schema: { hide: true } }, async (_request, reply) => {
    const checks = {
      database: await sql`select 1`.execute(db).then(() => true, () => false),
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
    nats && definition.stream ? await startOutboxRelay({ db, nats, stream: definition.stream, log: app.log, databaseUrl: env.databaseUrl }) : null;
  const consumers: ConsumerHandle[] = [];
  if (nats) {
    for (const consumer of definition.consumers ?? []) consumers.push(await startConsumer({ ...consumer, db, nats, log: app.log }));
  }
  const background = definition.background ? await definition.background(ctx) : [];

  let closed = false;
  return {
    app,
    ctx,
    async close() {
      if (closed) return;
      closed = true;
      await app.close();
      for (const item of background) await item.close();
      for (const consumer of consumers) await consumer.stop();
      await relay?.stop();
      await nats?.drain().catch(() => undefined);
      redis?.disconnect();
      await db.destroy();
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
    await service.close();
    await stopEmbedded?.();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}
