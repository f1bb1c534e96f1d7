import { buildService, type RunningService } from '@asp/server-kit';
import { describeFindings, signStaffToken, sweepService, testServiceEnv } from '@asp/server-kit/testing';
import { createAnalyticsService } from '../src/analytics-service';

// Issue 10: every route of the OpenAPI document, every parameter and body field, with
// NUL, lone surrogates, overlong strings, wrong types, huge numbers, deep nesting and
// prototype keys — as a visitor and as an admin.
let service: RunningService;
beforeAll(async () => {
  service = await buildService(createAnalyticsService({ idSalt: 'test-salt' }), await testServiceEnv());
});
afterAll(() => service.close());

test('hostile input never causes a server error and stores nothing', async () => {
  const { result, before, after } = await sweepService(service, { anonymous: {}, admin: signStaffToken().headers });
  expect(result.requests).toBeGreaterThan(100);
  expect(describeFindings(result.serverErrors)).toBe('');
  expect(after).toEqual(before);
});
