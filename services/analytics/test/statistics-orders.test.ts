import { orderEvents, timeTrackingEvents } from '@asp/contracts';
import { waitFor } from '@asp/server-kit/testing';
import { sql } from '@asp/server-kit';
import { admin, employee, startStatistics, type StatisticsHarness } from './statistics-helpers';

// Known orders around the spring DST change (Sunday 2026-03-29): A is placed Saturday 23:30
// Berlin (22:30Z), B Sunday 00:15 Berlin (23:15Z on Saturday in UTC), C Monday 10:00 CEST and
// later cancelled; A's weighed item changes its total from 30 to 31.50.
let h: StatisticsHarness;

const order = (id: number, fields: Record<string, unknown>) => ({
  id,
  data: { isDelivery: false, isDineIn: false, isCanceled: false, isRejected: false, customer: { firstName: 'Max' }, ...fields },
});
const bratwurst = (amount: number, gross: number) => ({ product: { id: 1, name: 'Bratwurst' }, amount, gross, unit: 'piece' });
const huefte = (amount: number, gross: number) => ({ product: { id: 2, name: 'Rinderhüfte' }, amount, gross, unit: 'kilogram' });
const leberkaese = (amount: number, gross: number) => ({ product: { id: 3, name: 'Leberkäse' }, amount, gross, unit: 'piece' });

const orderA = order(101, {
  branch: { id: 1 },
  createdAt: '2026-03-28T22:30:00.000Z',
  totals: { totalGross: 30 },
  items: [bratwurst(3, 4.8), huefte(1.5, 25.2)],
});
const orderB = order(102, {
  branch: { id: 2 },
  isDelivery: true,
  createdAt: '2026-03-28T23:15:00.000Z',
  totals: { totalGross: 50 },
  items: [huefte(2, 50)],
});
const orderC = order(103, {
  branch: { id: 1 },
  isDineIn: true,
  createdAt: '2026-03-30T08:00:00.000Z',
  totals: { totalGross: 20 },
  items: [bratwurst(5, 8), leberkaese(2, 12)],
});

const work = { department: null, project: null, task: null, isLate: false, comment: null, changeReason: null };
const activity = (id: number, fields: Record<string, unknown>) => ({ id, data: { id, ...work, pauses: [], isHalfDay: false, ...fields } });

beforeAll(async () => {
  h = await startStatistics();
  await h.publish(orderEvents.placed, orderA);
  await h.publish(orderEvents.placed, orderB);
  await h.publish(orderEvents.placed, orderC);
  await h.publish(orderEvents.itemChanged, {
    id: 101,
    data: { ...orderA.data, finalAmount: 31.5, items: [bratwurst(3, 4.8), huefte(1.6, 26.7)] },
  });
  await h.publish(orderEvents.canceled, { id: 103, data: { ...orderC.data, isCanceled: true } });
  // B's placed event once more (a replay under a new id): counted by difference, it adds nothing.
  await h.publish(orderEvents.placed, orderB);
  // Klara (4): Monday 07:00–15:30 CEST with a half-hour pause; a night 22:00–04:00 CEST across Berlin midnight.
  await h.publish(
    timeTrackingEvents.workingActivity.created,
    activity(1, {
      user: 4,
      branch: 1,
      kind: 'work',
      start: '2026-03-30T05:00:00Z',
      end: '2026-03-30T13:30:00Z',
      pauses: [{ start: '2026-03-30T09:00:00Z', end: '2026-03-30T09:30:00Z' }],
    }),
  );
  await h.publish(
    timeTrackingEvents.workingActivity.created,
    activity(2, { user: 4, branch: 1, kind: 'work', start: '2026-03-31T20:00:00Z', end: '2026-04-01T02:00:00Z' }),
  );
  // Volker (2): a sick day shortened by an update to 6 hours; a work activity that is deleted again.
  await h.publish(
    timeTrackingEvents.workingActivity.created,
    activity(3, { user: 2, branch: 1, kind: 'sickness', start: '2026-03-30T06:00:00Z', end: '2026-03-30T14:00:00Z' }),
  );
  await h.publish(
    timeTrackingEvents.workingActivity.updated,
    activity(3, { user: 2, branch: 1, kind: 'sickness', start: '2026-03-30T06:00:00Z', end: '2026-03-30T12:00:00Z' }),
  );
  await h.publish(
    timeTrackingEvents.workingActivity.created,
    activity(4, { user: 2, branch: 1, kind: 'work', start: '2026-03-31T06:00:00Z', end: '2026-03-31T10:00:00Z' }),
  );
  await h.publish(timeTrackingEvents.workingActivity.deleted, { id: 4 });
  // Someone at branch 9 started on 2 April 08:00 CEST and is still at work.
  await h.publish(timeTrackingEvents.workingActivity.started, {
    id: 5,
    user: 5,
    branch: 9,
    at: '2026-04-02T06:00:00Z',
    isLate: false,
    terminal: 1,
    data: activity(5, { user: 5, branch: 9, kind: 'work', start: '2026-04-02T06:00:00Z', end: null }).data,
  });
  // Klara's schedule: Monday 07:00–15:30 (510 min), Tuesday night 22:00–04:00 (360 min).
  await h.publish(timeTrackingEvents.workingSchedule.created, {
    id: 1,
    data: {
      id: 1,
      user: 4,
      branch: 1,
      department: null,
      validFrom: '2026-03-01',
      validTo: null,
      holidayDaysPerYear: 30,
      comment: null,
      shifts: [],
      weekly: [
        { weekday: 1, start: '07:00', end: '15:30' },
        { weekday: 2, start: '22:00', end: '04:00' },
      ],
    },
  });
  // Every event handled by the two statistics consumers (6 order events, 8 time-tracking events).
  const handled = () =>
    sql<{ n: number }>`select count(*)::int as n from processed_events where consumer like 'analytics-%-statistics'`.execute(
      h.service.ctx.db,
    );
  await waitFor(async () => (await handled()).rows[0].n >= 14, 20_000);
}, 60_000);
afterAll(() => h.close());

const data = async (path: string) => {
  const response = await h.get(path);
  expect(response.statusCode).toBe(200);
  return response.body.data as Record<string, unknown>;
};
const RANGE = 'from=2026-03-28&to=2026-03-30';
const day = (date: string, offset: string, value: number) => ({ start: `${date}T00:00:00${offset}`, value });
const DAYS = (values: [number, number, number]) => [
  day('2026-03-28', '+01:00', values[0]),
  day('2026-03-29', '+01:00', values[1]),
  day('2026-03-30', '+02:00', values[2]),
];

test('orders, revenue, cancellations and items per Berlin day (Saturday 23:30 counts on Saturday, 00:15 on Sunday)', async () => {
  const period = { from: '2026-03-27T23:00:00.000Z', to: '2026-03-30T22:00:00.000Z', interval: 'day' };
  expect(await data(`/api/statistics/orders?${RANGE}`)).toEqual({ ...period, total: 3, points: DAYS([1, 1, 1]) });
  expect(await data(`/api/statistics/revenue?${RANGE}`)).toEqual({
    ...period,
    total: 81.5,
    points: DAYS([31.5, 50, 0]),
    orders: 2,
    average: 40.75,
  });
  expect(await data(`/api/statistics/canceled-orders?${RANGE}`)).toEqual({
    ...period,
    total: 1,
    points: DAYS([0, 0, 1]),
    orders: 3,
    rate: 0.3333,
  });
  expect(await data(`/api/statistics/items?${RANGE}`)).toEqual({ ...period, total: 3, points: DAYS([2, 1, 0]), perOrder: 1.5 });
});

test('weeks start on Monday in Berlin time; a branch narrows; an instant range reads the hourly roll-up', async () => {
  expect(await data(`/api/statistics/orders?${RANGE}&interval=week`)).toMatchObject({
    total: 3,
    points: [
      { start: '2026-03-23T00:00:00+01:00', value: 2 },
      { start: '2026-03-30T00:00:00+02:00', value: 1 },
    ],
  });
  expect(await data(`/api/statistics/orders?${RANGE}&interval=month`)).toMatchObject({
    points: [{ start: '2026-03-01T00:00:00+01:00', value: 3 }],
  });
  expect(await data(`/api/statistics/orders?${RANGE}&branch=1`)).toMatchObject({ total: 2, points: DAYS([1, 0, 1]) });
  expect(await data(`/api/statistics/revenue?${RANGE}&branch=2`)).toMatchObject({ total: 50, orders: 1, average: 50 });
  // Saturday 23:00–24:00 Berlin only: A, not B.
  expect(await data('/api/statistics/orders?from=2026-03-28T23:00:00%2B01:00&to=2026-03-29T00:00:00%2B01:00')).toMatchObject({ total: 1 });
  expect(await data('/api/statistics/revenue?from=2026-03-28T12:00:00Z&to=2026-03-29T12:00:00Z')).toMatchObject({ total: 81.5, orders: 2 });
});

test('popular items, order times and origins', async () => {
  // Kilograms and pieces do not add up: each row's share is within its unit; ranked by orders, then gross.
  expect(await data(`/api/statistics/popular-items?${RANGE}`)).toMatchObject({
    total: 81.5,
    rows: [
      { key: '2:kilogram', label: 'Rinderhüfte', value: 3.6, share: 1, unit: 'kilogram', unitLabel: 'kg', orders: 2, revenue: 76.7 },
      { key: '1:piece', label: 'Bratwurst', value: 3, share: 1, unit: 'piece', unitLabel: 'Stk.', orders: 1, revenue: 4.8 },
    ],
    totals: [
      { unit: 'kilogram', unitLabel: 'kg', value: 3.6 },
      { unit: 'piece', unitLabel: 'Stk.', value: 3 },
    ],
  });
  const times = await data(`/api/statistics/order-times?${RANGE}`);
  const cells = times.cells as Array<{ weekday: number; hour: number; value: number }>;
  expect(cells).toHaveLength(168);
  expect(cells.filter((cell) => cell.value > 0)).toEqual([
    { weekday: 1, hour: 10, value: 1 },
    { weekday: 6, hour: 23, value: 1 },
    { weekday: 7, hour: 0, value: 1 },
  ]);
  expect((await data(`/api/statistics/order-origins?${RANGE}`)).rows).toEqual([
    { key: 'delivery', label: 'Lieferung', value: 1, share: 0.3333 },
    { key: 'dine-in', label: 'Vor Ort', value: 1, share: 0.3333 },
    { key: 'takeaway', label: 'Abholung', value: 1, share: 0.3333 },
  ]);
  expect(await data(`/api/statistics/revenue-origins?${RANGE}`)).toMatchObject({
    total: 81.5,
    rows: [
      { key: 'delivery', label: 'Lieferung', value: 50, share: 0.6135 },
      { key: 'takeaway', label: 'Abholung', value: 31.5, share: 0.3865 },
    ],
  });
});

const WEEK = 'from=2026-03-30&to=2026-04-01';
test('working activities per Berlin day and kind (pauses subtracted, a night split at midnight, updates and deletions followed)', async () => {
  expect(await data(`/api/statistics/working-activities?${WEEK}`)).toEqual({
    from: '2026-03-29T22:00:00.000Z',
    to: '2026-04-01T22:00:00.000Z',
    interval: 'day',
    total: 840,
    points: [day('2026-03-30', '+02:00', 480), day('2026-03-31', '+02:00', 120), day('2026-04-01', '+02:00', 240)],
    rows: [
      { key: 'work', label: 'Arbeit', value: 840, share: 0.7 },
      { key: 'sickness', label: 'Krankheit', value: 360, share: 0.3 },
    ],
  });
  expect(await data(`/api/statistics/working-schedules?${WEEK}`)).toEqual({
    from: '2026-03-29T22:00:00.000Z',
    to: '2026-04-01T22:00:00.000Z',
    interval: 'day',
    planned: 870,
    worked: 840,
    adherence: 0.9655,
    points: [
      { start: '2026-03-30T00:00:00+02:00', planned: 510, worked: 480 },
      { start: '2026-03-31T00:00:00+02:00', planned: 360, worked: 120 },
      { start: '2026-04-01T00:00:00+02:00', planned: 0, worked: 240 },
    ],
    users: [{ user: 4, planned: 870, worked: 840, adherence: 0.9655 }],
  });
});

test('planned time as the time-tracking service plans it: nothing on a public holiday of the state (Ostermontag, BW), half on Heiligabend', async () => {
  // Easter Monday 2026-04-06: Klara's Monday shift (510 min) is not planned; the Tuesday night is
  // (branch 1: the running activity of branch 9 stays out).
  expect(await data('/api/statistics/working-schedules?from=2026-04-06&to=2026-04-07&branch=1')).toMatchObject({
    planned: 360,
    points: [
      { start: '2026-04-06T00:00:00+02:00', planned: 0 },
      { start: '2026-04-07T00:00:00+02:00', planned: 360 },
    ],
    users: [{ user: 4, planned: 360 }],
  });
  // 24.12.2029 is a Monday: half of 510 minutes.
  expect(await data('/api/statistics/user-profile?user=4&start=2029-12-24&end=2029-12-24')).toMatchObject({
    plannedTotal: 255,
    days: [{ date: '2029-12-24', planned: 255, worked: 0 }],
  });
});

test('working time over partial days (instants) and a running activity (counted up to the period end)', async () => {
  const partial = await data(
    `/api/statistics/working-activities?from=${encodeURIComponent('2026-03-30T12:00:00+02:00')}&to=${encodeURIComponent('2026-04-01T01:00:00+02:00')}`,
  );
  expect(partial).toMatchObject({
    total: 390,
    points: [day('2026-03-30', '+02:00', 210), day('2026-03-31', '+02:00', 120), day('2026-04-01', '+02:00', 60)],
    rows: [
      { key: 'work', value: 390 },
      { key: 'sickness', value: 120 },
    ],
  });
  expect(await data('/api/statistics/working-activities?from=2026-04-02&to=2026-04-02&branch=9')).toMatchObject({ total: 960 });
});

test('the user profile and its activities; an employee sees only their own', async () => {
  expect(await data('/api/statistics/user-profile?user=4&start=2026-03-30&now=2026-03-31&end=2026-04-01')).toEqual({
    user: 4,
    start: '2026-03-29T22:00:00.000Z',
    now: '2026-03-30T22:00:00.000Z',
    end: '2026-04-01T22:00:00.000Z',
    worked: 480,
    planned: 510,
    balance: -30,
    plannedTotal: 870,
    remaining: 360,
    kinds: [{ key: 'work', label: 'Arbeit', value: 480, share: 1 }],
    days: [
      { date: '2026-03-30', planned: 510, worked: 480 },
      { date: '2026-03-31', planned: 360, worked: 0 },
      { date: '2026-04-01', planned: 0, worked: 0 },
    ],
  });
  expect(await data('/api/statistics/user-profile-working-activities?user=4&start=2026-03-30&end=2026-04-01')).toEqual({
    user: 4,
    start: '2026-03-29T22:00:00.000Z',
    end: '2026-04-01T22:00:00.000Z',
    total: 840,
    activities: [
      {
        id: 1,
        kind: 'work',
        branch: 1,
        start: '2026-03-30T05:00:00.000Z',
        end: '2026-03-30T13:30:00.000Z',
        minutes: 480,
        pauseMinutes: 30,
      },
      { id: 2, kind: 'work', branch: 1, start: '2026-03-31T20:00:00.000Z', end: '2026-04-01T02:00:00.000Z', minutes: 360, pauseMinutes: 0 },
    ],
  });
  expect((await h.get('/api/statistics/user-profile?user=4&start=2026-03-30&end=2026-04-01', employee)).statusCode).toBe(403);
  expect(
    (await h.get('/api/statistics/user-profile-working-activities?user=2&start=2026-03-30&end=2026-04-01', employee)).body,
  ).toMatchObject({
    data: { user: 2, total: 360, activities: [{ id: 3, kind: 'sickness', minutes: 360 }] },
  });
});

test('refused requests: no session 401, reversed or too long periods 400 in German', async () => {
  expect((await h.get(`/api/statistics/orders?${RANGE}`, {})).statusCode).toBe(401);
  const reversed = await h.get('/api/statistics/orders?from=2026-03-30&to=2026-03-28', admin);
  expect(reversed.statusCode).toBe(400);
  expect(reversed.body.errors).toEqual([{ message: 'Das Ende des Zeitraums muss nach seinem Anfang liegen.', field: 'to' }]);
  const tooLong = await h.get('/api/statistics/page-views?from=2020-01-01&to=2026-01-01', admin);
  expect(tooLong.statusCode).toBe(400);
  expect(tooLong.body.errors).toEqual([{ message: 'Der Zeitraum ist zu lang. Erlaubt sind höchstens 1100 Tage.', field: 'to' }]);
});

test("a store failure answers 500 'Statistik konnte nicht geladen werden.'", async () => {
  await sql`alter table stat_hourly rename to stat_hourly_away`.execute(h.service.ctx.db);
  try {
    const response = await h.get(`/api/statistics/order-times?${RANGE}`);
    expect(response.statusCode).toBe(500);
    expect(response.body.errors).toEqual([{ message: 'Statistik konnte nicht geladen werden.' }]);
  } finally {
    await sql`alter table stat_hourly_away rename to stat_hourly`.execute(h.service.ctx.db);
  }
});
