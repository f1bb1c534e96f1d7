import { timeTrackingTexts } from '@asp/i18n';
import { signStaffToken } from '@asp/server-kit/testing';
import { ROLE_EMPLOYEE } from '@asp/contracts';
import { errorsOf as errorList, scheduleBody, seedReplica, startTimeTracking, type Harness } from './helpers';

const errorsOf = (response: Parameters<typeof errorList>[0]) => errorList(response).map((error: { message: string }) => error.message);
let h: Harness;
let volkerSchedule: number;
const post = (url: string, payload: Record<string, unknown>) => h.call({ method: 'POST', url, headers: h.admin, payload });
const week = async (day = '2026-11-25', headers = h.admin) =>
  h.call({ method: 'GET', url: `/api/working-schedules/week?week=${day}&branch=1`, headers });
const rowOf = (data: { rows: Array<{ user: { id: number } }> }, user: number) =>
  data.rows.find((row) => row.user.id === user) as never as {
    days: Array<{ date: string; weekly: unknown[]; shifts: Array<{ start: string; end: string; schedule: number }> }>;
    plannedMinutes: number;
    schedules: number[];
  };

beforeAll(async () => {
  h = await startTimeTracking();
  await seedReplica(h.db);
  // Klara (4): Tuesday to Saturday 07:00–15:30; a Monday shift last week.
  await post('/api/working-schedules', scheduleBody({ shifts: [{ date: '2026-11-16', start: '10:00', end: '14:00' }] }));
  // Volker (2): Monday to Friday 08:00–16:30 and a Saturday morning last week.
  const volker = await post(
    '/api/working-schedules',
    scheduleBody({
      user: 2,
      weekly: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '08:00', end: '16:30' })),
      shifts: [{ date: '2026-11-21', start: '07:00', end: '12:00' }],
    }),
  );
  volkerSchedule = volker.json().data.id;
});
afterAll(() => h.close());

test('the week grid: rows per employee with weekly windows, dated shifts and planned minutes; other branches refused', async () => {
  const response = await week('2026-11-18');
  expect(response.statusCode).toBe(200);
  const data = response.json().data;
  expect(data.week).toBe('2026-11-16');
  expect(data.days).toHaveLength(7);
  expect(data.rows.map((row: { user: { firstName: string } }) => row.user.firstName)).toEqual(['Klara', 'Volker']);
  const klara = rowOf(data, 4);
  expect(klara.days[0]!.shifts).toEqual([{ schedule: expect.any(Number), start: '10:00', end: '14:00' }]);
  expect(klara.days[1]!.weekly).toEqual([{ start: '07:00', end: '15:30' }]);
  // 5 × 8.5 h + the 4-hour Monday shift.
  expect(klara.plannedMinutes).toBe(5 * 510 + 240);

  const bodman = signStaffToken({ sub: '3', username: 'bodman', roles: [ROLE_EMPLOYEE], branches: [2] }).headers;
  const refused = await week('2026-11-18', bodman);
  expect(refused.statusCode).toBe(403);
  expect(errorsOf(refused)).toEqual([timeTrackingTexts.noBranchAccess]);
  expect((await week('2026-11-18', h.klara)).statusCode).toBe(200);
});

test('Vorwoche kopieren: copies last week’s shifts seven days on in one go; a second copy overlaps and changes nothing', async () => {
  const copied = await post('/api/working-schedules/copy-week', { week: '2026-11-23', branch: 1 });
  expect(copied.statusCode).toBe(200);
  expect(copied.json().data).toEqual({ copied: 2 });
  const data = (await week()).json().data;
  expect(rowOf(data, 4).days[0]!.shifts.map(({ start, end }) => `${start}-${end}`)).toEqual(['10:00-14:00']);
  expect(rowOf(data, 2).days[5]!.shifts.map(({ start, end }) => `${start}-${end}`)).toEqual(['07:00-12:00']);
  expect(rowOf(data, 4).plannedMinutes).toBe(5 * 510 + 240);

  const again = await post('/api/working-schedules/copy-week', { week: '2026-11-23', branch: 1 });
  expect(again.statusCode).toBe(409);
  expect(errorsOf(again)[0]).toMatch(/^Die Schicht 10:00–14:00 von Klara Kessler am 23\.11\.2026 überschneidet sich/);
  // All or none: Volker's Saturday is still there once.
  expect(rowOf((await week()).json().data, 2).days[5]!.shifts).toHaveLength(1);
});

test('drag and drop: a shift moves to another employee and day; onto a planned window it is refused', async () => {
  const move = (payload: Record<string, unknown>) =>
    post('/api/working-schedules/move-shift', { schedule: volkerSchedule, date: '2026-11-28', start: '07:00', end: '12:00', ...payload });
  const onto = await move({ toUser: 4, toDate: '2026-11-24' });
  expect(onto.statusCode).toBe(409);
  expect(errorsOf(onto)).toEqual([
    'Die Schicht 07:00–12:00 von Klara Kessler am 24.11.2026 überschneidet sich mit einer bereits geplanten Schicht.',
  ]);
  const moved = await move({ toUser: 4, toDate: '2026-11-29' });
  expect(moved.statusCode).toBe(200);
  const data = (await week()).json().data;
  expect(rowOf(data, 2).days[5]!.shifts).toEqual([]);
  expect(rowOf(data, 4).days[6]!.shifts.map(({ start }) => start)).toEqual(['07:00']);
  // The source shift is gone: moving it again is a 409 asking to reload.
  expect(errorsOf(await move({ toUser: 2, toDate: '2026-11-27' }))).toEqual([timeTrackingTexts.shiftNotFound]);
  // Nobody else's schedule at the branch: Berta (3) has none.
  const klaraShift = rowOf(data, 4).days[6]!.shifts[0]!;
  const nobody = await post('/api/working-schedules/move-shift', {
    schedule: klaraShift.schedule,
    date: '2026-11-29',
    start: '07:00',
    end: '12:00',
    toUser: 3,
    toDate: '2026-11-29',
  });
  expect(errorsOf(nobody)).toEqual(['Für Berta Bodman gibt es am 29.11.2026 keinen gültigen Arbeitsplan in dieser Filiale.']);
});

test('a new shift is added to the employee’s schedule; employees may not plan', async () => {
  const added = await post('/api/working-schedules/add-shift', { user: 2, branch: 1, date: '2026-11-29', start: '09:00', end: '13:00' });
  expect(added.statusCode).toBe(200);
  expect(rowOf((await week()).json().data, 2).days[6]!.shifts.map(({ start }) => start)).toEqual(['09:00']);
  const employee = await h.call({
    method: 'POST',
    url: '/api/working-schedules/add-shift',
    headers: h.klara,
    payload: { user: 4, branch: 1, date: '2026-11-30', start: '09:00', end: '13:00' },
  });
  expect(employee.statusCode).toBe(403);
});

test("a night shift collides with the next morning's shift; the day before's night is seen from the next day", async () => {
  // Volker works Monday 07.12. from 08:00: a Sunday night until 09:00 would overlap, until 08:00 it touches.
  const intoMonday = await post('/api/working-schedules/add-shift', {
    user: 2,
    branch: 1,
    date: '2026-12-06',
    start: '22:00',
    end: '09:00',
  });
  expect(intoMonday.statusCode).toBe(409);
  expect(errorsOf(intoMonday)).toEqual([
    'Die Schicht 22:00–09:00 von Volker Verkauf am 06.12.2026 überschneidet sich mit einer bereits geplanten Schicht.',
  ]);
  expect(
    (await post('/api/working-schedules/add-shift', { user: 2, branch: 1, date: '2026-12-06', start: '22:00', end: '08:00' })).statusCode,
  ).toBe(200);
  // Saturday night until 07:00, then a Sunday early shift from 05:00 overlaps it.
  expect(
    (await post('/api/working-schedules/add-shift', { user: 2, branch: 1, date: '2026-12-05', start: '23:00', end: '07:00' })).statusCode,
  ).toBe(200);
  const sundayEarly = await post('/api/working-schedules/add-shift', {
    user: 2,
    branch: 1,
    date: '2026-12-06',
    start: '05:00',
    end: '09:00',
  });
  expect(sundayEarly.statusCode).toBe(409);
  // From 07:00, when the Saturday night ends, the Sunday morning is free.
  expect(
    (await post('/api/working-schedules/add-shift', { user: 2, branch: 1, date: '2026-12-06', start: '07:00', end: '09:00' })).statusCode,
  ).toBe(200);
});
