/** @jest-environment jsdom */
import { timeTrackingTexts, validationTexts } from '@asp/i18n';
import { ToastRegion } from '@asp/web-kit';
import { withApiTestServer } from '@asp/web-kit/testing';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SignedInUserProvider } from '../../session/RequireUser';
import { createBackofficeStore } from '../../store';
import { AbsenceRequestsPage } from './AbsenceRequestsPage';
import { ActivityEditPage } from './ActivityFormPage';
import { ActivityListPage } from './ActivityListPage';
import { MonthClosingPage } from './MonthClosingPage';
import { TerminalTokensPage } from './TerminalTokensPage';
import { TimeSheetPage } from './TimeSheetPage';
import { holidayAccountFixture } from './testing/holiday-account';

/**
 * The working-time modules against a real HTTP server (only the services' answers are
 * scripted), in a data router like the shell's.
 */
const activity = {
  id: 9,
  user: 7,
  branch: 1,
  department: null,
  project: null,
  task: null,
  kind: 'work',
  start: '2026-10-14T05:00:00.000Z',
  end: '2026-10-14T13:30:00.000Z',
  pauses: [{ start: '2026-10-14T09:00:00.000Z', end: '2026-10-14T09:30:00.000Z' }],
  isHalfDay: false,
  isLate: false,
  comment: '',
  changeReason: '',
};
const users = [{ id: 7, username: 'konstanz', firstName: 'Klara', lastName: 'Kessler' }];
const api = withApiTestServer((request) => {
  const url = request.url;
  if (url.startsWith('/api/users')) return { status: 200, headers: { 'x-total-count': '1' }, body: { data: users } };
  if (url.startsWith('/api/branches')) return { status: 200, body: { data: [{ id: 1, name: 'Konstanz' }] } };
  if (url.startsWith('/api/working-activities?')) return { status: 200, headers: { 'x-total-count': '1' }, body: { data: [activity] } };
  if (url === '/api/working-activities/9') return { status: 200, body: { data: request.method === 'PUT' ? request.body : activity } };
  if (url.startsWith('/api/time-tracking/terminal-tokens') && request.method === 'GET')
    return {
      status: 200,
      body: { data: [{ id: 3, branch: 1, name: 'Eingang', createdAt: activity.start, revokedAt: null, lastUsedAt: null }] },
    };
  if (url === '/api/time-tracking/terminal-tokens')
    return {
      status: 201,
      body: { data: { id: 4, branch: 1, name: 'Lager', createdAt: activity.start, revokedAt: null, lastUsedAt: null, token: 'tt_secret' } },
    };
  if (url.startsWith('/api/time-tracking/absence-requests?'))
    return {
      status: 200,
      body: {
        data: [
          {
            id: 5,
            user: 7,
            branch: 1,
            kind: 'holiday',
            startDate: '2026-12-01',
            endDate: '2026-12-02',
            isHalfDay: false,
            comment: 'Urlaub',
            status: 'requested',
            requestedAt: activity.start,
            decidedAt: null,
            decidedBy: null,
            decisionComment: '',
            activity: null,
            withdrawnAt: null,
            withdrawnBy: null,
          },
        ],
      },
    };
  if (url.startsWith('/api/time-tracking/month-closings'))
    return {
      status: request.method === 'POST' ? 201 : 200,
      body: { data: request.method === 'POST' ? { month: '2026-10', closedAt: activity.start, closedBy: 'admin' } : [] },
    };
  if (url.startsWith('/api/time-sheets/balances'))
    return {
      status: 200,
      body: {
        data: [
          {
            user: users[0],
            months: [
              { month: '2026-10', plannedMinutes: 9000, workedMinutes: 9135, absenceMinutes: 0, balanceMinutes: 135, carriedMinutes: -45 },
            ],
            missingBreaks: [],
          },
        ],
      },
    };
  if (url.startsWith('/api/time-sheets/holiday-balances'))
    return {
      status: 200,
      body: {
        data: [{ user: users[0], ...holidayAccountFixture({ takenDays: 12.5, halfDays: 1 }) }],
      },
    };
  return { status: 200, body: { data: { id: 1 } } };
});

const signedIn = (id: number, roles: string[]) => ({
  roles,
  user: { id, username: `u${id}`, email: null, firstName: 'Test', lastName: 'Nutzer', roles, branches: [{ id: 1 }] },
});
const ADMIN = signedIn(1, ['ROLE_ADMIN', 'ROLE_EMPLOYEE']);

function renderAt(path: string, user = ADMIN) {
  const router = createMemoryRouter(
    [
      { path: '/backend/working-activities', element: <ActivityListPage /> },
      { path: '/backend/working-activities/:id', element: <ActivityEditPage /> },
      { path: '/backend/terminal-tokens', element: <TerminalTokensPage /> },
      { path: '/backend/absence-requests', element: <AbsenceRequestsPage /> },
      { path: '/backend/month-closing', element: <MonthClosingPage /> },
      { path: '/backend/time-sheets', element: <TimeSheetPage /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <Provider store={createBackofficeStore()}>
      <SignedInUserProvider user={user}>
        <RouterProvider router={router} />
      </SignedInUserProvider>
      <ToastRegion />
    </Provider>,
  );
  return router;
}

test('the activity list asks the service for the filtered page and names the user', async () => {
  renderAt('/backend/working-activities?user=7&from=2026-10-01');
  await waitFor(() => expect(screen.getByTestId('activity-table-row').textContent).toContain('Klara Kessler'));
  const listCall = api.seen.find((request) => request.url.startsWith('/api/working-activities?'));
  const query = new URLSearchParams(listCall!.url.split('?')[1]);
  expect(query.get('user')).toBe('7');
  expect(query.get('from')).toBe('2026-10-01');
  expect(query.get('sort')).toBe('-start');
  expect(screen.getByTestId('activity-table-row').textContent).toContain('Arbeit');
  // Sorting by a column is the service's: a click asks for the next sort.
  fireEvent.click(screen.getByRole('button', { name: /Benutzer/ }));
  await waitFor(() => expect(api.seen.some((request) => /[?&]sort=-?user/.test(request.url))).toBe(true));
});

test('the activity form: a blank start is refused in German; the closed-month refusal lands on the reason; a save sends instants', async () => {
  const router = renderAt('/backend/working-activities/9');
  const start = (await screen.findByLabelText('Beginn')) as HTMLInputElement;
  fireEvent.change(start, { target: { value: '' } });
  fireEvent.click(screen.getByTestId('form-save'));
  await waitFor(() => expect(start.getAttribute('aria-invalid')).toBe('true'));
  expect(screen.getByText(validationTexts.blank)).toBeTruthy();
  expect(api.calls('PUT', '/api/working-activities/9')).toHaveLength(0);

  fireEvent.change(start, { target: { value: '2026-10-14T06:30' } });
  const refusal = 'Der Monat 10.2026 ist abgeschlossen. Änderungen nur durch einen Administrator mit neuer Begründung.';
  api.replies.push({ status: 409, body: { errors: [{ message: refusal, field: 'changeReason' }] } });
  fireEvent.click(screen.getByTestId('form-save'));
  expect(await screen.findByText(refusal)).toBeTruthy();
  expect(screen.getByLabelText('Änderungsgrund', { exact: false }).getAttribute('aria-invalid')).toBe('true');

  fireEvent.change(screen.getByLabelText('Änderungsgrund', { exact: false }), { target: { value: 'Stempel vergessen' } });
  fireEvent.click(screen.getByTestId('form-save'));
  await waitFor(() => expect(router.state.location.pathname).toBe('/backend/working-activities'));
  const sent = api.calls('PUT', '/api/working-activities/9').at(-1)!.body as Record<string, unknown>;
  expect(sent.start).toBe(new Date('2026-10-14T06:30').toISOString());
  expect(sent.end).toBe(activity.end);
  expect(sent.changeReason).toBe('Stempel vergessen');
  expect(sent.pauses).toEqual(activity.pauses);
  expect(sent.id).toBeUndefined();
});

test('a terminal token: blank fields are refused, a created one is shown once with its link; revoke', async () => {
  renderAt('/backend/terminal-tokens');
  fireEvent.click(await screen.findByTestId('form-save'));
  await waitFor(() => expect(screen.getByLabelText('Bezeichnung').getAttribute('aria-invalid')).toBe('true'));
  expect(api.calls('POST', '/api/time-tracking/terminal-tokens')).toHaveLength(0);

  await waitFor(() => expect(screen.getAllByRole('option', { name: 'Konstanz' }).length).toBeGreaterThan(0));
  fireEvent.change(screen.getByLabelText('Filiale'), { target: { value: '1' } });
  fireEvent.change(screen.getByLabelText('Bezeichnung'), { target: { value: 'Lager' } });
  fireEvent.click(screen.getByTestId('form-save'));
  expect((await screen.findByTestId('created-token')).textContent).toContain('/screens/terminal/tt_secret');
  expect(api.calls('POST', '/api/time-tracking/terminal-tokens')[0].body).toEqual({ branch: 1, name: 'Lager' });

  fireEvent.click(await screen.findByRole('button', { name: 'Sperren: Eingang' }));
  await waitFor(() => expect(api.calls('DELETE', '/api/time-tracking/terminal-tokens/3')).toHaveLength(1));
});

test('an open absence request is approved', async () => {
  renderAt('/backend/absence-requests');
  const row = await screen.findByTestId('absence-row');
  expect(row.textContent).toContain('01.12.2026 – 02.12.2026');
  fireEvent.click(within(row).getByRole('button', { name: 'Genehmigen' }));
  await waitFor(() => expect(api.calls('POST', '/api/time-tracking/absence-requests/5/approve')).toHaveLength(1));
  // Toasts of earlier tests may still be up: the last one is this approval's.
  await waitFor(() => expect(screen.getAllByTestId('toast').at(-1)?.textContent).toContain('Antrag genehmigt.'));
});

test('an employee withdraws an own open request after confirming; approving is for admins', async () => {
  renderAt('/backend/absence-requests', signedIn(7, ['ROLE_EMPLOYEE']));
  const row = await screen.findByTestId('absence-row');
  expect(within(row).queryByRole('button', { name: 'Genehmigen' })).toBeNull();
  fireEvent.click(within(row).getByRole('button', { name: 'Zurückziehen' }));
  expect(await screen.findByText('Soll der Antrag für 01.12.2026 – 02.12.2026 zurückgezogen werden?')).toBeTruthy();
  fireEvent.click(screen.getByTestId('confirm-dialog-confirm'));
  await waitFor(() => expect(api.calls('POST', '/api/time-tracking/absence-requests/5/withdraw')).toHaveLength(1));
  await waitFor(() => expect(screen.getAllByTestId('toast').at(-1)?.textContent).toContain('Antrag zurückgezogen.'));
});

test("someone else's open request has no withdraw button", async () => {
  renderAt('/backend/absence-requests', signedIn(8, ['ROLE_EMPLOYEE']));
  const row = await screen.findByTestId('absence-row');
  expect(within(row).queryAllByRole('button')).toHaveLength(0);
});

test('closing a month asks first, then posts it', async () => {
  renderAt('/backend/month-closing');
  fireEvent.change(await screen.findByLabelText('Monat'), { target: { value: '2026-10' } });
  fireEvent.click(screen.getByTestId('close-month'));
  expect(await screen.findByText(/Soll der Monat 10.2026/)).toBeTruthy();
  expect(api.calls('POST', '/api/time-tracking/month-closings')).toHaveLength(0);
  fireEvent.click(screen.getAllByRole('button', { name: 'Monat abschließen' }).at(-1)!);
  await waitFor(() => expect(api.calls('POST', '/api/time-tracking/month-closings')).toHaveLength(1));
  expect(api.calls('POST', '/api/time-tracking/month-closings')[0].body).toEqual({ month: '2026-10' });
});

test('the time sheet shows the time and holiday accounts of the period', async () => {
  renderAt('/backend/time-sheets');
  await waitFor(() => expect(screen.getByTestId('time-balances').textContent).toContain('−0:45 h'));
  await waitFor(() => expect(screen.getByTestId('holiday-balances').textContent).toContain('17.5'));
  expect(screen.getByTestId('time-balances').textContent).toContain('+2:15 h');
  expect(api.seen.some((request) => request.url.startsWith('/api/time-sheets/holiday-balances?year='))).toBe(true);
  expect(timeTrackingTexts.unknownUser).toBe('Benutzer konnte nicht geladen werden.');
});
