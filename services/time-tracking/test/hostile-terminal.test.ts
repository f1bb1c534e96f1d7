import { runHostileSweep, describeFindings, tableRowCounts, type OpenApiDocument } from '@asp/server-kit/testing';
import { DEMO_TERMINAL_TOKEN } from '../src/config';
import { seedReplica, startTimeTracking, type Harness } from './helpers';

// The general sweep reaches the terminal routes with hostile tokens. Here the same cases
// run behind the valid demo token and user, so a hostile body meets a real user's state.
let h: Harness;
beforeAll(async () => {
  h = await startTimeTracking({ seedDemoData: true });
  await seedReplica(h.db);
});
afterAll(() => h.close());

test('hostile input behind a valid terminal token: no server error, nothing stored', async () => {
  const doc = (await h.call({ method: 'GET', url: '/openapi.json' })).json() as OpenApiDocument;
  const paths: OpenApiDocument['paths'] = {};
  for (const [route, item] of Object.entries(doc.paths ?? {})) {
    if (!route.startsWith('/api/time-tracking/{token}/{username}/')) continue;
    const fixed = route.replace('{token}', DEMO_TERMINAL_TOKEN).replace('{username}', 'konstanz');
    const operations = Object.fromEntries(
      Object.entries(item as Record<string, { parameters?: Array<{ in: string; name: string }> }>).map(([method, operation]) => [
        method,
        { ...operation, parameters: (operation.parameters ?? []).filter((parameter) => parameter.in !== 'path') },
      ]),
    );
    paths[fixed] = operations;
  }
  expect(Object.keys(paths)).toHaveLength(8);
  const before = await tableRowCounts(h.service.ctx.db);
  const result = await runHostileSweep(
    { ...doc, paths },
    {
      callers: { terminal: {} },
      send: async ({ method, url, headers, payload }) => {
        const response = await h.call({ method: method as 'GET', url, headers, ...(payload !== undefined ? { payload } : {}) });
        return { statusCode: response.statusCode, body: response.body };
      },
    },
  );
  expect(result.requests).toBeGreaterThan(50);
  expect(result.statuses['400']).toBeGreaterThan(300);
  expect(describeFindings(result.serverErrors)).toBe('');
  expect(describeFindings(result.accepted)).toBe('');
  expect(await tableRowCounts(h.service.ctx.db)).toEqual(before);
});
