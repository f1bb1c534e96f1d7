import { orderStatusLine } from '@asp/domain';
import { orderTexts, sandboxPaymentTexts, validationTexts } from '@asp/i18n';
import { waitFor } from '@asp/server-kit/testing';
import { processReconcileJob, PaymentStillOpenError } from '../src/payments/reconcile-job';
import { createPaymentRegistry } from '../src/payments/registry';
import { readOrdersOptions } from '../src/config';
import { createdOrder, errorsOf, orderBody, seedShop, startOrders, type Harness, type Shop } from './helpers';

let h: Harness;
let shop: Shop;
beforeAll(async () => {
  h = await startOrders({ reconcile: { firstDelayMs: 400, attempts: 4, backoffMs: 100 } });
  shop = await seedShop(h);
});
afterAll(() => h?.close());

const online = () => createdOrder(h, orderBody(shop, { paymentMethod: 'mollie' }));
const stored = async (id: number) =>
  (await h.service.ctx.db.selectFrom('orders').select('data').where('id', '=', id).executeTakeFirstOrThrow()).data;
const paymentIdOf = async (id: number) => String((await stored(id)).payment.id);
const eventCount = async (id: number, subject: string) =>
  (await h.service.ctx.db.selectFrom('outbox').select('payload').where('subject', '=', subject).execute()).filter(
    (row) => row.payload.id === id,
  ).length;
const webhook = (provider: string, payload: string, type = 'application/x-www-form-urlencoded') =>
  h.call({ method: 'POST', url: `/api/orders/payments/${provider}/webhook`, headers: { 'content-type': type }, payload });
/** The provider's side changes without anyone telling the orders service (a lost webhook). */
const settleAtProvider = (paymentId: string, status: string) =>
  h.service.ctx.db.updateTable('sandbox_payments').set({ status }).where('id', '=', paymentId).execute();

test('an online order answers with the hosted payment page and waits for the payment', async () => {
  const order = await online();
  expect(order.paymentRedirectUrl).toMatch(/^\/api\/orders\/payments\/sandbox\/sbx_[A-Za-z0-9_-]+$/);
  expect(order).toMatchObject({ isPaid: false, paymentMethod: 'mollie' });
  expect(orderStatusLine(order)).toBe('Warten auf Zahlungseingang');

  const confirm = await h.call({ method: 'POST', url: `/api/orders/${order.id}/status/confirm`, headers: h.admin, payload: {} });
  expect(confirm.statusCode).toBe(409);
  expect(errorsOf(confirm)).toEqual([{ message: orderTexts.transition.awaitingPayment }]);

  const page = await h.call({ method: 'GET', url: order.paymentRedirectUrl! });
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-type']).toMatch(/^text\/html/);
  expect(page.body).toContain(sandboxPaymentTexts.pay);
  expect(page.body).toContain(sandboxPaymentTexts.fail);
  expect(page.body).toContain('3,20');
});

test('paying on the sandbox page marks the order paid once and returns to the status page', async () => {
  const order = await online();
  const paid = await h.call({
    method: 'POST',
    url: order.paymentRedirectUrl!,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'action=pay',
  });
  expect(paid.statusCode).toBe(303);
  expect(paid.headers.location).toBe(`/api/orders/payments/return/${order.uid}/${order.hash}`);
  const back = await h.call({ method: 'GET', url: paid.headers.location as string });
  expect(back.statusCode).toBe(303);
  expect(back.headers.location).toBe(`/status/${order.uid}/${order.hash}`);

  const view = (await h.call({ method: 'GET', url: `/api/orders/public/${order.uid}/${order.hash}` })).json().data;
  expect(view).toMatchObject({ isPaid: true, isFailed: false, paymentRedirectUrl: null });
  expect(await eventCount(order.id, 'orders.order.paid')).toBe(1);

  // The provider repeats its webhook, the browser posts the page again: nothing more happens.
  const paymentId = await paymentIdOf(order.id);
  expect((await webhook('sandbox', `id=${paymentId}`)).statusCode).toBe(200);
  expect((await h.call({ method: 'POST', url: order.paymentRedirectUrl!, payload: { action: 'fail' } })).statusCode).toBe(303);
  expect(await eventCount(order.id, 'orders.order.paid')).toBe(1);
  expect(await stored(order.id)).toMatchObject({ isPaid: true, isFailed: false });
  expect((await h.call({ method: 'GET', url: order.paymentRedirectUrl! })).body).toContain(sandboxPaymentTexts.finished);
});

test('a failed payment fails the order and returns to the checkout error route', async () => {
  const order = await online();
  const failed = await h.call({ method: 'POST', url: order.paymentRedirectUrl!, payload: { action: 'fail' } });
  const back = await h.call({ method: 'GET', url: failed.headers.location as string });
  expect(back.headers.location).toBe(`/store/${shop.branch.identifier}/checkout/error`);
  expect(await stored(order.id)).toMatchObject({ isFailed: true, isPaid: false, paymentRedirectUrl: null });
  expect(await eventCount(order.id, 'orders.order.payment-failed')).toBe(1);
});

test('webhooks only carry an id and change nothing the provider does not confirm', async () => {
  const order = await online();
  const paymentId = await paymentIdOf(order.id);
  const forged = [
    await webhook('sandbox', 'id=sbx_erfunden'),
    await webhook('sandbox', JSON.stringify({ id: 'sbx_erfunden', status: 'paid' }), 'application/json'),
    // The real id, but the provider still says "open": a webhook alone proves nothing.
    await webhook('sandbox', `id=${paymentId}&status=paid`),
    await webhook('mollie', `id=${paymentId}`),
  ];
  for (const response of forged) {
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { received: true } });
  }
  expect((await webhook('sandbox', 'foo=bar')).statusCode).toBe(400);
  expect(await stored(order.id)).toMatchObject({ isPaid: false, isFailed: false });
  expect(await eventCount(order.id, 'orders.order.paid')).toBe(0);

  // Once the provider has the payment, the same webhook settles it — once.
  await settleAtProvider(paymentId, 'paid');
  await webhook('sandbox', `id=${paymentId}`);
  await webhook('sandbox', `id=${paymentId}`);
  expect(await stored(order.id)).toMatchObject({ isPaid: true });
  expect(await eventCount(order.id, 'orders.order.paid')).toBe(1);
});

test('a webhook whose provider cannot be asked answers 503 in German, so the provider sends it again', async () => {
  const order = await online();
  const paymentId = await paymentIdOf(order.id);
  // The sandbox provider's store is gone for a moment: asking it fails like an unreachable provider.
  await h.service.ctx.db.schema.alterTable('sandbox_payments').renameTo('sandbox_payments_away').execute();
  try {
    const response = await webhook('sandbox', `id=${paymentId}`);
    expect(response.statusCode).toBe(503);
    expect(errorsOf(response)).toEqual([{ message: validationTexts.serviceUnavailable }]);
  } finally {
    await h.service.ctx.db.schema.alterTable('sandbox_payments_away').renameTo('sandbox_payments').execute();
  }
  expect(await stored(order.id)).toMatchObject({ isPaid: false, isFailed: false });
});

test('the reconciliation job finds a payment whose webhook never came', async () => {
  const order = await online();
  await settleAtProvider(await paymentIdOf(order.id), 'paid');
  // No webhook, no page: the BullMQ worker of the service re-checks on its own.
  await waitFor(async () => (await stored(order.id)).isPaid, 10_000);
  expect(await eventCount(order.id, 'orders.order.paid')).toBe(1);
}, 20_000);

test('the job keeps retrying while the payment is open and stops once settled', async () => {
  const order = await online();
  const deps = {
    db: h.service.ctx.db,
    registry: createPaymentRegistry({ ...readOrdersOptions({}), paymentMode: 'sandbox' }, h.service.ctx.db),
    now: () => new Date(),
  };
  await expect(processReconcileJob(deps, { orderId: order.id })).rejects.toBeInstanceOf(PaymentStillOpenError);
  await settleAtProvider(await paymentIdOf(order.id), 'expired');
  expect(await processReconcileJob(deps, { orderId: order.id })).toBe('changed');
  expect(await processReconcileJob(deps, { orderId: order.id })).toBe('unchanged');
  expect(await stored(order.id)).toMatchObject({ isFailed: true });
});

test('staff re-check the payment status on demand', async () => {
  const order = await online();
  await settleAtProvider(await paymentIdOf(order.id), 'paid');
  const url = `/api/orders/${order.id}/update-payment-status`;
  expect((await h.call({ method: 'POST', url })).statusCode).toBe(401);
  expect((await h.call({ method: 'POST', url, headers: h.employeeOf(999) })).statusCode).toBe(404);
  const response = await h.call({ method: 'POST', url, headers: h.employeeOf(shop.branch.id) });
  expect(response.statusCode).toBe(200);
  expect(response.json().data).toMatchObject({ isPaid: true, payment: { provider: 'sandbox', status: 'paid' } });

  const cash = await createdOrder(h, orderBody(shop));
  const none = await h.call({ method: 'POST', url: `/api/orders/${cash.id}/update-payment-status`, headers: h.admin });
  expect(none.statusCode).toBe(409);
});

test('pay-at-pickup methods never leave for a payment page', async () => {
  for (const paymentMethod of ['cash', 'atm-card'] as const) {
    const order = await createdOrder(h, orderBody(shop, { paymentMethod }));
    expect(order).toMatchObject({ paymentMethod, paymentRedirectUrl: null, isPaid: false });
    expect(orderStatusLine(order)).toBe('Warten auf Bestätigung');
  }
});

test('datatrans runs through the configured provider too (the sandbox here)', async () => {
  const datatransShop = await seedShop(h, { isDatatransEnabled: true });
  await h.catalog.config({ enablePluginDatatrans: true, enableDatatrans: true });
  const order = await createdOrder(h, orderBody(datatransShop, { paymentMethod: 'datatrans' }));
  expect(order.paymentRedirectUrl).toMatch(/^\/api\/orders\/payments\/sandbox\//);
  expect((await stored(order.id)).payment).toMatchObject({ provider: 'sandbox', status: 'open' });
});
