/** @jest-environment jsdom */
import type { Device } from '@asp/contracts';
import { withApiTestServer, type TestReply } from '@asp/web-kit/testing';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createBackofficeStore } from '../../store';
import { DeviceActions } from './DeviceActions';

/**
 * The action buttons against a real HTTP server on 127.0.0.1: the component, its store and
 * the web-kit client run for real; only the server's answers are scripted. The server is
 * web-kit's withApiTestServer: scripted answers in `api.replies`, a 500 when none is left.
 */
const api = withApiTestServer(() => ({ status: 500 }));

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

const ok = (message: string): TestReply => ({ status: 200, body: { data: { ok: true, message } } });
const refused = (status: number, message: string): TestReply => ({ status, body: { errors: [{ message }] } });
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
    api.replies.push(ok('Testdruck'));
    renderActions(printer);
    fireEvent.click(button('Testdruck'));
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Testdruck wurde gedruckt.');
    expect(api.seen[0]).toMatchObject({ method: 'POST', url: '/api/devices/7/test/print' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows 'Test nicht erfolgreich.' for a refused test, without a retry (the same call would fail the same way)", async () => {
    api.replies.push(refused(422, 'Test nicht erfolgreich.'));
    renderActions(notifier);
    fireEvent.click(button('Testbenachrichtigung'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Test nicht erfolgreich.');
    expect(api.seen[0]?.url).toBe('/api/devices/8/test/notification');
    expect(screen.queryByRole('button', { name: 'Erneut versuchen' })).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it("keeps the spec's message first and adds the server's own one when it says something else", async () => {
    api.replies.push(refused(403, 'Sie haben keine Berechtigung für diese Aktion.'));
    renderActions(printer);
    fireEvent.click(button('Testdruck'));
    const alert = await screen.findByRole('alert');
    expect([...alert.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'Test nicht erfolgreich.',
      'Sie haben keine Berechtigung für diese Aktion.',
    ]);
  });

  it("shows 'Log konnte nicht angefordert werden.' after a server fault and retries the same call", async () => {
    api.replies.push({ status: 503 }, ok('Status (Drucker): bereit'));
    renderActions(printer);
    fireEvent.click(button('Log anfordern'));
    expect((await screen.findByRole('alert')).textContent).toContain('Log konnte nicht angefordert werden.');
    await act(async () => {
      fireEvent.click(button('Erneut versuchen'));
    });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Log wurde angefordert.'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(api.seen.map((request) => `${request.method} ${request.url}`)).toEqual([
      'POST /api/devices/7/request-device-logs',
      'POST /api/devices/7/request-device-logs',
    ]);
  });
});
