// The throw-away platform the HTTP benchmarks (api-reads.ts, orders.ts) start in-process: an
// embedded PostgreSQL, services built from their definitions and listening on free ports,
// and the real gateway in front of them (loaded by path: a service is not a library).
import { generateKeyPairSync } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import type net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildService, startEmbeddedPostgres, type RunningService, type ServiceDefinition } from '@asp/server-kit';
import { freePort } from '@asp/server-kit/testing';

export interface BenchPlatform {
  keys: { publicKey: string; privateKey: string };
  /** Builds a service on its own database of the bench's PostgreSQL and listens; returns its URL. */
  start(definition: ServiceDefinition, seedDemoData?: boolean): Promise<{ service: RunningService; url: string }>;
  stop(): Promise<void>;
}

export async function startBenchPlatform(): Promise<BenchPlatform> {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'asp-bench-'));
  chmodSync(tmp, 0o755); // PostgreSQL runs as the `postgres` OS user when we are root
  const postgres = await startEmbeddedPostgres({ dataDir: path.join(tmp, 'postgres'), port: await freePort() });
  const keys = generateKeyPairSync('ed25519', {
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  const services: RunningService[] = [];
  return {
    keys,
    async start(definition, seedDemoData = false) {
      const service = await buildService(definition, {
        host: '127.0.0.1',
        port: 0,
        databaseUrl: postgres.url(`asp_${definition.name.replace(/-/g, '_')}`),
        jwtPublicKey: keys.publicKey,
        production: false,
        seedDemoData,
        logLevel: 'silent',
        dataDir: tmp,
      });
      services.push(service);
      return { service, url: await listen(service.app) };
    },
    async stop() {
      for (const service of services) await service.close();
      await postgres.stop();
      rmSync(tmp, { recursive: true, force: true });
    },
  };
}

export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  return `http://127.0.0.1:${(app.server.address() as net.AddressInfo).port}`;
}

/** The real gateway (services/gateway) in front of `upstreams` (`CATALOG_URL` …), limits out of the way. */
export async function startGateway(upstreams: Record<string, string>): Promise<{ app: FastifyInstance; url: string }> {
  const src = path.resolve(__dirname, '..', '..', 'services', 'gateway', 'src');
  const { readGatewayConfig } = (await import(path.join(src, 'config.ts'))) as {
    readGatewayConfig(env: NodeJS.ProcessEnv): unknown;
  };
  const { buildGateway } = (await import(path.join(src, 'gateway.ts'))) as {
    buildGateway(config: unknown): Promise<FastifyInstance>;
  };
  const config = readGatewayConfig({
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent-asp-dist',
    GATEWAY_RATE_LIMIT_MAX: '1000000000',
    NATS_URL: 'nats://127.0.0.1:1',
    ...upstreams,
  });
  const app = await buildGateway(config);
  return { app, url: await listen(app) };
}

/** The service definition a service's main.ts runs, loaded by path. */
export async function loadDefinition<T>(relativeFile: string, exportName: string): Promise<T> {
  const file = path.resolve(__dirname, '..', '..', relativeFile);
  const exports = (await import(file)) as Record<string, unknown>;
  if (!exports[exportName]) throw new Error(`${file} exportiert kein ${exportName}`);
  return exports[exportName] as T;
}
