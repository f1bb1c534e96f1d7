import { timeTrackingTexts } from '@asp/i18n';
import { errorsOf, scheduleBody, seedReplica, startTimeTracking, type Harness } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await startTimeTracking();
  await seedReplica(h.db);
  await h.call({
    method: 'POST',
    url: '/api/working-schedules',
    headers: h.admin,
    payload: scheduleBody({
      validFrom: '2026-01-01',
      weekly: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '08:00', end: '16:00' })),
    }),
  });
});
afterAll(() => h.close());

const request = (payload: Record<string, unknown>, headers = h.klara) =>
  h.call({ method: 'POST', url: '/api/time-tracking/absence-requests', headers, payload });
const holiday = async () =>
  (await h.call({ method: 'GET', url: '/api/time-sheets/holiday-balances?year=2026&user=4', headers: h.admin })).json().data[0];

test('an employee requests two days of holiday, an admin approves, the holiday balance drops by two', async () => {
  expect((await holiday()).remainingDays).toBe(30);
  const created = await request({ startDate: '2026-12-03', endDate: '2026-12-04', comment: 'Familienfeier' });
  expect(created.statusCode).toBe(201);
  expect(created.json().data).toMatchObject({ user: 4, branch: 1, status: 'requested', activity: null, decidedBy: null });
  const id = created.json().data.id;
  expect((await holiday()).remainingDays).toBe(30);

  expect((await h.call({ method: 'POST', url: `/api/time-tracking/absence-requests/${id}/approve`, headers: h.klara })).statusCode).toBe(
    403,
  );
  const approved = await h.call({
    method: 'POST',
    url: `/api/time-tracking/absence-requests/${id}/approve`,
    headers: h.admin,
    payload: { comment: 'Viel Spaß' },
  });
  expect(approved.statusCode).toBe(200);
  expect(approved.json().data).toMatchObject({
    status: 'approved',
    decidedBy: 'admin',
    decisionComment: 'Viel Spaß',
    activity: expect.any(Number),
  });
  expect(await holiday()).toMatchObject({ takenDays: 2, remainingDays: 28 });
  const activity = (
    await h.call({ method: 'GET', url: `/api/working-activities/${approved.json().data.activity}`, headers: h.admin })
  ).json().data;
  expect(activity).toMatchObject({ kind: 'holiday', user: 4, start: '2026-12-02T23:00:00.000Z', end: '2026-12-04T23:00:00.000Z' });

  const again = await h.call({ method: 'POST', url: `/api/time-tracking/absence-requests/${id}/reject`, headers: h.admin });
  expect(again.statusCode).toBe(409);
  expect(errorsOf(again)[0]!.message).toBe(timeTrackingTexts.absenceAlreadyDecided);
  const subjects = (await h.outbox()).map((row) => row.subject);
  expect(subjects).toEqual(expect.arrayContaining(['time-tracking.absence-request.requested', 'time-tracking.absence-request.approved']));
});

test('rejections book nothing; lists filter, employees see their own; dates are checked', async () => {
  const id = (await request({ startDate: '2026-12-10', endDate: '2026-12-10', isHalfDay: true })).json().data.id;
  const rejected = await h.call({ method: 'POST', url: `/api/time-tracking/absence-requests/${id}/reject`, headers: h.admin });
  expect(rejected.json().data).toMatchObject({ status: 'rejected', activity: null });
  expect((await holiday()).remainingDays).toBe(28);
  await request({ startDate: '2026-12-14', endDate: '2026-12-15' }, h.employee);

  const list = async (query: string, headers = h.admin) => {
    const response = await h.call({ method: 'GET', url: `/api/time-tracking/absence-requests?${query}`, headers });
    return {
      users: response.json().data.map((r: { user: number; status: string }) => `${r.user}:${r.status}`),
      total: response.headers['x-total-count'],
    };
  };
  expect(await list('status=requested')).toEqual({ users: ['2:requested'], total: '1' });
  expect((await list('user=4&limit=1')).total).toBe('2');
  expect((await list('', h.klara)).users).toEqual(['4:rejected', '4:approved']);

  const backwards = await request({ startDate: '2026-12-10', endDate: '2026-12-01' });
  expect(errorsOf(backwards)[0]!.message).toBe(timeTrackingTexts.endBeforeStart);
  const tooLong = await request({ startDate: '2026-01-01', endDate: '2026-06-30' });
  expect(errorsOf(tooLong)[0]!.message).toBe(timeTrackingTexts.absenceTooLong);
  const otherBranch = await request({ startDate: '2026-12-10', endDate: '2026-12-10', branch: 2 });
  expect(errorsOf(otherBranch)[0]!.message).toBe(timeTrackingTexts.absenceNotYourBranch);
  expect((await h.call({ method: 'POST', url: '/api/time-tracking/absence-requests/999/approve', headers: h.admin })).statusCode).toBe(404);
});

test('an employee withdraws an open request; an admin takes an approval back and the holiday returns; a closed month keeps it', async () => {
  const withdraw = (id: number, headers = h.klara, payload: Record<string, unknown> = {}) =>
    h.call({ method: 'POST', url: `/api/time-tracking/absence-requests/${id}/withdraw`, headers, payload });
  const approve = (id: number) => h.call({ method: 'POST', url: `/api/time-tracking/absence-requests/${id}/approve`, headers: h.admin });
  const before = (await holiday()).remainingDays;

  const open = (await request({ startDate: '2026-11-16', endDate: '2026-11-17' })).json().data.id;
  // Someone else's request is not there for an employee.
  expect((await withdraw(open, h.employee)).statusCode).toBe(404);
  const withdrawn = await withdraw(open);
  expect(withdrawn.statusCode).toBe(200);
  expect(withdrawn.json().data).toMatchObject({ status: 'withdrawn', withdrawnBy: 'konstanz', activity: null });
  expect(errorsOf(await withdraw(open))[0]!.message).toBe(timeTrackingTexts.absenceAlreadyClosed);
  expect(errorsOf(await approve(open))[0]!.message).toBe(timeTrackingTexts.absenceAlreadyDecided);

  const granted = (await request({ startDate: '2026-11-18', endDate: '2026-11-19' })).json().data.id;
  const activity = (await approve(granted)).json().data.activity as number;
  expect((await holiday()).remainingDays).toBe(before - 2);
  const refused = await withdraw(granted);
  expect(refused.statusCode).toBe(403);
  expect(errorsOf(refused)[0]!.message).toBe(timeTrackingTexts.absenceApprovedWithdrawAdmin);
  const takenBack = await withdraw(granted, h.admin, { comment: 'Personalengpass' });
  expect(takenBack.json().data).toMatchObject({
    status: 'withdrawn',
    withdrawnBy: 'admin',
    decisionComment: 'Personalengpass',
    activity: null,
  });
  expect((await holiday()).remainingDays).toBe(before);
  expect((await h.call({ method: 'GET', url: `/api/working-activities/${activity}`, headers: h.admin })).statusCode).toBe(404);
  const subjects = (await h.outbox()).map((row) => row.subject);
  expect(subjects).toEqual(expect.arrayContaining(['time-tracking.absence-request.withdrawn', 'time-tracking.working-activity.deleted']));

  // In a closed month the booked holiday stays: payroll has used it.
  const payrolled = (await request({ startDate: '2026-09-14', endDate: '2026-09-14' })).json().data.id;
  expect((await approve(payrolled)).statusCode).toBe(200);
  expect(
    (await h.call({ method: 'POST', url: '/api/time-tracking/month-closings', headers: h.admin, payload: { month: '2026-09' } }))
      .statusCode,
  ).toBe(201);
  const closed = await withdraw(payrolled, h.admin);
  expect(closed.statusCode).toBe(409);
  expect(errorsOf(closed)[0]!.message).toBe('Der Monat 09.2026 ist abgeschlossen: die Genehmigung kann nicht mehr zurückgenommen werden.');
  const still = await h.call({ method: 'GET', url: `/api/time-tracking/absence-requests?status=approved&user=4`, headers: h.admin });
  expect(still.json().data.map((r: { id: number }) => r.id)).toContain(payrolled);
});
