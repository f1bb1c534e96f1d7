import { sql } from '@asp/server-kit';
import { listOrdersQuery, type OrderListFilter } from '../src/order-store';
import { createdOrder, MONDAY_10, orderBody, seedShop, startOrders, type Harness, type Shop } from './helpers';

let h: Harness;
let shop: Shop;
beforeAll(async () => {
  h = await startOrders();
  shop = await seedShop(h);
});
afterAll(() => h?.close());

const list = async (query: string) => {
  const response = await h.call({ method: 'GET', url: `/api/orders${query}`, headers: h.admin });
  expect(response.statusCode).toBe(200);
  return (response.json().data as Array<{ id: number }>).map((order) => order.id);
};

test('the staff list pages newest first with limit and offset', async () => {
  const ids: number[] = [];
  for (let i = 0; i < 5; i += 1) ids.push((await createdOrder(h, orderBody(shop))).id);
  const newestFirst = [...ids].reverse();
  const branch = `branch=${shop.branch.id}`;
  expect(await list(`?${branch}&limit=2`)).toEqual(newestFirst.slice(0, 2));
  expect(await list(`?${branch}&limit=2&offset=2`)).toEqual(newestFirst.slice(2, 4));
  expect(await list(`?${branch}&limit=2&offset=4`)).toEqual(newestFirst.slice(4));
  expect(await list(`?${branch}&offset=5`)).toEqual([]);
  expect((await h.call({ method: 'GET', url: '/api/orders?offset=-1', headers: h.admin })).statusCode).toBe(400);
});

test('missed: open orders whose desired time (or, without one, creation) has passed, oldest first', async () => {
  const missedShop = await seedShop(h);
  const headers = h.employeeOf(missedShop.branch.id);
  h.clock.now = MONDAY_10;
  const asap = await createdOrder(h, orderBody(missedShop));
  const noon = await createdOrder(h, orderBody(missedShop, { appointmentDate: '2025-06-02T12:00:00+02:00' }));
  const evening = await createdOrder(h, orderBody(missedShop, { appointmentDate: '2025-06-02T18:00:00+02:00' }));
  const confirmed = await createdOrder(h, orderBody(missedShop));
  expect(
    (await h.call({ method: 'POST', url: `/api/orders/${confirmed.id}/status/confirm`, headers: h.admin, payload: {} })).statusCode,
  ).toBe(200);
  const missed = async () => {
    const response = await h.call({ method: 'GET', url: '/api/orders/missed', headers });
    expect(response.statusCode).toBe(200);
    return (response.json().data as Array<{ id: number }>).map((order) => order.id);
  };
  h.clock.now = new Date('2025-06-02T11:00:00+02:00');
  expect(await missed()).toEqual([asap.id]);
  h.clock.now = new Date('2025-06-02T13:00:00+02:00');
  expect(await missed()).toEqual([asap.id, noon.id]);
  h.clock.now = new Date('2025-06-02T19:00:00+02:00');
  expect(await missed()).toEqual([asap.id, noon.id, evening.id]);
  h.clock.now = MONDAY_10;
});

/** The plan PostgreSQL picks when it may not scan the whole table (a test table is too small to prefer an index by itself). */
async function planOf(filter: OrderListFilter): Promise<string> {
  return h.service.ctx.db.transaction().execute(async (trx) => {
    await sql`set local enable_seqscan = off`.execute(trx);
    const rows = await listOrdersQuery(trx, filter).explain<{ 'QUERY PLAN': string }>();
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

test('the list filters are served by the indexes in list order (no sort of all matching orders)', async () => {
  const all = await planOf({ branches: null, limit: 100 });
  expect(all).toContain('orders_created');
  expect(all).not.toContain('Sort');
  const filtered = await planOf({
    branches: null,
    branch: shop.branch.id,
    statuses: ['open'],
    from: new Date('2025-06-01'),
    to: new Date('2025-06-08'),
    limit: 100,
  });
  expect(filtered).toContain('orders_branch_status_created');
  expect(filtered).not.toContain('Sort');
  expect(await planOf({ branches: null, statuses: ['confirmed'], limit: 100 })).toContain('orders_status_created');
});
