import { ordersQueues } from '@asp/contracts';
import { createQueue, sql } from '@asp/server-kit';
import { waitFor } from '@asp/server-kit/testing';
import { readOrdersOptions } from '../src/config';
import { createPaymentRegistry } from '../src/payments/registry';
import { sweepOpenPayments } from '../src/payments/sweep-job';
import { createdOrder, orderBody, seedShop, startOrders, type Harness, type Shop } from './helpers';

/**
 * Issue 11.6: the repeatable payment sweep asks the provider about orders still awaiting
 * payment after N minutes. The service's own scheduler runs every 300 ms here and sweeps
 * orders older than 30 minutes (of the service's clock); the direct calls use 10 minutes,
 * so they do not race the scheduler for the same orders.
 */
let h: Harness;
let shop: Shop;
beforeAll(async () => {
  h = await startOrders({ paymentSweep: { every: 300, afterMinutes: 30, batchSize: 50 } });
  shop = await seedShop(h, { slotCapacity: 1 });
});
afterAll(() => h?.close());

const db = () => h.service.ctx.db;
// The sandbox provider lives in the service's database, so a registry of its own asks the same provider.
const deps = () => ({
  db: db(),
  registry: createPaymentRegistry({ ...readOrdersOptions({}), paymentMode: 'sandbox' }, db()),
  now: () => h.clock.now,
});
const sweep = (batchSize = 50) => sweepOpenPayments(deps(), { afterMinutes: 10, batchSize }, h.service.ctx.log);
const advance = (minutes: number) => {
  h.clock.now = new Date(h.clock.now.getTime() + minutes * 60_000);
};
let appointmentHour = 11;
/** An online order with an appointment of its own 15-minute window (the branch takes one order per window). */
const online = () =>
  createdOrder(h, orderBody(shop, { paymentMethod: 'mollie', appointmentDate: `2025-06-02T${++appointmentHour}:30:00+02:00` }));
const stored = async (id: number) => (await db().selectFrom('orders').select('data').where('id', '=', id).executeTakeFirstOrThrow()).data;
const paymentIdOf = async (id: number) => String((await stored(id)).payment.id);
const eventCount = async (id: number, subject: string) =>
  (await db().selectFrom('outbox').select('payload').where('subject', '=', subject).execute()).filter((row) => row.payload.id === id)
    .length;
const seatOf = async (id: number) =>
  (await db().selectFrom('order_slot_bookings').select('order_id').where('order_id', '=', id).executeTakeFirst()) !== undefined;
/** The provider's side changes without anyone telling the orders service (a lost webhook). */
const settleAtProvider = async (id: number, status: string) =>
  db()
    .updateTable('sandbox_payments')
    .set({ status })
    .where('id', '=', await paymentIdOf(id))
    .execute();

test('defaults: every 5 minutes, orders awaiting payment for 10 minutes, 50 per run; 20 s for the provider to start a payment', () => {
  const options = readOrdersOptions({});
  expect(options.paymentSweep).toEqual({ every: 300_000, afterMinutes: 10, batchSize: 50 });
  expect(options.paymentStartTimeoutMs).toBe(20_000);
  expect(readOrdersOptions({ PAYMENT_SWEEP_AFTER_MINUTES: '15', PAYMENT_SWEEP_BATCH_SIZE: '20' }).paymentSweep).toMatchObject({
    afterMinutes: 15,
    batchSize: 20,
  });
});

test('a run takes a bounded batch of the oldest orders, and only those awaiting payment long enough', async () => {
  const orders = [await online(), await online(), await online()];
  advance(5);
  expect(await sweep()).toEqual({ checked: 0, changed: 0, errors: 0 });
  advance(6);
  // Still open at the provider: asked, nothing changes.
  expect(await sweep(2)).toEqual({ checked: 2, changed: 0, errors: 0 });
  for (const order of orders) await settleAtProvider(order.id, 'expired');
  expect(await sweep(2)).toEqual({ checked: 2, changed: 2, errors: 0 });
  expect(await sweep(2)).toEqual({ checked: 1, changed: 1, errors: 0 });
  for (const order of orders) expect(await stored(order.id)).toMatchObject({ isFailed: true });
  expect(await sweep()).toEqual({ checked: 0, changed: 0, errors: 0 });
});

test("lost webhook: the service's repeatable job marks the order paid once; running the sweep again changes nothing", async () => {
  const queue = createQueue(ordersQueues.paymentSweep, h.service.ctx.redis!, { prefix: h.options.queuePrefix });
  try {
    const schedulers = await queue.bull.getJobSchedulers();
    expect(schedulers).toHaveLength(1);
    expect(schedulers[0]).toMatchObject({
      key: 'sweep-open-payments' satisfies keyof typeof ordersQueues.paymentSweep.jobs,
      every: 300,
      template: { data: { afterMinutes: 30, batchSize: 50 } },
    });
  } finally {
    await queue.close();
  }

  const order = await online();
  await settleAtProvider(order.id, 'paid');
  // No webhook, no return to the shop. Young orders are left to the webhook.
  await new Promise((resolve) => setTimeout(resolve, 700));
  expect(await stored(order.id)).toMatchObject({ isPaid: false });
  advance(31);
  // Nobody calls the sweep here: the service's own job scheduler and worker do it.
  await waitFor(async () => (await stored(order.id)).isPaid, 10_000);
  expect(await stored(order.id)).toMatchObject({ isPaid: true, isFailed: false, payment: { status: 'paid' } });
  expect(await eventCount(order.id, 'orders.order.paid')).toBe(1);
  expect(await seatOf(order.id)).toBe(true);

  await Promise.all([sweep(), sweep()]);
  expect(await sweep()).toEqual({ checked: 0, changed: 0, errors: 0 });
  expect(await eventCount(order.id, 'orders.order.paid')).toBe(1);
}, 20_000);

test('an order whose payment was never started (the service stopped after its commit) fails after N minutes and frees its seat', async () => {
  const order = await online();
  // What a stop between the commit and the provider's answer leaves: no payment id, no page.
  await sql`update orders set payment_provider = null, payment_id = null,
            data = data || '{"payment": null, "paymentRedirectUrl": null}'::jsonb where id = ${order.id}`.execute(db());
  expect(await seatOf(order.id)).toBe(true);
  advance(11);
  expect(await sweep()).toEqual({ checked: 1, changed: 1, errors: 0 });
  expect(await stored(order.id)).toMatchObject({ isFailed: true, payment: null });
  expect(await seatOf(order.id)).toBe(false);
  expect(await eventCount(order.id, 'orders.order.payment-failed')).toBe(1);
  expect(await sweep()).toEqual({ checked: 0, changed: 0, errors: 0 });
  expect(await eventCount(order.id, 'orders.order.payment-failed')).toBe(1);
});

test('a provider that cannot be asked is logged and asked again on the next run', async () => {
  const order = await online();
  await settleAtProvider(order.id, 'paid');
  advance(11);
  // The sandbox provider's store is gone for a moment: asking it fails like an unreachable provider.
  await db().schema.alterTable('sandbox_payments').renameTo('sandbox_payments_away').execute();
  try {
    expect(await sweep()).toEqual({ checked: 1, changed: 0, errors: 1 });
  } finally {
    await db().schema.alterTable('sandbox_payments_away').renameTo('sandbox_payments').execute();
  }
  expect(await stored(order.id)).toMatchObject({ isPaid: false, isFailed: false });
  expect(await sweep()).toEqual({ checked: 1, changed: 1, errors: 0 });
  expect(await stored(order.id)).toMatchObject({ isPaid: true });
  expect(await eventCount(order.id, 'orders.order.paid')).toBe(1);
});
