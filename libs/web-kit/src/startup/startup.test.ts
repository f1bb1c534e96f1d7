import { configureStore } from '@reduxjs/toolkit';
import { configureApiOrigin } from '../api/client';
import { startTestHttpServer, type SeenRequest, type TestReply } from '../testing/test-http-server';
import { loadStartupData, startupLoads } from './startup-data';
import { loadStartup, selectStartup, STARTUP_KEY, startupReducer } from './startup-slice';

let failing: string | null = null;
let requireParallel = false;
let arrived: Array<(parallel: boolean) => void> = [];

/** Holds each request until all start-up loads have arrived; a sequential client never gets there. */
function allArrived(): Promise<boolean> {
  return new Promise((resolve) => {
    arrived.push(resolve);
    if (arrived.length === startupLoads.length) {
      arrived.forEach((release) => release(true));
      arrived = [];
    }
    setTimeout(() => resolve(false), 2000);
  });
}

async function serve(request: SeenRequest): Promise<TestReply> {
  if (requireParallel && !(await allArrived())) return { status: 500, body: { errors: [{ message: 'not in parallel' }] } };
  if (request.url === failing) return { status: 503, body: { errors: [{ message: 'Der Dienst ist gerade nicht erreichbar.' }] } };
  if (request.url === '/api/config') return { status: 200, body: { data: { shopName: 'Metzgerei Muster' } } };
  if (request.url === '/api/users/me') return { status: 200, body: { data: { roles: [], user: null } } };
  return { status: 200, body: { data: [{ id: 1, from: request.url }] } };
}

describe('start-up loads', () => {
  let server: Awaited<ReturnType<typeof startTestHttpServer>>;

  beforeAll(async () => {
    server = await startTestHttpServer(serve);
    configureApiOrigin(server.origin);
  });
  afterAll(() => server.close());
  beforeEach(() => {
    failing = null;
    server.seen.length = 0;
    requireParallel = false;
  });

  it('loads the start-up list of document 1 §7 in parallel, one result per store', async () => {
    requireParallel = true;
    const data = await loadStartupData();
    expect(server.seen.map((r) => r.url).sort()).toEqual(
      [
        'config',
        'users/me',
        'divisions',
        'branches',
        'menus',
        'categories',
        'products',
        'tags',
        'tables',
        'sites',
        'navigations',
        'blocks',
        'nodes',
        'donatees',
      ]
        .map((p) => `/api/${p}`)
        .sort(),
    );
    expect(data.config).toEqual({ shopName: 'Metzgerei Muster' });
    expect(data.user).toEqual({ roles: [], user: null });
    expect(data.branches).toEqual([{ id: 1, from: '/api/branches' }]);
    expect(data.donatees).toEqual([{ id: 1, from: '/api/donatees' }]);
    expect(data.sites).toEqual([{ id: 1, from: '/api/sites' }]);
    expect(data.navigations).toEqual([{ id: 1, from: '/api/navigations' }]);
    expect(data.blocks).toEqual([{ id: 1, from: '/api/blocks' }]);
    expect(data.nodes).toEqual([{ id: 1, from: '/api/nodes' }]);
  });

  it('fails as a whole when a content load fails', async () => {
    failing = '/api/navigations';
    await expect(loadStartupData()).rejects.toMatchObject({ message: 'Der Dienst ist gerade nicht erreichbar.' });
  });

  it('fails as a whole when one load fails, and a retry can succeed', async () => {
    const store = configureStore({ reducer: { [STARTUP_KEY]: startupReducer } });
    failing = '/api/tags';
    await store.dispatch(loadStartup());
    expect(selectStartup(store.getState())).toEqual({ status: 'failed', data: null });
    failing = null;
    await store.dispatch(loadStartup());
    expect(selectStartup(store.getState())).toMatchObject({ status: 'loaded', data: { config: { shopName: 'Metzgerei Muster' } } });
  });

  it('keeps the data held when a reload fails', async () => {
    const store = configureStore({ reducer: { [STARTUP_KEY]: startupReducer } });
    await store.dispatch(loadStartup());
    failing = '/api/users/me';
    await expect(store.dispatch(loadStartup()).unwrap()).rejects.toMatchObject({ message: 'Der Dienst ist gerade nicht erreichbar.' });
    expect(selectStartup(store.getState()).data?.config).toEqual({ shopName: 'Metzgerei Muster' });
  });
});
