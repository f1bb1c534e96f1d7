import { queueFinalAmountNotification } from '../src/notifications/consumer';
import { createMailSender } from '../src/notifications/mailer';
import { createSmsProvider } from '../src/notifications/sms';
import { enqueueNotification, requeueStale, sendNotification } from '../src/notifications/worker';
import { TABLES } from '../src/tables';
import { createdOrder, deliveryAddress, orderBody, type Harness, type Shop } from './helpers';
import { startNotificationHarness, type NotificationHarness } from './notifications/harness';

// Issue 12 "Notifications": real orders through the real consumer, queue and worker to a
// real SMTP server (smtp-server), mails read back with mailparser. Resend routes and SMS:
// notification-routes.test.ts; the worker killed mid-send: notification-kill.test.ts.
let n: NotificationHarness;
let h: Harness;
let shop: Shop;
beforeAll(async () => {
  n = await startNotificationHarness();
  ({ h, shop } = n);
});
afterAll(() => n?.close());

const db = () => n.db();
const customer = () => n.customer();
const mailsTo = (address: string) => n.mailsTo(address);
const waitForMail = (address: string, subject: RegExp, timeoutMs?: number) => n.waitForMail(address, subject, timeoutMs);
const waitForRow = (key: string, status: string, timeoutMs?: number) => n.waitForRow(key, status, timeoutMs);
const rowsOf = (orderId: number) => n.rowsOf(orderId);

test('order received: German mail with the order summary, the status link and a Message-ID from the key', async () => {
  const email = customer();
  const order = await createdOrder(h, orderBody(shop, { email, firstName: '<b>Max</b>', comment: 'x' }));
  const mail = await waitForMail(email, /eingegangen/);
  expect(mail.subject).toBe(`Ihre Bestellung Nr. ${order.ticketNumber} ist eingegangen`);
  expect(mail.messageId).toBe(`<order-${order.id}-received-email@metzgerei.test>`);
  const link = `http://localhost:8080/status/${order.uid}/${order.hash}`;
  expect(mail.text).toContain('vielen Dank für Ihre Bestellung bei Metzgerei Test');
  expect(mail.text).toContain(`Bestellnummer: ${order.ticketNumber}`);
  expect(mail.text).toContain('2 Stk. Bratwurst – 3,20 €');
  expect(mail.text).toContain('Gesamt: 3,20 €');
  expect(mail.text).toContain(link);
  // User input is escaped in the HTML part, and the link is there.
  expect(mail.html).toContain('Guten Tag &lt;b&gt;Max&lt;/b&gt; Muster,');
  expect(mail.html).not.toContain('<b>Max</b>');
  expect(mail.html).toContain(`href="${link}"`);
  expect(mail.html).toContain('<td align="right" style="padding:4px 8px;border-bottom:1px solid #ddd">3,20 €</td>');

  await waitForRow(`order-${order.id}-received-email`, 'sent');
  const rows = await rowsOf(order.id);
  expect(rows).toMatchObject([{ kind: 'received', channel: 'email', recipient: email, status: 'sent', attempts: 1, lastError: null }]);
  expect(rows[0].sentAt).not.toBeNull();
});

test('confirmed (with the pickup time) and rejected (with the reason)', async () => {
  const email = customer();
  const order = await createdOrder(h, orderBody(shop, { email }));
  const appointment = '2025-06-02T12:30:00+02:00';
  const confirm = await h.call({
    method: 'POST',
    url: `/api/orders/${order.id}/status/confirm`,
    headers: h.admin,
    payload: { appointment },
  });
  expect(confirm.statusCode).toBe(200);
  const confirmed = await waitForMail(email, /bestätigt/);
  expect(confirmed.subject).toBe(`Ihre Bestellung Nr. ${order.ticketNumber} ist bestätigt`);
  expect(confirmed.text).toContain('Ihre Bestellung ist bestätigt.');
  expect(confirmed.text).toContain('Abholzeit: 02.06.2025 12:30');

  const email2 = customer();
  const other = await createdOrder(h, orderBody(shop, { email: email2 }));
  const reason = 'Leider ausverkauft <heute>';
  await h.call({ method: 'POST', url: `/api/orders/${other.id}/status/reject`, headers: h.admin, payload: { message: reason } });
  const rejected = await waitForMail(email2, /abgelehnt/);
  expect(rejected.text).toContain('leider können wir Ihre Bestellung nicht annehmen.');
  expect(rejected.text).toContain(`Begründung: ${reason}`);
  expect(rejected.html).toContain('Leider ausverkauft &lt;heute&gt;');
  expect(rejected.text).not.toContain('Abholzeit');
});

test('the SMTP server refuses once: the retry sends exactly one mail', async () => {
  const email = customer();
  n.smtp.plan.push('refuse');
  const order = await createdOrder(h, orderBody(shop, { email }));
  await waitForMail(email, /eingegangen/);
  const row = await waitForRow(`order-${order.id}-received-email`, 'sent');
  expect(row.attempts).toBe(2);
  // A later redelivery of the same job (or a retry of it) finds the row sent and sends nothing.
  expect(
    await sendNotification(
      {
        db: db(),
        options: n.notifications,
        publicBaseUrl: '',
        mail: createMailSender(n.smtp.url, ''),
        sms: createSmsProvider(db(), n.notifications),
      },
      { key: row.key },
    ),
  ).toBe('already-sent');
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(mailsTo(email)).toHaveLength(1);
});

test('after the last attempt the row is failed with the error, and the job is in the failed set', async () => {
  const email = customer();
  n.smtp.plan.push('refuse', 'refuse', 'refuse');
  const order = await createdOrder(h, orderBody(shop, { email }));
  const key = `order-${order.id}-received-email`;
  const row = await waitForRow(key, 'failed', 20_000);
  expect(row.attempts).toBe(3);
  expect(row.last_error).toMatch(/451/);
  expect(mailsTo(email)).toHaveLength(0);
  const job = await n.queue().bull.getJob(key);
  expect(await job?.getState()).toBe('failed');
  expect(job?.attemptsMade).toBe(3);
  // The detail page shows it.
  expect(await rowsOf(order.id)).toMatchObject([{ status: 'failed', attempts: 3, lastError: expect.stringMatching(/451/) }]);
});

test('a row whose job was lost (process died between commit and enqueue) is re-enqueued by the sweep and sent once', async () => {
  const email = customer();
  const order = await createdOrder(h, orderBody(shop, { email: customer() }));
  const key = `order-${order.id}-received-email-resend-lost`;
  // Committed two minutes ago, never enqueued.
  await n.insertQueuedRow(order.id, key, 'email', email, new Date(Date.now() - 120_000));
  const queue = n.queue();
  expect(await requeueStale({ db: db(), options: n.notifications }, queue, 60_000, 100)).toEqual({ requeued: 1 });
  await waitForMail(email, /eingegangen/);
  await waitForRow(key, 'sent');
  // Sent rows are not touched again.
  expect(await requeueStale({ db: db(), options: n.notifications }, queue, 60_000, 100)).toEqual({ requeued: 0 });
  expect(mailsTo(email)).toHaveLength(1);
});

test('in delivery: "ready for pickup" for pickup orders, "on its way" for delivery; the final weighed amount', async () => {
  const pickupEmail = customer();
  const pickup = await createdOrder(h, orderBody(shop, { email: pickupEmail }));
  for (const action of ['confirm', 'in-delivery'])
    expect(
      (await h.call({ method: 'POST', url: `/api/orders/${pickup.id}/status/${action}`, headers: h.admin, payload: {} })).statusCode,
    ).toBe(200);
  const ready = await waitForMail(pickupEmail, /abholbereit/);
  expect(ready.text).toContain('Ihre Bestellung liegt zur Abholung für Sie bereit.');

  const deliveryEmail = customer();
  const delivery = await createdOrder(
    h,
    orderBody(shop, {
      email: deliveryEmail,
      isDelivery: true,
      ...deliveryAddress,
      items: [{ product: shop.bratwurst.id, amount: 20, unit: 'piece', parts: [] }],
    }),
  );
  for (const action of ['confirm', 'in-delivery'])
    expect(
      (await h.call({ method: 'POST', url: `/api/orders/${delivery.id}/status/${action}`, headers: h.admin, payload: {} })).statusCode,
    ).toBe(200);
  const onItsWay = await waitForMail(deliveryEmail, /unterwegs/);
  expect(onItsWay.text).toContain('Ihre Bestellung ist auf dem Weg zu Ihnen.');
  expect(onItsWay.text).toContain('Lieferzeit:');
  expect(onItsWay.text).toContain('Lieferkosten:');

  // Weighed amounts come later (issue 12 "Item edit"); their code calls this in its transaction.
  const { data } = await db().selectFrom(TABLES.orders).select('data').where('id', '=', pickup.id).executeTakeFirstOrThrow();
  const key = await db()
    .transaction()
    .execute((trx) => queueFinalAmountNotification(trx, data, 12.34));
  expect(key).toBe(`order-${pickup.id}-final-amount-email-1234`);
  await enqueueNotification(n.queue(), key!, n.notifications);
  const final = await waitForMail(pickupEmail, /Endbetrag/);
  expect(final.text).toContain('Ihre Ware ist gewogen. Der Endbetrag Ihrer Bestellung beträgt 12,34 €.');
  expect(final.text).toContain('Gesamt: 12,34 €');
  // The same amount again stores nothing new.
  expect(
    await db()
      .transaction()
      .execute((trx) => queueFinalAmountNotification(trx, data, 12.34)),
  ).toBeNull();
});

test('an online order is "received" when paid, not when placed; a failed payment sends nothing', async () => {
  const email = customer();
  const order = await createdOrder(h, orderBody(shop, { email, paymentMethod: 'mollie' }));
  const failedEmail = customer();
  const failing = await createdOrder(h, orderBody(shop, { email: failedEmail, paymentMethod: 'mollie' }));
  const form = { 'content-type': 'application/x-www-form-urlencoded' };
  await h.call({ method: 'POST', url: failing.paymentRedirectUrl!, headers: form, payload: 'action=fail' });
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  expect(mailsTo(email)).toHaveLength(0);

  expect((await h.call({ method: 'POST', url: order.paymentRedirectUrl!, headers: form, payload: 'action=pay' })).statusCode).toBe(303);
  const mail = await waitForMail(email, /eingegangen/);
  expect(mail.messageId).toBe(`<order-${order.id}-received-email@metzgerei.test>`);
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(mailsTo(email)).toHaveLength(1);
  expect(mailsTo(failedEmail)).toHaveLength(0);
});

test('weighing the last weight line tells the customer the final amount, once per amount', async () => {
  const email = customer();
  // 500 g Rinderhack (weight, approximate) and 2 Bratwürste.
  const order = await createdOrder(
    h,
    orderBody(shop, {
      email,
      items: [
        { product: shop.hack.id, amount: 500, unit: 'gram', parts: [] },
        { product: shop.bratwurst.id, amount: 2, unit: 'piece', parts: [] },
      ],
    }),
  );
  const weigh = (grams: number) =>
    h.call({ method: 'PUT', url: `/api/orders/${order.id}/items/0`, headers: h.admin, payload: { weighedAmount: grams } });
  // A quantity change of the piece line leaves the weight line unweighed: no final amount yet.
  const piece = await h.call({ method: 'PUT', url: `/api/orders/${order.id}/items/1`, headers: h.admin, payload: { amount: 3 } });
  expect(piece.statusCode).toBe(200);
  expect(piece.json().data.isAmountFinal).toBe(false);

  const weighed = await weigh(512);
  expect(weighed.statusCode).toBe(200);
  const finalAmount = weighed.json().data.finalAmount as number;
  const mail = await waitForMail(email, /Endbetrag/);
  expect(mail.text).toContain(`Der Endbetrag Ihrer Bestellung beträgt ${finalAmount.toFixed(2).replace('.', ',')} €.`);
  // The same weight again changes no amount and sends nothing new.
  expect((await weigh(512)).statusCode).toBe(200);
  await waitForRow(`order-${order.id}-final-amount-email-${Math.round(finalAmount * 100)}`, 'sent');
  await new Promise((resolve) => setTimeout(resolve, 1500));
  expect((await rowsOf(order.id)).filter((row) => row.kind === 'final-amount')).toHaveLength(1);
  expect(mailsTo(email).filter((entry) => /Endbetrag/.test(entry.subject ?? ''))).toHaveLength(1);
});
