import { runHostileSweep, type OpenApiDocument, type SweepRequest } from './hostile-sweep';

// One GET route with a path parameter: enough cases to see how the sweep counts answers.
const doc: OpenApiDocument = {
  paths: { '/things/{id}': { get: { parameters: [{ name: 'id', in: 'path', schema: { type: 'string' } }] } } },
} as unknown as OpenApiDocument;

test('a 503 outage answer is sent once more; only a second 503 is a server error', async () => {
  const seen = new Map<string, number>();
  const busyOnce = async (request: SweepRequest) => {
    const count = (seen.get(request.url) ?? 0) + 1;
    seen.set(request.url, count);
    return { statusCode: count === 1 ? 503 : 404, body: '' };
  };
  const once = await runHostileSweep(doc, { send: busyOnce, callers: { visitor: {} } });
  expect(once.requests).toBeGreaterThan(3);
  expect(once.serverErrors).toEqual([]);
  expect(once.statuses['503']).toBeUndefined();

  const alwaysBusy = async () => ({ statusCode: 503, body: 'Der Dienst ist gerade nicht erreichbar.' });
  const lasting = await runHostileSweep(doc, { send: alwaysBusy, callers: { visitor: {} } });
  expect(lasting.serverErrors).toHaveLength(lasting.requests);
  expect(lasting.serverErrors[0].statusCode).toBe(503);
});

test('any other server error counts at once', async () => {
  let calls = 0;
  const broken = async () => {
    calls++;
    return { statusCode: 500, body: 'boom' };
  };
  const result = await runHostileSweep(doc, { send: broken, callers: { visitor: {} } });
  expect(result.serverErrors).toHaveLength(result.requests);
  expect(calls).toBe(result.requests);
});
