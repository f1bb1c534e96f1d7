import { randomBytes, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { CATALOG_STREAM, type ScreenOrder } from '@asp/contracts';
import { orderScreenTexts, orderTexts } from '@asp/i18n';
import { ensureStream } from '@asp/server-kit';
import { waitFor } from '@asp/server-kit/testing';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { screenKeyHash, storeScreenKeyHash } from '../src/order-screens/screen-keys';
import { createdOrder, errorsOf, orderBody, seedShop, startOrders, type Harness, type Shop } from './helpers';

const lines: string[] = [];
let h: Harness;
let shop: Shop;
let other: Shop;
let base: string;
const keyA = randomBytes(32).toString('base64url');
const keyB = randomBytes(32).toString('base64url');

beforeAll(async () => {
  h = await startOrders({ heartbeatMs: 300 }, { logStream: { write: (line) => void lines.push(line) }, env: { logLevel: 'info' } });
  shop = await seedShop(h);
  other = await seedShop(h);
  await h.service.ctx.db.transaction().execute(async (trx) => {
    await storeScreenKeyHash(trx, shop.branch.id, screenKeyHash(keyA));
    await storeScreenKeyHash(trx, other.branch.id, screenKeyHash(keyB));
  });
  await h.service.app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(h.service.app.server.address() as AddressInfo).port}`;
});
afterAll(() => h?.close());

const frontdesk = (branch: number, key: string) => `/api/orders/frontdesk/${branch}/${key}`;
const get = (url: string) => h.call({ method: 'GET', url });
const act = (branch: number, key: string, orderId: number, action: string) =>
  h.call({ method: 'POST', url: `${frontdesk(branch, key)}/${orderId}/status/${action}` });

/** Reads a screen's SSE stream: `ready` frames and the orders pushed. */
function readScreenStream(body: ReadableStream<Uint8Array>) {
  const orders: Array<ScreenOrder & { receivedAt: number }> = [];
  let ready = 0;
  let heartbeats = 0;
  let ended = false;
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  void (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return void (ended = true);
      buffer += decoder.decode(value, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const frame = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (frame.includes('event: ready')) ready++;
        if (frame.includes('event: heartbeat')) heartbeats++;
        const data = frame.split('\n').find((line) => line.startsWith('data: '));
        if (frame.includes('event: order') && data) orders.push({ ...JSON.parse(data.slice(6)), receivedAt: Date.now() });
      }
    }
  })();
  return {
    orders,
    isReady: () => ready > 0,
    heartbeats: () => heartbeats,
    ended: () => ended,
    cancel: () => reader.cancel().catch(() => undefined),
  };
}

test('a wrong key, another branch’s key or an unknown branch answer 401 in German, with no data', async () => {
  await createdOrder(h, orderBody(shop));
  const cases = [
    frontdesk(shop.branch.id, keyB),
    frontdesk(shop.branch.id, `${keyA.slice(0, -1)}x`),
    frontdesk(999_999, keyA),
    `/api/orders/backoffice/${shop.branch.id}/${keyB}`,
    `${frontdesk(shop.branch.id, 'falsch')}/events`,
  ];
  for (const url of cases) {
    const response = await get(url);
    expect(response.statusCode).toBe(401);
    expect(errorsOf(response)).toEqual([{ message: orderScreenTexts.invalidKey }]);
    expect(response.json()).not.toHaveProperty('data');
  }
  const action = await act(shop.branch.id, keyB, 1, 'confirm');
  expect(action.statusCode).toBe(401);
});

test('the counter list: the branch’s unfinished orders oldest first, without contact data; the kitchen list: confirmed ones', async () => {
  const first = await createdOrder(h, orderBody(shop, { comment: 'Bitte in Scheiben' }));
  const second = await createdOrder(h, orderBody(shop));
  const foreign = await createdOrder(h, orderBody(other));
  const rejected = await createdOrder(h, orderBody(shop));
  await h.call({ method: 'POST', url: `/api/orders/${rejected.id}/status/reject`, headers: h.admin, payload: { message: 'aus' } });
  // An online order whose payment has not arrived cannot be accepted yet: not on the screen.
  const unpaid = await h.call({ method: 'POST', url: '/api/orders', payload: orderBody(shop, { paymentMethod: 'mollie' }) });

  const response = await get(frontdesk(shop.branch.id, keyA));
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  const ids = (response.json().data as ScreenOrder[]).map((order) => order.id);
  expect(ids).toEqual(expect.arrayContaining([first.id, second.id]));
  expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
  expect(ids).not.toContain(foreign.id);
  expect(ids).not.toContain(rejected.id);
  expect(unpaid.statusCode).toBe(201);
  expect(ids).not.toContain(unpaid.json().data.id);
  const shown = (response.json().data as ScreenOrder[]).find((order) => order.id === first.id)!;
  expect(shown).toMatchObject({ customerName: 'Max Muster', comment: 'Bitte in Scheiben', ticketNumber: first.ticketNumber });
  for (const secret of ['+4975311234', 'max@example.de', first.hash, first.uid]) expect(response.body).not.toContain(secret);

  expect((await act(shop.branch.id, keyA, first.id, 'confirm')).statusCode).toBe(200);
  const kitchen = await get(`/api/orders/backoffice/${shop.branch.id}/${keyA}`);
  expect(kitchen.statusCode).toBe(200);
  expect((kitchen.json().data as ScreenOrder[]).map((order) => order.id)).toEqual([first.id]);
});

test('the counter confirms, marks ready and completes through the state machine; another branch’s order is 404', async () => {
  const order = await createdOrder(h, orderBody(shop));
  const early = await act(shop.branch.id, keyA, order.id, 'completed');
  expect(early.statusCode).toBe(409);
  expect(errorsOf(early)[0].message).toBe(orderTexts.transition.notConfirmed);

  const confirmed = await act(shop.branch.id, keyA, order.id, 'confirm');
  expect(confirmed.statusCode).toBe(200);
  expect(confirmed.json().data).toMatchObject({ id: order.id, isConfirmed: true });
  expect((await act(shop.branch.id, keyA, order.id, 'in-delivery')).json().data).toMatchObject({ isInDelivery: true });
  expect((await act(shop.branch.id, keyA, order.id, 'completed')).json().data).toMatchObject({ isCompleted: true });
  expect(await h.subjects()).toEqual(
    expect.arrayContaining(['orders.order.confirmed', 'orders.order.in-delivery', 'orders.order.completed']),
  );
  // Finished: off the counter list.
  expect((await get(frontdesk(shop.branch.id, keyA))).body).not.toContain(`"id":${order.id},`);

  const foreign = await createdOrder(h, orderBody(other));
  const wrongBranch = await act(shop.branch.id, keyA, foreign.id, 'confirm');
  expect(wrongBranch.statusCode).toBe(404);
  expect((await h.call({ method: 'GET', url: `/api/orders/${foreign.id}`, headers: h.admin })).json().data.isConfirmed).toBe(false);
  expect((await act(shop.branch.id, keyA, order.id, 'reject')).statusCode).toBe(400);
});

test('the branch stream pushes a placed order to that branch’s screens within 1 s, not to another branch’s', async () => {
  const streamA = readScreenStream((await fetch(`${base}${frontdesk(shop.branch.id, keyA)}/events`)).body!);
  const kitchenA = readScreenStream((await fetch(`${base}/api/orders/backoffice/${shop.branch.id}/${keyA}/events`)).body!);
  const streamB = readScreenStream((await fetch(`${base}${frontdesk(other.branch.id, keyB)}/events`)).body!);
  try {
    await waitFor(() => streamA.isReady() && streamB.isReady() && kitchenA.isReady());

    const placedAt = Date.now();
    const order = await createdOrder(h, orderBody(shop));
    await waitFor(() => streamA.orders.some((o) => o.id === order.id), 1000, 10);
    expect(streamA.orders.find((o) => o.id === order.id)!.receivedAt - placedAt).toBeLessThan(1000);
    expect(streamA.orders.find((o) => o.id === order.id)).toMatchObject({ isConfirmed: false, customerName: 'Max Muster' });

    expect((await act(shop.branch.id, keyA, order.id, 'confirm')).statusCode).toBe(200);
    await waitFor(() => streamA.orders.some((o) => o.id === order.id && o.isConfirmed), 1000, 10);
    await waitFor(() => kitchenA.orders.some((o) => o.id === order.id && o.isConfirmed), 1000, 10);

    // Give a stray push time to arrive, then check the other branch saw nothing of it.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(streamB.orders.some((o) => o.id === order.id)).toBe(false);
    expect(JSON.stringify(streamA.orders)).not.toContain('+4975311234');
    // Heartbeats as events (EventSource hides comments; the screen watches for silence).
    await waitFor(() => streamB.heartbeats() > 0, 3000);
  } finally {
    await Promise.all([streamA.cancel(), kitchenA.cancel(), streamB.cancel()]);
  }
});

test('a rotated key ends the streams opened with the old one at the next heartbeat', async () => {
  const stream = readScreenStream((await fetch(`${base}${frontdesk(other.branch.id, keyB)}/events`)).body!);
  const untouched = readScreenStream((await fetch(`${base}${frontdesk(shop.branch.id, keyA)}/events`)).body!);
  try {
    await waitFor(() => stream.isReady() && untouched.isReady());
    const rotated = randomBytes(32).toString('base64url');
    await h.service.ctx.db.transaction().execute((trx) => storeScreenKeyHash(trx, other.branch.id, screenKeyHash(rotated)));
    await waitFor(() => stream.ended(), 3000);
    expect(untouched.ended()).toBe(false);
  } finally {
    await Promise.all([stream.cancel(), untouched.cancel()]);
    await h.service.ctx.db.transaction().execute((trx) => storeScreenKeyHash(trx, other.branch.id, screenKeyHash(keyB)));
  }
});

test('keys arrive from the catalog by event (hash only); a rotated key replaces the old one', async () => {
  const nc = await connect({ servers: h.nats.url });
  try {
    await ensureStream(await jetstreamManager(nc), CATALOG_STREAM);
    const fresh = randomBytes(32).toString('base64url');
    const id = randomUUID();
    const subject = 'catalog.order-screen-key.changed';
    const envelope = {
      id,
      subject,
      version: 1,
      occurredAt: new Date().toISOString(),
      payload: { id: shop.branch.id, keyHash: screenKeyHash(fresh) },
    };
    await jetstream(nc).publish(subject, new TextEncoder().encode(JSON.stringify(envelope)), { msgID: id });
    await waitFor(async () => (await get(frontdesk(shop.branch.id, fresh))).statusCode === 200, 15_000);
    expect((await get(frontdesk(shop.branch.id, keyA))).statusCode).toBe(401);
    // Back to the key the other tests use.
    await h.service.ctx.db.transaction().execute((trx) => storeScreenKeyHash(trx, shop.branch.id, screenKeyHash(keyA)));
  } finally {
    await nc.drain();
  }
});

test('the key never appears in the captured log, only masked', async () => {
  expect(lines.length).toBeGreaterThan(5);
  const log = lines.join('');
  expect(log).not.toContain(keyA);
  expect(log).not.toContain(keyB);
  expect(log).toContain(`/api/orders/frontdesk/${shop.branch.id}/***`);
});

test('keys are compared in constant time: the hash of the presented key through safeEqual, never ===', async () => {
  const { readFile } = await import('node:fs/promises');
  const source = await readFile(require.resolve('../src/order-screens/screen-keys'), 'utf8');
  expect(source).toMatch(/safeEqual\(screenKeyHash\(apiKey\), row\?\.key_hash/);
  expect(source).not.toMatch(/key_hash\s*===|===\s*row\?\.key_hash|apiKey\s*===/);
});
