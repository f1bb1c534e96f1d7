import { describeFindings, signStaffToken, sweepService } from '@asp/server-kit/testing';
import { startCatalog, type Harness } from './helpers';

// Issue 10: every route of the OpenAPI document, every parameter and body field, with
// NUL, lone surrogates, overlong strings, wrong types, huge numbers, deep nesting and
// prototype keys — as a visitor and as an admin, against the demo data.
let h: Harness;
beforeAll(async () => {
  h = await startCatalog({ seedDemoData: true });
});
afterAll(() => h.close());

test('hostile input never causes a server error and stores nothing', async () => {
  const { result, before, after, routes } = await sweepService(h.service, { anonymous: {}, admin: signStaffToken().headers });
  expect(routes).toBeGreaterThan(10);
  expect(result.requests).toBeGreaterThan(1000);
  expect(describeFindings(result.serverErrors)).toBe('');
  expect(after).toEqual(before);
});
