import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEMO_TERMINAL_TOKEN } from '../src/config';
import { createTimeTrackingService } from '../src/time-tracking-service';
import { seedReplica, startTimeTracking, type Harness } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await startTimeTracking({ seedDemoData: true });
  await seedReplica(h.db);
});
afterAll(() => h.close());

test('demo data: schedules of the Konstanz employees, past activities with non-zero balances, the demo terminal token', async () => {
  const schedules = (await h.call({ method: 'GET', url: '/api/working-schedules?branch=1', headers: h.admin })).json().data;
  expect(schedules.map((s: { user: number }) => s.user).sort()).toEqual([2, 4]);
  const activities = await h.call({ method: 'GET', url: '/api/working-activities?user=4&limit=5', headers: h.admin });
  expect(Number(activities.headers['x-total-count'])).toBeGreaterThan(5);

  const me = await h.call({ method: 'GET', url: `/api/time-tracking/${DEMO_TERMINAL_TOKEN}/konstanz/me` });
  expect(me.statusCode).toBe(200);
  expect(me.json().data.nextShift).not.toBeNull();
  const balances = (await h.call({ method: 'GET', url: `/api/time-tracking/${DEMO_TERMINAL_TOKEN}/konstanz/balances` })).json().data;
  expect(balances.months.some((month: { workedMinutes: number }) => month.workedMinutes > 0)).toBe(true);
  expect(balances.holiday.entitlementDays).toBe(30);

  // The week grid has dated shifts this week and last week (so 'Vorwoche kopieren' has something to copy).
  const grid = (
    await h.call({
      method: 'GET',
      url: `/api/working-schedules/week?week=${h.clock.now.toISOString().slice(0, 10)}&branch=1`,
      headers: h.admin,
    })
  ).json().data;
  const shifts = grid.rows.flatMap((row: { days: Array<{ shifts: unknown[] }> }) => row.days.flatMap((day) => day.shifts));
  expect(shifts.length).toBe(2);
  expect(grid.rows.every((row: { plannedMinutes: number }) => row.plannedMinutes > 0)).toBe(true);
  // One open absence request to decide.
  const requests = (await h.call({ method: 'GET', url: '/api/time-tracking/absence-requests?status=requested', headers: h.admin })).json()
    .data;
  expect(requests).toEqual([expect.objectContaining({ user: 4, comment: 'Familienfeier', status: 'requested' })]);

  // `npm start` prints the same token.
  expect(readFileSync(path.join(__dirname, '../../../infra/dev/start.mjs'), 'utf8')).toContain(
    `const DEMO_TERMINAL_TOKEN = '${DEMO_TERMINAL_TOKEN}'`,
  );
  // A second start seeds nothing twice.
  const counts = await h.rowCounts({ schedules: 'working_schedules', activities: 'working_activities', tokens: 'terminal_tokens' });
  await createTimeTrackingService({ now: () => h.clock.now }).seed!(h.service.ctx);
  expect(await h.rowCounts({ schedules: 'working_schedules', activities: 'working_activities', tokens: 'terminal_tokens' })).toEqual(
    counts,
  );
  expect(counts.schedules).toBe(2);
});
