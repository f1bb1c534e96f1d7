import { timeTrackingTexts } from '@asp/i18n';
import { activityBody, errorsOf, scheduleBody, seedReplica, startTimeTracking, type Harness } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await startTimeTracking();
  await seedReplica(h.db);
  h.clock.now = new Date('2026-12-31T20:00:00Z');
  const post = (url: string, payload: Record<string, unknown>) => h.call({ method: 'POST', url, headers: h.admin, payload });
  // Klara (4): Monday to Friday 08:00–16:00 from October, 30 days' holiday.
  await post(
    '/api/working-schedules',
    scheduleBody({ validFrom: '2026-10-01', weekly: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '08:00', end: '16:00' })) }),
  );
  // October: every working day 08:00–17:00 with a 30-minute pause (8.5 h worked, +30 min a day).
  for (const day of [
    '01',
    '02',
    '05',
    '06',
    '07',
    '08',
    '09',
    '12',
    '13',
    '14',
    '15',
    '16',
    '19',
    '20',
    '21',
    '22',
    '23',
    '26',
    '27',
    '28',
    '29',
    '30',
  ]) {
    await post(
      '/api/working-activities',
      activityBody({
        start: `2026-10-${day}T06:00:00.000Z`,
        end: `2026-10-${day}T15:00:00.000Z`,
        pauses: [{ start: `2026-10-${day}T10:00:00.000Z`, end: `2026-10-${day}T10:30:00.000Z` }],
      }),
    );
  }
  // November: a 10-hour day with only 30 minutes' break (ArbZG §4: 45 needed); nothing else worked.
  await post(
    '/api/working-activities',
    activityBody({
      start: '2026-11-02T06:00:00.000Z',
      end: '2026-11-02T16:30:00.000Z',
      pauses: [{ start: '2026-11-02T11:00:00.000Z', end: '2026-11-02T11:30:00.000Z' }],
    }),
  );
  // Holiday 21.12. – 1.1. (24. and 31. half holidays, 25./26. and 1.1. public holidays) and a half day on 18.12.
  await post(
    '/api/working-activities',
    activityBody({ kind: 'holiday', start: '2026-12-20T23:00:00.000Z', end: '2027-01-01T23:00:00.000Z', pauses: [] }),
  );
  await post(
    '/api/working-activities',
    activityBody({ kind: 'holiday', isHalfDay: true, start: '2026-12-17T23:00:00.000Z', end: '2026-12-18T23:00:00.000Z', pauses: [] }),
  );
});
afterAll(() => h.close());

const get = (url: string, headers = h.admin) => h.call({ method: 'GET', url, headers });

test('balances by month carry the overtime from month to month', async () => {
  const response = await get('/api/time-sheets/balances?user=4&from=2026-11&to=2026-12');
  expect(response.statusCode).toBe(200);
  const [klara] = response.json().data;
  expect(klara.user).toEqual({ id: 4, username: 'konstanz', firstName: 'Klara', lastName: 'Kessler' });
  // October: 22 days × 480 planned, 22 × 510 worked → +660 carried into November.
  // November: 21 working days planned, 600 minutes worked (one day) → −9480; carried −8820.
  expect(klara.months[0]).toEqual({
    month: '2026-11',
    plannedMinutes: 21 * 480,
    workedMinutes: 600,
    absenceMinutes: 0,
    balanceMinutes: 600 - 21 * 480,
    carriedMinutes: 660 + 600 - 21 * 480,
  });
  // December: 23 weekdays; 25. (Friday) a public holiday, 24. and 31. half holidays: 20 × 480 + 2 × 240 planned.
  // Absence credited: 18.12. half (240), 21.–23., 28.–30. (6 × 480), 24., 31. (2 × 240).
  const december = klara.months[1];
  expect(december).toMatchObject({ month: '2026-12', plannedMinutes: 20 * 480 + 2 * 240, absenceMinutes: 240 + 6 * 480 + 2 * 240 });
  expect(december.carriedMinutes).toBe(klara.months[0].carriedMinutes + december.balanceMinutes);
  expect(klara.missingBreaks).toEqual([
    { date: '2026-11-02', workedMinutes: 600, breakMinutes: 30, requiredMinutes: 45, missingMinutes: 15 },
  ]);
});

test('holiday balances per year: entitlement, taken with half days, remaining', async () => {
  const response = await get('/api/time-sheets/holiday-balances?year=2026');
  expect(response.statusCode).toBe(200);
  expect(response.json().data).toEqual([
    {
      user: { id: 4, username: 'konstanz', firstName: 'Klara', lastName: 'Kessler' },
      year: 2026,
      entitlementDays: 30,
      carriedDays: 0,
      expiredDays: 0,
      carriedUntil: null,
      takenDays: 7.5,
      halfDays: 3,
      remainingDays: 22.5,
    },
  ]);
  // The 22.5 days left of 2026 are carried into 2027, usable until 31.03.; 1.1. is a public holiday.
  const next = (await get('/api/time-sheets/holiday-balances?year=2027&user=4')).json().data[0];
  expect(next).toMatchObject({ carriedDays: 22.5, carriedUntil: '2027-03-31', expiredDays: 0, takenDays: 0, remainingDays: 52.5 });
  // After 31.03. what was not taken lapses.
  h.clock.now = new Date('2027-04-01T08:00:00Z');
  const april = (await get('/api/time-sheets/holiday-balances?year=2027&user=4')).json().data[0];
  expect(april).toMatchObject({ carriedDays: 22.5, expiredDays: 22.5, remainingDays: 30 });
  h.clock.now = new Date('2026-12-31T20:00:00Z');
});

test('employees see only their own accounts; periods are checked', async () => {
  expect(
    (await get('/api/time-sheets/holiday-balances?year=2026', h.klara)).json().data.map((row: { user: { id: number } }) => row.user.id),
  ).toEqual([4]);
  const others = await get('/api/time-sheets/balances?user=4&from=2026-11&to=2026-11', h.employee);
  expect(others.json().data).toEqual([
    expect.objectContaining({ user: expect.objectContaining({ id: 2 }), months: [expect.objectContaining({ plannedMinutes: 0 })] }),
  ]);
  const reversed = await get('/api/time-sheets/balances?from=2026-12&to=2026-01');
  expect(reversed.statusCode).toBe(400);
  expect(errorsOf(reversed)[0]!.message).toBe(timeTrackingTexts.fromAfterTo);
  const long = await get('/api/time-sheets/balances?from=2024-01&to=2026-12');
  expect(errorsOf(long)[0]!.message).toBe(timeTrackingTexts.tooManyMonths);
  expect((await get('/api/time-sheets/balances?from=2026-13&to=2026-12')).statusCode).toBe(400);
  expect((await h.call({ method: 'GET', url: '/api/time-sheets/balances?from=2026-11&to=2026-12' })).statusCode).toBe(401);
});

test('the lists of several employees load everyone at once and keep each one’s own times apart', async () => {
  const post = (url: string, payload: Record<string, unknown>) => h.call({ method: 'POST', url, headers: h.admin, payload });
  // Berta (3), Bodman: Mondays 09:00–13:00 in November, one Monday worked 09:00–14:00.
  await post(
    '/api/working-schedules',
    scheduleBody({ user: 3, branch: 2, validFrom: '2026-11-01', weekly: [{ weekday: 1, start: '09:00', end: '13:00' }] }),
  );
  await post(
    '/api/working-activities',
    activityBody({ user: 3, branch: 2, start: '2026-11-09T08:00:00.000Z', end: '2026-11-09T13:00:00.000Z', pauses: [] }),
  );
  const alone = (await get('/api/time-sheets/balances?user=4&from=2026-11&to=2026-11')).json().data[0];
  const all = (await get('/api/time-sheets/balances?from=2026-11&to=2026-11')).json().data;
  expect(all.map((row: { user: { id: number } }) => row.user.id)).toEqual([3, 4]);
  expect(all[1]).toEqual(alone);
  // Five Mondays of 4 h planned, 5 h worked.
  expect(all[0].months).toEqual([expect.objectContaining({ plannedMinutes: 5 * 240, workedMinutes: 300, balanceMinutes: 300 - 5 * 240 })]);
  const holidays = (await get('/api/time-sheets/holiday-balances?year=2026')).json().data;
  expect(holidays.map((row: { user: { id: number }; takenDays: number }) => [row.user.id, row.takenDays])).toEqual([
    [3, 0],
    [4, 7.5],
  ]);
  const csv = (await get('/api/time-sheets/2026/11.csv')).body;
  expect(csv).toContain('Bodman');
  expect(csv).toContain('Kessler');
});
