import type { Order } from '@asp/contracts';
import { deliveryAddress, createdOrder, MONDAY_10, orderBody, seedShop, startOrders, type Harness, type Shop } from './helpers';

/**
 * The order history's filters (issue 12): type, text search, date range, status and
 * sort, each run in SQL, with the x-total-count of all matching orders. Every case
 * expects an exact set, so a filter that is ignored or too wide fails it.
 */
let h: Harness;
let shop: Shop;
let orders: Record<'takeaway' | 'delivery' | 'dineIn' | 'early' | 'late', Order>;
beforeAll(async () => {
  h = await startOrders();
  shop = await seedShop(h);
  const at = (time: string) => (h.clock.now = new Date(`2025-06-02T${time}:00+02:00`));
  at('09:00');
  const takeaway = await createdOrder(h, orderBody(shop, { firstName: 'Erika', lastName: 'Müller', phone: '+49 7531 555 01' }));
  at('09:10');
  const delivery = await createdOrder(
    h,
    orderBody(shop, {
      ...deliveryAddress,
      isDelivery: true,
      firstName: 'Jonas',
      lastName: 'Keller',
      phone: '+49 7773 987654',
      items: [{ product: shop.bratwurst.id, amount: 20, unit: 'piece', parts: [] }],
    }),
  );
  at('09:20');
  const dineIn = await createdOrder(h, orderBody(shop, { isDineIn: true, table: 'T1', firstName: 'Maria', lastName: 'Huber' }));
  at('09:30');
  const early = await createdOrder(
    h,
    orderBody(shop, { firstName: 'Paul', lastName: 'Spät', appointmentDate: '2025-06-02T11:00:00+02:00' }),
  );
  at('09:40');
  const late = await createdOrder(
    h,
    orderBody(shop, { firstName: 'Petra', lastName: 'Früh', appointmentDate: '2025-06-02T10:30:00+02:00' }),
  );
  h.clock.now = MONDAY_10;
  orders = { takeaway, delivery, dineIn, early, late } as unknown as typeof orders;
});
afterAll(() => h?.close());

const page = async (query: string) => {
  const response = await h.call({ method: 'GET', url: `/api/orders?branch=${shop.branch.id}&${query}`, headers: h.admin });
  expect(response.statusCode).toBe(200);
  return { ids: (response.json().data as Order[]).map((o) => o.id), total: Number(response.headers['x-total-count']) };
};
const idsOf = (...names: Array<keyof typeof orders>) => names.map((name) => orders[name].id);

test('without filters: every order of the branch, newest first, with the total', async () => {
  expect(await page('')).toEqual({ ids: idsOf('late', 'early', 'dineIn', 'delivery', 'takeaway'), total: 5 });
  expect(await page('limit=2&offset=1')).toEqual({ ids: idsOf('early', 'dineIn'), total: 5 });
});

test('order type: takeaway (neither flag), delivery, dine-in', async () => {
  expect(await page('type=delivery')).toEqual({ ids: idsOf('delivery'), total: 1 });
  expect(await page('type=dineIn')).toEqual({ ids: idsOf('dineIn'), total: 1 });
  expect(await page('type=takeaway')).toEqual({ ids: idsOf('late', 'early', 'takeaway'), total: 3 });
  expect((await h.call({ method: 'GET', url: '/api/orders?type=pizza', headers: h.admin })).statusCode).toBe(400);
});

test('text search over name, phone (with or without spaces) and ticket number; every word must match', async () => {
  expect((await page('q=müller')).ids).toEqual(idsOf('takeaway'));
  expect((await page('q=KELLER')).ids).toEqual(idsOf('delivery'));
  expect((await page('q=7773987654')).ids).toEqual(idsOf('delivery'));
  expect((await page('q=7531%20555')).ids).toEqual(idsOf('takeaway'));
  expect((await page('q=maria%20huber')).ids).toEqual(idsOf('dineIn'));
  expect((await page('q=maria%20keller')).ids).toEqual([]);
  expect((await page(`q=${orders.early.ticketNumber}`)).ids).toContain(orders.early.id);
  expect((await page('q=100%25')).ids).toEqual([]);
});

test('without show_customer_data the search reads the ticket number only', async () => {
  const employee = h.employeeOf(shop.branch.id);
  const search = async (q: string) =>
    ((await h.call({ method: 'GET', url: `/api/orders?q=${q}`, headers: employee })).json().data as Order[]).map((o) => o.id);
  expect(await search('keller')).toEqual([]);
  expect(await search(String(orders.delivery.ticketNumber))).toContain(orders.delivery.id);
});

test('date range on the creation time (to exclusive) and status', async () => {
  expect((await page('from=2025-06-02T09:15:00%2B02:00&to=2025-06-02T09:35:00%2B02:00')).ids).toEqual(idsOf('early', 'dineIn'));
  expect((await page('from=2025-06-03')).ids).toEqual([]);
  expect((await page('to=2025-06-02')).ids).toEqual([]);
  const confirm = await h.call({ method: 'POST', url: `/api/orders/${orders.dineIn.id}/status/confirm`, headers: h.admin, payload: {} });
  expect(confirm.statusCode).toBe(200);
  expect(await page('status=confirmed')).toEqual({ ids: idsOf('dineIn'), total: 1 });
  expect((await page('status=open')).total).toBe(4);
});

test('sort by creation or appointment, ascending or descending', async () => {
  expect((await page('direction=asc')).ids).toEqual(idsOf('takeaway', 'delivery', 'dineIn', 'early', 'late'));
  // No appointment: the creation time counts (09:00 … 09:20), then 10:30 (late), 11:00 (early).
  expect((await page('sort=appointment&direction=asc')).ids).toEqual(idsOf('takeaway', 'delivery', 'dineIn', 'late', 'early'));
  expect((await page('sort=appointment')).ids).toEqual(idsOf('early', 'late', 'dineIn', 'delivery', 'takeaway'));
  expect((await h.call({ method: 'GET', url: '/api/orders?sort=price', headers: h.admin })).statusCode).toBe(400);
});
