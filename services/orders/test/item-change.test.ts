import type { AddressInfo } from 'node:net';
import type { Order, PublicOrder } from '@asp/contracts';
import { orderItemEditTexts } from '@asp/i18n';
import { createdOrder, errorsOf, orderBody, seedShop, startOrders, type Harness, type Shop } from './helpers';

/**
 * PUT /api/orders/{id}/items/{index} (issue 12): weighed amounts, quantity and options,
 * repriced by libs/domain, with a history row, the item-changed event and the live push.
 */
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

/** 500 g Rinderhack (12,90 €/kg, approximate) and 2 Bratwürste (1,60 €). */
const weightOrder = () =>
  createdOrder(
    h,
    orderBody(shop, {
      items: [
        { product: shop.hack.id, amount: 500, unit: 'gram', parts: [] },
        { product: shop.bratwurst.id, amount: 2, unit: 'piece', parts: [] },
      ],
    }),
  );
const change = (id: number, index: number, payload: unknown, headers = h.admin) =>
  h.call({ method: 'PUT', url: `/api/orders/${id}/items/${index}`, headers, payload: payload as object });
const historyOf = async (id: number) =>
  (await h.call({ method: 'GET', url: `/api/orders/${id}/history`, headers: h.admin })).json().data as Array<{
    event: string;
    note: string | null;
    actor: { name: string } | null;
  }>;
const eventsOf = async (id: number, subject: string) =>
  // In the order they were written (seq): a select without order by may return them in any order.
  (await h.service.ctx.db.selectFrom('outbox').select('payload').where('subject', '=', subject).orderBy('seq').execute()).filter(
    (row) => row.payload.id === id,
  );

test('the weighed amount reprices the line and the totals: 500 g → 512 g', async () => {
  const order = await weightOrder();
  expect(order.totals).toMatchObject({ totalGross: 9.65, isApproximate: true });

  const response = await change(order.id, 0, { weighedAmount: 512 });
  expect(response.statusCode).toBe(200);
  const changed = response.json().data as Order;
  expect(changed.items[0]).toMatchObject({
    amount: 512,
    unit: 'gram',
    unitPrice: 12.9,
    gross: 6.6,
    isApproximate: false,
    isWeighed: true,
    orderedAmount: 500,
    orderedUnit: 'gram',
  });
  // 6,60 € (512 g × 12,90 €/kg = 6,6048) + 3,20 €; 7 % VAT inside.
  expect(changed.totals).toMatchObject({ gross: 9.8, totalGross: 9.8, isApproximate: false });
  expect(changed.totals.net + changed.totals.tax).toBeCloseTo(9.8, 10);
  expect(changed.totals.taxes).toEqual({ '7': changed.totals.tax });
  expect(changed).toMatchObject({ estimatedAmount: 9.65, finalAmount: 9.8, isAmountFinal: true });
  // The other line keeps its price.
  expect(changed.items[1]).toMatchObject({ amount: 2, gross: 3.2 });

  // In kilograms, too: the line stays in its unit.
  const again = (await change(order.id, 0, { weighedAmount: 0.498, weighedUnit: 'kilogram' })).json().data as Order;
  expect(again.items[0]).toMatchObject({ amount: 498, unit: 'gram', gross: 6.42, orderedAmount: 500 });
  expect(again).toMatchObject({ estimatedAmount: 9.65, finalAmount: 9.62 });

  const history = await historyOf(order.id);
  expect(history.filter((row) => row.event === 'itemChanged').map((row) => row.note)).toEqual([
    'Position 1 (Rinderhack): Gewicht 512 g statt 500 g',
    'Position 1 (Rinderhack): Gewicht 498 g statt 512 g',
  ]);
  expect(history.at(-1)?.actor).not.toBeNull();
  const events = await eventsOf(order.id, 'orders.order.item-changed');
  expect(events).toHaveLength(2);
  expect(events[0].payload.data.totals.totalGross).toBe(9.8);
});

test('quantity and options change; the options are priced from the product like at checkout', async () => {
  const order = await createdOrder(
    h,
    orderBody(shop, {
      items: [
        { product: shop.bratwurst.id, amount: 2, unit: 'piece', parts: [] },
        { product: shop.platte.id, amount: 1, unit: 'piece', parts: [{ value: 'Normal' }, { value: '' }] },
      ],
    }),
  );
  const more = await change(order.id, 0, { amount: 5 });
  expect(more.statusCode).toBe(200);
  expect(more.json().data.items[0]).toMatchObject({ amount: 5, gross: 8, orderedAmount: 2 });
  expect(more.json().data.totals.totalGross).toBe(28);

  const bigger = await change(order.id, 1, { parts: [{ value: 'Groß' }, { value: 'extra knusprig' }] });
  expect(bigger.statusCode).toBe(200);
  expect(bigger.json().data.items[1]).toMatchObject({ unitPrice: 25, gross: 25, parts: [{ value: 'Groß' }, { value: 'extra knusprig' }] });
  expect(bigger.json().data.totals.totalGross).toBe(33);
  expect((await historyOf(order.id)).filter((row) => row.event === 'itemChanged').map((row) => row.note)).toEqual([
    'Position 1 (Bratwurst): Menge 5 Stk. statt 2 Stk.',
    'Position 2 (Grillplatte): Optionen geändert',
  ]);
});

test('refusals: index out of range and a final order 422, bad input 400, another branch 404', async () => {
  const order = await weightOrder();
  const outOfRange = await change(order.id, 2, { amount: 1 });
  expect(outOfRange.statusCode).toBe(422);
  expect(errorsOf(outOfRange)).toEqual([{ message: orderItemEditTexts.indexOutOfRange }]);

  const notWeighable = await change(order.id, 1, { weighedAmount: 100 });
  expect(notWeighable.statusCode).toBe(400);
  expect(errorsOf(notWeighable)[0].message).toBe(orderItemEditTexts.notWeighable);
  expect((await change(order.id, 0, {})).statusCode).toBe(400);
  expect((await change(order.id, 0, { weighedAmount: 512, weighedUnit: 'liter' })).statusCode).toBe(400);
  expect((await change(order.id, 0, { weighedAmount: -5 })).statusCode).toBe(400);
  expect((await change(order.id, 0, { amount: 1, unit: 'liter' })).statusCode).toBe(400);
  expect((await change(order.id, 0, { amount: 1, price: 0 })).statusCode).toBe(400);

  const other = await h.catalog.branch();
  expect((await change(order.id, 0, { weighedAmount: 512 }, h.employeeOf(other.id))).statusCode).toBe(404);
  expect((await change(order.id, 0, { weighedAmount: 512 }, h.employeeOf(shop.branch.id))).statusCode).toBe(200);
  expect((await change(order.id, 0, { weighedAmount: 512 }, {})).statusCode).toBe(401);

  await h.call({ method: 'POST', url: `/api/orders/${order.id}/status/reject`, headers: h.admin, payload: { message: 'aus' } });
  const final = await change(order.id, 0, { weighedAmount: 600 });
  expect(final.statusCode).toBe(422);
  expect(errorsOf(final)).toEqual([{ message: orderItemEditTexts.orderFinal }]);
  expect((await eventsOf(order.id, 'orders.order.item-changed')).length).toBe(1);
});

test('the status page receives the new total live', async () => {
  const order = await weightOrder();
  const response = await fetch(`${base}/api/orders/public/${order.uid}/${order.hash}/events`);
  const orders: PublicOrder[] = [];
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const reading = (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const frame = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = frame.split('\n').find((line) => line.startsWith('data: '));
        if (frame.includes('event: order') && data) orders.push(JSON.parse(data.slice(6)));
      }
    }
  })();
  const waitUntil = async (check: () => boolean) => {
    const deadline = Date.now() + 8000;
    while (!check()) {
      if (Date.now() > deadline) throw new Error('timed out');
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  };
  try {
    await waitUntil(() => orders.length >= 1);
    expect(orders[0].totals?.totalGross).toBe(9.65);
    expect((await change(order.id, 0, { weighedAmount: 512 })).statusCode).toBe(200);
    await waitUntil(() => orders.some((o) => o.totals?.totalGross === 9.8));
    expect(orders.at(-1)?.items[0]).toMatchObject({ amount: 512, isWeighed: true });
    expect(orders.at(-1)).not.toHaveProperty('finalAmount');
  } finally {
    await reader.cancel().catch(() => undefined);
    await reading;
  }
});
