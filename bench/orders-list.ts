// Benchmark: the back office's order list (GET /api/orders) over 100,000 orders.
//
//   npx tsx bench/orders-list.ts
//   BENCH_ORDERS=200000 BENCH_REQUESTS=500 npx tsx bench/orders-list.ts
//
// Starts a throw-away embedded PostgreSQL, builds the orders service in-process (no NATS,
// no Redis), places one real order through the API and copies it into BENCH_ORDERS rows
// with `insert … select generate_series` (spread over a year, five branches, every
// status). Then it times the first page of the staff list with `app.inject` for a few
// filter combinations and prints latency percentiles and the query plan of the plain
// list. The copies share the first order's document apart from id, uid, branch and
// dates; the status column varies without the flags in the document (the list filters
// on the column). No thresholds: the target is a first page under 50 ms.
import { generateKeyPairSync } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { branchInputSchema, categoryInputSchema, configInputSchema, menuInputSchema, productInputSchema } from '@asp/contracts';
import { buildService, sql, startEmbeddedPostgres, type RunningService, type ServiceDefinition, type Trx } from '@asp/server-kit';
import { measureLatency, type LatencyFigures } from './measure';
import { staffToken } from './support/platform';
import { freePort } from '@asp/server-kit/testing';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const WARM_UP = 20;
const BRANCHES = 5;
/** Monday 2 June 2025, 10:00 in Berlin: the branch is open, so the first order is accepted. */
const NOW = new Date('2025-06-02T10:00:00+02:00');

/** Loaded by path at run time (a service is not a library; see catalog-read.ts). */
async function loadOrders() {
  const src = path.resolve(__dirname, '..', 'services', 'orders', 'src');
  const service = (await import(path.join(src, 'orders-service.ts'))) as {
    createOrdersService(overrides: Record<string, unknown>): ServiceDefinition;
  };
  const replica = (await import(path.join(src, 'catalog-replica', 'apply-event.ts'))) as {
    applyCatalogEvent(trx: Trx, event: { subject: string; payload: unknown }): Promise<boolean>;
  };
  return { createOrdersService: service.createOrdersService, applyCatalogEvent: replica.applyCatalogEvent };
}

async function seedCatalog(service: RunningService, applyCatalogEvent: Awaited<ReturnType<typeof loadOrders>>['applyCatalogEvent']) {
  const apply = (subject: string, payload: unknown) =>
    service.ctx.db.transaction().execute((trx) => applyCatalogEvent(trx, { subject, payload }));
  await apply('catalog.config.updated', { data: configInputSchema.parse({ shopName: 'Metzgerei Bench', enableCash: true }) });
  for (let id = 1; id <= BRANCHES; id += 1) {
    const branch = branchInputSchema.parse({
      identifier: `filiale-${id}`,
      name: `Filiale ${id}`,
      street: 'Hussenstraße 12',
      zipCode: '78462',
      city: 'Konstanz',
      openingHours: [{ type: 'daily', from: '08:00', to: '20:00' }],
      isTakeawayEnabled: true,
      isCashEnabled: true,
    });
    await apply('catalog.branch.created', { id, data: { ...branch, id } });
  }
  await apply('catalog.product.created', {
    id: 100,
    data: { ...productInputSchema.parse({ name: 'Bratwurst', price: 1.6, unit: 'piece', tax: 7 }), id: 100 },
  });
  await apply('catalog.category.created', { id: 200, data: { ...categoryInputSchema.parse({ name: 'Grill' }), id: 200 } });
  const menu = menuInputSchema.parse({ name: 'Karte', branches: [1], catalog: [{ id: 200, products: [100] }], availableFrom: null });
  await apply('catalog.menu.created', { id: 300, data: { ...menu, id: 300 } });
}

/** One order through the API, then ORDERS − 1 copies of it in one statement. */
async function seedOrders(service: RunningService): Promise<void> {
  const placed = await service.app.inject({
    method: 'POST',
    url: '/api/orders',
    payload: {
      branch: 1,
      checkoutVariant: 2,
      isDelivery: false,
      isDineIn: false,
      items: [{ product: 100, amount: 2, unit: 'piece', parts: [] }],
      firstName: 'Max',
      lastName: 'Muster',
      phone: '+4975311234',
      email: 'max@example.de',
      paymentMethod: 'cash',
      legalInstructions: true,
      privacyPolicy: true,
    },
  });
  if (placed.statusCode !== 201) throw new Error(`POST /api/orders → ${placed.statusCode}: ${placed.body.slice(0, 300)}`);
  const started = Date.now();
  await sql`
    insert into orders (id, uid, hash, branch_id, ticket_day, ticket_number, status, data, created_at, updated_at)
    select nextval(pg_get_serial_sequence('orders', 'id')), gen_random_uuid(), o.hash, b.branch, c.created::date, g, s.status,
      jsonb_set(jsonb_set(o.data, '{createdAt}', to_jsonb(c.created)), '{branch,id}', to_jsonb(b.branch)), c.created, c.created
    from orders o, generate_series(1, ${ORDERS - 1}) g,
      lateral (select ${NOW.toISOString()}::timestamptz - g * interval '5 minutes' as created) c,
      lateral (select 1 + g % ${BRANCHES} as branch) b,
      lateral (select (array['completed','completed','completed','completed','canceled','rejected','confirmed','open'])[1 + g % 8] as status) s
    where o.id = (select min(id) from orders)`.execute(service.ctx.db);
  // The copies' ids came from the sequence; give their documents the same id and uid.
  await sql`update orders set data = jsonb_set(jsonb_set(data, '{id}', to_jsonb(id)), '{uid}', to_jsonb(uid::text)) where id > (select min(id) from orders)`.execute(
    service.ctx.db,
  );
  await sql`vacuum analyze orders`.execute(service.ctx.db);
  console.log(`seeded ${ORDERS} orders in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

const ms = (value: number) => `${value.toFixed(2)} ms`;
const line = (name: string, figures: LatencyFigures, size: number) =>
  `${name.padEnd(58)} p50 ${ms(figures.p50)}, p95 ${ms(figures.p95)}, max ${ms(figures.max)} (${(size / 1024).toFixed(1)} KiB)`;

export async function runOrdersList(): Promise<void> {
  const { createOrdersService, applyCatalogEvent } = await loadOrders();
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'asp-bench-'));
  chmodSync(tmp, 0o755); // PostgreSQL runs as the `postgres` OS user when we are root
  const postgres = await startEmbeddedPostgres({ dataDir: path.join(tmp, 'postgres'), port: await freePort() });
  const keys = generateKeyPairSync('ed25519', {
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  const service = await buildService(createOrdersService({ paymentMode: 'sandbox', now: () => NOW }), {
    host: '127.0.0.1',
    port: 0,
    databaseUrl: postgres.url('asp_orders'),
    jwtPublicKey: keys.publicKey,
    production: false,
    seedDemoData: false,
    logLevel: 'silent',
    dataDir: tmp,
  });
  try {
    console.log(`orders list benchmark — Node ${process.version}, ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? '?'})`);
    await seedCatalog(service, applyCatalogEvent);
    await seedOrders(service);
    const admin = { authorization: `Bearer ${staffToken(keys.privateKey, {})}` };
    const employee = { authorization: `Bearer ${staffToken(keys.privateKey, { sub: '2', roles: ['ROLE_EMPLOYEE'], branches: [1, 2] })}` };
    const cases: Array<[string, string, Record<string, string>]> = [
      ['admin, first page (100)', '/api/orders', admin],
      ['admin, branch 3', '/api/orders?branch=3', admin],
      ['admin, status open', '/api/orders?status=open', admin],
      ['admin, branch 2 + status confirmed + one week', '/api/orders?branch=2&status=confirmed&from=2025-03-01&to=2025-03-08', admin],
      ['admin, page 50 (offset 4900)', '/api/orders?offset=4900', admin],
      ['employee of branches 1 and 2', '/api/orders', employee],
      ['orders/current (employee)', '/api/orders/current', employee],
    ];
    for (const [name, url, headers] of cases) {
      const call = async () => {
        const response = await service.app.inject({ method: 'GET', url, headers });
        if (response.statusCode !== 200) throw new Error(`${url} → ${response.statusCode}: ${response.body.slice(0, 200)}`);
      };
      const size = (await service.app.inject({ method: 'GET', url, headers })).rawPayload.length;
      for (let i = 0; i < WARM_UP; i += 1) await call();
      console.log(line(`GET ${url.replace('/api/orders', '') || '/'} — ${name}`, await measureLatency(REQUESTS, call), size));
    }
    const { rows } = await sql<{
      'QUERY PLAN': string;
    }>`explain select data from orders order by created_at desc, id desc limit 100`.execute(service.ctx.db);
    console.log(`plan of the first page:\n  ${rows.map((row) => row['QUERY PLAN']).join('\n  ')}`);
  } finally {
    await service.close();
    await postgres.stop();
    rmSync(tmp, { recursive: true, force: true });
  }
}

if (require.main === module) {
  runOrdersList().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
