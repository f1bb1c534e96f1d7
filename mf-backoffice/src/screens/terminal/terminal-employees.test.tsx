/** @jest-environment jsdom */
import type { TerminalEmployee, TerminalMe } from '@asp/contracts';
import { timeTrackingTexts } from '@asp/i18n';
import { withApiTestServer } from '@asp/web-kit/testing';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { readQueue } from './punch-queue';
import { TerminalScreen } from './TerminalScreen';
import { holidayAccountFixture } from '../../modules/working-time/testing/holiday-account';

/**
 * The terminal's employee list and PINs against a real HTTP server (the service's answers
 * scripted): tap a name, give the PIN if the user has one (sent as a header with every
 * call), and offline the queued punch keeps the PIN for when it is sent.
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
const api = withApiTestServer((request) => {
  const url = request.url;
  const pin = request.headers['x-terminal-pin'];
  if (url === `/api/time-tracking/${TOKEN}/employees`) return { status: 200, body: { data: employees } };
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

test('offline, the list comes from the device and a PIN user’s punch is queued with the PIN and sent with it later', async () => {
  const first = render(<TerminalScreen token={TOKEN} />);
  await screen.findByRole('button', { name: /Klara Kessler/ });
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
  expect(readQueue(TOKEN)).toEqual([{ username: 'konstanz', action: 'start', at: expect.any(String), pin: '1234' }]);
  expect(api.calls('POST', `/api/time-tracking/${TOKEN}/konstanz/working-activities/start`)).toHaveLength(0);
  globalThis.fetch = realFetch;
  online = true;
  act(() => void window.dispatchEvent(new Event('online')));
  await waitFor(() => expect(readQueue(TOKEN)).toEqual([]));
  const [sent] = api.calls('POST', `/api/time-tracking/${TOKEN}/konstanz/working-activities/start`);
  expect(sent!.headers['x-terminal-pin']).toBe('1234');
  expect(sent!.body).toEqual({ at: expect.any(String) });
});
