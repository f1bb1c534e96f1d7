/**
 * Issue 10 §6: a service restarted under a steady stream of requests costs no
 * idempotent request. The old instance is closed the way SIGTERM closes it (not ready,
 * new requests 503, in-flight ones finish); the new one takes over its port, as a
 * rolling restart does. The gateway's one retry covers the moment in between.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { buildService, sql, type RunningService, type ServiceDefinition } from '@asp/server-kit';
import { freePort, testServiceEnv } from '@asp/server-kit/testing';
import { upstreamEnvName } from '../src/routes';
import { gatewayWith } from './helpers';

const definition = (instance: string): ServiceDefinition => ({
  name: 'orders',
  defaultPort: 0,
  migrations: { '1000_noop': { up: (db) => sql`select 1`.execute(db).then(() => undefined) } },
  async routes(app) {
    app.get('/api/orders/ping', async () => {
      // A little work, so some requests are in flight when the restart begins.
      await new Promise((resolve) => setTimeout(resolve, 5));
      return { data: instance };
    });
    app.post('/api/orders/ping', async () => ({ data: instance }));
  },
});

let gateway: FastifyInstance;
const services: RunningService[] = [];

afterAll(async () => {
  await gateway?.close();
  for (const service of services) await service.close();
});

async function build(instance: string): Promise<RunningService> {
  const service = await buildService(definition(instance), await testServiceEnv({ natsUrl: undefined, redisUrl: undefined }));
  services.push(service);
  return service;
}

/** The old instance gives the port up as it begins closing; take it as soon as it is free. */
async function listenOn(service: RunningService, port: number): Promise<void> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    try {
      await service.app.listen({ host: '127.0.0.1', port });
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== 'EADDRINUSE' || Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

test('restarting a service under steady GETs and keyed POSTs fails none of them', async () => {
  const port = await freePort();
  const first = await build('alt');
  await listenOn(first, port);
  // The second instance is built (migrated, connected) beforehand, like a new pod before it gets traffic.
  const second = await build('neu');
  ({ app: gateway } = await gatewayWith({ [upstreamEnvName('orders')]: `http://127.0.0.1:${port}` }));
  const failures: string[] = [];
  const seen = new Set<string>();
  let running = true;
  const client = async (index: number) => {
    for (let round = 0; running; round += 1) {
      const post = round % 4 === 3;
      const response = await gateway.inject({
        method: post ? 'POST' : 'GET',
        url: '/api/orders/ping',
        ...(post ? { payload: { n: round }, headers: { 'idempotency-key': `k-${index}-${round}` } } : {}),
      });
      if (response.statusCode !== 200) failures.push(`${post ? 'POST' : 'GET'} ${response.statusCode} ${response.body}`);
      else seen.add((response.json() as { data: string }).data);
    }
  };
  const clients = Array.from({ length: 4 }, (_, index) => client(index));

  await new Promise((resolve) => setTimeout(resolve, 300));
  const closing = first.close();
  await listenOn(second, port);
  await closing;
  await new Promise((resolve) => setTimeout(resolve, 300));
  running = false;
  await Promise.all(clients);

  expect(failures).toEqual([]);
  expect([...seen].sort()).toEqual(['alt', 'neu']);
});

test('a POST with an Idempotency-Key is sent again, body and all, when the service was not there yet', async () => {
  const port = await freePort();
  const { app } = await gatewayWith({ [upstreamEnvName('orders')]: `http://127.0.0.1:${port}` });
  const late = Fastify();
  late.post('/api/orders', async (request) => ({ data: request.body }));
  try {
    const answer = app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: { branch: 2, items: ['Bratwurst'] },
      headers: { 'idempotency-key': 'bestellung-1' },
    });
    // Comes up after the first attempt was refused, before the retry.
    await new Promise((resolve) => setTimeout(resolve, 50));
    await late.listen({ host: '127.0.0.1', port });
    const response = await answer;
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { branch: 2, items: ['Bratwurst'] } });

    // Without the key a POST is not repeated: the service might have acted on it.
    await late.close();
    // (Over real HTTP: light-my-request's body stream throws what undici destroys it with.)
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port: gatewayPort } = app.server.address() as { port: number };
    const plain = await fetch(`http://127.0.0.1:${gatewayPort}/api/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ branch: 2 }),
    });
    expect(plain.status).toBe(503);
    await plain.arrayBuffer();
  } finally {
    await app.close();
    await late.close();
  }
});
