import { validationTexts } from '@asp/i18n';
import { sql } from '@asp/server-kit';
import { errorsOf, MONDAY_10, orderBody, placeOrder, seedShop, startOrders, type Harness, type Shop } from './helpers';

let h: Harness;
let shop: Shop;
beforeAll(async () => {
  h = await startOrders();
  shop = await seedShop(h);
});
afterAll(() => h?.close());

const countOrders = async () =>
  Number(
    (
      await h.service.ctx.db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('Idempotency-Key', () => {
  test('parallel identical submits create one order and answer it to every caller', async () => {
    h.clock.now = MONDAY_10;
    const before = await countOrders();
    const headers = { 'idempotency-key': 'submit-parallel-1' };
    const responses = await Promise.all(Array.from({ length: 5 }, () => placeOrder(h, orderBody(shop), headers)));
    expect(responses.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201]);
    const uids = new Set(responses.map((r) => r.json().data.uid));
    expect(uids.size).toBe(1);
    expect(await countOrders()).toBe(before + 1);
  });

  test('a retry with the same key and body answers the first order again', async () => {
    const headers = { 'idempotency-key': 'submit-retry-1' };
    const first = await placeOrder(h, orderBody(shop), headers);
    const again = await placeOrder(h, orderBody(shop), headers);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
  });

  test('the same key with another body is 422', async () => {
    const headers = { 'idempotency-key': 'submit-other-body' };
    expect((await placeOrder(h, orderBody(shop), headers)).statusCode).toBe(201);
    const other = await placeOrder(h, orderBody(shop, { comment: 'bitte klingeln' }), headers);
    expect(other.statusCode).toBe(422);
    expect(errorsOf(other)).toEqual([{ message: validationTexts.idempotencyMismatch }]);
  });

  test('a refused order keeps its key free: the corrected retry creates the order', async () => {
    const headers = { 'idempotency-key': 'submit-after-error' };
    expect((await placeOrder(h, orderBody(shop, { firstName: '' }), headers)).statusCode).toBe(422);
    // Different body, same key: the failed attempt recorded nothing.
    expect((await placeOrder(h, orderBody(shop), headers)).statusCode).toBe(201);
  });
});

describe('ticket numbers', () => {
  test('count 1, 2, 3 … per branch and Berlin day, also under concurrency', async () => {
    const a = await seedShop(h);
    const b = await seedShop(h);
    h.clock.now = new Date('2025-06-10T09:00:00+02:00');
    const ofA = await Promise.all(Array.from({ length: 6 }, () => placeOrder(h, orderBody(a))));
    const ofB = await Promise.all(Array.from({ length: 2 }, () => placeOrder(h, orderBody(b))));
    expect(ofA.map((r) => r.json().data.ticketNumber).sort()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(ofB.map((r) => r.json().data.ticketNumber).sort()).toEqual([1, 2]);

    // 23:30 UTC on the 10th is already the 11th in Berlin: a new day starts at 1.
    h.clock.now = new Date('2025-06-10T22:30:00Z');
    const branchOpenLate = await seedShop(h, { openingHours: [{ type: 'daily', from: '00:00', to: '00:00' }] });
    const first = await placeOrder(h, orderBody(branchOpenLate));
    expect(first.json().data.ticketNumber).toBe(1);
    h.clock.now = new Date('2025-06-11T09:00:00+02:00');
    expect((await placeOrder(h, orderBody(a))).json().data.ticketNumber).toBe(1);
    expect((await placeOrder(h, orderBody(branchOpenLate))).json().data.ticketNumber).toBe(2);
  });

  test('twenty parallel orders of one branch get 1 … 20, each once', async () => {
    const branch = await seedShop(h);
    h.clock.now = new Date('2025-06-12T09:00:00+02:00');
    const responses = await Promise.all(Array.from({ length: 20 }, () => placeOrder(h, orderBody(branch))));
    expect(responses.map((r) => r.statusCode)).toEqual(Array.from({ length: 20 }, () => 201));
    const numbers = responses.map((r) => r.json().data.ticketNumber as number).sort((x, y) => x - y);
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, n) => n + 1));
  });

  test("an order in flight does not keep the branch's counter locked (issue 18)", async () => {
    const branch = await seedShop(h);
    h.clock.now = new Date('2025-06-13T09:00:00+02:00');
    const db = h.service.ctx.db;
    const counter = () =>
      sql<{ last_number: number }>`select last_number from ticket_counters where branch_id = ${branch.branch.id} for update nowait`;
    let inFlight: Promise<Array<Awaited<ReturnType<typeof placeOrder>>>> | undefined;
    await db.transaction().execute(async (blocker) => {
      // Both orders stop at their order row, i.e. after their number was drawn.
      await sql`lock table orders in exclusive mode`.execute(blocker);
      inFlight = Promise.all([placeOrder(h, orderBody(branch)), placeOrder(h, orderBody(branch))]);
      for (let waiting = 0; waiting < 2;) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity
          where wait_event_type = 'Lock' and datname = current_database()`.execute(db);
        waiting = rows[0].n;
      }
      // Under a lock held until commit the second order would wait on the row and NOWAIT would fail.
      const { rows } = await db.transaction().execute((trx) => counter().execute(trx));
      expect(rows[0].last_number).toBe(2);
    });
    const responses = await inFlight!;
    expect(responses.map((r) => r.statusCode)).toEqual([201, 201]);
    expect(responses.map((r) => r.json().data.ticketNumber as number).sort()).toEqual([1, 2]);
  });
});
