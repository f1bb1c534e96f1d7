// Benchmark: how fast a catalogue change reaches the TVs showing it (issue 16, goal < 2 s).
//
//   npx tsx bench/signage-push.ts
//   BENCH_CHANGES=300 BENCH_TVS=20 npx tsx bench/signage-push.ts
//
// Starts a throw-away embedded PostgreSQL and nats-server (JetStream), builds the signage
// service in-process and lets it listen on a real port, with BENCH_TVS TVs (default 5)
// whose stream shows a menu board, each with an open event stream. Then it publishes
// BENCH_CHANGES price changes (default 100) as `catalog.product.updated` to JetStream, one
// after the other, the way the catalog's outbox relay does, and measures until every TV's
// stream delivered the board with the new price. The whole path runs as in production:
// durable replica consumer → replica and `signage.menu-board.changed` in one transaction
// → outbox relay → every instance's LivePush subscription → the TVs' playlists resolved →
// SSE frames. Prints p50/p95/p99/max of the first and of the last TV per change; never fails on a time.
import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { CATALOG_STREAM } from '@asp/contracts';
import { buildService, ensureStream, startEmbeddedPostgres, type ServiceDefinition } from '@asp/server-kit';
import { freePort } from '@asp/server-kit/testing';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { percentileLine } from './support/percentiles';
import { adminToken, startNats } from './support/platform';
import { readServerSentEvents } from './support/sse';

const CHANGES = Number(process.env.BENCH_CHANGES ?? 100);
const TVS = Number(process.env.BENCH_TVS ?? 5);
const CATEGORY = 3;
const PRODUCT = 11;

/** Calls `onPrice` with the bench product's price of each `menu-board` frame as it arrives. */
function readBoards(body: ReadableStream<Uint8Array>, onPrice: (price: number) => void) {
  return readServerSentEvents(body, (event, data) => {
    if (event !== 'menu-board') return;
    const board = data as { menuBoard: { products: Array<{ id: number; price: number }> } };
    const product = board.menuBoard.products.find((item) => item.id === PRODUCT);
    if (product) onPrice(product.price);
  });
}

const figures = (name: string, values: number[]) => percentileLine(name, values, 44);

async function main(): Promise<void> {
  const { createSignageService } = (await import(path.resolve(__dirname, '..', 'services', 'signage', 'src', 'signage-service.ts'))) as {
    createSignageService(overrides: Record<string, unknown>): ServiceDefinition;
  };
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'asp-bench-signage-'));
  chmodSync(tmp, 0o755); // PostgreSQL runs as the `postgres` OS user when we are root
  const postgres = await startEmbeddedPostgres({ dataDir: path.join(tmp, 'postgres'), port: await freePort() });
  const natsPort = await freePort();
  const nats = await startNats(natsPort, path.join(tmp, 'nats'));
  const natsUrl = `nats://127.0.0.1:${natsPort}`;
  const client = await connect({ servers: natsUrl });
  await ensureStream(await jetstreamManager(client), CATALOG_STREAM);
  const publish = async (subject: string, payload: unknown) => {
    const id = randomUUID();
    const envelope = { id, subject, version: 1, occurredAt: new Date().toISOString(), payload };
    await jetstream(client).publish(subject, new TextEncoder().encode(JSON.stringify(envelope)), { msgID: id });
  };
  const product = (price: number) => ({
    id: PRODUCT,
    data: { id: PRODUCT, name: 'Bratwurst', price, unit: 'piece', content: { categories: [CATEGORY] } },
  });
  const keys = generateKeyPairSync('ed25519', {
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  const service = await buildService(createSignageService({}), {
    host: '127.0.0.1',
    port: 0,
    databaseUrl: postgres.url('asp_signage'),
    natsUrl,
    jwtPublicKey: keys.publicKey,
    production: false,
    seedDemoData: false,
    logLevel: 'silent',
    dataDir: tmp,
  });
  const cancels: Array<() => Promise<unknown>> = [];
  try {
    await service.app.listen({ host: '127.0.0.1', port: 0 });
    const base = `http://127.0.0.1:${(service.app.server.address() as AddressInfo).port}`;
    console.log(
      `signage push latency — Node ${process.version}, ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? '?'}), ${TVS} TVs, ${CHANGES} changes`,
    );
    const admin = { authorization: `Bearer ${adminToken(keys.privateKey)}` };
    const post = async (url: string, payload: unknown) => {
      const response = await service.app.inject({ method: 'POST', url, headers: admin, payload: payload as object });
      if (response.statusCode >= 300) throw new Error(`${url} → ${response.statusCode} ${response.body}`);
      return response.json().data;
    };
    await publish('catalog.category.created', { id: CATEGORY, data: { id: CATEGORY, name: 'Wurst', parent: null, position: 0 } });
    await publish('catalog.product.created', product(1));
    const segment = (
      await post('/api/digital-signage-segments', { name: 'Tafel', kind: 'menu-board', duration: 20, menuBoard: { category: CATEGORY } })
    ).id;
    const stream = (await post('/api/digital-signage-streams', { name: 'Theke', entries: [{ segment }] })).id;

    const arrivals: Array<Map<number, number>> = [];
    for (let tv = 0; tv < TVS; tv += 1) {
      const device = await post('/api/digital-signage-devices', { identifier: `tv-${tv}`, name: `TV ${tv}`, branch: 1, stream });
      const { key } = await post(`/api/digital-signage-devices/${device.id}/key`, {});
      const response = await fetch(`${base}/api/digital-signage-devices/player/tv-${tv}/${key}/events`);
      if (response.status !== 200) throw new Error(`TV stream → ${response.status}`);
      const seen = new Map<number, number>();
      arrivals.push(seen);
      cancels.push(readBoards(response.body!, (price) => seen.has(price) || seen.set(price, performance.now())));
    }

    const first: number[] = [];
    const last: number[] = [];
    for (let i = 0; i < CHANGES + 5; i += 1) {
      const price = 2 + i / 100;
      const sent = performance.now();
      await publish('catalog.product.updated', product(price));
      const deadline = Date.now() + 10_000;
      while (arrivals.some((seen) => !seen.has(price))) {
        if (Date.now() > deadline) throw new Error(`price ${price}: not on every TV within 10 s`);
        await new Promise((resolve) => setTimeout(resolve, 1));
      }
      if (i < 5) continue; // warm-up
      const times = arrivals.map((seen) => seen.get(price)! - sent);
      first.push(Math.min(...times));
      last.push(Math.max(...times));
    }
    console.log(figures('catalog event → first TV shows the price', first));
    console.log(figures('catalog event → every TV shows the price', last));
  } finally {
    for (const cancel of cancels) await cancel();
    await service.close();
    await client.close();
    nats.kill('SIGTERM');
    await postgres.stop();
    rmSync(tmp, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
