/** @jest-environment jsdom */
import { operationTexts } from '@asp/i18n';
import { configureStore } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query/react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { configureApiOrigin } from '../api/client';
import { nodeFetch } from '../testing/node-fetch';
import { startTestHttpServer, type SeenRequest, type TestReply } from '../testing/test-http-server';
import { CallStatus } from '../ui/CallStatus';
import { callErrorsMiddleware, callErrorsSlice, selectCallErrors } from './call-errors';
import { kitBaseQuery } from './kit-base-query';
import { EMPTY_PAGE, pageQuery, type Page } from './paged-list';
import { resourceEndpoints } from './resource-endpoints';

/**
 * The back-office kit against a real HTTP server: one api with kitBaseQuery, endpoints
 * injected the way the modules do it, the call-errors middleware and the layout's
 * CallStatus. Only the server's answers are scripted.
 */
interface Branch {
  id: number;
  name: string;
}
interface Customer {
  id: number;
  email: string;
}

const api = createApi({
  reducerPath: 'testApi',
  baseQuery: kitBaseQuery,
  tagTypes: ['Branch'],
  endpoints: () => ({}),
});
const branchesApi = api.injectEndpoints({
  endpoints: (builder) =>
    resourceEndpoints<Branch, Omit<Branch, 'id'>>()(builder, { name: 'branch', tag: 'Branch', path: '/branches', resource: 'branches' }),
});
const listsApi = api.injectEndpoints({
  endpoints: (builder) => ({
    /** A filtered list: swallows after reporting. */
    orderPage: builder.query<Page<{ id: number }>, string>({
      query: (search) => pageQuery(`/orders?${search}`),
      extraOptions: { onError: { resource: 'orders', action: 'load', swallow: { fallback: EMPTY_PAGE } } },
    }),
    /** Customers pass the failure on (document 1 §4). */
    customerPage: builder.query<Page<Customer>, string>({
      query: (search) => pageQuery(`/customers?${search}`),
      extraOptions: { onError: { resource: 'customers', action: 'load' } },
    }),
  }),
});

const inPlaceApi = api.injectEndpoints({
  endpoints: (builder) => ({
    shownInPlace: builder.query<Branch, number>({
      query: (id) => `/branches/${id}`,
      extraOptions: { onError: { resource: 'branches', action: 'load', inPlace: true } },
    }),
  }),
});

function makeStore() {
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer, [callErrorsSlice.name]: callErrorsSlice.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware, callErrorsMiddleware(api)),
  });
}
type Store = ReturnType<typeof makeStore>;

let records: Branch[] = [];
/** Scripted answers, used before the in-memory resource answers. */
let replies: TestReply[] = [];
let hold: Promise<void> | null = null;
async function serve(request: SeenRequest): Promise<TestReply> {
  if (hold) await hold;
  const scripted = replies.shift();
  if (scripted) return scripted;
  if (request.url.startsWith('/api/orders') || request.url.startsWith('/api/customers')) {
    return { status: 200, body: { data: [{ id: 1 }] }, headers: { 'x-total-count': '41' } };
  }
  const id = Number(request.url.split('/')[3]);
  if (request.method === 'GET' && request.url === '/api/branches') return { status: 200, body: { data: records } };
  if (request.method === 'GET') return { status: 200, body: { data: records.find((r) => r.id === id) } };
  if (request.method === 'POST') {
    const created = { ...(request.body as Omit<Branch, 'id'>), id: Math.max(0, ...records.map((r) => r.id)) + 1 };
    records = [...records, created];
    return { status: 201, body: { data: created } };
  }
  if (request.method === 'PUT') {
    const updated = { ...(request.body as Omit<Branch, 'id'>), id };
    records = records.map((r) => (r.id === id ? updated : r));
    return { status: 200, body: { data: updated } };
  }
  records = records.filter((r) => r.id !== id);
  return { status: 200, body: { data: { id } } };
}

let server: Awaited<ReturnType<typeof startTestHttpServer>>;
const stores: Store[] = [];
beforeAll(async () => {
  server = await startTestHttpServer(serve);
  configureApiOrigin(server.origin);
  globalThis.fetch = nodeFetch as unknown as typeof fetch;
});
afterAll(() => server.close());
beforeEach(() => {
  records = [
    { id: 1, name: 'Konstanz' },
    { id: 2, name: 'Singen' },
  ];
  replies = [];
  hold = null;
  server.seen.length = 0;
});
afterEach(() => stores.splice(0).forEach((store) => store.dispatch(api.util.resetApiState())));

function setup(ui: ReactNode) {
  const store = makeStore();
  stores.push(store);
  render(
    <Provider store={store}>
      <CallStatus api={api} />
      {ui}
    </Provider>,
  );
  return store;
}
const calls = (method: string, url: string) => server.seen.filter((r) => r.method === method && r.url === url);
const serverDown: TestReply = { status: 503, body: { errors: [{ message: 'Service Unavailable' }] } };

function BranchNames() {
  const { data, isError } = branchesApi.useBranchListQuery();
  if (isError) return <p>Fehlerzustand</p>;
  return <p data-testid="names">{(data ?? []).map((branch) => branch.name).join(', ')}</p>;
}

describe('back-office kit: retry', () => {
  it('"Erneut versuchen" re-runs the failed load with the same argument', async () => {
    function Orders() {
      const { data } = listsApi.useOrderPageQuery('status=open&limit=20&offset=40');
      return <p data-testid="orders">{data ? `${data.rows.length} von ${data.total}` : ''}</p>;
    }
    replies = [serverDown];
    setup(<Orders />);
    await screen.findByText('Bestellungen konnten nicht geladen werden.');
    fireEvent.click(screen.getByRole('button', { name: operationTexts.retry }));
    await waitFor(() => expect(screen.getByTestId('orders').textContent).toBe('1 von 41'));
    expect(calls('GET', '/api/orders?status=open&limit=20&offset=40')).toHaveLength(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('re-sends a failed save with the same body, and the list follows', async () => {
    const store = setup(<BranchNames />);
    await waitFor(() => expect(screen.getByTestId('names').textContent).toBe('Konstanz, Singen'));
    replies = [serverDown];
    await act(async () => {
      await store.dispatch(branchesApi.endpoints.updateBranch.initiate({ id: 2, name: 'Singen Süd' }));
    });
    fireEvent.click(await screen.findByRole('button', { name: operationTexts.retry }));
    await waitFor(() => expect(screen.getByTestId('names').textContent).toBe('Konstanz, Singen Süd'));
    expect(calls('PUT', '/api/branches/2').map((r) => r.body)).toEqual([{ name: 'Singen Süd' }, { name: 'Singen Süd' }]);
  });
});

describe('back-office kit: messages', () => {
  it("on a save the server's first message wins, and the failure reaches the caller", async () => {
    const store = setup(null);
    replies = [{ status: 409, body: { errors: [{ message: 'Die Filiale ist gesperrt.' }, { message: 'Zweite' }] } }];
    let rejected: unknown;
    await act(async () => {
      rejected = await store
        .dispatch(branchesApi.endpoints.createBranch.initiate({ name: 'Singen' }))
        .unwrap()
        .catch((error: unknown) => error);
    });
    expect(rejected).toMatchObject({ status: 409 });
    expect(selectCallErrors(store.getState()).map((e) => e.message)).toEqual(['Die Filiale ist gesperrt.']);
    expect(screen.getByRole('alert').textContent).toContain('Die Filiale ist gesperrt.');
  });

  it('falls back to the catalogue default on a save without a server message, and always on a load', async () => {
    const store = setup(null);
    replies = [{ status: 500, body: {} }, serverDown];
    await act(async () => {
      await store.dispatch(branchesApi.endpoints.removeBranch.initiate(1));
      await store.dispatch(branchesApi.endpoints.branch.initiate(1));
    });
    expect(selectCallErrors(store.getState()).map((e) => e.message)).toEqual([
      'Filiale konnte nicht gelöscht werden.',
      'Filialen konnten nicht geladen werden.',
    ]);
  });

  it('leaves field errors to the form: not registered, still passed to the caller', async () => {
    const store = setup(null);
    replies = [{ status: 409, body: { errors: [{ message: 'Dieser Wert wird bereits verwendet.', field: 'identifier' }] } }];
    let rejected: unknown;
    await act(async () => {
      rejected = await store
        .dispatch(branchesApi.endpoints.createBranch.initiate({ name: 'Singen' }))
        .unwrap()
        .catch((error: unknown) => error);
    });
    expect(rejected).toMatchObject({ status: 409, errors: [{ field: 'identifier' }] });
    expect(selectCallErrors(store.getState())).toEqual([]);
  });

  it('keeps one entry per call: the same failing call again replaces its entry', async () => {
    const store = setup(null);
    replies = [serverDown, serverDown, serverDown];
    await act(async () => {
      await store.dispatch(branchesApi.endpoints.branch.initiate(1));
      await store.dispatch(branchesApi.endpoints.branch.initiate(1, { forceRefetch: true }));
      await store.dispatch(branchesApi.endpoints.branch.initiate(2));
    });
    expect(selectCallErrors(store.getState()).map((e) => e.originalArgs)).toEqual([1, 2]);
    expect(screen.getAllByRole('alert')).toHaveLength(2);
  });

  it('registers a failure its screen shows in place, but the layout does not repeat it', async () => {
    const store = setup(null);
    replies = [serverDown];
    await act(async () => {
      await store.dispatch(inPlaceApi.endpoints.shownInPlace.initiate(7));
    });
    expect(selectCallErrors(store.getState())).toMatchObject([{ endpointName: 'shownInPlace', originalArgs: 7, inPlace: true }]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('leaves a 401 to the login redirect', async () => {
    const store = setup(null);
    replies = [{ status: 401, body: { errors: [{ message: 'Keine Sitzung.' }] } }];
    await act(async () => {
      await store.dispatch(branchesApi.endpoints.branchList.initiate());
    });
    expect(selectCallErrors(store.getState())).toEqual([]);
  });
});

describe('back-office kit: swallow or pass', () => {
  it('a filtered list load reports and then swallows: the screen gets an empty page', async () => {
    const store = setup(null);
    replies = [serverDown];
    let result: unknown;
    await act(async () => {
      result = await store.dispatch(listsApi.endpoints.orderPage.initiate('status=open')).unwrap();
    });
    expect(result).toEqual({ rows: [], total: 0 });
    expect(screen.getByRole('alert').textContent).toContain('Bestellungen konnten nicht geladen werden.');
  });

  it('a customer list load reports and passes the failure on', async () => {
    const store = setup(null);
    replies = [serverDown];
    let rejected: unknown;
    await act(async () => {
      rejected = await store
        .dispatch(listsApi.endpoints.customerPage.initiate('q=mayer'))
        .unwrap()
        .catch((error: unknown) => error);
    });
    expect(rejected).toMatchObject({ status: 503 });
    expect(screen.getByRole('alert').textContent).toContain('Kunden konnten nicht geladen werden.');
  });
});

describe('back-office kit: cache and loading', () => {
  it('a create invalidates the LIST tag: the held list is loaded again and shows the new record', async () => {
    const store = setup(<BranchNames />);
    await waitFor(() => expect(screen.getByTestId('names').textContent).toBe('Konstanz, Singen'));
    await act(async () => {
      await store.dispatch(branchesApi.endpoints.createBranch.initiate({ name: 'Radolfzell' })).unwrap();
    });
    await waitFor(() => expect(screen.getByTestId('names').textContent).toBe('Konstanz, Singen, Radolfzell'));
    expect(calls('GET', '/api/branches')).toHaveLength(2);
  });

  it('a failed create invalidates nothing', async () => {
    const store = setup(<BranchNames />);
    await waitFor(() => expect(screen.getByTestId('names').textContent).toBe('Konstanz, Singen'));
    replies = [{ status: 422, body: { errors: [{ message: 'Dieser Wert sollte nicht leer sein.', field: 'name' }] } }];
    await act(async () => {
      await store.dispatch(branchesApi.endpoints.createBranch.initiate({ name: '' }));
    });
    expect(calls('GET', '/api/branches')).toHaveLength(1);
  });

  it('shows the loading indicator while a call is under way and hides it after', async () => {
    let release = () => {};
    hold = new Promise<void>((resolve) => (release = resolve));
    setup(<BranchNames />);
    expect((await screen.findByTestId('pending-calls')).dataset.count).toBe('1');
    act(() => release());
    await waitFor(() => expect(screen.getByTestId('names').textContent).toBe('Konstanz, Singen'));
    expect(screen.queryByTestId('pending-calls')).toBeNull();
  });
});

describe('back-office kit: resource pages', () => {
  const pagesApi = api.injectEndpoints({
    endpoints: (builder) => ({
      ...resourceEndpoints<Branch, Omit<Branch, 'id'>>()(builder, {
        name: 'swallowedBranch',
        tag: 'Branch',
        path: '/branches',
        resource: 'branches',
        swallowPage: true,
      }),
    }),
  });

  test('the page query sends the list search and reads rows and total', async () => {
    replies = [{ status: 200, body: { data: [{ id: 2, name: 'Singen' }] }, headers: { 'x-total-count': '7' } }];
    const store = setup(null);
    const page = await store.dispatch(branchesApi.endpoints.branchPage.initiate('limit=1&offset=1&sort=-name'));
    expect(page.data).toEqual({ rows: [{ id: 2, name: 'Singen' }], total: 7 });
    expect(calls('GET', '/api/branches?limit=1&offset=1&sort=-name')).toHaveLength(1);
  });

  test('a swallowing page reports the failure and hands the caller an empty page; a plain one passes the failure on', async () => {
    replies = [serverDown, serverDown];
    const store = setup(null);
    const swallowed = await store.dispatch(pagesApi.endpoints.swallowedBranchPage.initiate('limit=25&offset=0'));
    expect(swallowed.data).toEqual(EMPTY_PAGE);
    expect(swallowed.isError).toBe(false);
    const passed = await store.dispatch(branchesApi.endpoints.branchPage.initiate('limit=25&offset=0'));
    expect(passed.isError).toBe(true);
    await waitFor(() => expect(selectCallErrors(store.getState())).toHaveLength(2));
    expect(screen.getAllByText('Filialen konnten nicht geladen werden.').length).toBeGreaterThan(0);
  });
});
