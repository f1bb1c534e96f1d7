import type { AddressInfo } from 'node:net';
import { storeStockSetting } from '../src/stock';
import { createdOrder, orderBody, seedShop, startOrders, type Harness, type Shop } from './helpers';

/** The shop's live 'ausverkauft' (issue 13): GET /api/orders/stock/{branchId}/events. */
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

interface Frame {
  event: string;
  data: unknown;
}

function readFrames(body: ReadableStream<Uint8Array>) {
  const frames: Frame[] = [];
  const comments: string[] = [];
  const decoder = new TextDecoder();
  const reader = body.getReader();
  let buffer = '';
  void (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const frame = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (frame.startsWith(':')) comments.push(frame);
        const event = frame.split('\n').find((line) => line.startsWith('event: '));
        const data = frame.split('\n').find((line) => line.startsWith('data: '));
        if (event && data) frames.push({ event: event.slice(7), data: JSON.parse(data.slice(6)) });
      }
    }
  })();
  return { frames, comments, cancel: () => reader.cancel().catch(() => undefined) };
}

const waitUntil = async (check: () => boolean, timeoutMs = 8000) => {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};

test('the stream sends the branch stock first, then each change as the orders take the last units', async () => {
  await h.service.ctx.db
    .transaction()
    .execute((trx) =>
      storeStockSetting(trx, { product: shop.bratwurst.id, branch: shop.branch.id, soldOut: false, dailyQuantity: 4 }, '2025-06-02'),
    );
  const response = await fetch(`${base}/api/orders/stock/${shop.branch.id}/events`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const stream = readFrames(response.body!);
  try {
    await waitUntil(() => stream.frames.length >= 1);
    expect(stream.frames[0]).toEqual({
      event: 'stock',
      data: { branch: shop.branch.id, products: [{ product: shop.bratwurst.id, soldOut: false, remaining: 4 }] },
    });
    await createdOrder(h, orderBody(shop, { items: [{ product: shop.bratwurst.id, amount: 4, unit: 'piece', parts: [] }] }));
    // The setting stored above may still be announced after the stream opened (a stock-item with
    // the same 4 left, harmless); the order's change is the one that empties the stock.
    const items = () => stream.frames.filter((frame) => frame.event === 'stock-item').map((frame) => frame.data);
    await waitUntil(() => items().some((item) => (item as { remaining: number }).remaining === 0));
    expect(items().at(-1)).toEqual({ product: shop.bratwurst.id, soldOut: true, remaining: 0 });
    expect(items().slice(0, -1)).toEqual(
      items()
        .slice(0, -1)
        .map(() => ({ product: shop.bratwurst.id, soldOut: false, remaining: 4 })),
    );
    await waitUntil(() => stream.comments.length > 0);
  } finally {
    await stream.cancel();
  }
  expect((await fetch(`${base}/api/orders/stock/999999/events`)).status).toBe(404);
});
