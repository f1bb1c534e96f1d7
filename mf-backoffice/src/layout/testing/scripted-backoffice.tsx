import { withApiTestServer, type TestReply } from '@asp/web-kit/testing';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { RequireUser } from '../../session/RequireUser';
import { createBackofficeStore } from '../../store';

/**
 * Test support for back-office screens: the network boundary only. A real HTTP server
 * (web-kit's withApiTestServer) records each call and answers it from the test's script;
 * the screens, their RTK Query api, the store and the web-kit client run for real. The
 * signed-in user comes from GET /api/users/me.
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

let server: ReturnType<typeof withApiTestServer> | null = null;
let script: { answer: (call: ScriptedCall) => ScriptedReply | undefined; user: typeof ADMIN } = { answer: () => undefined, user: ADMIN };

function replyTo(call: ScriptedCall): TestReply {
  const { answer, user } = script;
  const reply: ScriptedReply = call.url.startsWith('/api/users/me')
    ? { body: { data: { roles: user.roles, user: { ...user, username: 'anna', email: null, firstName: 'Anna', lastName: 'Huber' } } } }
    : (answer(call) ?? { body: { data: [] } });
  return { status: reply.status ?? 200, body: reply.body, headers: reply.headers };
}

/** Once at the top of a test file: the server the scripted answers come from. */
export function withScriptedBackoffice(): void {
  server = withApiTestServer(replyTo);
}

/** The test's answers (and signed-in user) from now on; the calls the screens send, in order. */
export function scriptFetch(answer: (call: ScriptedCall) => ScriptedReply | undefined, user = ADMIN): ScriptedCall[] {
  if (!server) throw new Error('scriptFetch needs withScriptedBackoffice() at the top of the test file');
  script = { answer, user };
  return server.seen;
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
