import { randomUUID } from 'node:crypto';
import { CATALOG_STREAM } from '@asp/contracts';
import { ensureStream } from '@asp/server-kit';
import { waitFor } from '@asp/server-kit/testing';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { storeStockSetting } from '../src/stock';
import { createdOrder, errorsOf, MONDAY_10, orderBody, placeOrder, seedShop, startOrders, type Harness, type Shop } from './helpers';

/** Stock per branch (issue 13): sold out refused, daily quantities counted atomically, given back on cancel. */
let h: Harness;
let nc: NatsConnection;
beforeAll(async () => {
  h = await startOrders();
  nc = await connect({ servers: h.nats.url });
  await ensureStream(await jetstreamManager(nc), CATALOG_STREAM);
});
afterAll(async () => {
  await nc?.drain();
  await h?.close();
});
beforeEach(() => {
  h.clock.now = MONDAY_10;
});

const db = () => h.service.ctx.db;
const setStock = (shop: Shop, product: number, soldOut: boolean, dailyQuantity: number | null) =>
  db()
    .transaction()
    .execute((trx) => storeStockSetting(trx, { product, branch: shop.branch.id, soldOut, dailyQuantity }, '2025-06-02'));
const stockOf = async (shop: Shop) => (await h.call({ method: 'GET', url: `/api/orders/stock/${shop.branch.id}` })).json().data;
const bratwurst = (shop: Shop, amount: number) =>
  orderBody(shop, { items: [{ product: shop.bratwurst.id, amount, unit: 'piece', parts: [] }] });
const status = (id: number, action: string, payload: Record<string, unknown> = {}) =>
  h.call({ method: 'POST', url: `/api/orders/${id}/status/${action}`, headers: h.admin, payload });

test('a product sold out at a branch is refused with the German message; other branches still sell it', async () => {
  const shop = await seedShop(h);
  const other = await seedShop(h);
  await setStock(shop, shop.bratwurst.id, true, null);

  const refused = await placeOrder(h, bratwurst(shop, 2));
  expect(refused.statusCode).toBe(422);
  expect(errorsOf(refused)).toEqual([{ field: 'items.0.amount', message: '„Bratwurst“ ist heute ausverkauft.' }]);
  expect(await stockOf(shop)).toEqual({
    branch: shop.branch.id,
    products: [{ product: shop.bratwurst.id, soldOut: true, remaining: null }],
  });

  expect((await placeOrder(h, bratwurst(other, 2))).statusCode).toBe(201);
  expect(await stockOf(other)).toEqual({ branch: other.branch.id, products: [] });
});

test('a daily quantity counts down, names what is left, and starts again the next Berlin day', async () => {
  const shop = await seedShop(h);
  await setStock(shop, shop.bratwurst.id, false, 5);
  await createdOrder(h, bratwurst(shop, 3));
  expect((await stockOf(shop)).products).toEqual([{ product: shop.bratwurst.id, soldOut: false, remaining: 2 }]);

  const tooMany = await placeOrder(h, bratwurst(shop, 3));
  expect(errorsOf(tooMany)).toEqual([{ field: 'items.0.amount', message: 'Von „Bratwurst“ sind heute nur noch 2 Stk. verfügbar.' }]);
  await createdOrder(h, bratwurst(shop, 2));
  expect((await stockOf(shop)).products).toEqual([{ product: shop.bratwurst.id, soldOut: true, remaining: 0 }]);
  expect(errorsOf(await placeOrder(h, bratwurst(shop, 1)))).toEqual([
    { field: 'items.0.amount', message: '„Bratwurst“ ist heute ausverkauft.' },
  ]);
  expect(await h.subjects()).toContain('orders.stock.changed');

  // Two lines of one product count together; another unit of the product counts in its own unit (4 Stk. of 0,25 kg = 1 kg).
  await setStock(shop, shop.hack.id, false, 1.5);
  const hack = (amount: number, unit: 'kilogram' | 'piece') => ({ product: shop.hack.id, amount, unit, parts: [] });
  const both = await placeOrder(h, orderBody(shop, { items: [hack(1, 'kilogram'), hack(4, 'piece')] }));
  expect(errorsOf(both)).toEqual([{ field: 'items.0.amount', message: 'Von „Rinderhack“ sind heute nur noch 1,5 kg verfügbar.' }]);
  await createdOrder(h, orderBody(shop, { items: [hack(0.5, 'kilogram'), hack(4, 'piece')] }));
  expect((await stockOf(shop)).products[1]).toEqual({ product: shop.hack.id, soldOut: true, remaining: 0 });

  h.clock.now = new Date('2025-06-03T10:00:00+02:00');
  expect((await stockOf(shop)).products[0]).toEqual({ product: shop.bratwurst.id, soldOut: false, remaining: 5 });
  expect((await placeOrder(h, bratwurst(shop, 5))).statusCode).toBe(201);
});

test('10 parallel orders for the last unit: exactly one succeeds, the others get the German message', async () => {
  const shop = await seedShop(h);
  await setStock(shop, shop.bratwurst.id, false, 3);
  await createdOrder(h, bratwurst(shop, 2));

  const responses = await Promise.all(Array.from({ length: 10 }, () => placeOrder(h, bratwurst(shop, 1))));
  const created = responses.filter((r) => r.statusCode === 201);
  const refused = responses.filter((r) => r.statusCode === 422);
  expect([created.length, refused.length]).toEqual([1, 9]);
  for (const response of refused)
    expect(errorsOf(response)).toEqual([{ field: 'items.0.amount', message: '„Bratwurst“ ist heute ausverkauft.' }]);
  const usage = await db().selectFrom('stock_usage').select('used').where('branch_id', '=', shop.branch.id).executeTakeFirstOrThrow();
  expect(Number(usage.used)).toBe(3);
  expect(await db().selectFrom('stock_reservations').select('order_id').where('branch_id', '=', shop.branch.id).execute()).toHaveLength(2);
});

test('cancelling or rejecting an order gives its quantity back, once; a completed order keeps it', async () => {
  const shop = await seedShop(h);
  await setStock(shop, shop.bratwurst.id, false, 2);
  const first = await createdOrder(h, bratwurst(shop, 2));
  expect((await stockOf(shop)).products[0].remaining).toBe(0);
  expect((await status(first.id, 'cancel')).statusCode).toBe(200);
  expect((await stockOf(shop)).products[0].remaining).toBe(2);
  expect((await status(first.id, 'cancel')).statusCode).toBe(409);
  expect((await stockOf(shop)).products[0].remaining).toBe(2);

  const second = await createdOrder(h, bratwurst(shop, 1));
  expect((await status(second.id, 'reject', { message: 'Heute leider nicht' })).statusCode).toBe(200);
  expect((await stockOf(shop)).products[0].remaining).toBe(2);

  const third = await createdOrder(h, bratwurst(shop, 2));
  expect((await status(third.id, 'confirm')).statusCode).toBe(200);
  expect((await status(third.id, 'completed')).statusCode).toBe(200);
  expect((await stockOf(shop)).products[0]).toEqual({ product: shop.bratwurst.id, soldOut: true, remaining: 0 });
});

test('the settings arrive from the catalog through NATS; lifting them sells again; an unknown branch is 404', async () => {
  const shop = await seedShop(h);
  const publish = async (payload: unknown) => {
    const id = randomUUID();
    const subject = 'catalog.product-stock.changed';
    const envelope = { id, subject, version: 1, occurredAt: new Date().toISOString(), payload };
    await jetstream(nc).publish(subject, new TextEncoder().encode(JSON.stringify(envelope)), { msgID: id });
  };
  await publish({ product: shop.hack.id, branch: shop.branch.id, soldOut: true, dailyQuantity: null });
  await waitFor(async () => (await stockOf(shop)).products.length === 1, 15_000);
  expect((await stockOf(shop)).products).toEqual([{ product: shop.hack.id, soldOut: true, remaining: null }]);
  expect(
    (await placeOrder(h, orderBody(shop, { items: [{ product: shop.hack.id, amount: 1, unit: 'kilogram', parts: [] }] }))).statusCode,
  ).toBe(422);

  await publish({ product: shop.hack.id, branch: shop.branch.id, soldOut: false, dailyQuantity: null });
  await waitFor(async () => (await stockOf(shop)).products.length === 0, 15_000);
  await createdOrder(h, orderBody(shop, { items: [{ product: shop.hack.id, amount: 1, unit: 'kilogram', parts: [] }] }));
  expect((await h.call({ method: 'GET', url: '/api/orders/stock/999999' })).statusCode).toBe(404);
});

test('a failed online payment gives the quantity back', async () => {
  const shop = await seedShop(h);
  await setStock(shop, shop.bratwurst.id, false, 2);
  const order = await createdOrder(
    h,
    orderBody(shop, { paymentMethod: 'mollie', items: [{ product: shop.bratwurst.id, amount: 2, unit: 'piece', parts: [] }] }),
  );
  expect((await stockOf(shop)).products[0].remaining).toBe(0);
  const failed = await h.call({ method: 'POST', url: order.paymentRedirectUrl!, payload: { action: 'fail' } });
  expect(failed.statusCode).toBe(303);
  await h.call({ method: 'GET', url: failed.headers.location as string });
  expect((await stockOf(shop)).products[0]).toEqual({ product: shop.bratwurst.id, soldOut: false, remaining: 2 });
});
