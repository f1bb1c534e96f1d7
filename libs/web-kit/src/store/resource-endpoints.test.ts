import { configureStore } from '@reduxjs/toolkit';
import { configureApiOrigin } from '../api/client';
import { createResourceApi } from './create-resource-api';
import { startTestHttpServer, type SeenRequest, type TestReply } from '../testing/test-http-server';

interface Branch {
  id: number;
  name: string;
}
type BranchInput = Omit<Branch, 'id'>;

const branchesApi = createResourceApi<Branch, BranchInput, 'branchesApi'>({
  reducerPath: 'branchesApi',
  path: '/branches',
  resource: 'branches',
});

const stores: ReturnType<typeof configureStore>[] = [];
function makeStore() {
  const store = configureStore({
    reducer: { [branchesApi.reducerPath]: branchesApi.reducer },
    middleware: (getDefault) => getDefault().concat(branchesApi.middleware),
  });
  stores.push(store);
  return store;
}

/** A small in-memory resource behind real HTTP, so the helper runs its real calls. */
let records: Branch[] = [];
let failNext: TestReply | null = null;
function serve(request: SeenRequest): TestReply {
  if (failNext) {
    const reply = failNext;
    failNext = null;
    return reply;
  }
  const id = Number(request.url.split('/')[3]);
  if (request.method === 'GET' && request.url === '/api/branches') return { status: 200, body: { data: records } };
  if (request.method === 'GET') return { status: 200, body: { data: records.find((r) => r.id === id) } };
  if (request.method === 'POST') {
    const created = { ...(request.body as BranchInput), id: Math.max(0, ...records.map((r) => r.id)) + 1 };
    records = [...records, created];
    return { status: 201, body: { data: created } };
  }
  if (request.method === 'PUT') {
    const updated = { ...(request.body as BranchInput), id };
    records = records.map((r) => (r.id === id ? updated : r));
    return { status: 200, body: { data: updated } };
  }
  records = records.filter((r) => r.id !== id);
  return { status: 200, body: { data: { id } } };
}

describe('buildResourceEndpoints', () => {
  let server: Awaited<ReturnType<typeof startTestHttpServer>>;

  beforeAll(async () => {
    server = await startTestHttpServer(serve);
    configureApiOrigin(server.origin);
  });
  afterAll(() => server.close());
  // Drops cache entries and their removal timers, so no test leaves work running.
  afterEach(() => stores.splice(0).forEach((store) => store.dispatch(branchesApi.util.resetApiState())));
  beforeEach(() => {
    records = [
      { id: 1, name: 'Konstanz' },
      { id: 2, name: 'Singen' },
    ];
    server.seen.length = 0;
    failNext = null;
  });

  const listOf = (store: ReturnType<typeof makeStore>) => branchesApi.endpoints.list.select()(store.getState()).data;
  const listCalls = () => server.seen.filter((r) => r.method === 'GET' && r.url === '/api/branches').length;

  it('keeps the held list in step with saves and deletes without loading it again', async () => {
    const store = makeStore();
    const subscription = store.dispatch(branchesApi.endpoints.list.initiate());
    await subscription;
    expect(listOf(store)).toEqual([
      { id: 1, name: 'Konstanz' },
      { id: 2, name: 'Singen' },
    ]);

    await store.dispatch(branchesApi.endpoints.create.initiate({ name: 'Radolfzell' })).unwrap();
    expect(listOf(store)).toEqual([
      { id: 1, name: 'Konstanz' },
      { id: 2, name: 'Singen' },
      { id: 3, name: 'Radolfzell' },
    ]);

    await store.dispatch(branchesApi.endpoints.update.initiate({ id: 1, name: 'Konstanz Altstadt' })).unwrap();
    expect(listOf(store)).toEqual([
      { id: 1, name: 'Konstanz Altstadt' },
      { id: 2, name: 'Singen' },
      { id: 3, name: 'Radolfzell' },
    ]);

    await store.dispatch(branchesApi.endpoints.remove.initiate(2)).unwrap();
    expect(listOf(store)).toEqual([
      { id: 1, name: 'Konstanz Altstadt' },
      { id: 3, name: 'Radolfzell' },
    ]);

    expect(server.seen.find((r) => r.method === 'PUT')).toMatchObject({ url: '/api/branches/1', body: { name: 'Konstanz Altstadt' } });
    expect(listCalls()).toBe(1);
    subscription.unsubscribe();
  });

  it('appends a record saved under an id the list does not hold yet', async () => {
    const store = makeStore();
    await store.dispatch(branchesApi.endpoints.list.initiate());
    records.push({ id: 9, name: 'Überlingen' }); // created elsewhere, e.g. another tab
    await store.dispatch(branchesApi.endpoints.update.initiate({ id: 9, name: 'Überlingen Nord' })).unwrap();
    expect(listOf(store)?.map((b) => b.id)).toEqual([1, 2, 9]);
  });

  it('updates a held single record too', async () => {
    const store = makeStore();
    await store.dispatch(branchesApi.endpoints.get.initiate(2));
    await store.dispatch(branchesApi.endpoints.update.initiate({ id: 2, name: 'Singen Süd' })).unwrap();
    expect(branchesApi.endpoints.get.select(2)(store.getState()).data).toEqual({ id: 2, name: 'Singen Süd' });
  });

  it('leaves the list alone on a failed save and reports the server errors', async () => {
    const store = makeStore();
    await store.dispatch(branchesApi.endpoints.list.initiate());
    failNext = { status: 409, body: { errors: [{ message: 'Dieser Wert wird bereits verwendet.', field: 'name' }] } };
    const result = await store.dispatch(branchesApi.endpoints.update.initiate({ id: 1, name: 'Singen' }));
    expect(result.error).toEqual({
      status: 409,
      errors: [{ message: 'Dieser Wert wird bereits verwendet.', field: 'name' }],
      message: 'Dieser Wert wird bereits verwendet.',
    });
    expect(listOf(store)).toEqual([
      { id: 1, name: 'Konstanz' },
      { id: 2, name: 'Singen' },
    ]);
  });

  it('retries a failed load with refetch of the same call', async () => {
    const store = makeStore();
    failNext = { status: 503, body: { errors: [] } };
    const subscription = store.dispatch(branchesApi.endpoints.list.initiate());
    await subscription;
    expect(branchesApi.endpoints.list.select()(store.getState())).toMatchObject({ isError: true, error: { status: 503 } });
    await subscription.refetch();
    expect(branchesApi.endpoints.list.select()(store.getState())).toMatchObject({ isSuccess: true, data: records });
    subscription.unsubscribe();
  });

  it('never patches the cache of another store', async () => {
    const first = makeStore();
    const second = makeStore();
    await first.dispatch(branchesApi.endpoints.list.initiate());
    await second.dispatch(branchesApi.endpoints.list.initiate());
    await first.dispatch(branchesApi.endpoints.remove.initiate(1)).unwrap();
    expect(listOf(first)?.map((b) => b.id)).toEqual([2]);
    expect(listOf(second)?.map((b) => b.id)).toEqual([1, 2]);
  });
});
