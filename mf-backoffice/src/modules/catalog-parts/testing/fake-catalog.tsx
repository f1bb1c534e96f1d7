import { CallStatus, configureApiOrigin, ToastRegion } from '@asp/web-kit';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, createRoutesFromElements, Outlet, Route, RouterProvider } from 'react-router-dom';
import { nodeFetch, startTestHttpServer, type SeenRequest, type TestReply } from '@asp/web-kit/testing';
import { backofficeApi } from '../../../backoffice-api';
import { createBackofficeStore } from '../../../store';

/**
 * Test support of the catalogue modules' screens: a real HTTP server that answers the
 * standard resource calls from in-memory records (list with limit/offset and
 * x-total-count, read, create, update, delete), with scripted answers taking precedence
 * (a refused save, a failure); and the screens rendered in a data router with the
 * layout's CallStatus and toasts, against the back office's real store and api.
 */
type Row = Record<string, unknown> & { id: number };

export interface FakeCatalog {
  records: Record<string, Row[]>;
  seen: SeenRequest[];
  /** The next call of `method` on a path starting with `path` (e.g. '/api/tags') gets `reply`. */
  script(method: string, path: string, reply: TestReply): void;
  close(): Promise<void>;
}

export async function startFakeCatalog(initial: Record<string, Row[]>): Promise<FakeCatalog> {
  const records: Record<string, Row[]> = JSON.parse(JSON.stringify(initial)) as Record<string, Row[]>;
  const scripted: Array<{ method: string; path: string; reply: TestReply }> = [];
  let nextId = 1000;
  const server = await startTestHttpServer((request) => {
    const url = new URL(request.url, 'http://test');
    const index = scripted.findIndex((s) => s.method === request.method && url.pathname.startsWith(s.path));
    if (index >= 0) return scripted.splice(index, 1)[0].reply;
    const [, api, collection, idPart] = url.pathname.split('/');
    const rows = api === 'api' ? records[collection] : undefined;
    if (!rows) return { status: 404, body: { errors: [{ message: 'unbekannt' }] } };
    const id = Number(idPart);
    const body = request.body as Record<string, unknown>;
    if (request.method === 'GET' && !idPart) {
      // The branch filter as the catalog service applies it (a record's branch, or one of its branches).
      const branch = Number(url.searchParams.get('branch'));
      const matching = branch
        ? rows.filter((row) => row.branch === branch || (Array.isArray(row.branches) && row.branches.includes(branch)))
        : rows;
      const limit = Number(url.searchParams.get('limit') ?? matching.length);
      const offset = Number(url.searchParams.get('offset') ?? 0);
      return { status: 200, body: { data: matching.slice(offset, offset + limit) }, headers: { 'x-total-count': String(matching.length) } };
    }
    if (request.method === 'POST') {
      const row = { ...body, id: (nextId += 1) };
      rows.push(row);
      return { status: 201, body: { data: row } };
    }
    const at = rows.findIndex((row) => row.id === id);
    if (at < 0) return { status: 404, body: { errors: [{ message: 'Der angeforderte Eintrag wurde nicht gefunden.' }] } };
    if (request.method === 'GET') return { status: 200, body: { data: rows[at] } };
    if (request.method === 'PUT') {
      rows[at] = { ...body, id };
      return { status: 200, body: { data: rows[at] } };
    }
    rows.splice(at, 1);
    return { status: 200, body: { data: { id } } };
  });
  configureApiOrigin(server.origin);
  globalThis.fetch = nodeFetch as unknown as typeof fetch;
  return {
    records,
    seen: server.seen,
    script: (method, path, reply) => scripted.push({ method, path, reply }),
    close: server.close,
  };
}

/** The screens of `routes` at `url`, as the layout shows them (call status and toasts above). */
export function renderScreens(routes: ReactElement[], url: string) {
  const store = createBackofficeStore();
  const router = createMemoryRouter(
    createRoutesFromElements(
      <Route
        element={
          <>
            <CallStatus api={backofficeApi} />
            <ToastRegion />
            <Outlet />
          </>
        }
      >
        {routes}
      </Route>,
    ),
    { initialEntries: [url] },
  );
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { store, router };
}
