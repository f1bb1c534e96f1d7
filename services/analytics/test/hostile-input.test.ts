import { buildService, type RunningService } from '@asp/server-kit';
import {
  describeFindings,
  signStaffToken,
  startNatsServer,
  sweepService,
  testServiceEnv,
  type TestNatsServer,
} from '@asp/server-kit/testing';
import { createAnalyticsService } from '../src/analytics-service';

// Issue 10: every route of the OpenAPI document, every parameter and body field, with
// NUL, lone surrogates, overlong strings, wrong types, huge numbers, deep nesting and
// prototype keys — as a visitor and as an admin.
let service: RunningService;
let nats: TestNatsServer;
beforeAll(async () => {
  // Its own NATS: the audit-log consumers would otherwise store the events other test files
  // publish on the shared streams meanwhile, and "stores nothing" could not be checked.
  nats = await startNatsServer();
  service = await buildService(createAnalyticsService({ idSalt: 'test-salt' }), await testServiceEnv({ natsUrl: nats.url }));
});
afterAll(async () => {
  await service.close();
  await nats.stop();
});

test('hostile input never causes a server error and stores nothing', async () => {
  const { result, before, after } = await sweepService(service, { anonymous: {}, admin: signStaffToken().headers });
  expect(result.requests).toBeGreaterThan(100);
  expect(describeFindings(result.serverErrors)).toBe('');
  expect(after).toEqual(before);
});
