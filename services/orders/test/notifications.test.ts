import type { OrderNotification, PublicOrder } from '@asp/contracts';
import { waitFor } from '@asp/server-kit/testing';
import type { ParsedMail } from 'mailparser';
import { readNotificationOptions, type NotificationOptions } from '../src/notifications/config';
import { queueFinalAmountNotification } from '../src/notifications/consumer';
import { findNotification } from '../src/notifications/notification-store';
import {
  createNotificationQueue,
  enqueueNotification,
  requeueStale,
  sendNotification,
  startNotificationWorker,
} from '../src/notifications/worker';
import { createMailSender } from '../src/notifications/mailer';
import { createSmsProvider } from '../src/notifications/sms';
import { TABLES } from '../src/tables';
import { createdOrder, deliveryAddress, orderBody, seedShop, startOrders, type Harness, type Shop } from './helpers';
import { startTestSmtpServer, type TestSmtpServer } from './notifications/smtp-test-server';

// Issue 12 "Notifications": real orders through the real consumer, queue and worker to a
// real SMTP server (smtp-server), messages read back with mailparser.
let h: Harness;
let shop: Shop;
let smtp: TestSmtpServer;
let notifications: NotificationOptions;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  notifications = {
    ...readNotificationOptions({}),
    smtpUrl: smtp.url,
    mailFrom: 'Metzgerei Test <bestellung@metzgerei.test>',
    attempts: 3,
    backoffMs: 200,
    resendWaitMs: 5_000,
  };
  h = await startOrders({ notifications });
  shop = await seedShop(h);
});
/** A producer-side queue of the service's prefix (closed before the service). */
let sharedQueue: ReturnType<typeof createNotificationQueue> | null = null;
const createNotificationQueueOnce = () => (sharedQueue ??= createNotificationQueue(h.service.ctx.redis!, h.options.queuePrefix!));
afterAll(async () => {
  await sharedQueue?.close();
  await h?.close();
  await smtp?.close();
});

const db = () => h.service.ctx.db;
const mailsTo = (address: string) => smtp.mails.filter((mail) => mail.to && JSON.stringify(mail.to).includes(address));
const rowsOf = async (orderId: number) =>
  (await h.call({ method: 'GET', url: `/api/orders/${orderId}/notifications`, headers: h.admin })).json().data as OrderNotification[];
const waitForMail = async (address: string, subject: RegExp, timeoutMs = 15_000): Promise<ParsedMail & { text: string; html: string }> => {
  const mail = (await waitFor(() => mailsTo(address).find((candidate) => subject.test(candidate.subject ?? '')), timeoutMs))!;
  // Intl writes '3,20 €' with a no-break space; the tests compare plain spaces.
  const plain = (value: string | false | undefined) => (value || '').replace(/\u00a0/g, ' ');
  return Object.assign(mail, { text: plain(mail.text), html: plain(mail.html) });
};
/** Waits until the row of `key` has `status`. */
const waitForRow = async (key: string, status: string, timeoutMs = 15_000) =>
  (await waitFor(async () => {
    const row = await findNotification(db(), key);
    return row?.status === status ? row : null;
  }, timeoutMs))!;

let seq = 0;
const customer = () => `kunde${++seq}@example.de`;

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
  smtp.plan.push('refuse');
  const order = await createdOrder(h, orderBody(shop, { email }));
  await waitForMail(email, /eingegangen/);
  const row = await waitForRow(`order-${order.id}-received-email`, 'sent');
  expect(row.attempts).toBe(2);
  // A later redelivery of the same job (or a retry of it) finds the row sent and sends nothing.
  expect(
    await sendNotification(
      {
        db: db(),
        options: notifications,
        publicBaseUrl: '',
        mail: createMailSender(smtp.url, ''),
        sms: createSmsProvider(db(), notifications),
      },
      { key: row.key },
    ),
  ).toBe('already-sent');
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(mailsTo(email)).toHaveLength(1);
});

test('after the last attempt the row is failed with the error, and the job is in the failed set', async () => {
  const email = customer();
  smtp.plan.push('refuse', 'refuse', 'refuse');
  const order = await createdOrder(h, orderBody(shop, { email }));
  const key = `order-${order.id}-received-email`;
  const row = await waitForRow(key, 'failed', 20_000);
  expect(row.attempts).toBe(3);
  expect(row.last_error).toMatch(/451/);
  expect(mailsTo(email)).toHaveLength(0);
  const queue = createNotificationQueue(h.service.ctx.redis!, h.options.queuePrefix!);
  try {
    const job = await queue.bull.getJob(key);
    expect(await job?.getState()).toBe('failed');
    expect(job?.attemptsMade).toBe(3);
  } finally {
    await queue.close();
  }
  // The detail page shows it.
  expect(await rowsOf(order.id)).toMatchObject([{ status: 'failed', attempts: 3, lastError: expect.stringMatching(/451/) }]);
});

test('resend by e-mail: a new message with its own key; another branch’s employee is refused; a failure answers 502', async () => {
  const email = customer();
  const order: PublicOrder = await createdOrder(h, orderBody(shop, { email }));
  await waitForMail(email, /eingegangen/);
  const url = `/api/orders/${order.id}/resend-new-order-email`;

  const ok = await h.call({ method: 'POST', url, headers: h.employeeOf(shop.branch.id) });
  expect(ok.statusCode).toBe(200);
  expect(ok.json().data).toMatchObject({ kind: 'received', channel: 'email', status: 'sent', recipient: email });
  expect(ok.json().data.key).toMatch(new RegExp(`^order-${order.id}-received-email-resend-[0-9a-f]{12}$`));
  expect(mailsTo(email)).toHaveLength(2);

  const foreign = await h.call({ method: 'POST', url, headers: h.employeeOf(shop.branch.id + 1000) });
  expect(foreign.statusCode).toBe(403);
  expect(mailsTo(email)).toHaveLength(2);

  smtp.plan.push('refuse', 'refuse', 'refuse');
  const failed = await h.call({ method: 'POST', url, headers: h.admin });
  expect(failed.statusCode).toBe(502);
  expect(failed.json().errors).toEqual([{ message: 'Bestätigung konnte nicht versendet werden.' }]);
  const missing = await h.call({ method: 'POST', url: '/api/orders/999999/resend-new-order-email', headers: h.admin });
  expect(missing.statusCode).toBe(404);

  // Let the refused resend run out its retries so later tests get their own plan.
  await waitFor(async () => (await rowsOf(order.id)).some((row) => row.status === 'failed'), 20_000);
  const list = await h.call({ method: 'GET', url: `/api/orders/${order.id}/notifications?limit=2`, headers: h.admin });
  expect(list.headers['x-total-count']).toBe('3');
  expect(list.json().data).toHaveLength(2);
  const foreignList = await h.call({
    method: 'GET',
    url: `/api/orders/${order.id}/notifications`,
    headers: h.employeeOf(shop.branch.id + 1000),
  });
  expect(foreignList.statusCode).toBe(403);
});

test('resend by SMS: the development provider stores it where the back office lists it', async () => {
  const phone = `+49753100${++seq}`;
  const order = await createdOrder(h, orderBody(shop, { email: customer(), phone }));
  const response = await h.call({ method: 'POST', url: `/api/orders/${order.id}/resend-new-order-sms`, headers: h.admin });
  expect(response.statusCode).toBe(200);
  expect(response.json().data).toMatchObject({ channel: 'sms', recipient: phone, status: 'sent' });

  const list = await h.call({ method: 'GET', url: '/api/orders/sms-messages?limit=5', headers: h.admin });
  expect(list.statusCode).toBe(200);
  const [sms] = list.json().data;
  expect(sms).toMatchObject({ recipient: phone, notificationKey: response.json().data.key, sender: 'Metzgerei T' });
  expect(sms.text).toBe(
    `Metzgerei Test: Ihre Bestellung Nr. ${order.ticketNumber} ist eingegangen. Status: http://localhost:8080/status/${order.uid}/${order.hash}`,
  );
  expect(Number(list.headers['x-total-count'])).toBeGreaterThanOrEqual(1);

  const employee = await h.call({ method: 'GET', url: '/api/orders/sms-messages', headers: h.employeeOf(shop.branch.id) });
  expect(employee.statusCode).toBe(403);
});

test('orders that chose SMS get SMS while the SMS plugin is on, e-mail when it is off', async () => {
  await h.catalog.config({ enablePluginSMS: true });
  const phone = `+49753111${++seq}`;
  const order = await createdOrder(h, orderBody(shop, { email: customer(), phone, checkoutVariant: 2, notificationType: 'sms' }));
  const row = await waitForRow(`order-${order.id}-received-sms`, 'sent');
  expect(row.recipient).toBe(phone);
  const stored = await db().selectFrom(TABLES.smsMessages).selectAll().where('notification_key', '=', row.key).execute();
  expect(stored).toHaveLength(1);

  await h.catalog.config({ enablePluginSMS: false });
  const email = customer();
  const other = await createdOrder(h, orderBody(shop, { email, phone, checkoutVariant: 2, notificationType: 'sms' }));
  await waitForMail(email, /eingegangen/);
  expect(await findNotification(db(), `order-${other.id}-received-email`)).not.toBeNull();
});

test('production without an SMS gateway: the job fails at once with the German reason, visibly', async () => {
  const order = await createdOrder(h, orderBody(shop, { email: customer() }));
  const production: NotificationOptions = { ...notifications, sms: null, smsDevelopmentStore: false };
  const prefix = `${h.options.queuePrefix}-prod`;
  const closables = await startNotificationWorker({
    db: db(),
    redis: h.service.ctx.redis!,
    log: h.service.app.log,
    prefix,
    options: production,
    publicBaseUrl: 'http://localhost:8080',
    sweep: false,
  });
  const queue = createNotificationQueue(h.service.ctx.redis!, prefix);
  try {
    const key = `order-${order.id}-received-sms-resend-prod`;
    await db()
      .insertInto(TABLES.orderNotifications)
      .values({
        key,
        order_id: order.id,
        kind: 'received',
        channel: 'sms',
        recipient: '+4975311234',
        status: 'queued',
        attempts: 0,
        last_error: null,
        message_id: null,
        data: JSON.stringify({
          order: (await db().selectFrom(TABLES.orders).select('data').where('id', '=', order.id).executeTakeFirstOrThrow()).data,
        }),
        sent_at: null,
      })
      .execute();
    await enqueueNotification(queue, key, production);
    const row = await waitForRow(key, 'failed');
    expect(row.last_error).toBe('SMS-Versand ist nicht eingerichtet.');
    expect(row.attempts).toBe(1);
    const job = await queue.bull.getJob(key);
    expect(await job?.getState()).toBe('failed');
    expect(job?.failedReason).toBe('SMS-Versand ist nicht eingerichtet.');
  } finally {
    await queue.close();
    for (const closable of closables) await closable.close();
  }
});

test('a row whose job was lost (process died between commit and enqueue) is re-enqueued by the sweep and sent once', async () => {
  const email = customer();
  const order = await createdOrder(h, orderBody(shop, { email: customer() }));
  const { data } = await db().selectFrom(TABLES.orders).select('data').where('id', '=', order.id).executeTakeFirstOrThrow();
  const key = `order-${order.id}-received-email-resend-lost`;
  // Committed two minutes ago, never enqueued.
  await db()
    .insertInto(TABLES.orderNotifications)
    .values({
      key,
      order_id: order.id,
      kind: 'received',
      channel: 'email',
      recipient: email,
      status: 'queued',
      attempts: 0,
      last_error: null,
      message_id: null,
      data: JSON.stringify({ order: data }),
      sent_at: null,
      created_at: new Date(Date.now() - 120_000),
    })
    .execute();
  const queue = createNotificationQueue(h.service.ctx.redis!, h.options.queuePrefix!);
  try {
    expect(await requeueStale({ db: db(), options: notifications }, queue, 60_000, 100)).toEqual({ requeued: 1 });
    await waitForMail(email, /eingegangen/);
    await waitForRow(key, 'sent');
    // Sent rows are not touched again.
    expect(await requeueStale({ db: db(), options: notifications }, queue, 60_000, 100)).toEqual({ requeued: 0 });
    expect(mailsTo(email)).toHaveLength(1);
  } finally {
    await queue.close();
  }
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
  await enqueueNotification(createNotificationQueueOnce(), key!, notifications);
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
