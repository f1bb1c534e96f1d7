import type { Order, OrderHistoryEntry } from '@asp/contracts';
import { backofficeOrderTexts, fill, formatDateTime } from '@asp/i18n';
import { seedDemoOrders } from '../src/demo-orders';
import { createdOrder, MONDAY_10, orderBody, seedShop, startOrders, type Harness, type Shop } from './helpers';

let h: Harness;
let shop: Shop;
beforeAll(async () => {
  h = await startOrders();
  shop = await seedShop(h);
});
afterAll(() => h?.close());

const post = (id: number, path: string, payload: object = {}) =>
  h.call({ method: 'POST', url: `/api/orders/${id}/${path}`, headers: h.admin, payload });
async function historyOf(id: number, headers = h.admin): Promise<OrderHistoryEntry[]> {
  const response = await h.call({ method: 'GET', url: `/api/orders/${id}/history`, headers });
  expect(response.statusCode).toBe(200);
  return response.json().data;
}
const brief = (entries: OrderHistoryEntry[]) => entries.map((e) => [e.event, e.actor?.name ?? null, e.note]);

test('placing, staff actions and the customer answer are written as history rows, with who and why', async () => {
  h.clock.now = MONDAY_10;
  const order = await createdOrder(h, orderBody(shop));
  const counter = '2025-06-02T12:30:00+02:00';
  expect((await post(order.id, 'status/confirm', { counterAppointment: counter })).statusCode).toBe(200);
  h.clock.now = new Date('2025-06-02T10:05:00+02:00');
  const answer = await h.call({ method: 'POST', url: `/api/orders/public/${order.uid}/${order.hash}/confirm-counter-appointment` });
  expect(answer.statusCode).toBe(200);
  expect((await post(order.id, 'status/cancel', { message: 'Kunde hat angerufen.' })).statusCode).toBe(200);

  const entries = await historyOf(order.id);
  expect(brief(entries)).toEqual([
    ['placed', null, null],
    ['counterAppointmentProposed', 'admin', fill(backofficeOrderTexts.noteCounterAppointment, { time: formatDateTime(counter) })],
    ['counterAppointmentConfirmed', null, null],
    ['canceled', 'admin', 'Kunde hat angerufen.'],
  ]);
  expect(entries[0].at).toBe(MONDAY_10.toISOString());
  expect(entries[2].at).toBe('2025-06-02T08:05:00.000Z');
  expect(entries.every((e) => e.orderId === order.id)).toBe(true);
  // The cancel reason is shown to the customer like a rejection message.
  const view = await h.call({ method: 'GET', url: `/api/orders/public/${order.uid}/${order.hash}` });
  expect(view.json().data.rejectionMessage).toBe('Kunde hat angerufen.');
  h.clock.now = MONDAY_10;
});

test('a refused action writes no history row (same transaction as the change)', async () => {
  const order = await createdOrder(h, orderBody(shop));
  expect((await post(order.id, 'status/completed')).statusCode).toBe(409);
  expect((await post(order.id, 'status/reject', { message: 'Ausverkauft' })).statusCode).toBe(200);
  expect((await post(order.id, 'status/confirm')).statusCode).toBe(409);
  expect(brief(await historyOf(order.id))).toEqual([
    ['placed', null, null],
    ['rejected', 'admin', 'Ausverkauft'],
  ]);
});

test('the employee who acted is named; the history of an unknown order is 404', async () => {
  const order = await createdOrder(h, orderBody(shop));
  const employee = h.employeeOf(shop.branch.id);
  const confirmed = await h.call({ method: 'POST', url: `/api/orders/${order.id}/status/confirm`, headers: employee, payload: {} });
  expect(confirmed.statusCode).toBe(200);
  expect(brief(await historyOf(order.id, employee))).toEqual([
    ['placed', null, null],
    ['confirmed', 'verkauf', null],
  ]);
  expect((await historyOf(order.id, employee))[1].actor).toEqual({ id: 2, name: 'verkauf' });
  expect((await h.call({ method: 'GET', url: '/api/orders/999999/history', headers: h.admin })).statusCode).toBe(404);
});

test('demo orders: open, confirmed, completed, missed and rejected ones across branches, each with its history', async () => {
  const fresh = await startOrders();
  try {
    await seedDemoOrders(fresh.service.ctx, MONDAY_10);
    await seedDemoOrders(fresh.service.ctx, MONDAY_10); // only into an empty table
    const list = async (url: string) => (await fresh.call({ method: 'GET', url, headers: fresh.admin })).json().data as Order[];
    const all = await list('/api/orders?limit=500');
    expect(all).toHaveLength(10);
    const current = await list('/api/orders/current');
    expect(new Set(current.map((o) => o.branch.id))).toEqual(new Set([1, 2, 3]));
    expect(current.filter((o) => !o.isConfirmed).length).toBeGreaterThanOrEqual(4);
    expect(current.filter((o) => o.isConfirmed).length).toBe(2);
    expect(all.filter((o) => o.isCompleted)).toHaveLength(2);
    expect((await list('/api/orders/missed')).map((o) => o.branch.id)).toEqual([3]);
    const completed = all.find((o) => o.isCompleted)!;
    const events = (await fresh.call({ method: 'GET', url: `/api/orders/${completed.id}/history`, headers: fresh.admin })).json().data;
    expect(events.map((e: OrderHistoryEntry) => e.event)).toContain('completed');
    // Ticket numbers per branch and day stay unique (the counter was used).
    const tickets = all.map((o) => `${o.branch.id}/${o.ticketDay}/${o.ticketNumber}`);
    expect(new Set(tickets).size).toBe(tickets.length);
  } finally {
    await fresh.close();
  }
});
