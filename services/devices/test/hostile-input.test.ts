import { describeFindings, signStaffToken, sweepService } from '@asp/server-kit/testing';
import { startDevices, type Harness } from './helpers';

// Every route of the OpenAPI document with hostile values, as a visitor, an employee and an
// admin, against the demo devices (which point at the service's own virtual printer).
let h: Harness;
beforeAll(async () => {
  h = await startDevices({ seedDemoData: true }, { virtualPrinter: { host: '127.0.0.1', port: 0 } });
});
afterAll(() => h.close());

test('hostile input never causes a server error and stores nothing', async () => {
  const { result, before, after, routes } = await sweepService(h.service, {
    anonymous: {},
    employee: h.employee,
    admin: signStaffToken().headers,
  });
  expect(routes).toBeGreaterThan(4);
  expect(result.requests).toBeGreaterThan(300);
  expect(describeFindings(result.serverErrors)).toBe('');
  expect(describeFindings(result.accepted)).toBe('');
  expect(after).toEqual(before);
});
