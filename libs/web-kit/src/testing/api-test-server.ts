import { configureApiOrigin } from '../api/client';
import { nodeFetch } from './node-fetch';
import { startTestHttpServer, type SeenRequest, type TestReply } from './test-http-server';

/**
 * One test HTTP server for a jest file, wired as the API origin with jsdom's missing
 * fetch: `const api = withApiTestServer((request) => ...)` at the top of the file; the
 * handler answers each request (or `api.replies` holds scripted answers used first),
 * `api.seen` lists what the code under test sent.
 */
export function withApiTestServer(handle: (request: SeenRequest) => TestReply | Promise<TestReply> = () => ({ status: 404 })) {
  const state = {
    replies: [] as TestReply[],
    seen: [] as SeenRequest[],
    /** Requests with this method and path (query included). */
    calls: (method: string, url: string) => state.seen.filter((request) => request.method === method && request.url === url),
  };
  let server: Awaited<ReturnType<typeof startTestHttpServer>> | undefined;
  beforeAll(async () => {
    server = await startTestHttpServer((request) => state.replies.shift() ?? handle(request));
    state.seen = server.seen;
    configureApiOrigin(server.origin);
    globalThis.fetch = nodeFetch as unknown as typeof fetch;
  });
  afterAll(() => server?.close());
  beforeEach(() => {
    state.replies.length = 0;
    state.seen.length = 0;
  });
  return state;
}
