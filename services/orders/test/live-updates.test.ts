import type { AddressInfo } from 'node:net';
import type { PublicOrder } from '@asp/contracts';
import { createdOrder, orderBody, seedShop, startOrders, type Harness, type Shop } from './helpers';

let h: Harness;
let shop: Shop;
let base: string;
beforeAll(async () => {
  h = await startOrders({ heartbeatMs: 300 });
  shop = await seedShop(h);
  await h.service.app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(h.service.app.server.address() as AddressInfo).port}`;
});
afterAll(() => h?.close());

/** Reads an SSE stream and collects `order` events and comments as they arrive. */
function readStream(body: ReadableStream<Uint8Array>) {
  const orders: PublicOrder[] = [];
  const comments: string[] = [];
  const decoder = new TextDecoder();
  let buffer = '';
  const reader = body.getReader();
  const done = (async () => {
    for (;;) {
      const { value, done: ended } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (ended) return;
      buffer += decoder.decode(value, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const frame = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (frame.startsWith(':')) comments.push(frame);
        const data = frame.split('\n').find((line) => line.startsWith('data: '));
        if (frame.includes('event: order') && data) orders.push(JSON.parse(data.slice(6)));
      }
    }
  })();
  return { orders, comments, cancel: () => reader.cancel().catch(() => undefined), done };
}

const waitUntil = async (check: () => boolean, timeoutMs = 8000) => {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};

test('the event stream sends the current order, then every change from the order events, and heartbeats', async () => {
  const order = await createdOrder(h, orderBody(shop));
  const response = await fetch(`${base}/api/orders/public/${order.uid}/${order.hash}/events`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const stream = readStream(response.body!);
  try {
    await waitUntil(() => stream.orders.length >= 1);
    expect(stream.orders[0]).toMatchObject({ uid: order.uid, isConfirmed: false });

    const confirm = await h.call({ method: 'POST', url: `/api/orders/${order.id}/status/confirm`, headers: h.admin, payload: {} });
    expect(confirm.statusCode).toBe(200);
    await waitUntil(() => stream.orders.some((o) => o.isConfirmed));
    expect(stream.orders.at(-1)).toMatchObject({ id: order.id, isConfirmed: true, appointment: null });
    expect(stream.orders.at(-1)).not.toHaveProperty('customer');

    // Another order's change is not sent to this stream.
    const other = await createdOrder(h, orderBody(shop));
    await h.call({ method: 'POST', url: `/api/orders/${other.id}/status/reject`, headers: h.admin, payload: { message: 'nein' } });
    await h.call({ method: 'POST', url: `/api/orders/${order.id}/status/completed`, headers: h.admin });
    await waitUntil(() => stream.orders.some((o) => o.isCompleted));
    expect(stream.orders.every((o) => o.id === order.id)).toBe(true);
    // One frame per visible state: the current one, confirmed, completed (the `placed` event repeats nothing).
    expect(stream.orders.map((o) => [o.isConfirmed, o.isCompleted])).toEqual([
      [false, false],
      [true, false],
      [true, true],
    ]);

    await waitUntil(() => stream.comments.some((c) => c.startsWith(': heartbeat')), 3000);
  } finally {
    await stream.cancel();
  }
}, 30_000);

test('a wrong hash gets a 404 instead of a stream', async () => {
  const order = await createdOrder(h, orderBody(shop));
  const response = await fetch(`${base}/api/orders/public/${order.uid}/falsch/events`);
  expect(response.status).toBe(404);
  expect((await response.json()).errors).toHaveLength(1);
});

test('open streams end when the service shuts down instead of holding it open', async () => {
  const order = await createdOrder(h, orderBody(shop));
  const response = await fetch(`${base}/api/orders/public/${order.uid}/${order.hash}/events`);
  const stream = readStream(response.body!);
  await waitUntil(() => stream.orders.length >= 1);
  await h.service.close();
  await stream.done;
  expect(stream.orders[0].uid).toBe(order.uid);
});
