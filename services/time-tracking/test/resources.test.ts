import { resourceError, timeTrackingTexts } from '@asp/i18n';
import { activityBody, errorsOf, scheduleBody, startTimeTracking, type Harness } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await startTimeTracking();
});
afterAll(() => h.close());

const create = (path: string, payload: Record<string, unknown>, headers = h.admin) =>
  h.call({ method: 'POST', url: path, headers, payload });
const list = (path: string, headers = h.admin) => h.call({ method: 'GET', url: path, headers });

test('working activities: the standard calls, instants stored in UTC, events with the actor', async () => {
  const created = await create(
    '/api/working-activities',
    activityBody({ start: '2026-11-24T07:00:00+01:00', end: '2026-11-24T15:30:00+01:00', pauses: [] }),
  );
  expect(created.statusCode).toBe(201);
  const activity = created.json().data;
  expect(activity).toMatchObject({
    start: '2026-11-24T06:00:00.000Z',
    end: '2026-11-24T14:30:00.000Z',
    department: null,
    isLate: false,
    comment: '',
  });
  const replaced = await h.call({
    method: 'PUT',
    url: `/api/working-activities/${activity.id}`,
    headers: h.admin,
    payload: activityBody({ comment: 'nachgetragen' }),
  });
  expect(replaced.json().data.comment).toBe('nachgetragen');
  expect((await list(`/api/working-activities/${activity.id}`)).json().data.pauses).toHaveLength(1);
  expect((await h.call({ method: 'DELETE', url: `/api/working-activities/${activity.id}`, headers: h.admin })).statusCode).toBe(200);
  expect((await list(`/api/working-activities/${activity.id}`)).statusCode).toBe(404);
  const events = (await h.outbox()).filter((row) => row.subject.startsWith('time-tracking.working-activity'));
  expect(events.map((row) => row.subject)).toEqual([
    'time-tracking.working-activity.created',
    'time-tracking.working-activity.updated',
    'time-tracking.working-activity.deleted',
  ]);
  expect(events[0]!.payload).toMatchObject({ actor: { id: 1, username: 'admin' } });
});

test('activities are checked: end, pauses, one running activity per user, projects and tasks', async () => {
  const refused = async (body: Record<string, unknown>, status: number, message: string) => {
    const response = await create('/api/working-activities', body);
    expect({ status: response.statusCode, message: errorsOf(response)[0]?.message }).toEqual({ status, message });
  };
  await refused(activityBody({ end: '2026-11-24T05:00:00.000Z' }), 422, timeTrackingTexts.endBeforeStart);
  await refused(
    activityBody({ pauses: [{ start: '2026-11-24T05:00:00.000Z', end: '2026-11-24T06:30:00.000Z' }] }),
    422,
    timeTrackingTexts.pauseOutside,
  );
  await refused(
    activityBody({ pauses: [{ start: '2026-11-24T14:00:00.000Z', end: '2026-11-24T15:00:00.000Z' }] }),
    422,
    timeTrackingTexts.pauseOutside,
  );
  await refused(
    activityBody({
      pauses: [
        { start: '2026-11-24T10:00:00.000Z', end: '2026-11-24T10:30:00.000Z' },
        { start: '2026-11-24T10:15:00.000Z', end: '2026-11-24T10:45:00.000Z' },
      ],
    }),
    422,
    timeTrackingTexts.pauseOutside,
  );
  await refused(activityBody({ pauses: [{ start: '2026-11-24T10:00:00.000Z', end: null }] }), 422, timeTrackingTexts.openPauseOnEnded);
  await refused(activityBody({ project: 999 }), 422, timeTrackingTexts.unknownProject);
  await refused(activityBody({ task: 999 }), 422, timeTrackingTexts.unknownTask);
  expect((await create('/api/working-activities', activityBody({ user: 9, end: null, pauses: [] }))).statusCode).toBe(201);
  await refused(
    activityBody({ user: 9, start: '2026-11-25T06:00:00.000Z', end: null, pauses: [] }),
    409,
    timeTrackingTexts.openActivityExists,
  );
  // A running break or a finished work activity is no second running activity.
  expect((await create('/api/working-activities', activityBody({ user: 9, kind: 'break', end: null, pauses: [] }))).statusCode).toBe(201);
  expect((await create('/api/working-activities', activityBody({ user: 9 }))).statusCode).toBe(201);
  const bad = await create('/api/working-activities', activityBody({ kind: 'urlaub' }));
  expect(bad.statusCode).toBe(400);
  expect((await create('/api/working-activities', activityBody(), h.employee)).statusCode).toBe(403);
});

test('activity lists filter by user, branch, kind, period and running state, sort and page in SQL; employees see their branches', async () => {
  for (const [user, branch, kind, day] of [
    [20, 1, 'work', '2026-10-05'],
    [20, 1, 'sickness', '2026-10-06'],
    [20, 2, 'work', '2026-10-07'],
    [21, 1, 'training', '2026-10-08'],
  ] as const) {
    expect(
      (
        await create(
          '/api/working-activities',
          activityBody({ user, branch, kind, start: `${day}T06:00:00.000Z`, end: `${day}T14:00:00.000Z`, pauses: [] }),
        )
      ).statusCode,
    ).toBe(201);
  }
  const starts = async (query: string, headers = h.admin) => {
    const response = await list(`/api/working-activities?${query}`, headers);
    expect(response.statusCode).toBe(200);
    return { starts: response.json().data.map((a: { start: string }) => a.start.slice(0, 10)), total: response.headers['x-total-count'] };
  };
  expect((await starts('user=20&sort=start')).starts).toEqual(['2026-10-05', '2026-10-06', '2026-10-07']);
  expect((await starts('user=20&branch=1&kind=sickness')).starts).toEqual(['2026-10-06']);
  expect((await starts('from=2026-10-06&to=2026-10-07&sort=-start')).starts).toEqual(['2026-10-07', '2026-10-06']);
  expect((await starts('from=2026-10-08T05:00:00Z&to=2026-10-08T09:00:00%2B02:00')).starts).toEqual(['2026-10-08']);
  expect(await starts('user=20&sort=start&limit=1&offset=1')).toEqual({ starts: ['2026-10-06'], total: '3' });
  expect((await starts('open=true')).starts).toEqual(['2026-11-24', '2026-11-24']);
  expect((await starts('user=20&branch=2', h.employee)).starts).toEqual([]);
  expect((await starts('user=20', h.employee)).starts).toEqual(['2026-10-05', '2026-10-06']);
  expect((await list('/api/working-activities?from=gestern')).statusCode).toBe(400);
});

test('working schedules: standard calls, validity checked, lists filtered by user, branch and period', async () => {
  const created = await create(
    '/api/working-schedules',
    scheduleBody({ user: 30, shifts: [{ date: '2026-11-28', start: '22:00', end: '06:00' }] }),
  );
  expect(created.statusCode).toBe(201);
  expect(created.json().data).toMatchObject({ holidayDaysPerYear: 30, validTo: null, department: null });
  const invalid = await create('/api/working-schedules', scheduleBody({ validTo: '2026-10-01' }));
  expect(invalid.statusCode).toBe(422);
  expect(errorsOf(invalid)[0]!.message).toBe(timeTrackingTexts.validToBeforeFrom);
  expect(
    (await create('/api/working-schedules', scheduleBody({ weekly: [{ weekday: 8, start: '07:00', end: '15:00' }] }))).statusCode,
  ).toBe(400);
  expect(
    (await create('/api/working-schedules', scheduleBody({ weekly: [{ weekday: 1, start: '7 Uhr', end: '15:00' }] }))).statusCode,
  ).toBe(400);
  await create('/api/working-schedules', scheduleBody({ user: 30, validFrom: '2026-01-01', validTo: '2026-03-31' }));
  await create('/api/working-schedules', scheduleBody({ user: 31, branch: 2 }));
  const users = async (query: string) =>
    (await list(`/api/working-schedules?${query}`)).json().data.map((s: { user: number; validFrom: string }) => `${s.user}:${s.validFrom}`);
  expect(await users('user=30&sort=validFrom')).toEqual(['30:2026-01-01', '30:2026-11-01']);
  expect(await users('user=30&from=2026-06-01')).toEqual(['30:2026-11-01']);
  expect(await users('user=30&to=2026-06-01')).toEqual(['30:2026-01-01']);
  expect(await users('branch=2')).toEqual(['31:2026-11-01']);
  expect((await list('/api/working-schedules?branch=2', h.employee)).json().data).toEqual([]);
  expect((await h.outbox()).map((row) => row.subject)).toContain('time-tracking.working-schedule.created');
});

test('projects and tasks: standard calls, filters, a project with tasks cannot be deleted', async () => {
  const project = (await create('/api/projects', { name: 'Weihnachtsgeschäft', branch: 1 })).json().data;
  await create('/api/projects', { name: 'Inventur', isActive: false });
  const task = await create('/api/tasks', { project: project.id, name: 'Gänse vorbestellen' });
  expect(task.statusCode).toBe(201);
  const orphan = await create('/api/tasks', { project: 999, name: 'x' });
  expect(errorsOf(orphan)[0]!.message).toBe(timeTrackingTexts.unknownProject);
  await create('/api/tasks', { project: project.id, name: 'Körbe packen', isDone: true });
  const names = async (path: string) => (await list(path, h.employee)).json().data.map((r: { name: string }) => r.name);
  expect(await names('/api/projects?q=weihnacht')).toEqual(['Weihnachtsgeschäft']);
  expect(await names('/api/projects?isActive=false')).toEqual(['Inventur']);
  expect(await names(`/api/tasks?project=${project.id}&sort=-name`)).toEqual(['Körbe packen', 'Gänse vorbestellen']);
  expect(await names(`/api/tasks?isDone=false&q=gänse`)).toEqual(['Gänse vorbestellen']);
  const blocked = await h.call({ method: 'DELETE', url: `/api/projects/${project.id}`, headers: h.admin });
  expect(blocked.statusCode).toBe(409);
  expect(errorsOf(blocked)[0]!.message).toBe(timeTrackingTexts.projectHasTasks);
  expect((await h.call({ method: 'DELETE', url: `/api/tasks/${task.json().data.id}`, headers: h.employee })).statusCode).toBe(403);
  expect((await h.call({ method: 'GET', url: '/api/projects/999', headers: h.admin })).json().errors[0].message).toEqual(
    expect.any(String),
  );
  expect(resourceError('projects', 'load')).toBe('Projekte konnten nicht geladen werden.');
});
