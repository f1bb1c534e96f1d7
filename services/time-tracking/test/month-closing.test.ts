import { timeTrackingTexts } from '@asp/i18n';
import { monthsOf } from '../src/month-closing';
import { activityBody, createToken, errorsOf, seedReplica, startTimeTracking, type Harness } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await startTimeTracking();
  await seedReplica(h.db);
});
afterAll(() => h.close());

const close = (month: string, headers = h.admin) =>
  h.call({ method: 'POST', url: '/api/time-tracking/month-closings', headers, payload: { month } });

test('months of a span in Berlin time', () => {
  expect(monthsOf({ start: '2026-10-31T22:30:00.000Z', end: null })).toEqual(['2026-10']);
  expect(monthsOf({ start: '2026-10-31T20:00:00.000Z', end: '2026-11-01T02:00:00.000Z' })).toEqual(['2026-10', '2026-11']);
  expect(monthsOf({ start: '2026-10-30T23:00:00.000Z', end: '2026-10-31T23:00:00.000Z' })).toEqual(['2026-10']);
});

test('after closing a month its activities change only with an admin reason; terminals, deletes and approvals are refused', async () => {
  const october = (
    await h.call({
      method: 'POST',
      url: '/api/working-activities',
      headers: h.admin,
      payload: activityBody({ start: '2026-10-20T06:00:00.000Z', end: '2026-10-20T14:00:00.000Z', pauses: [] }),
    })
  ).json().data;
  expect((await close('2026-10', h.employee)).statusCode).toBe(403);
  const closed = await close('2026-10');
  expect(closed.statusCode).toBe(201);
  expect(closed.json().data).toMatchObject({ month: '2026-10', closedBy: 'admin' });
  expect(errorsOf(await close('2026-10'))[0]!.message).toBe('Der Monat 10.2026 ist bereits abgeschlossen.');
  expect((await h.call({ method: 'GET', url: '/api/time-tracking/month-closings', headers: h.employee })).json().data).toEqual([
    closed.json().data,
  ]);

  const put = (body: Record<string, unknown>) =>
    h.call({ method: 'PUT', url: `/api/working-activities/${october.id}`, headers: h.admin, payload: body });
  const edited = { start: '2026-10-20T06:00:00.000Z', end: '2026-10-20T15:00:00.000Z', pauses: [] };
  const withoutReason = await put(activityBody(edited));
  expect(withoutReason.statusCode).toBe(409);
  expect(errorsOf(withoutReason)[0]).toEqual({
    message: 'Der Monat 10.2026 ist abgeschlossen. Änderungen nur durch einen Administrator mit neuer Begründung.',
    field: 'changeReason',
  });
  const withReason = await put(activityBody({ ...edited, changeReason: 'Stempel vergessen, laut Dienstplan ergänzt' }));
  expect(withReason.statusCode).toBe(200);
  // The same reason again is no reason for another change; moving an activity into a closed month needs one too.
  expect(
    (await put(activityBody({ ...edited, end: '2026-10-20T15:30:00.000Z', changeReason: 'Stempel vergessen, laut Dienstplan ergänzt' })))
      .statusCode,
  ).toBe(409);
  const moved = await h.call({
    method: 'POST',
    url: '/api/working-activities',
    headers: h.admin,
    payload: activityBody({ start: '2026-10-31T20:00:00.000Z', end: '2026-11-01T02:00:00.000Z', pauses: [] }),
  });
  expect(moved.statusCode).toBe(409);
  const deleted = await h.call({ method: 'DELETE', url: `/api/working-activities/${october.id}`, headers: h.admin });
  expect(errorsOf(deleted)[0]!.message).toBe(timeTrackingTexts.monthClosedNoDelete.replace('{month}', '10.2026'));
  const updated = (await h.outbox()).filter((row) => row.subject === 'time-tracking.working-activity.updated').at(-1);
  expect(updated!.payload).toMatchObject({
    actor: { username: 'admin' },
    data: { changeReason: 'Stempel vergessen, laut Dienstplan ergänzt' },
  });
  expect((await h.outbox()).map((row) => row.subject)).toContain('time-tracking.month.closed');

  // A terminal punch into a closed month (here: the current one) and an absence approval over it are refused.
  const { token } = await createToken(h);
  await close('2026-11');
  const punch = await h.call({ method: 'POST', url: `/api/time-tracking/${token}/konstanz/working-activities/start` });
  expect(punch.statusCode).toBe(409);
  expect(errorsOf(punch)[0]!.message).toBe('Der Monat 11.2026 ist abgeschlossen.');
  const absence = await h.call({
    method: 'POST',
    url: '/api/time-tracking/absence-requests',
    headers: h.klara,
    payload: { startDate: '2026-11-30', endDate: '2026-12-01' },
  });
  const approval = await h.call({
    method: 'POST',
    url: `/api/time-tracking/absence-requests/${absence.json().data.id}/approve`,
    headers: h.admin,
  });
  expect(approval.statusCode).toBe(409);
  expect(await h.rowCounts({ activities: 'working_activities' })).toEqual({ activities: 1 });
});

test('an admin opens a closed month again (event recorded); then its activities can be deleted; employees may not; an open month is a 404', async () => {
  await close('2027-03');
  const reopen = (month: string, headers = h.admin) =>
    h.call({ method: 'DELETE', url: `/api/time-tracking/month-closings/${month}`, headers });
  expect((await reopen('2027-03', h.employee)).statusCode).toBe(403);
  const reopened = await reopen('2027-03');
  expect(reopened.statusCode).toBe(200);
  expect(reopened.json().data).toMatchObject({ month: '2027-03' });
  const months = (await h.call({ method: 'GET', url: '/api/time-tracking/month-closings', headers: h.admin })).json().data;
  expect(months.map((row: { month: string }) => row.month)).not.toContain('2027-03');
  const again = await reopen('2027-03');
  expect(again.statusCode).toBe(404);
  expect(errorsOf(again)).toEqual([{ message: timeTrackingTexts.monthNotClosed }]);
  const events = await h.db.selectFrom('outbox').select(['subject']).where('subject', '=', 'time-tracking.month.reopened').execute();
  expect(events).toHaveLength(1);
});
