/** @jest-environment jsdom */
import type { TerminalBalances, TerminalMe } from '@asp/contracts';
import { operationTexts, timeTrackingTexts } from '@asp/i18n';
import { withApiTestServer } from '@asp/web-kit/testing';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { readQueue } from './punch-queue';
import { IDLE_RETURN_MS, RETURN_AFTER_MS, TerminalScreen } from './TerminalScreen';
import { QUEUE_RETRY_MS } from './use-punch-queue';
import { holidayAccountFixture } from '../../modules/working-time/testing/holiday-account';

/**
 * The punch terminal against a real HTTP server (only the time-tracking service's answers
 * are scripted): identify, punch, summary, return to the start, the per-verb messages,
 * a wrong token, and the offline queue with the punches' real times.
 */
const TOKEN = 'demo-terminal-konstanz';
const base = `/api/time-tracking/${TOKEN}/konstanz`;
const me = (state: TerminalMe['state'], todayMinutes = 0): TerminalMe => ({
  user: { id: 7, username: 'konstanz', firstName: 'Klara', lastName: 'Kessler' },
  branch: { id: 1, name: 'Konstanz' },
  state,
  current: null,
  todayMinutes,
  nextShift: { date: '2026-11-26', start: '07:00', end: '15:30' },
});
const balances: TerminalBalances = {
  months: [{ month: '2026-11', plannedMinutes: 6000, workedMinutes: 6090, absenceMinutes: 0, balanceMinutes: 90, carriedMinutes: 135 }],
  holiday: holidayAccountFixture({ takenDays: 12.5, halfDays: 1 }),
  missingBreaks: [],
};
let state: TerminalMe['state'] = 'off';
/** A revoked or wrong token: the service answers every call with its 401. */
let tokenRefused = false;
const api = withApiTestServer((request) => {
  if (tokenRefused) return { status: 401, body: { errors: [{ message: timeTrackingTexts.invalidTerminalToken }] } };
  if (!request.url.startsWith(base)) return { status: 404, body: { errors: [{ message: timeTrackingTexts.unknownUser }] } };
  if (request.url === `${base}/me`) return { status: 200, body: { data: me(state, 125) } };
  if (request.url === `${base}/balances`) return { status: 200, body: { data: balances } };
  if (request.method === 'POST') return { status: 200, body: { data: null } };
  return { status: 404 };
});

let online = true;
Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
/** The test server's fetch (set in its beforeAll); a test may swap it for a dead network. */
let realFetch: typeof fetch;

beforeEach(() => {
  realFetch = globalThis.fetch;
  jest.useFakeTimers({ advanceTimers: true });
  state = 'off';
  online = true;
  tokenRefused = false;
  localStorage.clear();
});
afterEach(() => {
  globalThis.fetch = realFetch;
  jest.useRealTimers();
});

/** Lets the answer in flight arrive (the fake clock still runs with the real one). */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 100)));

const buttons = () => screen.queryAllByRole('button').map((button) => button.textContent);

async function identify(username = 'konstanz') {
  fireEvent.change(await screen.findByLabelText('Benutzername'), { target: { value: username } });
  fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
}

test('an employee who is off sees only Start; after the punch the balance and next shift, then the start again', async () => {
  render(<TerminalScreen token={TOKEN} />);
  await identify();
  expect((await screen.findByTestId('terminal-state')).textContent).toBe('Nicht angemeldet');
  expect(screen.getByText('Hallo Klara Kessler')).toBeTruthy();
  expect(screen.getByTestId('terminal-today').textContent).toBe('2:05 h');
  expect(buttons()).toEqual(['Start', 'Abbrechen']);

  state = 'working';
  fireEvent.click(screen.getByRole('button', { name: 'Start' }));
  expect((await screen.findByTestId('terminal-done')).textContent).toContain('Arbeitsbeginn gebucht.');
  expect(api.calls('POST', `${base}/working-activities/start`)).toHaveLength(1);
  expect(screen.getByTestId('terminal-state').textContent).toBe('Bei der Arbeit');
  expect(screen.getByTestId('terminal-balance').textContent).toBe('+2:15 h');
  expect(screen.getByTestId('terminal-next-shift').textContent).toBe('Do., 26.11., 07:00–15:30');
  expect(screen.getByText('17,5 Tage')).toBeTruthy();

  act(() => jest.advanceTimersByTime(RETURN_AFTER_MS - 100));
  expect(screen.queryByTestId('terminal-done')).toBeTruthy();
  act(() => jest.advanceTimersByTime(200));
  expect(screen.queryByTestId('terminal-done')).toBeNull();
  expect(((await screen.findByLabelText('Benutzername')) as HTMLInputElement).value).toBe('');
});

test('working shows Pause and Beenden, paused Fortsetzen and Beenden; an idle screen returns to the start', async () => {
  state = 'working';
  render(<TerminalScreen token={TOKEN} />);
  await identify();
  await screen.findByTestId('terminal-status');
  expect(buttons()).toEqual(['Pause', 'Beenden', 'Abbrechen']);
  act(() => jest.advanceTimersByTime(IDLE_RETURN_MS));
  await screen.findByLabelText('Benutzername');
  state = 'paused';
  await identify();
  await screen.findByTestId('terminal-status');
  expect(buttons()).toEqual(['Fortsetzen', 'Beenden', 'Abbrechen']);
});

test.each([
  ['Pause', 'pause', operationTexts.activityPauseFailed, 'working'],
  ['Beenden', 'end', operationTexts.activityEndFailed, 'working'],
  ['Fortsetzen', 'resume', operationTexts.activityResumeFailed, 'paused'],
  ['Start', 'start', operationTexts.activityStartFailed, 'off'],
] as const)('a refused %s shows its own message and the reason', async (label, action, message, before) => {
  state = before;
  render(<TerminalScreen token={TOKEN} />);
  await identify();
  await screen.findByTestId('terminal-status');
  api.replies.push({ status: 409, body: { errors: [{ message: timeTrackingTexts.notRunning }] } });
  fireEvent.click(screen.getByRole('button', { name: label }));
  const error = await screen.findByTestId('terminal-error');
  expect(error.textContent).toContain(message);
  expect(error.textContent).toContain(timeTrackingTexts.notRunning);
  expect(api.calls('POST', `${base}/working-activities/${action}`)).toHaveLength(1);
});

test('an unknown user and failed balances show their §8 messages', async () => {
  render(<TerminalScreen token={TOKEN} />);
  await identify('niemand');
  expect((await screen.findByTestId('terminal-error')).textContent).toContain('Benutzer konnte nicht geladen werden.');
  await identify();
  await screen.findByTestId('terminal-status');
  api.replies.push({ status: 200, body: { data: null } }, { status: 200, body: { data: me('working') } }, { status: 500, body: {} });
  fireEvent.click(screen.getByRole('button', { name: 'Start' }));
  await screen.findByTestId('terminal-done');
  expect(screen.getByTestId('terminal-error').textContent).toContain('Guthaben konnten nicht geladen werden.');
});

test('a wrong token shows the German refusal and nothing else', async () => {
  tokenRefused = true;
  render(<TerminalScreen token={TOKEN} />);
  expect(await screen.findByText(timeTrackingTexts.invalidTerminalToken)).toBeTruthy();
  expect(screen.queryByLabelText('Benutzername')).toBeNull();
  expect(api.calls('GET', `/api/time-tracking/${TOKEN}/employees`)).toHaveLength(1);
});

test('offline, a punch is queued with its real time and sent with it when the network is back', async () => {
  jest.setSystemTime(new Date('2026-11-25T06:58:00Z'));
  render(<TerminalScreen token={TOKEN} />);
  online = false;
  act(() => void window.dispatchEvent(new Event('offline')));
  expect((await screen.findByTestId('terminal-offline')).textContent).toContain('Offline');
  await identify();
  expect(await screen.findByText('Status unbekannt (offline)')).toBeTruthy();
  expect(buttons()).toEqual(['Start', 'Pause', 'Fortsetzen', 'Beenden', 'Abbrechen']);
  fireEvent.click(screen.getByRole('button', { name: 'Start' }));
  expect((await screen.findByTestId('terminal-done')).textContent).toContain('Gespeichert (offline)');
  expect(readQueue(TOKEN)).toEqual([{ username: 'konstanz', action: 'start', at: expect.stringMatching(/^2026-11-25T06:58/) }]);
  expect(screen.getByTestId('terminal-queued').textContent).toContain('1 gespeicherte Buchung');
  expect(api.calls('POST', `${base}/working-activities/start`)).toHaveLength(0);

  act(() => jest.advanceTimersByTime(10 * 60_000));
  online = true;
  act(() => void window.dispatchEvent(new Event('online')));
  await waitFor(() => expect(api.calls('POST', `${base}/working-activities/start`)).toHaveLength(1));
  expect(api.calls('POST', `${base}/working-activities/start`)[0].body).toEqual({ at: expect.stringMatching(/^2026-11-25T06:58/) });
  await waitFor(() => expect(readQueue(TOKEN)).toEqual([]));
  await waitFor(() => expect(screen.queryByTestId('terminal-offline')).toBeNull());
  expect(screen.queryByTestId('terminal-queued')).toBeNull();
});

test('a dead network the browser does not notice queues the punch; a server fault keeps it until the next try', async () => {
  render(<TerminalScreen token={TOKEN} />);
  await identify();
  await screen.findByTestId('terminal-status');
  globalThis.fetch = () => Promise.reject(new TypeError('Failed to fetch'));
  fireEvent.click(screen.getByRole('button', { name: 'Start' }));
  expect((await screen.findByTestId('terminal-done')).textContent).toContain('Gespeichert (offline)');
  expect(screen.getByTestId('terminal-offline')).toBeTruthy();
  expect(readQueue(TOKEN)).toHaveLength(1);

  globalThis.fetch = realFetch;
  api.replies.push({ status: 503, body: {} });
  await act(async () => void jest.advanceTimersByTime(QUEUE_RETRY_MS));
  await waitFor(() => expect(api.calls('POST', `${base}/working-activities/start`)).toHaveLength(1));
  await settle();
  expect(readQueue(TOKEN)).toHaveLength(1);
  expect(screen.getByTestId('terminal-offline')).toBeTruthy();
  await act(async () => void jest.advanceTimersByTime(QUEUE_RETRY_MS));
  await waitFor(() => expect(readQueue(TOKEN)).toHaveLength(0));
  expect(api.calls('POST', `${base}/working-activities/start`)).toHaveLength(2);
  await waitFor(() => expect(screen.queryByTestId('terminal-offline')).toBeNull());
});
