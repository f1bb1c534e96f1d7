import type { BranchInput } from '@asp/contracts';
import { appointmentTexts } from '@asp/i18n';
import { bookSlot, slotRequestOf } from '../src/slot-capacity';
import {
  createdOrder,
  deliveryAddress,
  errorsOf,
  MONDAY_10,
  orderBody,
  placeOrder,
  seedShop,
  startOrders,
  type Harness,
  type Shop,
} from './helpers';

/** Slot capacity (issue 11): no double booking of a 15-minute window. */
let h: Harness;
beforeAll(async () => {
  h = await startOrders();
});
afterAll(() => h?.close());
beforeEach(() => {
  h.clock.now = MONDAY_10;
});

const AT_1230 = '2025-06-02T12:30:00+02:00';
const WINDOW_1230 = new Date(AT_1230).toISOString();
const FULL_1230 = 'Dieses Zeitfenster ist leider ausgebucht. Das nächste freie Zeitfenster ist am 02.06.2025 um 12:45 Uhr.';

const db = () => h.service.ctx.db;
const count = async (table: string) =>
  Number((await db().selectFrom(table).select(db().fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
const booked = async (branchId: number, group = 'pickup', start = WINDOW_1230) => {
  const row = await db()
    .selectFrom('order_slots')
    .select('booked')
    .where('branch_id', '=', branchId)
    .where('slot_group', '=', group)
    .where('slot_start', '=', new Date(start))
    .executeTakeFirst();
  return row ? Number(row.booked) : null;
};
const slots = (shop: Shop, type = 'takeaway') => h.call({ method: 'GET', url: `/api/orders/slots?branch=${shop.branch.id}&type=${type}` });
const status = (id: number, action: string, payload: Record<string, unknown> = {}) =>
  h.call({ method: 'POST', url: `/api/orders/${id}/status/${action}`, headers: h.admin, payload });
const shopWith = (input: Partial<BranchInput>) => seedShop(h, input);

test('100 parallel orders into a capacity-1 window: exactly one is taken, 99 get the German message, nothing half-stored', async () => {
  const shop = await shopWith({ slotCapacity: 1 });
  const [orders, outbox] = [await count('orders'), await count('outbox')];

  const responses = await Promise.all(Array.from({ length: 100 }, () => placeOrder(h, orderBody(shop, { appointmentDate: AT_1230 }))));

  const created = responses.filter((r) => r.statusCode === 201);
  const refused = responses.filter((r) => r.statusCode === 422);
  expect([created.length, refused.length]).toEqual([1, 99]);
  for (const response of refused) expect(errorsOf(response)).toEqual([{ field: 'appointmentDate', message: FULL_1230 }]);
  expect(await count('orders')).toBe(orders + 1);
  expect(await count('outbox')).toBe(outbox + 1);
  expect(await booked(shop.branch.id)).toBe(1);
  expect(await db().selectFrom('order_slot_bookings').select('order_id').where('branch_id', '=', shop.branch.id).execute()).toEqual([
    { order_id: created[0].json().data.id },
  ]);

  // Another minute of the same quarter hour is the same window; the next window is free.
  const sameWindow = await placeOrder(h, orderBody(shop, { appointmentDate: '2025-06-02T12:40:00+02:00' }));
  expect(errorsOf(sameWindow)).toEqual([{ field: 'appointmentDate', message: FULL_1230 }]);
  expect((await placeOrder(h, orderBody(shop, { appointmentDate: '2025-06-02T12:45:00+02:00' }))).statusCode).toBe(201);
});

test('the public slot call lists the full windows per order type; takeaway and dine-in share them, delivery counts apart', async () => {
  const shop = await shopWith({ slotCapacity: 1, deliverySlotCapacity: 2 });
  await createdOrder(h, orderBody(shop, { appointmentDate: AT_1230 }));

  for (const type of ['takeaway', 'dineIn']) {
    expect((await slots(shop, type)).json()).toEqual({ data: { capacity: 1, fullSlots: [WINDOW_1230] } });
  }
  expect((await placeOrder(h, orderBody(shop, { isDineIn: true, table: 'T1', appointmentDate: AT_1230 }))).statusCode).toBe(422);

  const delivery = () =>
    orderBody(shop, {
      isDelivery: true,
      ...deliveryAddress,
      items: [{ product: shop.hack.id, amount: 2, unit: 'kilogram', parts: [] }],
      appointmentDate: AT_1230,
    });
  expect((await slots(shop, 'delivery')).json()).toEqual({ data: { capacity: 2, fullSlots: [] } });
  await createdOrder(h, delivery());
  await createdOrder(h, delivery());
  expect((await slots(shop, 'delivery')).json()).toEqual({ data: { capacity: 2, fullSlots: [WINDOW_1230] } });
  expect(await booked(shop.branch.id, 'delivery')).toBe(2);

  // A window that has passed is not listed any more.
  h.clock.now = new Date('2025-06-02T12:50:00+02:00');
  expect((await slots(shop)).json().data.fullSlots).toEqual([]);
  expect((await h.call({ method: 'GET', url: '/api/orders/slots?branch=999999&type=takeaway' })).statusCode).toBe(404);
});

test('cancelling or rejecting an order gives its seat back, once; a completed order keeps it', async () => {
  const shop = await shopWith({ slotCapacity: 1 });
  const first = await createdOrder(h, orderBody(shop, { appointmentDate: AT_1230 }));
  expect((await status(first.id, 'cancel')).statusCode).toBe(200);
  expect(await booked(shop.branch.id)).toBe(0);
  expect((await status(first.id, 'cancel')).statusCode).toBe(409);
  expect(await booked(shop.branch.id)).toBe(0);

  const second = await createdOrder(h, orderBody(shop, { appointmentDate: AT_1230 }));
  expect((await slots(shop)).json().data.fullSlots).toEqual([WINDOW_1230]);
  expect((await status(second.id, 'reject', { message: 'Heute leider nicht' })).statusCode).toBe(200);
  expect(await booked(shop.branch.id)).toBe(0);
  expect((await slots(shop)).json().data.fullSlots).toEqual([]);

  const third = await createdOrder(h, orderBody(shop, { appointmentDate: AT_1230 }));
  expect((await status(third.id, 'confirm')).statusCode).toBe(200);
  expect((await status(third.id, 'completed')).statusCode).toBe(200);
  expect(await booked(shop.branch.id)).toBe(1);
  expect((await placeOrder(h, orderBody(shop, { appointmentDate: AT_1230 }))).statusCode).toBe(422);
});

test('without a capacity every window is unlimited, and orders without an appointment are never counted', async () => {
  const unlimited = await shopWith({});
  for (let i = 0; i < 3; i++) await createdOrder(h, orderBody(unlimited, { appointmentDate: AT_1230 }));
  expect(await booked(unlimited.branch.id)).toBeNull();
  expect((await slots(unlimited)).json()).toEqual({ data: { capacity: null, fullSlots: [] } });

  const limited = await shopWith({ slotCapacity: 1 });
  await createdOrder(h, orderBody(limited));
  await createdOrder(h, orderBody(limited));
  expect(await db().selectFrom('order_slots').select('booked').where('branch_id', '=', limited.branch.id).execute()).toEqual([]);
});

test('a full window is refused before an online payment is started; no free slot left names none', async () => {
  const shop = await shopWith({ slotCapacity: 1 });
  await createdOrder(h, orderBody(shop, { appointmentDate: AT_1230 }));
  const payments = await count('sandbox_payments');
  const online = await placeOrder(h, orderBody(shop, { paymentMethod: 'mollie', appointmentDate: AT_1230 }));
  expect(errorsOf(online)).toEqual([{ field: 'appointmentDate', message: FULL_1230 }]);
  expect(await count('sandbox_payments')).toBe(payments);

  // The last quarter hour of a day whose later slots are all taken: nothing after it is free,
  // the first free slot of the horizon is offered (here: earlier the same day).
  const late = await shopWith({ slotCapacity: 1, openingHours: [{ type: 'once', date: '2025-06-02', from: '08:00', to: '10:30' }] });
  await createdOrder(h, orderBody(late, { appointmentDate: '2025-06-02T10:15:00+02:00' }));
  const refused = await placeOrder(h, orderBody(late, { appointmentDate: '2025-06-02T10:15:00+02:00' }));
  expect(errorsOf(refused)).toEqual([
    {
      field: 'appointmentDate',
      message: 'Dieses Zeitfenster ist leider ausgebucht. Das nächste freie Zeitfenster ist am 02.06.2025 um 10:00 Uhr.',
    },
  ]);
  await createdOrder(h, orderBody(late, { appointmentDate: '2025-06-02T10:00:00+02:00' }));
  const none = await placeOrder(h, orderBody(late, { appointmentDate: '2025-06-02T10:00:00+02:00' }));
  expect(errorsOf(none)).toEqual([{ field: 'appointmentDate', message: appointmentTexts.bookedOutNoAlternative }]);
});

test('a failed online payment gives the seat back; a paid one keeps it', async () => {
  const shop = await shopWith({ slotCapacity: 1 });
  const order = await createdOrder(h, orderBody(shop, { paymentMethod: 'mollie', appointmentDate: AT_1230 }));
  expect(await booked(shop.branch.id)).toBe(1);
  const failed = await h.call({ method: 'POST', url: order.paymentRedirectUrl!, payload: { action: 'fail' } });
  expect(failed.statusCode).toBe(303);
  await h.call({ method: 'GET', url: failed.headers.location as string });
  expect(await booked(shop.branch.id)).toBe(0);

  const paid = await createdOrder(h, orderBody(shop, { paymentMethod: 'mollie', appointmentDate: AT_1230 }));
  await h.call({ method: 'POST', url: paid.paymentRedirectUrl!, payload: { action: 'pay' } });
  await h.call({ method: 'GET', url: `/api/orders/payments/return/${paid.uid}/${paid.hash}` });
  expect(await booked(shop.branch.id)).toBe(1);
  expect((await placeOrder(h, orderBody(shop, { appointmentDate: AT_1230 }))).statusCode).toBe(422);
});

test('the booking itself is atomic, without the early look: 50 parallel bookings into a capacity-3 window take exactly 3 seats', async () => {
  const shop = await shopWith({ slotCapacity: 3 });
  const request = slotRequestOf(shop.branch, 'takeaway', AT_1230, 'Europe/Berlin')!;
  const context = {
    branch: shop.branch,
    orderType: 'takeaway' as const,
    now: MONDAY_10,
    zone: 'Europe/Berlin',
    products: [],
    variant: 2 as const,
    wanted: new Date(AT_1230),
  };
  const results = await Promise.allSettled(
    Array.from({ length: 50 }, (_, i) =>
      db()
        .transaction()
        .execute((trx) => bookSlot(trx, 900_000 + i, request, context)),
    ),
  );
  expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
  const reasons = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as { statusCode: number; errors: unknown }] : []));
  expect(reasons).toHaveLength(47);
  for (const reason of reasons)
    expect(reason).toMatchObject({ statusCode: 422, errors: [{ field: 'appointmentDate', message: FULL_1230 }] });
  expect(await booked(shop.branch.id)).toBe(3);
  expect(await db().selectFrom('order_slot_bookings').select('order_id').where('branch_id', '=', shop.branch.id).execute()).toHaveLength(3);
});
