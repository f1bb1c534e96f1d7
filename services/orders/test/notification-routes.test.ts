import type { PublicOrder } from '@asp/contracts';
import { waitFor } from '@asp/server-kit/testing';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { findNotification } from '../src/notifications/notification-store';
import { httpSmsGateway } from '../src/notifications/sms';
import type { NotificationOptions } from '../src/notifications/config';
import { createNotificationQueue, enqueueNotification, startNotificationWorker } from '../src/notifications/worker';
import { TABLES } from '../src/tables';
import { createdOrder, orderBody, type Harness, type Shop } from './helpers';
import { startNotificationHarness, type NotificationHarness } from './notifications/harness';

// Issue 12 "Notifications": the back office's resend calls and notification list, and the
// SMS providers (development store, production without a gateway), against a real SMTP server.
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
let seq = 0;

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

  // Another branch's order answers like an unknown one (order-access.ts).
  const foreign = await h.call({ method: 'POST', url, headers: h.employeeOf(shop.branch.id + 1000) });
  expect(foreign.statusCode).toBe(404);
  expect(mailsTo(email)).toHaveLength(2);

  n.smtp.plan.push('refuse', 'refuse', 'refuse');
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
  expect(foreignList.statusCode).toBe(404);
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
  const production: NotificationOptions = { ...n.notifications, sms: null, smsDevelopmentStore: false };
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
    await n.insertQueuedRow(order.id, key, 'sms', '+4975311234');
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

test('the HTTP SMS gateway adapter: one JSON POST with token and reference; an error status fails the attempt', async () => {
  const received: Array<{ headers: Record<string, unknown>; body: unknown }> = [];
  let status = 201;
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ headers: request.headers, body: JSON.parse(body) });
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ id: 'gw-1' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`;
    const gateway = httpSmsGateway({ url, token: 'geheim', sender: null });
    const message = { key: 'order-1-received-sms', to: '+4975311234', text: 'Hallo', fallbackSender: 'Metzgerei Test' };
    expect(await gateway.send(message)).toEqual({ messageId: 'gw-1' });
    expect(received[0].body).toEqual({ to: '+4975311234', from: 'Metzgerei T', text: 'Hallo', reference: 'order-1-received-sms' });
    expect(received[0].headers).toMatchObject({ authorization: 'Bearer geheim', 'idempotency-key': 'order-1-received-sms' });
    status = 500;
    await expect(gateway.send(message)).rejects.toThrow('SMS-Gateway antwortet mit Status 500.');
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});
