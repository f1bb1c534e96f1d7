import { ordersQueues } from '@asp/contracts';
import { createQueue, sql } from '@asp/server-kit';
import { waitFor } from '@asp/server-kit/testing';
import { readOrdersOptions } from '../src/config';
import { processPruneIdempotencyKeys } from '../src/maintenance-job';
import { startOrders, type Harness } from './helpers';

let h: Harness;
beforeAll(async () => {
  // The scheduler fires every 300 ms here instead of daily.
  h = await startOrders({ maintenance: { repeat: { every: 300 }, idempotencyKeyMaxAgeHours: 24 } });
});
afterAll(() => h?.close());

const keyAgedHours = (key: string, hours: number) =>
  sql`insert into idempotency_keys (scope, key, request_hash, status_code, response, created_at)
      values ('orders.create', ${key}, 'h', 201, '{}'::jsonb, now() - make_interval(hours => ${hours}))`.execute(h.service.ctx.db);
const keys = async () =>
  (await h.service.ctx.db.selectFrom('idempotency_keys').select('key').orderBy('key').execute()).map((row) => String(row.key));

test('by default the pruning is scheduled daily and keeps keys for at least 24 hours', () => {
  expect(readOrdersOptions({}).maintenance).toEqual({
    repeat: { pattern: '30 3 * * *', tz: 'Europe/Berlin' },
    idempotencyKeyMaxAgeHours: 24,
  });
  expect(readOrdersOptions({ IDEMPOTENCY_KEY_MAX_AGE_HOURS: '2' }).maintenance.idempotencyKeyMaxAgeHours).toBe(24);
  expect(readOrdersOptions({ IDEMPOTENCY_KEY_MAX_AGE_HOURS: '72' }).maintenance.idempotencyKeyMaxAgeHours).toBe(72);
});

test('the service registers one repeatable job on the maintenance queue', async () => {
  const queue = createQueue(ordersQueues.maintenance, h.service.ctx.redis!, { prefix: h.options.queuePrefix });
  try {
    const schedulers = await queue.bull.getJobSchedulers();
    expect(schedulers).toHaveLength(1);
    expect(schedulers[0]).toMatchObject({
      key: 'prune-idempotency-keys' satisfies keyof typeof ordersQueues.maintenance.jobs,
      every: 300,
      template: { data: { maxAgeHours: 24 } },
    });
  } finally {
    await queue.close();
  }
});

test('the scheduled job removes keys older than 24 hours and keeps fresh ones', async () => {
  await keyAgedHours('alt-30h', 30);
  await keyAgedHours('alt-25h', 25);
  await keyAgedHours('frisch-23h', 23);
  await keyAgedHours('frisch-jetzt', 0);
  // Nobody calls the job here: the service's own scheduler and worker do it.
  await waitFor(async () => !(await keys()).some((key) => key.startsWith('alt-')), 10_000);
  expect(await keys()).toEqual(['frisch-23h', 'frisch-jetzt']);
});

test('the job itself refuses to prune keys younger than a day', async () => {
  await keyAgedHours('frisch-2h', 2);
  await expect(processPruneIdempotencyKeys(h.service.ctx.db, { maxAgeHours: 1 })).rejects.toThrow();
  expect(await keys()).toContain('frisch-2h');
});
