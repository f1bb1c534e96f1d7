// Benchmark: how fast order changes reach the live screens (issue 12, goal p99 < 1 s).
//
//   npx tsx bench/order-screen-latency.ts
//   BENCH_ORDERS=500 npx tsx bench/order-screen-latency.ts
//
// Starts a throw-away embedded PostgreSQL and nats-server (JetStream), builds the orders
// service in-process and lets it listen on a real port. The whole push path runs as in
// production: the order's transaction writes the event into the outbox, the relay
// publishes it to JetStream, every instance's LiveUpdates subscription receives it and
// writes the SSE frame to the open streams. Two figures over BENCH_ORDERS orders:
//   1. counter screen: POST /api/orders (the commit happens inside the call) until the
//      branch's counter stream (GET /api/orders/frontdesk/{branch}/{key}/events) delivers
//      the order — measured from the call's answer (commit ≤ answer, so a lower bound of the
//      latency) and from the call's start (an upper bound);
//   2. status page: a staff status change (POST /api/orders/{id}/status/confirm) until
//      the customer's stream (GET /api/orders/public/{uid}/{hash}/events) delivers it.
// One order after the other, no other load; no gateway in between (the gateway passes
// the stream through without buffering, see services/gateway/src/proxy.ts).
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { branchInputSchema, categoryInputSchema, configInputSchema, menuInputSchema, productInputSchema } from '@asp/contracts';
import { buildService, startEmbeddedPostgres, type ServiceDefinition, type Trx } from '@asp/server-kit';
import { freePort } from '@asp/server-kit/testing';
import { percentileLine } from './support/percentiles';
import { adminToken, startNats } from './support/platform';
import { readServerSentEvents } from './support/sse';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 200);
/** Monday 2 June 2025, 10:00 in Berlin (the branch is open); the service's clock runs on from there. */
const START = new Date('2025-06-02T10:00:00+02:00');

async function loadOrders() {
  const src = path.resolve(__dirname, '..', 'services', 'orders', 'src');
  const service = (await import(path.join(src, 'orders-service.ts'))) as {
    createOrdersService(overrides: Record<string, unknown>): ServiceDefinition;
  };
  const replica = (await import(path.join(src, 'catalog-replica', 'apply-event.ts'))) as {
    applyCatalogEvent(trx: Trx, event: { subject: string; payload: unknown }): Promise<boolean>;
  };
  const keys = (await import(path.join(src, 'order-screens', 'screen-keys.ts'))) as {
    screenKeyHash(key: string): string;
    storeScreenKeyHash(trx: Trx, branchId: number, keyHash: string): Promise<void>;
  };
  return { ...service, ...replica, ...keys };
}

/** Calls `onOrder` with each `event: order` payload at the moment it arrives. */
function readStream(body: ReadableStream<Uint8Array>, onOrder: (order: { id: number; isConfirmed: boolean }) => void) {
  return readServerSentEvents(body, (event, data) => {
    if (event === 'order') onOrder(data as { id: number; isConfirmed: boolean });
  });
}

/** Resolves when `check` is true (polled on every frame via `notify`), rejects after `ms`. */
class Waiter {
  private waiting: { check: () => boolean; resolve: () => void } | null = null;
  notify(): void {
    if (this.waiting?.check()) {
      this.waiting.resolve();
      this.waiting = null;
    }
  }
  until(check: () => boolean, ms = 5000): Promise<void> {
    if (check()) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no push within 5 s')), ms);
      this.waiting = { check, resolve: () => (clearTimeout(timer), resolve()) };
    });
  }
}

const figures = (name: string, values: number[]) => percentileLine(name, values, 60);

async function main(): Promise<void> {
  const orders = await loadOrders();
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'asp-bench-screens-'));
  chmodSync(tmp, 0o755); // PostgreSQL runs as the `postgres` OS user when we are root
  const postgres = await startEmbeddedPostgres({ dataDir: path.join(tmp, 'postgres'), port: await freePort() });
  const natsPort = await freePort();
  const nats = await startNats(natsPort, path.join(tmp, 'nats'));
  const keys = generateKeyPairSync('ed25519', {
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  const realStart = Date.now();
  const service = await buildService(
    orders.createOrdersService({ paymentMode: 'sandbox', now: () => new Date(START.getTime() + (Date.now() - realStart)) }),
    {
      host: '127.0.0.1',
      port: 0,
      databaseUrl: postgres.url('asp_orders'),
      natsUrl: `nats://127.0.0.1:${natsPort}`,
      jwtPublicKey: keys.publicKey,
      production: false,
      seedDemoData: false,
      logLevel: 'silent',
      dataDir: tmp,
    },
  );
  const cancels: Array<() => Promise<unknown>> = [];
  try {
    await service.app.listen({ host: '127.0.0.1', port: 0 });
    const base = `http://127.0.0.1:${(service.app.server.address() as AddressInfo).port}`;
    console.log(
      `order screen latency — Node ${process.version}, ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? '?'}), ${ORDERS} orders`,
    );

    const apiKey = randomBytes(32).toString('base64url');
    await service.ctx.db.transaction().execute(async (trx) => {
      const apply = (subject: string, payload: unknown) => orders.applyCatalogEvent(trx, { subject, payload });
      await apply('catalog.config.updated', { data: configInputSchema.parse({ shopName: 'Metzgerei Bench', enableCash: true }) });
      const branch = branchInputSchema.parse({
        identifier: 'filiale-1',
        name: 'Filiale 1',
        openingHours: [{ type: 'daily', from: '00:00', to: '23:59' }],
        isTakeawayEnabled: true,
        isCashEnabled: true,
      });
      await apply('catalog.branch.created', { id: 1, data: { ...branch, id: 1 } });
      const product = productInputSchema.parse({ name: 'Bratwurst', price: 1.6, unit: 'piece', tax: 7 });
      await apply('catalog.product.created', { id: 100, data: { ...product, id: 100 } });
      await apply('catalog.category.created', { id: 200, data: { ...categoryInputSchema.parse({ name: 'Grill' }), id: 200 } });
      const menu = menuInputSchema.parse({ name: 'Karte', branches: [1], catalog: [{ id: 200, products: [100] }], availableFrom: null });
      await apply('catalog.menu.created', { id: 300, data: { ...menu, id: 300 } });
      await orders.storeScreenKeyHash(trx, 1, orders.screenKeyHash(apiKey));
    });

    // The counter screen's stream, open for the whole run.
    const arrived = new Map<number, number>();
    const counterWaiter = new Waiter();
    const counter = await fetch(`${base}/api/orders/frontdesk/1/${apiKey}/events`);
    if (counter.status !== 200) throw new Error(`counter stream → ${counter.status}`);
    cancels.push(
      readStream(counter.body!, (order) => {
        if (!arrived.has(order.id)) arrived.set(order.id, performance.now());
        counterWaiter.notify();
      }),
    );

    const admin = { authorization: `Bearer ${adminToken(keys.privateKey)}`, 'content-type': 'application/json' };
    const fromAnswer: number[] = [];
    const fromStart: number[] = [];
    const statusPush: number[] = [];
    for (let i = 0; i < ORDERS + 5; i += 1) {
      const sent = performance.now();
      const response = await fetch(`${base}/api/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          branch: 1,
          checkoutVariant: 2,
          isDelivery: false,
          isDineIn: false,
          items: [{ product: 100, amount: 2, unit: 'piece', parts: [] }],
          firstName: 'Max',
          lastName: `Muster ${i}`,
          phone: '+4975311234',
          paymentMethod: 'cash',
          legalInstructions: true,
          privacyPolicy: true,
        }),
      });
      const answered = performance.now();
      if (response.status !== 201) throw new Error(`POST /api/orders → ${response.status}: ${(await response.text()).slice(0, 300)}`);
      const order = (await response.json()).data as { id: number; uid: string; hash: string };
      await counterWaiter.until(() => arrived.has(order.id));

      // The customer's status page is open; staff confirm.
      let confirmedAt = 0;
      const statusWaiter = new Waiter();
      const stream = await fetch(`${base}/api/orders/public/${order.uid}/${order.hash}/events`);
      let first = false;
      const cancel = readStream(stream.body!, (pushed) => {
        first = true;
        if (pushed.isConfirmed && !confirmedAt) confirmedAt = performance.now();
        statusWaiter.notify();
      });
      await statusWaiter.until(() => first);
      const changed = performance.now();
      const confirm = await fetch(`${base}/api/orders/${order.id}/status/confirm`, { method: 'POST', headers: admin, body: '{}' });
      if (confirm.status !== 200) throw new Error(`confirm → ${confirm.status}: ${(await confirm.text()).slice(0, 300)}`);
      await statusWaiter.until(() => confirmedAt > 0);
      await cancel();

      // The first five are warm-up (JIT, connection pools).
      if (i < 5) continue;
      fromAnswer.push(arrived.get(order.id)! - answered);
      fromStart.push(arrived.get(order.id)! - sent);
      statusPush.push(confirmedAt - changed);
    }
    console.log(
      figures(
        'order placed → counter screen SSE (from the call’s answer)',
        fromAnswer.map((v) => Math.max(0, v)),
      ),
    );
    console.log(figures('order placed → counter screen SSE (from the call’s start)', fromStart));
    console.log(figures('staff confirm → status page SSE (from the call’s start)', statusPush));
  } finally {
    for (const cancel of cancels) await cancel();
    await service.close();
    nats.kill('SIGTERM');
    await postgres.stop();
    rmSync(tmp, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
