import { readFileSync } from 'node:fs';
import path from 'node:path';
import { timeTrackingTexts } from '@asp/i18n';
import { activityBody, createToken, errorsOf, scheduleBody, seedReplica, startTimeTracking, type Harness } from './helpers';

let h: Harness;
let token: string;
beforeAll(async () => {
  h = await startTimeTracking();
  await seedReplica(h.db);
  token = (await createToken(h)).token;
});
afterAll(() => h.close());

const get = (what: string, user = 'konstanz', key = token) => h.call({ method: 'GET', url: `/api/time-tracking/${key}/${user}/${what}` });
const post = (action: string, payload?: Record<string, unknown>, user = 'konstanz', key = token) =>
  h.call({ method: 'POST', url: `/api/time-tracking/${key}/${user}/working-activities/${action}`, ...(payload ? { payload } : {}) });

describe('terminal tokens', () => {
  test('admins create tokens (shown once), list them without token or hash, employees may not', async () => {
    const created = await h.call({
      method: 'POST',
      url: '/api/time-tracking/terminal-tokens',
      headers: h.admin,
      payload: { branch: 2, name: 'Bodman Tür' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.headers['cache-control']).toBe('no-store');
    expect(created.json().data).toMatchObject({
      branch: 2,
      name: 'Bodman Tür',
      revokedAt: null,
      token: expect.stringMatching(/^tt_[\w-]{43}$/),
    });
    const list = await h.call({ method: 'GET', url: '/api/time-tracking/terminal-tokens?branch=2', headers: h.admin });
    expect(list.json().data).toEqual([expect.objectContaining({ name: 'Bodman Tür' })]);
    expect(list.body).not.toContain(created.json().data.token);
    // Stored as SHA-256 only.
    const rows = await h.db.selectFrom('terminal_tokens').select('token_hash').execute();
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.token_hash))).toBe(true);
    expect(JSON.stringify(rows)).not.toContain(created.json().data.token);
    expect(
      (await h.call({ method: 'POST', url: '/api/time-tracking/terminal-tokens', headers: h.employee, payload: { branch: 1, name: 'x' } }))
        .statusCode,
    ).toBe(403);
    expect((await h.call({ method: 'GET', url: '/api/time-tracking/terminal-tokens' })).statusCode).toBe(401);
    const unknownBranch = await h.call({
      method: 'POST',
      url: '/api/time-tracking/terminal-tokens',
      headers: h.admin,
      payload: { branch: 99, name: 'x' },
    });
    expect(unknownBranch.statusCode).toBe(422);
    expect(errorsOf(unknownBranch)[0]!.message).toBe(timeTrackingTexts.unknownBranch);
  });

  test('a wrong, altered or revoked token answers the German 401 and no data', async () => {
    const altered = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    for (const key of ['falsch', altered]) {
      const response = await get('me', 'konstanz', key);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ errors: [{ message: timeTrackingTexts.invalidTerminalToken }] });
    }
    const spare = await createToken(h, 1, 'Ersatz');
    expect((await get('me', 'konstanz', spare.token)).statusCode).toBe(200);
    const revoked = await h.call({ method: 'DELETE', url: `/api/time-tracking/terminal-tokens/${spare.id}`, headers: h.admin });
    expect(revoked.json().data.revokedAt).toEqual(expect.any(String));
    for (const call of [
      get('me', 'konstanz', spare.token),
      post('start', undefined, 'konstanz', spare.token),
      get('balances', 'nobody', spare.token),
    ]) {
      const response = await call;
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ errors: [{ message: timeTrackingTexts.invalidTerminalToken }] });
    }
    expect((await h.call({ method: 'DELETE', url: '/api/time-tracking/terminal-tokens/9999', headers: h.admin })).statusCode).toBe(404);
    expect((await h.outbox()).map((row) => row.subject)).toEqual(
      expect.arrayContaining(['time-tracking.terminal-token.created', 'time-tracking.terminal-token.revoked']),
    );
  });

  test('the token check hashes and compares in constant time', () => {
    const source = readFileSync(path.join(__dirname, '../src/terminal/tokens.ts'), 'utf8');
    expect(source).toMatch(/safeEqual\(presented, row\?\.token_hash/);
  });

  test('only enabled users of the terminal branch are found; the name ignores case', async () => {
    for (const user of ['bodman', 'aushilfe', 'niemand']) {
      const response = await get('me', user);
      expect(response.statusCode).toBe(404);
      expect(errorsOf(response)[0]!.message).toBe('Benutzer konnte nicht geladen werden.');
    }
    expect((await get('me', 'KONSTANZ')).json().data.user).toEqual({
      id: 4,
      username: 'konstanz',
      firstName: 'Klara',
      lastName: 'Kessler',
    });
  });
});

describe('punches', () => {
  test('start, pause, resume, end: each returns the current activity, invalid transitions a German 409', async () => {
    const conflictMessage = async (response: Awaited<ReturnType<typeof post>>) => {
      expect(response.statusCode).toBe(409);
      return errorsOf(response)[0]!.message;
    };
    expect(await conflictMessage(await post('pause'))).toBe(timeTrackingTexts.notRunning);
    expect(await conflictMessage(await post('end'))).toBe(timeTrackingTexts.notRunning);

    const started = await post('start');
    expect(started.statusCode).toBe(200);
    expect(started.headers['cache-control']).toBe('no-store');
    const activity = started.json().data;
    expect(activity).toMatchObject({
      user: 4,
      branch: 1,
      kind: 'work',
      start: '2026-11-25T08:00:00.000Z',
      end: null,
      pauses: [],
      isLate: false,
    });
    expect(await conflictMessage(await post('start'))).toBe(timeTrackingTexts.alreadyRunning);
    expect(await conflictMessage(await post('resume'))).toBe(timeTrackingTexts.notPaused);
    expect((await get('me')).json().data).toMatchObject({ state: 'working', current: { id: activity.id } });

    h.clock.advance(180);
    const paused = (await post('pause')).json().data;
    expect(paused.pauses).toEqual([{ start: '2026-11-25T11:00:00.000Z', end: null }]);
    expect(await conflictMessage(await post('pause'))).toBe(timeTrackingTexts.alreadyPaused);
    expect((await get('me')).json().data).toMatchObject({ state: 'paused', todayMinutes: 180 });

    h.clock.advance(30);
    const resumed = (await post('resume')).json().data;
    expect(resumed.pauses).toEqual([{ start: '2026-11-25T11:00:00.000Z', end: '2026-11-25T11:30:00.000Z' }]);

    h.clock.advance(270);
    const ended = await post('end');
    expect(ended.json()).toEqual({ data: null });
    const me = (await get('me')).json().data;
    expect(me).toMatchObject({ state: 'off', current: null, todayMinutes: 450 });

    const subjects = (await h.outbox())
      .map((row) => row.subject)
      .filter((subject) => subject.startsWith('time-tracking.working-activity.'));
    expect(subjects.filter((subject) => !/created|updated/.test(subject))).toEqual([
      'time-tracking.working-activity.started',
      'time-tracking.working-activity.paused',
      'time-tracking.working-activity.resumed',
      'time-tracking.working-activity.ended',
    ]);
    const stored = await h.call({ method: 'GET', url: `/api/working-activities/${activity.id}`, headers: h.admin });
    expect(stored.json().data).toMatchObject({ end: '2026-11-25T16:00:00.000Z', pauses: [{ end: '2026-11-25T11:30:00.000Z' }] });
  });

  test('an offline punch keeps its original time within 24 hours and is marked late', async () => {
    h.clock.now = new Date('2026-11-26T09:00:00Z');
    const late = await post('start', { at: '2026-11-26T06:00:00.000Z' });
    expect(late.statusCode).toBe(200);
    expect(late.json().data).toMatchObject({ start: '2026-11-26T06:00:00.000Z', isLate: true });
    // Not before the last stamp, not older than a day, not in the future.
    const before = await post('pause', { at: '2026-11-26T05:00:00.000Z' });
    expect(errorsOf(before)[0]!.message).toBe(timeTrackingTexts.punchBeforeLast);
    const old = await post('pause', { at: '2026-11-25T08:59:00.000Z' });
    expect(errorsOf(old)[0]!.message).toBe(timeTrackingTexts.punchTooOld);
    const future = await post('pause', { at: '2026-11-26T09:10:00.000Z' });
    expect(errorsOf(future)[0]!.message).toBe(timeTrackingTexts.punchInFuture);
    // A minute of clock skew counts as now, and on time.
    const skewed = await post('end', { at: '2026-11-26T09:01:00.000Z' });
    expect(skewed.statusCode).toBe(200);
    const [event] = (await h.outbox()).filter((row) => row.subject === 'time-tracking.working-activity.ended').slice(-1);
    expect(event!.payload).toMatchObject({ at: '2026-11-26T09:00:00.000Z', isLate: false, user: 4, branch: 1 });
    // A start may not lie before the end of the last activity.
    const overlapping = await post('start', { at: '2026-11-26T08:30:00.000Z' });
    expect(errorsOf(overlapping)[0]!.message).toBe(timeTrackingTexts.punchBeforeLast);
  });

  test('work can be booked on a project and task; a task of another project is refused', async () => {
    const project = (await h.call({ method: 'POST', url: '/api/projects', headers: h.admin, payload: { name: 'Inventur' } })).json().data;
    const other = (await h.call({ method: 'POST', url: '/api/projects', headers: h.admin, payload: { name: 'Andere' } })).json().data;
    const task = (
      await h.call({ method: 'POST', url: '/api/tasks', headers: h.admin, payload: { project: project.id, name: 'Zählen' } })
    ).json().data;
    const wrong = await post('start', { project: other.id, task: task.id }, 'verkauf');
    expect(wrong.statusCode).toBe(422);
    expect(errorsOf(wrong)[0]!.message).toBe(timeTrackingTexts.taskOfOtherProject);
    const booked = await post('start', { project: project.id, task: task.id }, 'verkauf');
    expect(booked.json().data).toMatchObject({ user: 2, project: project.id, task: task.id });
    h.clock.advance(60);
    expect((await post('end', undefined, 'verkauf')).statusCode).toBe(200);
  });
});

describe('terminal reads', () => {
  test('schedules, activities and balances of the employee at the terminal', async () => {
    h.clock.now = new Date('2026-11-27T06:00:00Z'); // Friday 07:00
    const schedule = await h.call({
      method: 'POST',
      url: '/api/working-schedules',
      headers: h.admin,
      payload: scheduleBody({ validFrom: '2026-11-23' }),
    });
    expect(schedule.statusCode).toBe(201);
    await h.call({
      method: 'POST',
      url: '/api/working-schedules',
      headers: h.admin,
      payload: scheduleBody({ validFrom: '2026-01-01', validTo: '2026-01-31' }),
    });
    await h.call({ method: 'POST', url: '/api/working-activities', headers: h.admin, payload: activityBody() });

    const schedules = (await get('working-schedules')).json().data;
    expect(schedules.map((s: { id: number }) => s.id)).toEqual([schedule.json().data.id]);
    const me = (await get('me')).json().data;
    // Friday 07:00 has started already (06:00Z = 07:00 Berlin is not after now): the next one is Saturday.
    expect(me.nextShift).toEqual({ date: '2026-11-28', start: '07:00', end: '15:30' });
    expect(me.branch).toEqual({ id: 1, name: 'Konstanz' });

    const activities = (await get('working-activities')).json().data;
    expect(activities.map((a: { start: string }) => a.start)).toEqual([
      '2026-11-26T06:00:00.000Z',
      '2026-11-25T08:00:00.000Z',
      '2026-11-24T06:00:00.000Z',
    ]);

    const balances = (await get('balances')).json().data;
    // The schedule starts Monday 23rd (Klara works Tuesday to Saturday): Tu 24 … Fr 27 planned, today counting in full = 4 × 510.
    expect(balances.months.at(-1)).toMatchObject({ month: '2026-11', plannedMinutes: 4 * 510 });
    expect(balances.months.at(-1).workedMinutes).toBe(480 + 450 + 180);
    expect(balances.holiday).toMatchObject({ year: 2026, entitlementDays: 30, takenDays: 0, remainingDays: 30 });
    expect(balances.missingBreaks).toEqual([]);
  });
});
