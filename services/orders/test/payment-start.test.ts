import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { orderTexts } from '@asp/i18n';
import { sql } from '@asp/server-kit';
import { waitFor } from '@asp/server-kit/testing';
import { readOrdersOptions } from '../src/config';
import { createPaymentRegistry } from '../src/payments/registry';
import { sweepOpenPayments } from '../src/payments/sweep-job';
import { createdOrder, errorsOf, orderBody, placeOrder, seedShop, startOrders, type Harness, type Shop } from './helpers';

/**
 * Issue 11.6: the order commits before the provider is asked. A local Datatrans stand-in
 * holds the payment call open, then kills its socket (or never answers at all), while
 * the test looks at what the database and other customers see meanwhile.
 */
let h: Harness;
let server: Server;
/** What the stand-in does with `POST /v1/transactions`; a status call (GET) always reads 'initialized'. */
let mode: 'answer' | 'hold' = 'answer';
const held: Array<{ req: IncomingMessage; res: ServerResponse }> = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      if (req.method === 'GET')
        return void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ status: 'initialized' }));
      if (mode === 'hold') return void held.push({ req, res });
      res
        .writeHead(201, { 'content-type': 'application/json' })
        .end(JSON.stringify({ transactionId: String(Date.now()) + String(held.length) }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  h = await startOrders({
    paymentMode: 'live',
    datatrans: { merchantId: '1100004624', password: 'geheim', apiUrl, payUrl: 'https://pay.sandbox.datatrans.com' },
    paymentStartTimeoutMs: 1_500,
  });
});
afterAll(async () => {
  for (const call of held) call.req.socket.destroy();
  await h?.close();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  mode = 'answer';
  held.length = 0;
});

/** A branch taking Datatrans, one order per 15-minute window (seedShop resets the config, so it is set after). */
async function datatransShop(): Promise<Shop> {
  const shop = await seedShop(h, { isDatatransEnabled: true, slotCapacity: 1 });
  await h.catalog.config({ enablePluginDatatrans: true, enableDatatrans: true });
  return shop;
}
const AT_1230 = '2025-06-02T12:30:00+02:00';
const db = () => h.service.ctx.db;
const online = (shop: Shop) => orderBody(shop, { paymentMethod: 'datatrans', appointmentDate: AT_1230 });
const seats = async (branchId: number) =>
  Number((await db().selectFrom('order_slots').select('booked').where('branch_id', '=', branchId).executeTakeFirst())?.booked ?? 0);
const ordersOf = async (branchId: number) =>
  (await db().selectFrom('orders').select(['id', 'status', 'data']).where('branch_id', '=', branchId).orderBy('id').execute()).map(
    (row) => ({
      id: Number(row.id),
      status: String(row.status),
      data: row.data,
    }),
  );
const eventsOf = async (orderId: number) =>
  (await db().selectFrom('outbox').select(['subject', 'payload']).orderBy('seq').execute())
    .filter((row) => row.payload.id === orderId)
    .map((row) => String(row.subject));
/** Transactions of this database left open while the service waits for something else. */
const openTransactions = async () => {
  const { rows } = await sql<{ n: number }>`
    select count(*)::int as n from pg_stat_activity
    where datname = current_database() and pid <> pg_backend_pid() and state like 'idle in transaction%'`.execute(db());
  return rows[0].n;
};

test('a provider killed mid-call: the order was committed before, ends payment-failed, gives its seat back, and a new submit is a fresh order', async () => {
  const shop = await datatransShop();
  const key = randomUUID();
  mode = 'hold';
  const submit = placeOrder(h, online(shop), { 'idempotency-key': key });
  await waitFor(() => held.length === 1, 5_000);

  // While the provider hangs: no transaction is open, the order is stored awaiting payment
  // (staff see it, as they always saw unpaid online orders), and the branch keeps taking orders.
  // (The outbox relay holds a transaction for a moment while it publishes `placed`: hence waitFor.)
  await waitFor(async () => (await openTransactions()) === 0, 3_000);
  const [pending] = await ordersOf(shop.branch.id);
  expect(pending).toMatchObject({ status: 'open', data: { paymentMethod: 'datatrans', isPaid: false, isFailed: false, payment: null } });
  expect(await seats(shop.branch.id)).toBe(1);
  const cash = await createdOrder(h, orderBody(shop));
  expect(cash.ticketNumber).toBe(pending.data.ticketNumber + 1);
  // A retry of the same submit waits for the first one's outcome instead of ordering twice.
  const early = await placeOrder(h, online(shop), { 'idempotency-key': key });
  expect(early.statusCode).toBe(409);
  expect(errorsOf(early)).toEqual([{ message: orderTexts.paymentStarting }]);

  held[0].req.socket.destroy();
  const response = await submit;
  expect(response.statusCode).toBe(422);
  expect(errorsOf(response)).toEqual([{ field: 'paymentMethod', message: orderTexts.paymentStartFailed }]);
  const [failed] = await ordersOf(shop.branch.id);
  expect(failed).toMatchObject({
    id: pending.id,
    status: 'failed',
    data: { isFailed: true, isPaid: false, payment: null, paymentRedirectUrl: null },
  });
  expect(await seats(shop.branch.id)).toBe(0);
  expect(await eventsOf(pending.id)).toEqual(['orders.order.placed', 'orders.order.payment-failed']);

  // The same key answers the same German error (the checkout takes a new key after a 422) …
  const replay = await placeOrder(h, online(shop), { 'idempotency-key': key });
  expect(replay.statusCode).toBe(422);
  expect(errorsOf(replay)).toEqual([{ field: 'paymentMethod', message: orderTexts.paymentStartFailed }]);
  // … and the customer's next try is a fresh order that gets the freed seat and the payment page.
  mode = 'answer';
  const retryKey = randomUUID();
  const retry = await placeOrder(h, online(shop), { 'idempotency-key': retryKey });
  expect(retry.statusCode).toBe(201);
  const order = retry.json().data;
  expect(order.id).not.toBe(pending.id);
  expect(order.paymentRedirectUrl).toMatch(/^https:\/\/pay\.sandbox\.datatrans\.com\/v1\/start\/\d+$/);
  expect(await seats(shop.branch.id)).toBe(1);
  expect((await placeOrder(h, online(shop), { 'idempotency-key': retryKey })).json().data).toEqual(order);
  expect(await eventsOf(order.id)).toEqual(['orders.order.placed']);
}, 20_000);

test('a provider that never answers fails the payment after the time limit instead of keeping the customer waiting', async () => {
  const shop = await datatransShop();
  mode = 'hold';
  const started = Date.now();
  const response = await placeOrder(h, online(shop));
  expect(Date.now() - started).toBeLessThan(5_000);
  expect(held).toHaveLength(1);
  expect(response.statusCode).toBe(422);
  expect(errorsOf(response)).toEqual([{ field: 'paymentMethod', message: orderTexts.paymentStartFailed }]);
  const [order] = await ordersOf(shop.branch.id);
  expect(order).toMatchObject({ status: 'failed', data: { isFailed: true } });
  expect(await seats(shop.branch.id)).toBe(0);
  expect(await eventsOf(order.id)).toEqual(['orders.order.placed', 'orders.order.payment-failed']);
}, 15_000);

test('the sweep fails an order whose payment start outlives N minutes; the late payment is not used and a retry answers the failure', async () => {
  const shop = await datatransShop();
  const key = randomUUID();
  mode = 'hold';
  const submit = placeOrder(h, online(shop), { 'idempotency-key': key });
  await waitFor(() => held.length === 1, 5_000);
  const [pending] = await ordersOf(shop.branch.id);

  // As if the service had stopped after the commit: ten minutes later the sweep finds no payment id.
  const registry = createPaymentRegistry({ ...readOrdersOptions({}), paymentMode: 'live', datatrans: h.options.datatrans ?? null }, db());
  const clock = h.clock.now;
  h.clock.now = new Date(clock.getTime() + 11 * 60_000);
  try {
    const swept = await sweepOpenPayments(
      { db: db(), registry, now: () => h.clock.now },
      { afterMinutes: 10, batchSize: 50 },
      h.service.ctx.log,
    );
    expect(swept).toMatchObject({ changed: 1, errors: 0 });
  } finally {
    h.clock.now = clock;
  }
  expect(await seats(shop.branch.id)).toBe(0);
  // A retry with the same key learns the outcome from the order itself.
  const replay = await placeOrder(h, online(shop), { 'idempotency-key': key });
  expect(replay.statusCode).toBe(422);
  expect(errorsOf(replay)).toEqual([{ field: 'paymentMethod', message: orderTexts.paymentStartFailed }]);

  // The provider answers after all: the order stays failed and the payment page is not handed out.
  held[0].res.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify({ transactionId: '250602100000777777' }));
  const response = await submit;
  expect(response.statusCode).toBe(422);
  expect(errorsOf(response)).toEqual([{ field: 'paymentMethod', message: orderTexts.paymentStartFailed }]);
  const [order] = await ordersOf(shop.branch.id);
  expect(order).toMatchObject({ id: pending.id, status: 'failed', data: { isFailed: true, payment: null, paymentRedirectUrl: null } });
  expect(await eventsOf(pending.id)).toEqual(['orders.order.placed', 'orders.order.payment-failed']);
}, 20_000);

test('a retry after the first submit ended without an outcome (twice the time limit later) fails the payment at once', async () => {
  const shop = await datatransShop();
  const key = randomUUID();
  mode = 'hold';
  const submit = placeOrder(h, online(shop), { 'idempotency-key': key });
  await waitFor(() => held.length === 1, 5_000);
  const [pending] = await ordersOf(shop.branch.id);
  // Within twice the time limit the first submit may still be running: 409, the checkout retries.
  expect((await placeOrder(h, online(shop), { 'idempotency-key': key })).statusCode).toBe(409);

  const clock = h.clock.now;
  h.clock.now = new Date(clock.getTime() + 3_001);
  try {
    const replay = await placeOrder(h, online(shop), { 'idempotency-key': key });
    expect(replay.statusCode).toBe(422);
    expect(errorsOf(replay)).toEqual([{ field: 'paymentMethod', message: orderTexts.paymentStartFailed }]);
  } finally {
    h.clock.now = clock;
  }
  expect((await ordersOf(shop.branch.id))[0]).toMatchObject({ id: pending.id, status: 'failed' });
  expect(await seats(shop.branch.id)).toBe(0);
  // The stored answer is now the failure, also once the stuck call ends.
  held[0].req.socket.destroy();
  expect((await submit).statusCode).toBe(422);
  expect((await placeOrder(h, online(shop), { 'idempotency-key': key })).statusCode).toBe(422);
  expect(await eventsOf(pending.id)).toEqual(['orders.order.placed', 'orders.order.payment-failed']);
}, 20_000);
