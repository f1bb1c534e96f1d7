import { describeFindings, signStaffToken, sweepService } from '@asp/server-kit/testing';
import { seedReplica, startTimeTracking, type Harness } from './helpers';

// Every route of the OpenAPI document with hostile values, as a visitor, an employee and an
// admin, against the demo data (schedules, activities, projects, the Konstanz terminal token).
let h: Harness;
beforeAll(async () => {
  h = await startTimeTracking({ seedDemoData: true });
  await seedReplica(h.db);
});
afterAll(() => h.close());

test('hostile input never causes a server error and stores nothing', async () => {
  const { result, before, after, routes } = await sweepService(h.service, {
    anonymous: {},
    employee: h.employee,
    admin: signStaffToken().headers,
  });
  expect(routes).toBe(36);
  expect(result.requests).toBeGreaterThan(1000);
  expect(describeFindings(result.serverErrors)).toBe('');
  expect(describeFindings(result.accepted)).toBe('');
  expect(after).toEqual(before);
});
