/** @jest-environment jsdom */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { operationTexts } from '@asp/i18n';
import { CallStatus, configureApiOrigin, selectCallErrors } from '@asp/web-kit';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { backofficeApi } from './backoffice-api';
import { devicesApi } from './modules/devices/devices-api';
import { ordersApi } from './modules/orders/orders-api';
import { createBackofficeStore, resetServerData } from './store';

/**
 * The back office's store wiring of the kit: the one api, the call-errors middleware and the
 * layout's CallStatus, against a real HTTP server on 127.0.0.1 (jsdom has no fetch: a small
 * one over node:http stands in for the browser's).
 */
let replies: Array<{ status: number; body?: unknown; headers?: Record<string, string> }> = [];
const seen: string[] = [];
let server: http.Server;

function nodeFetch(url: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: init.method ?? 'GET', headers: init.headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const status = response.statusCode ?? 0;
        resolve({
          ok: status >= 200 && status < 300,
          status,
          headers: { get: (name: string) => (response.headers[name.toLowerCase()] as string | undefined) ?? null },
          text: async () => Buffer.concat(chunks).toString('utf8'),
        });
      });
    });
    request.on('error', reject);
    if (init.body !== undefined) request.write(init.body);
    request.end();
  });
}

beforeAll(async () => {
  server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      seen.push(`${req.method} ${req.url}`);
      const reply = replies.shift() ?? { status: 500 };
      res.writeHead(reply.status, { 'Content-Type': 'application/json', ...reply.headers }).end(JSON.stringify(reply.body ?? {}));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  configureApiOrigin(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  globalThis.fetch = nodeFetch as unknown as typeof fetch;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  replies = [];
  seen.length = 0;
});

function renderStatus() {
  const store = createBackofficeStore();
  render(
    <Provider store={store}>
      <CallStatus api={backofficeApi} />
    </Provider>,
  );
  return store;
}

describe('back-office call status', () => {
  it('reports the swallowed device list failure in the layout and retries the same page', async () => {
    const store = renderStatus();
    replies = [{ status: 503 }, { status: 200, body: { data: [] }, headers: { 'x-total-count': '0' } }];
    let page: unknown;
    await act(async () => {
      page = await store.dispatch(devicesApi.endpoints.devicePage.initiate('branch=2&limit=20&offset=0')).unwrap();
    });
    expect(page).toEqual({ rows: [], total: 0 });
    expect(screen.getByRole('alert').textContent).toContain('Geräte konnten nicht geladen werden.');
    fireEvent.click(screen.getByRole('button', { name: operationTexts.retry }));
    await waitFor(() =>
      expect(seen).toEqual(['GET /api/devices?branch=2&limit=20&offset=0', 'GET /api/devices?branch=2&limit=20&offset=0']),
    );
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('registers a failed order load that its screen shows in place, without repeating it', async () => {
    const store = renderStatus();
    replies = [{ status: 404, body: { errors: [{ message: 'Nicht gefunden.' }] } }];
    await act(async () => {
      await store.dispatch(ordersApi.endpoints.order.initiate(99));
    });
    expect(selectCallErrors(store.getState())).toMatchObject([
      { message: 'Bestellungen konnten nicht geladen werden.', endpointName: 'order', originalArgs: 99 },
    ]);
    expect(screen.queryByRole('alert')).toBeNull();

    act(() => resetServerData(store.dispatch));
    expect(selectCallErrors(store.getState())).toEqual([]);
  });
});
