/** @jest-environment jsdom */
import type { TerminalEmployee, TerminalMe } from '@asp/contracts';
import { newSealKeyPair, openSealedPin } from '@asp/domain/terminal-seal';
import { terminalPinTexts, timeTrackingTexts } from '@asp/i18n';
import { withApiTestServer } from '@asp/web-kit/testing';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { readQueue } from './punch-queue';
import { TerminalScreen } from './TerminalScreen';
import { holidayAccountFixture } from '../../modules/working-time/testing/holiday-account';

/**
 * The terminal's employee list and PINs against a real HTTP server (the service's answers
 * scripted): tap a name, give the PIN if the user has one (sent as a header with every
 * call), and offline the queued punch carries the PIN only sealed for the service (the
 * scripted service opens the seal with its real key pair, as the time-tracking service does).
 */
const TOKEN = 'demo-terminal-konstanz';
const employees: TerminalEmployee[] = [
  { username: 'konstanz', firstName: 'Klara', lastName: 'Kessler', hasPin: true, state: 'off' },
  { username: 'verkauf', firstName: 'Volker', lastName: 'Verkauf', hasPin: false, state: 'working' },
];
const me = (username: string, state: TerminalMe['state']): TerminalMe => ({
  user: { id: 4, username, firstName: username === 'konstanz' ? 'Klara' : 'Volker', lastName: 'X' },
  branch: { id: 1, name: 'Konstanz' },
  state,
  current: null,
  todayMinutes: 0,
  nextShift: null,
});
const serviceKey = { keyId: 'k1', ...newSealKeyPair() };
/** The PIN of a call: the plain header (online) or the opened seal (a queued offline punch). */
const pinOf = (headers: Record<string, unknown>) => {
  const sealed = headers['x-terminal-sealed-pin'];
  if (typeof sealed === 'string') return openSealedPin(sealed, serviceKey)?.pin;
  return headers['x-terminal-pin'];
};
const api = withApiTestServer((request) => {
  const url = request.url;
  const pin = pinOf(request.headers);
  if (url === `/api/time-tracking/${TOKEN}/employees`) return { status: 200, body: { data: employees } };
  if (url === `/api/time-tracking/${TOKEN}/seal-key`)
    return { status: 200, body: { data: { keyId: serviceKey.keyId, publicKey: serviceKey.publicKey } } };
  if (url.startsWith(`/api/time-tracking/${TOKEN}/konstanz/`) && pin !== '1234')
    return { status: 403, body: { errors: [{ message: pin ? timeTrackingTexts.pinWrong : timeTrackingTexts.pinRequired }] } };
  if (url.endsWith('/konstanz/me')) return { status: 200, body: { data: me('konstanz', 'off') } };
  if (url.endsWith('/verkauf/me')) return { status: 200, body: { data: me('verkauf', 'working') } };
  if (request.method === 'POST') return { status: 200, body: { data: null } };
  return {
    status: 200,
    body: {
      data: {
        months: [],
        holiday: holidayAccountFixture(),
        missingBreaks: [],
      },
    },
  };
});

let online = true;
Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
beforeEach(() => {
  online = true;
  localStorage.clear();
});

test('the branch’s employees are listed with their state; a name without PIN opens their buttons at once', async () => {
  render(<TerminalScreen token={TOKEN} />);
  const volker = await screen.findByRole('button', { name: /Volker Verkauf/ });
  expect(volker.textContent).toContain('Bei der Arbeit');
  fireEvent.click(volker);
  await screen.findByRole('button', { name: 'Pause' });
  expect(screen.getByRole('button', { name: 'Beenden' })).toBeTruthy();
});

test('a name with a PIN asks for it; a wrong PIN shows the German reason; the right one is sent with every call', async () => {
  render(<TerminalScreen token={TOKEN} />);
  fireEvent.click(await screen.findByRole('button', { name: /Klara Kessler/ }));
  const pinField = await screen.findByLabelText('PIN');
  fireEvent.change(pinField, { target: { value: '9999' } });
  fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
  expect((await screen.findByTestId('terminal-error')).textContent).toContain(timeTrackingTexts.pinWrong);
  fireEvent.change(screen.getByLabelText('PIN'), { target: { value: '1234' } });
  fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Start' }));
  await screen.findByTestId('terminal-done');
  const [punch] = api.calls('POST', `/api/time-tracking/${TOKEN}/konstanz/working-activities/start`);
  expect(punch!.headers['x-terminal-pin']).toBe('1234');
});

test('offline, the list comes from the device and a PIN user’s punch is queued with the PIN sealed, never readable, and sent later', async () => {
  const first = render(<TerminalScreen token={TOKEN} />);
  await screen.findByRole('button', { name: /Klara Kessler/ });
  await waitFor(() => expect(localStorage.getItem(`asp-terminal-seal-key:${TOKEN}`)).toContain(serviceKey.publicKey));
  first.unmount();
  // A dead network: the list can only come from the device's cache.
  const realFetch = globalThis.fetch;
  globalThis.fetch = () => Promise.reject(new TypeError('Failed to fetch'));
  online = false;
  render(<TerminalScreen token={TOKEN} />);
  act(() => void window.dispatchEvent(new Event('offline')));
  fireEvent.click(await screen.findByRole('button', { name: /Klara Kessler/ }));
  fireEvent.change(await screen.findByLabelText('PIN'), { target: { value: '1234' } });
  fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Start' }));
  await screen.findByText(/Gespeichert \(offline\)/);
  const [queued] = readQueue(TOKEN);
  expect(queued).toEqual({ username: 'konstanz', action: 'start', at: expect.any(String), sealedPin: expect.stringMatching(/^v1\.k1\./) });
  // Nothing on the device shows the PIN; only the service's key opens the seal, bound to this punch.
  const stored = Object.keys(localStorage)
    .map((key) => localStorage.getItem(key))
    .join('\n');
  expect(stored).not.toContain('1234');
  expect(openSealedPin(queued!.sealedPin!, serviceKey)).toEqual({ pin: '1234', username: 'konstanz', action: 'start', at: queued!.at });
  expect(api.calls('POST', `/api/time-tracking/${TOKEN}/konstanz/working-activities/start`)).toHaveLength(0);
  globalThis.fetch = realFetch;
  online = true;
  act(() => void window.dispatchEvent(new Event('online')));
  await waitFor(() => expect(readQueue(TOKEN)).toEqual([]));
  const [sent] = api.calls('POST', `/api/time-tracking/${TOKEN}/konstanz/working-activities/start`);
  expect(sent!.headers['x-terminal-pin']).toBeUndefined();
  expect(sent!.headers['x-terminal-sealed-pin']).toBe(queued!.sealedPin);
  expect(sent!.body).toEqual({ at: queued!.at });
  expect(screen.queryByText(/wurde abgelehnt/)).toBeNull();
});

test('offline without a seal key on the device (never online), a PIN user’s punch is not queued and the terminal says why', async () => {
  localStorage.setItem(`asp-terminal-employees:${TOKEN}`, JSON.stringify(employees));
  const realFetch = globalThis.fetch;
  globalThis.fetch = () => Promise.reject(new TypeError('Failed to fetch'));
  online = false;
  try {
    render(<TerminalScreen token={TOKEN} />);
    fireEvent.click(await screen.findByRole('button', { name: /Klara Kessler/ }));
    fireEvent.change(await screen.findByLabelText('PIN'), { target: { value: '1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Start' }));
    expect((await screen.findByTestId('terminal-error')).textContent).toContain(terminalPinTexts.offlineNoSealKey);
    expect(readQueue(TOKEN)).toEqual([]);
  } finally {
    globalThis.fetch = realFetch;
    online = true;
  }
});
