/**
 * Issue 11 §7, scaling out: two instances of the orders service and two of the analytics
 * service run side by side as real processes against the same databases and the same
 * NATS. Orders alternate between the two orders instances; both answer, and every placed
 * order still has exactly one event on the stream and exactly one analytics row (the
 * analytics instances share the durable consumer, so each event goes to one of them).
 */
import { mkdtempSync } from 'node:fs';
import path from 'node:path';
import { createDatabase } from '@asp/server-kit';
import {
  createTestDatabaseUrl,
  findBinary,
  freePort,
  isReady,
  placeOrders,
  publishTrialShop,
  readInfra,
  serviceCommand,
  shopReplicated,
  supervise,
  tally,
  tallyLine,
  unpublishedEvents,
  countEffects,
  waitFor,
  type ChildSpec,
  type Supervised,
} from '@asp/server-kit/testing';

jest.setTimeout(120_000);

const ORDERS = 60;
let supervised: Supervised | undefined;
afterAll(() => supervised?.stop());

test('two orders and two analytics instances: both orders instances serve, every order has one event and one effect', async () => {
  const infra = readInfra();
  const workDir = mkdtempSync(path.join(infra.tmpDir, 'scale-out-'));
  const natsPort = await freePort();
  const natsUrl = `nats://127.0.0.1:${natsPort}`;
  const databaseUrls = { orders: await createTestDatabaseUrl(), analytics: await createTestDatabaseUrl() };
  const instance = async (name: 'orders' | 'analytics', n: number): Promise<ChildSpec & { port: number }> => {
    const port = await freePort();
    const env = {
      [`${name.toUpperCase()}_PORT`]: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrls[name],
      NATS_URL: natsUrl,
      REDIS_URL: infra.redisUrl,
      JWT_PUBLIC_KEY: infra.jwtPublicKey,
      DATA_DIR: workDir,
      LOG_LEVEL: process.env.TEST_LOG ? 'info' : 'error',
      SEED_DEMO_DATA: 'false',
    };
    return { name: `${name}-${n}`, ...serviceCommand(name), layer: 1, env, port };
  };
  const services = [
    await instance('orders', 1),
    await instance('orders', 2),
    await instance('analytics', 1),
    await instance('analytics', 2),
  ];
  const nats: ChildSpec = {
    name: 'nats',
    command: findBinary('nats-server'),
    layer: 0,
    match: 'nats-server',
    env: {},
    args: ['-js', '-a', '127.0.0.1', '-p', String(natsPort), '-sd', path.join(workDir, 'nats')],
  };
  supervised = supervise([nats, ...services], { runFile: path.join(workDir, 'run', 'platform.json') });
  for (const service of services) await waitFor(() => isReady(service.port), 90_000, 200);

  const ordersDb = createDatabase(databaseUrls.orders, 2);
  const analyticsDb = createDatabase(databaseUrls.analytics, 2);
  try {
    const shop = await publishTrialShop(natsUrl);
    await waitFor(() => shopReplicated(ordersDb, shop), 30_000, 200);
    const [orders1, orders2] = services.slice(0, 2).map((service) => `http://127.0.0.1:${service.port}`);
    const traffic = await placeOrders({ urls: [orders1, orders2], shop, orders: ORDERS, concurrency: 4 });
    expect(traffic.failedAttempts).toBe(0);
    expect(traffic.servedBy).toEqual({ [orders1]: ORDERS / 2, [orders2]: ORDERS / 2 });

    // Both analytics instances serve their own requests too.
    for (const service of services.slice(2)) {
      const response = await fetch(`http://127.0.0.1:${service.port}/api/analytics-log`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ type: 'pageview', action: '/shop' }),
      });
      expect(response.status).toBe(202);
    }

    await waitFor(async () => (await unpublishedEvents(ordersDb)) === 0, 30_000, 200);
    await waitFor(async () => (await countEffects(analyticsDb)) >= ORDERS, 30_000, 200);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(tallyLine(await tally({ ordersDb, analyticsDb, natsUrl }))).toBe(
      `orders=${ORDERS} events=${ORDERS} effects=${ORDERS} lost=0 duplicates=0`,
    );
  } finally {
    await ordersDb.destroy();
    await analyticsDb.destroy();
  }
});
