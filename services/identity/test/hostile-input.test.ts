import { describeFindings, sweepService } from '@asp/server-kit/testing';
import { startIdentity, type Harness } from './helpers';

// Issue 10: every route of the OpenAPI document (login included), every parameter and
// body field, with NUL, lone surrogates, overlong strings, wrong types, huge numbers, deep
// nesting and prototype keys — as a visitor and as an admin, against the demo users.
let h: Harness;
beforeAll(async () => {
  h = await startIdentity({}, { seedDemoData: true });
});
afterAll(() => h.close());

test('hostile input never causes a server error and stores nothing', async () => {
  const { result, before, after, routes } = await sweepService(h.service, { anonymous: {}, admin: h.admin });
  expect(routes).toBeGreaterThan(5);
  expect(result.requests).toBeGreaterThan(500);
  expect(describeFindings(result.serverErrors)).toBe('');
  expect(after).toEqual(before);
});
