// Benchmark: the storefront's start-up reads from the catalog service.
//
//   npx tsx bench/catalog-read.ts            (or: npx nx run bench:bench)
//   BENCH_REQUESTS=2000 BENCH_CONCURRENCY=16 npx tsx bench/catalog-read.ts
//
// Starts a throw-away embedded PostgreSQL (durable settings, as in development), builds
// the catalog service in-process with its demo data and calls it with `app.inject`:
// the figures are the service's own cost (routing, zod validation and serialisation,
// PostgreSQL round trips), without sockets, the gateway or a browser. No thresholds:
// it prints figures to compare before and after a change on the same machine.
import { generateKeyPairSync } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildService, startEmbeddedPostgres, type ServiceDefinition, type ServiceEnv } from '@asp/server-kit';
import { formatFigures, measureLatency, measureThroughput } from './measure';
import { freePort } from '@asp/server-kit/testing';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 500);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const WARM_UP = 50;
const ENDPOINTS = ['/api/init', '/api/branches'];

/**
 * The definition services/catalog/src/main.ts runs. Loaded by path at run time, as a
 * test harness would: a service is not a library, so no project may import it statically
 * (the module boundaries forbid that), yet the benchmark must measure the real thing.
 */
async function loadCatalogService(): Promise<ServiceDefinition> {
  const file = path.resolve(__dirname, '..', 'services', 'catalog', 'src', 'catalog-service.ts');
  const exports = (await import(file)) as { catalogService?: ServiceDefinition };
  if (!exports.catalogService) throw new Error(`${file} exportiert kein catalogService`);
  return exports.catalogService;
}

export async function runCatalogRead(): Promise<void> {
  const catalogService = await loadCatalogService();
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'asp-bench-'));
  chmodSync(tmp, 0o755); // PostgreSQL runs as the `postgres` OS user when we are root
  const postgres = await startEmbeddedPostgres({ dataDir: path.join(tmp, 'postgres'), port: await freePort() });
  const keys = generateKeyPairSync('ed25519', {
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  const env: ServiceEnv = {
    host: '127.0.0.1',
    port: 0,
    databaseUrl: postgres.url('asp_catalog'),
    jwtPublicKey: keys.publicKey,
    production: false,
    seedDemoData: true,
    logLevel: 'silent',
    dataDir: tmp,
  };
  const service = await buildService(catalogService, env);
  try {
    console.log(`catalog read benchmark — Node ${process.version}, ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? '?'})`);
    for (const url of ENDPOINTS) {
      const call = async () => {
        const response = await service.app.inject({ method: 'GET', url });
        if (response.statusCode !== 200) throw new Error(`${url} → ${response.statusCode}: ${response.body.slice(0, 200)}`);
      };
      const size = (await service.app.inject({ method: 'GET', url })).rawPayload.length;
      for (let i = 0; i < WARM_UP; i += 1) await call();
      const latency = await measureLatency(REQUESTS, call);
      const throughput = await measureThroughput(REQUESTS, CONCURRENCY, call);
      console.log(formatFigures(`GET ${url} (${(size / 1024).toFixed(1)} KiB)`, latency, throughput));
    }
  } finally {
    await service.close();
    await postgres.stop();
    rmSync(tmp, { recursive: true, force: true });
  }
}

if (require.main === module) {
  runCatalogRead().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
