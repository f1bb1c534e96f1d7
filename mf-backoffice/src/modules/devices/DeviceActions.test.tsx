/** @jest-environment jsdom */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Device } from '@asp/contracts';
import { configureApiOrigin } from '@asp/web-kit';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createBackofficeStore } from '../../store';
import { DeviceActions } from './DeviceActions';

/**
 * The action buttons against a real HTTP server on 127.0.0.1: the component, its store and
 * the web-kit client run for real; only the server's answers are scripted. jsdom has no
 * fetch, so the test gives it one over node:http (the browser's fetch in miniature).
 */
interface Reply {
  status: number;
  body?: unknown;
}
let replies: Reply[] = [];
const seen: Array<{ method: string; url: string }> = [];
let server: http.Server;

function nodeFetch(url: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: init.method ?? 'GET', headers: init.headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const status = response.statusCode ?? 0;
        resolve({
          ok: status >= 200 && status < 300,
          status,
          headers: { get: (name: string) => (response.headers[name.toLowerCase()] as string | undefined) ?? null },
          text: async () => text,
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
      seen.push({ method: req.method ?? '', url: req.url ?? '' });
      const reply = replies.shift() ?? { status: 500 };
      if (reply.body === undefined) res.writeHead(reply.status).end();
      else res.writeHead(reply.status, { 'Content-Type': 'application/json' }).end(JSON.stringify(reply.body));
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

const printer: Device = {
  id: 7,
  identifier: 'bondrucker-test',
  name: 'Bondrucker Test',
  branch: 1,
  kind: 'receipt-printer',
  connection: { type: 'tcp', host: '127.0.0.1', port: 9100 },
  columns: 42,
  isVirtual: true,
  lastContactAt: null,
  online: false,
};
const notifier: Device = { ...printer, id: 8, kind: 'notification-device', connection: { type: 'http', url: 'http://pager.local/hook' } };

function renderActions(device: Device) {
  const store = createBackofficeStore();
  const view = render(
    <Provider store={store}>
      <DeviceActions device={device} />
    </Provider>,
  );
  return { ...view, store };
}

const ok = (message: string): Reply => ({ status: 200, body: { data: { ok: true, message } } });
const refused = (status: number, message: string): Reply => ({ status, body: { errors: [{ message }] } });
const button = (name: string) => screen.getByRole('button', { name });

describe('DeviceActions', () => {
  it('offers Testdruck to printers and Testbenachrichtigung to notification devices, Log anfordern to both', () => {
    const first = renderActions(printer);
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Testdruck', 'Log anfordern']);
    first.unmount();
    renderActions(notifier);
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Testbenachrichtigung', 'Log anfordern']);
  });

  it('runs the test print on the device and says so', async () => {
    replies = [ok('Testdruck')];
    renderActions(printer);
    fireEvent.click(button('Testdruck'));
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Testdruck wurde gedruckt.');
    expect(seen[0]).toEqual({ method: 'POST', url: '/api/devices/7/test/print' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows 'Test nicht erfolgreich.' for a refused test, without a retry (the same call would fail the same way)", async () => {
    replies = [refused(422, 'Test nicht erfolgreich.')];
    renderActions(notifier);
    fireEvent.click(button('Testbenachrichtigung'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Test nicht erfolgreich.');
    expect(seen[0]?.url).toBe('/api/devices/8/test/notification');
    expect(screen.queryByRole('button', { name: 'Erneut versuchen' })).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it("keeps the spec's message first and adds the server's own one when it says something else", async () => {
    replies = [refused(403, 'Sie haben keine Berechtigung für diese Aktion.')];
    renderActions(printer);
    fireEvent.click(button('Testdruck'));
    const alert = await screen.findByRole('alert');
    expect([...alert.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'Test nicht erfolgreich.',
      'Sie haben keine Berechtigung für diese Aktion.',
    ]);
  });

  it("shows 'Log konnte nicht angefordert werden.' after a server fault and retries the same call", async () => {
    replies = [{ status: 503 }, ok('Status (Drucker): bereit')];
    renderActions(printer);
    fireEvent.click(button('Log anfordern'));
    expect((await screen.findByRole('alert')).textContent).toContain('Log konnte nicht angefordert werden.');
    await act(async () => {
      fireEvent.click(button('Erneut versuchen'));
    });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Log wurde angefordert.'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(seen.map((request) => `${request.method} ${request.url}`)).toEqual([
      'POST /api/devices/7/request-device-logs',
      'POST /api/devices/7/request-device-logs',
    ]);
  });
});
