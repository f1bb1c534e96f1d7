import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { RequireUser } from '../../session/RequireUser';
import { createBackofficeStore } from '../../store';

/**
 * Test support for back-office screens: the network boundary only. A scripted fetch
 * records each call and answers it; the screens, their RTK Query api, the store and the
 * web-kit client run for real. The signed-in user comes from GET /api/users/me.
 */
export interface ScriptedCall {
  method: string;
  url: string;
  body: unknown;
}
export interface ScriptedReply {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export const ADMIN = { id: 1, roles: ['ROLE_ADMIN'], branches: [] as Array<{ id: number }> };

export function scriptFetch(answer: (call: ScriptedCall) => ScriptedReply | undefined, user = ADMIN): ScriptedCall[] {
  const calls: ScriptedCall[] = [];
  globalThis.fetch = (async (url: string, init: RequestInit = {}) => {
    const call = { method: init.method ?? 'GET', url, body: init.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    const reply: ScriptedReply = url.startsWith('/api/users/me')
      ? { body: { data: { roles: user.roles, user: { ...user, username: 'anna', email: null, firstName: 'Anna', lastName: 'Huber' } } } }
      : (answer(call) ?? { body: { data: [] } });
    const status = reply.status ?? 200;
    const headers = new Map(Object.entries(reply.headers ?? {}));
    return {
      ok: status < 400,
      status,
      headers: { get: (name: string) => headers.get(name.toLowerCase()) ?? null },
      text: async () => (reply.body === undefined ? '' : JSON.stringify(reply.body)),
    };
  }) as unknown as typeof fetch;
  return calls;
}

/** Renders one screen at `path` (route pattern `route`) for the signed-in user, in a data router (the kit's unsaved-changes guard needs one). */
export function renderScreen(ui: ReactNode, { path, route = path }: { path: string; route?: string }) {
  const store = createBackofficeStore();
  const router = createMemoryRouter(
    [
      { path: route, element: <RequireUser>{ui}</RequireUser> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { store, router };
}

/** The calls to one path prefix, as URLs. */
export const urlsOf = (calls: ScriptedCall[], prefix: string): string[] =>
  calls.filter((call) => call.method === 'GET' && call.url.startsWith(prefix)).map((call) => call.url);
