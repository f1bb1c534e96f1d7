// Benchmark (issue 18): order creation — POST /api/orders — in orders per second and
// p50/p99 at 10 and 50 parallel clients, through the gateway and straight to the orders
// service.
//
//   npx tsx bench/orders.ts
//   BENCH_SECONDS=10 npx tsx bench/orders.ts
//
// The orders service runs in-process on an embedded PostgreSQL (no NATS, no Redis: the
// outbox keeps the events), its catalogue replica filled as catalog events would (one
// branch open all day, a menu with three products, tables). Each client sends takeaway
// orders of two items with a fresh Idempotency-Key, as the checkout does. The load
// generator, autocannon 9, shares the process (support/autocannon-load.ts). No thresholds.
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import {
  branchInputSchema,
  categoryInputSchema,
  configInputSchema,
  menuInputSchema,
  productInputSchema,
  tableInputSchema,
} from '@asp/contracts';
import { sql, type RunningService, type ServiceDefinition, type Trx } from '@asp/server-kit';
import { load, loadRow, type LoadFigures } from './support/autocannon-load';
import { loadDefinition, startBenchPlatform, startGateway } from './support/services';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
// One client: the gateway's added latency without queueing (issue 18: ≤ 10 %); 10 and 50: throughput.
const CLIENTS = [1, 10, 50];
/** Monday 2 June 2025, 10:00 in Berlin: the branch is open. */
const NOW = new Date('2025-06-02T10:00:00+02:00');

async function seedReplica(service: RunningService): Promise<void> {
  const { applyCatalogEvent } = {
    applyCatalogEvent: await loadDefinition<(trx: Trx, event: { subject: string; payload: unknown }) => Promise<boolean>>(
      'services/orders/src/catalog-replica/apply-event.ts',
      'applyCatalogEvent',
    ),
  };
  const apply = (subject: string, payload: unknown) =>
    service.ctx.db.transaction().execute((trx) => applyCatalogEvent(trx, { subject, payload }));
  await apply('catalog.config.updated', { data: configInputSchema.parse({ shopName: 'Metzgerei Bench', enableCash: true }) });
  for (let id = 1; id <= 5; id += 1) {
    const branch = branchInputSchema.parse({
      identifier: `filiale-${id}`,
      name: `Filiale ${id}`,
      street: 'Hussenstraße 12',
      zipCode: '78462',
      city: 'Konstanz',
      openingHours: [{ type: 'daily', from: '00:00', to: '23:59' }],
      isTakeawayEnabled: true,
      isCashEnabled: true,
    });
    await apply('catalog.branch.created', { id, data: { ...branch, id } });
    for (let t = 1; t <= 10; t += 1) {
      const tableId = id * 100 + t;
      await apply('catalog.table.created', {
        id: tableId,
        data: { ...tableInputSchema.parse({ branch: id, identifier: `T${t}` }), id: tableId },
      });
    }
  }
  const products = [
    { id: 1001, name: 'Bratwurst', price: 1.6 },
    { id: 1002, name: 'Leberkäse', price: 2.2 },
    { id: 1003, name: 'Fleischkäse', price: 2.0 },
  ];
  for (const { id, name, price } of products) {
    await apply('catalog.product.created', { id, data: { ...productInputSchema.parse({ name, price, unit: 'piece', tax: 7 }), id } });
  }
  for (let c = 1; c <= 20; c += 1) {
    await apply('catalog.category.created', {
      id: 2000 + c,
      data: { ...categoryInputSchema.parse({ name: `Kategorie ${c}` }), id: 2000 + c },
    });
  }
  const menu = menuInputSchema.parse({
    name: 'Karte',
    branches: [1],
    catalog: [{ id: 2001, products: products.map((p) => p.id) }],
    availableFrom: null,
  });
  await apply('catalog.menu.created', { id: 3000, data: { ...menu, id: 3000 } });
}

const orderBody = () => ({
  payload: JSON.stringify({
    branch: 1,
    checkoutVariant: 2,
    isDelivery: false,
    isDineIn: false,
    items: [
      { product: 1001, amount: 2, unit: 'piece', parts: [] },
      { product: 1002, amount: 1, unit: 'piece', parts: [] },
    ],
    firstName: 'Max',
    lastName: 'Muster',
    phone: '+4975311234',
    email: 'max@example.de',
    paymentMethod: 'cash',
    legalInstructions: true,
    privacyPolicy: true,
  }),
  headers: { 'idempotency-key': randomUUID() },
});

export async function runOrders(): Promise<void> {
  const platform = await startBenchPlatform();
  try {
    const createOrdersService = await loadDefinition<(options: Record<string, unknown>) => ServiceDefinition>(
      'services/orders/src/orders-service.ts',
      'createOrdersService',
    );
    const orders = await platform.start(createOrdersService({ paymentMode: 'sandbox', now: () => NOW }));
    await seedReplica(orders.service);
    const gateway = await startGateway({ ORDERS_URL: orders.url });
    console.log(`orders benchmark — Node ${process.version}, ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? '?'})`);
    console.log(`POST /api/orders, ${SECONDS} s per row, autocannon in the same process`);
    const run = (url: string, concurrency: number) =>
      load(`${url}/api/orders`, { concurrency, durationMs: SECONDS * 1000, method: 'POST', body: orderBody, expect: 201 });
    await run(gateway.url, 10); // warm-up
    const results: Record<string, LoadFigures> = {};
    for (const clients of CLIENTS) {
      for (const [via, url] of [
        ['gateway', gateway.url],
        ['direct', orders.url],
      ] as const) {
        const figures = await run(url, clients);
        results[`${clients} ${via}`] = figures;
        console.log(loadRow(`${clients} clients (${via})`, figures).replace('req/s', 'orders/s'));
      }
    }
    const placed = await sql<{ count: number }>`select count(*)::int as count from orders`.execute(orders.service.ctx.db);
    const g10 = results['10 gateway'];
    const d10 = results['10 direct'];
    const g50 = results['50 gateway'];
    const [g1, d1] = [results['1 gateway'], results['1 direct']];
    const added = (via: number, direct: number) => `${(((via - direct) / direct) * 100).toFixed(0)} %`;
    console.log(
      `gateway at 1 client: p50 ${g1.p50.toFixed(2)} vs ${d1.p50.toFixed(2)} ms direct (+${added(g1.p50, d1.p50)}), p99 ${g1.p99.toFixed(2)} vs ${d1.p99.toFixed(2)} ms`,
    );
    console.log(
      `headline: ${g10.perSecond.toFixed(0)} orders/s via gateway at 10 clients (p50 ${g10.p50.toFixed(1)} ms, p99 ${g10.p99.toFixed(1)} ms), ${d10.perSecond.toFixed(0)}/s direct, ${g50.perSecond.toFixed(0)}/s via gateway at 50 (p99 ${g50.p99.toFixed(1)} ms); ${placed.rows[0].count} orders stored`,
    );
    await gateway.app.close();
  } finally {
    await platform.stop();
  }
}

if (require.main === module) {
  runOrders().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
