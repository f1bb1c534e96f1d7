import { describeFindings, signStaffToken, sweepService } from '@asp/server-kit/testing';
import { startSignage, type Harness } from './helpers';

// Every route of the OpenAPI document with hostile values, as a visitor, an employee and an
// admin, against the demo signage (two TVs with keys, a stream, a scene, three segments).
let h: Harness;
beforeAll(async () => {
  h = await startSignage({}, { seedDemoData: true });
});
afterAll(() => h?.close());

test('hostile input never causes a server error and stores nothing', async () => {
  const { result, before, after, routes } = await sweepService(h.service, {
    anonymous: {},
    employee: h.employee,
    admin: signStaffToken().headers,
  });
  expect(routes).toBeGreaterThanOrEqual(18);
  expect(result.requests).toBeGreaterThan(3000);
  expect(describeFindings(result.serverErrors)).toBe('');
  expect(describeFindings(result.accepted)).toBe('');
  expect(after).toEqual(before);
});
