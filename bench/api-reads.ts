// Benchmark (issue 18): the storefront's start-up reads — GET /api/init, /api/branches,
// /api/products — through the gateway and straight from the catalog service, beside a
// Fastify hello-world started by this script, each as a ratio to hello-world.
//
//   npx tsx bench/api-reads.ts
//   BENCH_SECONDS=10 BENCH_CONCURRENCY=50 npx tsx bench/api-reads.ts
//
// Everything runs in this one process over real sockets, the load from autocannon 9
// (support/autocannon-load.ts), so the client's own cost is in every row alike — the ratio
// to hello-world is the figure to compare. The KiB column is one answer as received,
// headers included; the headline gives init's body as sent. Requests look like a
// browser's (`Accept-Encoding: br, gzip`); the "304" rows send the ETag of the first
// answer back, as a returning browser does. No thresholds.
import os from 'node:os';
import http from 'node:http';
import Fastify from 'fastify';
import type { ServiceDefinition } from '@asp/server-kit';
import { load, loadRow, type LoadFigures } from './support/autocannon-load';
import { listen, loadDefinition, startBenchPlatform, startGateway } from './support/services';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 10);
const PATHS = ['/api/init', '/api/branches', '/api/products'];
const BROWSER = { 'accept-encoding': 'br, gzip' };

/** One browser-like GET: the answer's ETag and its body's bytes as sent. */
function probe(url: string): Promise<{ etag?: string; bodyBytes: number }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: BROWSER }, (res) => {
        let bodyBytes = 0;
        res.on('data', (chunk: Buffer) => (bodyBytes += chunk.length));
        res.on('end', () => resolve({ etag: typeof res.headers.etag === 'string' ? res.headers.etag : undefined, bodyBytes }));
      })
      .on('error', reject);
  });
}

export async function runApiReads(): Promise<void> {
  const platform = await startBenchPlatform();
  const hello = Fastify();
  hello.get('/', async () => ({ hello: 'world' }));
  try {
    const catalogService = await loadDefinition<ServiceDefinition>('services/catalog/src/catalog-service.ts', 'catalogService');
    const catalog = await platform.start(catalogService, true);
    const gateway = await startGateway({ CATALOG_URL: catalog.url });
    const helloUrl = await listen(hello);
    const run = (url: string, headers: Record<string, string> = BROWSER) =>
      load(url, { concurrency: CONCURRENCY, durationMs: SECONDS * 1000, headers });

    console.log(`api reads benchmark — Node ${process.version}, ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? '?'})`);
    console.log(`${CONCURRENCY} connections, ${SECONDS} s per row, autocannon in the same process`);
    for (const path of PATHS) await run(`${gateway.url}${path}`, BROWSER); // warm-up: snapshots, JIT, pools
    const baseline = await run(`${helloUrl}/`);
    console.log(loadRow('hello-world (Fastify)', baseline, '  1.00×'));
    const ratio = (figures: LoadFigures) => `  ${(figures.perSecond / baseline.perSecond).toFixed(2)}×`;
    const results: Record<string, LoadFigures> = {};
    for (const path of PATHS) {
      for (const [via, base] of [
        ['gateway', gateway.url],
        ['direct', catalog.url],
      ] as const) {
        const figures = await run(`${base}${path}`);
        results[`${path} ${via}`] = figures;
        console.log(loadRow(`GET ${path} (${via})`, figures, ratio(figures)));
      }
    }
    const { etag, bodyBytes } = await probe(`${gateway.url}/api/init`);
    if (etag) {
      const figures = await load(`${gateway.url}/api/init`, {
        concurrency: CONCURRENCY,
        durationMs: SECONDS * 1000,
        headers: { ...BROWSER, 'if-none-match': etag },
        expect: 304,
      });
      results['/api/init 304'] = figures;
      console.log(loadRow('GET /api/init (gateway, If-None-Match → 304)', figures, ratio(figures)));
    } else {
      console.log('GET /api/init: no ETag, no 304 row');
    }
    const init = results['/api/init gateway'];
    const direct = results['/api/init direct'];
    console.log(
      `headline: init via gateway ${init.perSecond.toFixed(0)} req/s p99 ${init.p99.toFixed(1)} ms (${(init.perSecond / baseline.perSecond).toFixed(2)}× hello-world ${baseline.perSecond.toFixed(0)} req/s), direct ${direct.perSecond.toFixed(0)} req/s, ${(bodyBytes / 1024).toFixed(1)} KiB as sent`,
    );
    await gateway.app.close();
  } finally {
    await hello.close();
    await platform.stop();
  }
}

if (require.main === module) {
  runApiReads().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
