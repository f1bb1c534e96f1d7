import { AsyncLocalStorage } from 'node:async_hooks';
import pg from 'pg';
import { orderBody, seedShop, startOrders, type Harness, type Shop } from './helpers';

/**
 * SQL statements per order (issue 18): every statement a POST /api/orders sends, counted
 * at the pg client (transaction control included), over 20 orders with several items,
 * a table and an Idempotency-Key. A count, not a time: it does not depend on the machine.
 */
const MAX_STATEMENTS_PER_ORDER = 10;
const ORDERS = 20;
/** Catalogue tables of the replica whose size grows with the shop: never read in full. */
const REPLICA_TABLES = /"?catalog_(menus|categories|tables|products|branches|donatees)"?/;

const inOrder = new AsyncLocalStorage<string[]>();
const originalQuery = pg.Client.prototype.query;

let h: Harness;
let shop: Shop;
beforeAll(async () => {
  // Counts only statements sent while one of this test's requests runs (ALS), not the
  // relay, consumers or other tests' work.
  pg.Client.prototype.query = function countedQuery(this: pg.Client, ...args: unknown[]) {
    const first = args[0];
    const text = typeof first === 'string' ? first : (first as { text?: string } | undefined)?.text;
    if (text) inOrder.getStore()?.push(text);
    return (originalQuery as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof pg.Client.prototype.query;
  h = await startOrders();
  shop = await seedShop(h);
  // A bigger catalogue than the order touches, so a whole-table read would show.
  for (let n = 0; n < 5; n += 1) await h.catalog.table(shop.branch.id, `X${n}`);
});
afterAll(async () => {
  pg.Client.prototype.query = originalQuery;
  await h?.close();
});

test(`an order takes at most ${MAX_STATEMENTS_PER_ORDER} statements, none reading a catalogue table without WHERE`, async () => {
  const perOrder: string[][] = [];
  for (let n = 0; n < ORDERS; n += 1) {
    const statements: string[] = [];
    const body = orderBody(shop, {
      isDineIn: true,
      table: 'T1',
      items: [
        { product: shop.bratwurst.id, amount: 2, unit: 'piece', parts: [] },
        { product: shop.hack.id, amount: 0.5, unit: 'kilogram', parts: [] },
      ],
    });
    // inject's answer is lazy (dispatched on then()): awaited inside run, so in its context.
    const response = await inOrder.run(
      statements,
      async () => await h.call({ method: 'POST', url: '/api/orders', payload: body, headers: { 'idempotency-key': `statements-${n}` } }),
    );
    expect(response.statusCode).toBe(201);
    perOrder.push(statements);
  }
  const counts = perOrder.map((statements) => statements.length);
  // Printed for the report (before/after figures).
  console.log(`statements per order: ${counts.join(' ')}\n${perOrder[ORDERS - 1].join('\n')}`);
  expect(Math.max(...counts)).toBeLessThanOrEqual(MAX_STATEMENTS_PER_ORDER);
  const wholeTableReads = perOrder
    .flat()
    .filter((text) => REPLICA_TABLES.test(text) && /^\s*select/i.test(text) && !/\bwhere\b/i.test(text));
  expect(wholeTableReads).toEqual([]);
});
