/**
 * Clean shutdown (issue 10 §6): while closing, a service says not-ready, answers new
 * requests with the German 503 in the envelope, lets in-flight requests finish, and
 * does not hang on a NATS that is gone; staff requests do not wait for ever on a Redis
 * that is down.
 */
import { mkdtempSync } from 'node:fs';
import path from 'node:path';
import { defineEvent } from '@asp/contracts';
import { z } from 'zod';
import { requireStaff } from './auth/staff-auth';
import { sql } from './db/database';
import { on } from './events/consumer';
import { writeEvent } from './events/outbox';
import { buildService, type RunningService, type ServiceDefinition } from './service';
import { readInfra, signStaffToken, startNatsServer, testServiceEnv } from './testing';
import { freePort, startRedisProcess } from './testing/processes';

// A test catalogue entry (the service's stream is lifecycle.>).
const thingCreated = defineEvent('lifecycle.thing.created', 1, z.object({ id: z.number().int() }));

const RESTARTING = 'Der Dienst wird gerade neu gestartet. Bitte versuchen Sie es gleich noch einmal.';
const UNAVAILABLE = 'Der Dienst ist gerade nicht erreichbar. Bitte versuchen Sie es gleich noch einmal.';

let releaseSlow: () => void = () => undefined;
let slowStarted: () => void = () => undefined;

const definition: ServiceDefinition = {
  name: 'lifecycle-test',
  defaultPort: 0,
  migrations: {
    '1000_things': { up: (db) => sql`create table things (id serial primary key)`.execute(db).then(() => undefined) },
  },
  async routes(app, ctx) {
    app.get('/api/slow', async () => {
      slowStarted();
      await new Promise<void>((resolve) => {
        releaseSlow = resolve;
      });
      return { data: 'fertig' };
    });
    app.get('/api/endless', (_request, reply) => {
      // A stream nobody ends (no preClose hook for it).
      reply.raw.writeHead(200, { 'content-type': 'text/event-stream' });
      reply.raw.write(': offen\n\n');
    });
    app.get('/api/quick', { schema: { querystring: z.object({}).passthrough() } }, async () => ({ data: 'ok' }));
    app.post('/api/things', async (_request, reply) => {
      await ctx.db.transaction().execute((trx) => writeEvent(trx, thingCreated, { id: 1 }));
      return reply.code(201).send({ data: 'ok' });
    });
    app.get('/api/me', { preHandler: requireStaff }, async (request) => ({ data: request.staff!.username }));
  },
};

const services: RunningService[] = [];
afterAll(async () => {
  for (const service of services) await service.close();
});

async function listening(service: RunningService): Promise<string> {
  await service.app.listen({ host: '127.0.0.1', port: 0 });
  const address = service.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return `http://127.0.0.1:${address.port}`;
}

test('closing: /ready says 503, a new request gets the German 503 in the envelope, the in-flight one finishes', async () => {
  const service = await buildService(definition, await testServiceEnv());
  services.push(service);
  const base = await listening(service);
  const started = new Promise<void>((resolve) => {
    slowStarted = resolve;
  });
  const slow = fetch(`${base}/api/slow`);
  await started;

  service.lifecycle.beginClosing();
  const ready = await fetch(`${base}/ready`);
  expect(ready.status).toBe(503);
  const refused = await fetch(`${base}/api/quick`);
  expect(refused.status).toBe(503);
  expect(refused.headers.get('connection')).toBe('close');
  expect(refused.headers.get('x-service-closing')).toBe('1');
  expect(await refused.json()).toEqual({ errors: [{ message: RESTARTING }] });

  const closed = service.close();
  releaseSlow();
  const answer = await slow;
  expect(answer.status).toBe(200);
  expect(await answer.json()).toEqual({ data: 'fertig' });
  await closed;
});

test('close() does not wait for ever for a stream that never ends', async () => {
  const service = await buildService(definition, await testServiceEnv());
  const base = await listening(service);
  const response = await fetch(`${base}/api/endless`);
  expect(response.status).toBe(200);
  const startedAt = Date.now();
  const closed = await Promise.race([
    service.close().then(() => true),
    new Promise<false>((resolve) => setTimeout(() => resolve(false), 20_000)),
  ]);
  expect(closed).toBe(true);
  expect(Date.now() - startedAt).toBeLessThan(15_000);
  await response.body?.cancel().catch(() => undefined);
});

test('close() does not hang on a NATS server that was killed', async () => {
  const nats = await startNatsServer();
  const service = await buildService(
    {
      ...definition,
      stream: { name: 'LIFECYCLE', subjects: ['lifecycle.>'] },
      // A consumer waiting in a pull and a relay, as in the orders service.
      consumers: [{ stream: 'LIFECYCLE', durable: 'lifecycle-test', handlers: [on(thingCreated, async () => undefined)] }],
    },
    await testServiceEnv({ natsUrl: nats.url }),
  );
  await new Promise((resolve) => setTimeout(resolve, 500));
  await nats.stop('SIGKILL');
  // An event committed now keeps the relay in a publish that waits for NATS.
  expect((await service.app.inject({ method: 'POST', url: '/api/things' })).statusCode).toBe(201);
  await new Promise((resolve) => setTimeout(resolve, 300));
  const startedAt = Date.now();
  await service.close();
  // The old code waited about 6.5 s for a reconnect inside drain().
  expect(Date.now() - startedAt).toBeLessThan(4_500);
});

test('a staff request gets the German 503 within a few seconds while Redis is down', async () => {
  const port = await freePort();
  const dir = mkdtempSync(path.join(readInfra().tmpDir, 'redis-'));
  const redis = await startRedisProcess(port, dir);
  const service = await buildService(definition, await testServiceEnv({ redisUrl: `redis://127.0.0.1:${port}` }));
  services.push(service);
  const staff = signStaffToken({ username: 'theke' });
  expect((await service.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: staff.cookie } })).statusCode).toBe(200);

  await redis.stop('SIGKILL');
  const startedAt = Date.now();
  const response = await Promise.race([
    service.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: staff.cookie } }),
    new Promise<null>((resolve) => setTimeout(() => resolve(null), 8_000)),
  ]);
  expect(response).not.toBeNull();
  expect(response!.statusCode).toBe(503);
  expect(response!.json()).toEqual({ errors: [{ message: UNAVAILABLE }] });
  expect(Date.now() - startedAt).toBeLessThan(5_000);

  const restarted = await startRedisProcess(port, dir);
  try {
    // Reconnects on its own: the same request works again.
    const deadline = Date.now() + 10_000;
    let status = 0;
    while (Date.now() < deadline && status !== 200) {
      status = (await service.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: staff.cookie } })).statusCode;
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(status).toBe(200);
  } finally {
    await service.close();
    services.splice(services.indexOf(service), 1);
    await restarted.stop();
  }
});
