import { catalogEvents, timeTrackingEvents } from '@asp/contracts';
import { sql } from '@asp/server-kit';
import { waitFor } from '@asp/server-kit/testing';
import { startStatistics, type StatisticsHarness } from './statistics-helpers';

let h: StatisticsHarness;
beforeAll(async () => {
  h = await startStatistics();
}, 60_000);
afterAll(() => h.close());

const branchStates = () => sql<{ branch: number; holiday_state: string }>`select * from stat_branch_state`.execute(h.service.ctx.db);
const branchEvent = (holidayState: string | undefined) => ({
  id: 7,
  data: { id: 7, identifier: 'hannover', name: 'Hannover', ...(holidayState ? { holidayState } : {}) },
});
const planned = async () => {
  const response = await h.get('/api/statistics/working-schedules?from=2026-06-04&to=2026-06-04&branch=7');
  expect(response.statusCode).toBe(200);
  return (response.body.data as { planned: number }).planned;
};

test("planned time leaves out the public holidays of the schedule's branch's state, as the catalog names it", async () => {
  // A Thursday schedule at branch 7; Fronleichnam (Thursday 04.06.2026) is a holiday in Baden-Württemberg, not in Niedersachsen.
  await h.publish(timeTrackingEvents.workingSchedule.created, {
    id: 70,
    data: {
      id: 70,
      user: 9,
      branch: 7,
      department: null,
      validFrom: '2026-06-01',
      validTo: null,
      holidayDaysPerYear: 30,
      comment: null,
      shifts: [],
      weekly: [{ weekday: 4, start: '08:00', end: '16:00' }],
    },
  });
  await h.publish(catalogEvents.branch.created, branchEvent('NI'));
  await waitFor(async () => (await branchStates()).rows.some((row) => row.branch === 7 && row.holiday_state === 'NI'), 20_000);
  await waitFor(async () => (await planned()) === 480, 20_000);

  await h.publish(catalogEvents.branch.updated, branchEvent('BW'));
  await waitFor(async () => (await branchStates()).rows.some((row) => row.branch === 7 && row.holiday_state === 'BW'), 20_000);
  expect(await planned()).toBe(0);

  // A branch recorded before the field existed is in the default state; a deleted branch's schedules use the service's.
  await h.publish(catalogEvents.branch.updated, branchEvent('NI'));
  await waitFor(async () => (await planned()) === 480, 20_000);
  await h.publish(catalogEvents.branch.updated, branchEvent(undefined));
  await waitFor(async () => (await branchStates()).rows.some((row) => row.branch === 7 && row.holiday_state === 'BW'), 20_000);
  await h.publish(catalogEvents.branch.deleted, { id: 7 });
  await waitFor(async () => (await branchStates()).rows.length === 0, 20_000);
  expect(await planned()).toBe(0);
}, 60_000);
