import { randomUUID } from 'node:crypto';
import net from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { freePort, readInfra } from '@asp/server-kit/testing';
import { readGatewayConfig, type GatewayConfig } from '../src/config';
import { buildGateway } from '../src/gateway';
import { upstreamEnvName, upstreamServices } from '../src/routes';

/** What a fake service saw of a proxied request. */
export interface Seen {
  service: string;
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}

/**
 * A real, small HTTP service on a random port that answers with what it received,
 * so tests see exactly what the gateway forwarded. `/status/<code>` answers that
 * status with an error body, `/openapi.json` a tiny document.
 */
export async function startFakeService(service: string): Promise<{ url: string; app: FastifyInstance }> {
  const app = Fastify();
  app.get('/openapi.json', async () => ({ openapi: '3.0.3', info: { title: `${service} API` } }));
  app.all('/*', async (request, reply) => {
    const status = /\/status\/(\d{3})$/.exec(request.url.split('?')[0]);
    if (status) return reply.code(Number(status[1])).send({ errors: [{ message: `von ${service}` }] });
    const seen: Seen = { service, method: request.method, url: request.url, headers: request.headers, body: request.body ?? null };
    return { data: seen };
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as net.AddressInfo;
  return { url: `http://127.0.0.1:${port}`, app };
}

/** A port nothing listens on (taken from the OS, then released). */
export const closedPort = freePort;

/** One fake per service of the route table, and the environment pointing the gateway at them. */
export async function startAllFakeServices(): Promise<{ env: NodeJS.ProcessEnv; close(): Promise<void> }> {
  const fakes = await Promise.all(upstreamServices.map(async (service) => ({ service, ...(await startFakeService(service.name)) })));
  return {
    env: Object.fromEntries(fakes.map((fake) => [upstreamEnvName(fake.service.name), fake.url])),
    close: async () => {
      await Promise.all(fakes.map((fake) => fake.app.close()));
    },
  };
}

/** The gateway as `main.ts` builds it, from an environment (so config reading is tested too), counting in the test Redis. */
export async function gatewayWith(env: NodeJS.ProcessEnv): Promise<{ app: FastifyInstance; config: GatewayConfig }> {
  // The shared test Redis, as in a cluster (production mode requires it). Each gateway
  // counts under its own key prefix unless a test shares one on purpose (replicas):
  // test files run in parallel and all call from 127.0.0.1.
  const config = readGatewayConfig({
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent-asp-dist',
    REDIS_URL: readInfra().redisUrl,
    GATEWAY_RATE_LIMIT_PREFIX: `asp:test:${randomUUID()}:`,
    ...env,
  });
  const app = await buildGateway(config);
  await app.ready();
  return { app, config };
}
