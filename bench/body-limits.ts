// Benchmark: what large anonymous bodies cost a service in memory (issue 10).
//
//   npx tsx bench/body-limits.ts                      (orders: 8 × 24 MB to POST /api/orders)
//   BENCH_BODIES=8 BENCH_BODY_MB=24 npx tsx bench/body-limits.ts
//   BENCH_SCENARIO=uploads npx tsx bench/body-limits.ts  (content: 8 valid 10 MB uploads)
//
// Starts a throw-away embedded PostgreSQL and the real service as its own process
// (`node --import tsx services/<name>/src/main.ts`, as `npm start` runs it), so its
// resident memory is its own and not the client's. Then posts BENCH_BODIES bodies
// in parallel over real sockets and prints the
// service's RSS before, its peak during the posts (VmHWM) and the growth. Issue 10 asks
// for a growth under 64 MB; with the old 25 MB limit on every route it was ~500 MB.
import { spawn } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from '@asp/server-kit';
import { freePort } from '@asp/server-kit/testing';

const BODIES = Number(process.env.BENCH_BODIES ?? 8);
const MB = 1024 * 1024;

interface Scenario {
  service: 'orders' | 'content';
  path: string;
  body(): Buffer;
  label: string;
}

const SCENARIOS: Record<string, Scenario> = {
  // Junk of the given size: only the body limit matters.
  orders: {
    service: 'orders',
    path: '/api/orders',
    label: `${Number(process.env.BENCH_BODY_MB ?? 24)} MB`,
    body() {
      const body = Buffer.alloc(Number(process.env.BENCH_BODY_MB ?? 24) * MB, 'x');
      body.write('{"firstName":"');
      body.write('"}', body.length - 2);
      return body;
    },
  },
  // Valid uploads of the largest allowed file (10 MB of text): stored, so the whole path is measured.
  uploads: {
    service: 'content',
    path: '/api/uploads',
    label: '10 MB upload',
    body: () =>
      Buffer.from(JSON.stringify({ name: 'gross.txt', data: `data:text/plain;base64,${Buffer.alloc(10 * MB, 'a').toString('base64')}` })),
  },
};
const scenario = SCENARIOS[process.env.BENCH_SCENARIO ?? 'orders'];
if (!scenario) throw new Error(`BENCH_SCENARIO: one of ${Object.keys(SCENARIOS).join(', ')}`);

/** kB figures of /proc/<pid>/status: VmRSS (now) and VmHWM (peak since start). */
function memory(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) * 1024;
  return { rss: field('VmRSS'), peak: field('VmHWM') };
}

async function waitReady(port: number, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await fetch(`http://127.0.0.1:${port}/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('orders service not ready');
}

/** Posts the body; resolves with the status, or how the connection ended when there was none. */
function post(port: number, body: Buffer, route = scenario.path): Promise<string> {
  return new Promise((resolve) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: route,
        headers: { 'content-type': 'application/json', 'content-length': body.length },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(String(res.statusCode)));
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
    req.end(body);
  });
}

async function main(): Promise<void> {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'asp-bench-'));
  chmodSync(tmp, 0o755); // PostgreSQL runs as the `postgres` OS user when we are root
  const postgres = await startEmbeddedPostgres({ dataDir: path.join(tmp, 'postgres'), port: await freePort() });
  const { publicKey } = generateKeyPairSync('ed25519', {
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  const port = await freePort();
  const name = scenario.service;
  const child = spawn(process.execPath, ['--import', 'tsx', path.resolve(__dirname, '..', 'services', name, 'src', 'main.ts')], {
    env: {
      ...process.env,
      [`${name.toUpperCase()}_PORT`]: String(port),
      DATABASE_URL: postgres.url(`asp_${name}`),
      JWT_PUBLIC_KEY: publicKey,
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'error',
      DATA_DIR: tmp,
      NATS_URL: '',
      REDIS_URL: '',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    await waitReady(port);
    // Warm up: routes compiled, pools open, so the baseline is the service at rest.
    for (let i = 0; i < 20; i++) await post(port, Buffer.from('{}'));
    const before = memory(child.pid!).rss;
    const body = scenario.body();
    const started = Date.now();
    const outcomes = await Promise.all(Array.from({ length: BODIES }, () => post(port, body)));
    const seconds = (Date.now() - started) / 1000;
    await new Promise((resolve) => setTimeout(resolve, 500));
    const after = memory(child.pid!);
    const counts = outcomes.reduce<Record<string, number>>((all, o) => ({ ...all, [o]: (all[o] ?? 0) + 1 }), {});
    const mb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;
    console.log(
      `POST ${scenario.path}: ${BODIES} × ${scenario.label} in parallel, answered in ${seconds.toFixed(2)} s: ${JSON.stringify(counts)}`,
    );
    console.log(`${name} service RSS: before ${mb(before)}, peak ${mb(after.peak)}, after ${mb(after.rss)}`);
    console.log(`rss_growth=${mb(Math.max(0, after.peak - before))} (limit 64 MB)`);
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    await postgres.stop();
    rmSync(tmp, { recursive: true, force: true });
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
