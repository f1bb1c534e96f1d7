/**
 * Issue 10 §6b: one crash does not stop the shop. The orders and catalog services and a
 * nats-server run as real processes under the supervisor of `npm start`; under steady
 * order traffic the orders service and then nats-server are killed with SIGKILL. Each
 * time the start-up data (catalog /api/init) keeps answering, orders are accepted again
 * within 10 s, and afterwards every accepted order is stored and every event published.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import path from 'node:path';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { createDatabase, sql, type Db, type RunningService } from '@asp/server-kit';
import {
  createTestDatabaseUrl,
  findBinary,
  freePort,
  isReady,
  readInfra,
  serviceCommand,
  supervise,
  waitFor,
  type Supervised,
} from '@asp/server-kit/testing';
import { CatalogSeeder, orderBody, type Shop } from './helpers';

jest.setTimeout(240_000);

let driver: Supervised | undefined;
let ordersDb: Db | undefined;

afterAll(async () => {
  await driver?.stop();
  await ordersDb?.destroy();
});

test('kill -9 of orders and then of nats-server: start-up data keeps answering, orders resume within 10 s, nothing is lost', async () => {
  const infra = readInfra();
  const [natsPort, ordersPort, catalogPort] = [await freePort(), await freePort(), await freePort()];
  const dataDir = mkdtempSync(path.join(infra.tmpDir, 'recovery-'));
  const runFile = path.join(dataDir, 'run', 'platform.json');
  const ordersUrl = await createTestDatabaseUrl();
  const serviceEnv = (name: string, port: number, databaseUrl: string): Record<string, string> => ({
    [`${name.toUpperCase()}_PORT`]: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    NATS_URL: `nats://127.0.0.1:${natsPort}`,
    REDIS_URL: infra.redisUrl,
    JWT_PUBLIC_KEY: infra.jwtPublicKey,
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.TEST_LOG ? 'info' : 'warn',
    SEED_DEMO_DATA: 'false',
  });
  driver = supervise(
    [
      {
        name: 'nats',
        command: findBinary('nats-server'),
        layer: 0,
        match: 'nats-server',
        env: {},
        args: ['-js', '-a', '127.0.0.1', '-p', String(natsPort), '-sd', path.join(dataDir, 'nats')],
      },
      { name: 'orders', ...serviceCommand('orders'), env: serviceEnv('orders', ordersPort, ordersUrl), layer: 1 },
      { name: 'catalog', ...serviceCommand('catalog'), layer: 1, env: serviceEnv('catalog', catalogPort, await createTestDatabaseUrl()) },
    ],
    { runFile },
  );
  await waitFor(() => isReady(ordersPort), 120_000, 250);
  await waitFor(() => isReady(catalogPort), 120_000, 250);

  // The orders service's catalogue replica, filled as catalog.* events would (helpers.ts).
  ordersDb = createDatabase(ordersUrl);
  const seeder = new CatalogSeeder({ ctx: { db: ordersDb } } as unknown as RunningService);
  await seeder.config();
  const branch = await seeder.branch({ openingHours: [{ type: 'daily', from: '00:00', to: '23:59' }] });
  const bratwurst = await seeder.product({ name: 'Bratwurst', price: 1.6, unit: 'piece', tax: 7 });
  const category = await seeder.category('Grill');
  await seeder.menu([branch.id], [{ id: category.id, products: [bratwurst.id] }]);
  const shop = { branch, bratwurst } as Shop;

  // Steady traffic: orders (each with its own Idempotency-Key) and start-up data.
  const accepted: string[] = [];
  let lastAcceptedAt = 0;
  const initFailures: string[] = [];
  let running = true;
  const orderLoop = async () => {
    while (running) {
      const response = await fetch(`http://127.0.0.1:${ordersPort}/api/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
        body: JSON.stringify(orderBody(shop)),
      }).catch(() => null);
      if (response?.status === 201) {
        accepted.push(((await response.json()) as { data: { uid: string } }).data.uid);
        lastAcceptedAt = Date.now();
      } else {
        await response?.body?.cancel();
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const initLoop = async () => {
    while (running) {
      const response = await fetch(`http://127.0.0.1:${catalogPort}/api/init`).catch((error: Error) => error);
      if (response instanceof Error) initFailures.push(response.message);
      else if (response.status !== 200) initFailures.push(`${response.status} ${await response.text()}`);
      else await response.arrayBuffer();
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };
  const loops = [orderLoop(), orderLoop(), initLoop()];

  const acceptedAgainWithin = async (ms: number) => {
    const killedAt = Date.now();
    await waitFor(() => lastAcceptedAt > killedAt + 50, ms, 50);
    return Date.now() - killedAt;
  };
  try {
    await waitFor(() => accepted.length >= 5, 30_000);

    process.kill(driver.pidOf('orders'), 'SIGKILL');
    await acceptedAgainWithin(10_000);
    await waitFor(() => accepted.length >= 15, 20_000);

    process.kill(driver.pidOf('nats'), 'SIGKILL');
    await acceptedAgainWithin(10_000);
    // Ride the outage out: more orders while NATS comes back.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
  } finally {
    running = false;
    await Promise.all(loops);
  }

  expect(initFailures).toEqual([]);
  const stored = await ordersDb.selectFrom('orders').select('uid').execute();
  const storedUids = new Set(stored.map((row) => String(row.uid)));
  expect(accepted.filter((uid) => !storedUids.has(uid))).toEqual([]);

  // Every event in the outbox reaches the stream (deduplicated by id), the outage's too.
  await waitFor(
    async () => {
      const pending = await sql<{ count: string }>`select count(*) as count from outbox where published_at is null`.execute(ordersDb!);
      return Number(pending.rows[0].count) === 0;
    },
    30_000,
    250,
  );
  const outbox = await sql<{ count: string }>`select count(*) as count from outbox`.execute(ordersDb);
  const nats = await connect({ servers: `nats://127.0.0.1:${natsPort}` });
  try {
    const info = await (await jetstreamManager(nats)).streams.info('ORDERS');
    expect(info.state.messages).toBe(Number(outbox.rows[0].count));
  } finally {
    await nats.close();
  }
  expect(driver.gaveUp).toEqual([]);
  expect(driver.process.exitCode).toBeNull();
});
