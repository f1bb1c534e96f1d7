import type { Order } from '@asp/contracts';
import { formatMoney } from '@asp/i18n';
import { readOrdersOptions } from '../src/config';
import { createPaymentRegistry } from '../src/payments/registry';
import { retryDueSettlements } from '../src/payments/settlement';
import { createdOrder, orderBody, seedShop, startOrders, type Harness, type Shop } from './helpers';

/**
 * Authorize at checkout, capture the final (weighed) amount on completion, pay back a
 * cancelled or rejected paid order (issue 12), against the sandbox provider's own table.
 */
let h: Harness;
let shop: Shop;
beforeAll(async () => {
  h = await startOrders({ captureTolerancePercent: 10 });
  shop = await seedShop(h);
});
afterAll(() => h?.close());

const db = () => h.service.ctx.db;
const stored = async (id: number) =>
  (await db().selectFrom('orders').select('data').where('id', '=', id).executeTakeFirstOrThrow()).data as Order;
const sandboxRow = async (id: number) => {
  const paymentId = (await stored(id)).payment!.id;
  return db().selectFrom('sandbox_payments').selectAll().where('id', '=', paymentId).executeTakeFirstOrThrow();
};
const status = (id: number, action: string, payload: object = {}) =>
  h.call({ method: 'POST', url: `/api/orders/${id}/status/${action}`, headers: h.admin, payload });
const history = async (id: number) =>
  (await h.call({ method: 'GET', url: `/api/orders/${id}/history`, headers: h.admin })).json().data as Array<{
    event: string;
    note: string;
  }>;

/** A paid (authorized) online order of 500 g Rinderhack and 2 Bratwürste: 9,65 €. */
async function paidOrder(): Promise<Order> {
  const order = await createdOrder(
    h,
    orderBody(shop, {
      paymentMethod: 'mollie',
      items: [
        { product: shop.hack.id, amount: 500, unit: 'gram', parts: [] },
        { product: shop.bratwurst.id, amount: 2, unit: 'piece', parts: [] },
      ],
    }),
  );
  const paid = await h.call({ method: 'POST', url: order.paymentRedirectUrl!, payload: { action: 'pay' } });
  expect(paid.statusCode).toBe(303);
  const current = await stored(order.id);
  expect(current).toMatchObject({ isPaid: true, payment: { authorizedAmount: 9.65 } });
  return current;
}

const weigh = (id: number, grams: number) =>
  h.call({ method: 'PUT', url: `/api/orders/${id}/items/0`, headers: h.admin, payload: { weighedAmount: grams } });

test('completion captures the weighed amount: the captured amount equals the final total', async () => {
  const order = await paidOrder();
  expect((await status(order.id, 'confirm')).statusCode).toBe(200);
  expect((await weigh(order.id, 480)).json().data).toMatchObject({ finalAmount: 9.39, estimatedAmount: 9.65 });
  // Nothing is captured before completion.
  expect((await sandboxRow(order.id)).captured_amount).toBeNull();

  const completed = await status(order.id, 'completed');
  expect(completed.statusCode).toBe(200);
  const answer = completed.json().data as Order;
  expect(answer).toMatchObject({ isCompleted: true, finalAmount: 9.39, payment: { authorizedAmount: 9.65, capturedAmount: 9.39 } });
  expect(answer.payment!.capturedAmount).toBe(answer.totals.totalGross);
  expect(answer).not.toHaveProperty('amountToCollect');
  expect(Number((await sandboxRow(order.id)).captured_amount)).toBe(9.39);
  expect((await history(order.id)).map((row) => row.event)).toEqual(
    expect.arrayContaining(['itemChanged', 'completed', 'paymentCaptured']),
  );
});

test('within the tolerance the authorization is captured; above it the difference is left for the counter', async () => {
  const within = await paidOrder();
  await status(within.id, 'confirm');
  await weigh(within.id, 560); // 7,22 + 3,20 = 10,42 € ≤ 9,65 € + 10 %
  const capturedWithin = (await status(within.id, 'completed')).json().data as Order;
  expect(capturedWithin.payment).toMatchObject({ capturedAmount: 9.65 });
  expect(capturedWithin).not.toHaveProperty('amountToCollect');

  const over = await paidOrder();
  await status(over.id, 'confirm');
  await weigh(over.id, 1000); // 12,90 + 3,20 = 16,10 €
  const capturedOver = (await status(over.id, 'completed')).json().data as Order;
  expect(capturedOver).toMatchObject({ finalAmount: 16.1, amountToCollect: 6.45, payment: { capturedAmount: 9.65 } });
  expect(Number((await sandboxRow(over.id)).captured_amount)).toBe(9.65);
  expect((await history(over.id)).at(-1)?.note).toBe(`Eingezogen: ${formatMoney(9.65)} · An der Theke zu kassieren: ${formatMoney(6.45)}`);
});

test('cancelling a paid order releases the authorization and marks it refunded', async () => {
  const order = await paidOrder();
  const canceled = await status(order.id, 'cancel', { message: 'Ware aus' });
  expect(canceled.statusCode).toBe(200);
  expect(canceled.json().data).toMatchObject({
    isCanceled: true,
    isRefunded: true,
    payment: { refund: { state: 'voided', amount: 9.65 } },
  });
  expect(await sandboxRow(order.id)).toMatchObject({ is_voided: true, status: 'canceled' });
  expect((await history(order.id)).map((row) => row.event).slice(-2)).toEqual(['canceled', 'refunded']);

  const rejected = await paidOrder();
  expect((await status(rejected.id, 'reject', { message: 'nein' })).json().data).toMatchObject({ isRejected: true, isRefunded: true });
});

test('a refund the provider refuses keeps the cancel, shows the failure and is retried by the sweep', async () => {
  const order = await paidOrder();
  const row = await sandboxRow(order.id);
  // The provider no longer knows the payment: release and refund are both refused.
  await db().deleteFrom('sandbox_payments').where('id', '=', row.id).execute();

  const canceled = await status(order.id, 'cancel');
  expect(canceled.statusCode).toBe(200);
  expect(canceled.json().data).toMatchObject({
    isCanceled: true,
    isRefunded: false,
    payment: { refund: { state: 'failed', attempts: 1 } },
  });
  expect((await history(order.id)).at(-1)).toMatchObject({ event: 'refundFailed' });

  const deps = {
    db: db(),
    registry: createPaymentRegistry({ ...readOrdersOptions(), paymentMode: 'sandbox' }, db()),
    now: () => h.clock.now,
    log: h.service.ctx.log,
    options: { captureTolerancePercent: 10 },
  };
  // Still refused: counted, but no second event.
  await retryDueSettlements(deps);
  expect((await stored(order.id)).payment?.refund).toMatchObject({ state: 'failed', attempts: 2 });
  expect((await history(order.id)).filter((entry) => entry.event === 'refundFailed')).toHaveLength(1);

  // Back at the provider, already captured (money was taken): the retry refunds it.
  await db()
    .insertInto('sandbox_payments')
    .values({ ...row, captured_amount: 9.65, refunded_amount: 0 })
    .execute();
  const retried = await retryDueSettlements(deps);
  expect(retried.settled).toBeGreaterThanOrEqual(1);
  expect(await stored(order.id)).toMatchObject({ isRefunded: true, payment: { refund: { state: 'refunded', amount: 9.65, attempts: 3 } } });
  expect(Number((await sandboxRow(order.id)).refunded_amount)).toBe(9.65);
});

test('a capture the provider cannot do keeps the completion and is retried by the sweep', async () => {
  const order = await paidOrder();
  await status(order.id, 'confirm');
  const row = await sandboxRow(order.id);
  await db().deleteFrom('sandbox_payments').where('id', '=', row.id).execute();
  const completed = await status(order.id, 'completed');
  expect(completed.statusCode).toBe(200);
  expect(completed.json().data.isCompleted).toBe(true);
  expect(completed.json().data.payment).not.toHaveProperty('capturedAmount');

  await db().insertInto('sandbox_payments').values(row).execute();
  const deps = {
    db: db(),
    registry: createPaymentRegistry({ ...readOrdersOptions(), paymentMode: 'sandbox' }, db()),
    now: () => h.clock.now,
    log: h.service.ctx.log,
    options: { captureTolerancePercent: 10 },
  };
  await retryDueSettlements(deps);
  expect((await stored(order.id)).payment).toMatchObject({ capturedAmount: 9.65 });
  expect(Number((await sandboxRow(order.id)).captured_amount)).toBe(9.65);
});
