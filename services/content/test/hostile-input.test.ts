import { describeFindings, signStaffToken, startNatsServer, sweepService, type TestNatsServer } from '@asp/server-kit/testing';
import { startContent, type Harness } from './helpers';

// Issue 10: every route of the OpenAPI document, every parameter and body field, with
// NUL, lone surrogates, overlong strings, wrong types, huge numbers, deep nesting and
// prototype keys — as a visitor and as an admin, against the demo data.
let h: Harness;
let nats: TestNatsServer;
beforeAll(async () => {
  // Its own NATS: the catalogue consumers (image and config references) would otherwise store
  // the events other test files publish on the shared streams meanwhile, and "stores nothing"
  // could not be checked.
  nats = await startNatsServer();
  h = await startContent({ seedDemoData: true, natsUrl: nats.url });
});
afterAll(async () => {
  await h.close();
  await nats.stop();
});

test('hostile input never causes a server error and stores nothing', async () => {
  const { result, before, after, routes } = await sweepService(h.service, { anonymous: {}, admin: signStaffToken().headers });
  expect(routes).toBeGreaterThan(5);
  expect(result.requests).toBeGreaterThan(500);
  expect(describeFindings(result.serverErrors)).toBe('');
  expect(after).toEqual(before);
});
