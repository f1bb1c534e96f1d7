/** @jest-environment jsdom */
import { ToastRegion } from '@asp/web-kit';
import { withApiTestServer } from '@asp/web-kit/testing';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SignedInUserProvider } from '../../session/RequireUser';
import { createBackofficeStore } from '../../store';
import { SchedulesWeekPage } from './SchedulesWeekPage';
import { TimeSheetPage } from './TimeSheetPage';
import { AbsenceRequestsPage } from './AbsenceRequestsPage';

/** The week grid and the time sheet links against a real HTTP server (the service's answers scripted). */
const days = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29'];
const row = (id: number, firstName: string, shifts: Record<string, string[]>, plannedMinutes: number) => ({
  user: { id, username: firstName.toLowerCase(), firstName, lastName: 'Muster' },
  schedules: [10 + id],
  days: days.map((date) => ({
    date,
    weekly: date === '2026-11-24' ? [{ start: '07:00', end: '15:30' }] : [],
    shifts: (shifts[date] ?? []).map((window) => ({ schedule: 10 + id, start: window.split('-')[0], end: window.split('-')[1] })),
  })),
  plannedMinutes,
});
const week = {
  week: '2026-11-23',
  days,
  holidays: [],
  rows: [row(2, 'Anna', { '2026-11-28': ['07:00-12:00'] }, 2850), row(4, 'Bruno', {}, 2550)],
};
const api = withApiTestServer((request) => {
  const url = request.url;
  if (url.startsWith('/api/users')) return { status: 200, headers: { 'x-total-count': '0' }, body: { data: [] } };
  if (url.startsWith('/api/branches')) return { status: 200, body: { data: [{ id: 1, name: 'Konstanz' }] } };
  if (url.startsWith('/api/departments')) return { status: 200, headers: { 'x-total-count': '0' }, body: { data: [] } };
  if (url.startsWith('/api/working-schedules/week')) return { status: 200, body: { data: week } };
  if (url.startsWith('/api/time-sheets/') || url.startsWith('/api/time-tracking/absence-requests?'))
    return { status: 200, body: { data: [] } };
  return { status: 200, body: { data: { ok: true } } };
});

const signedIn = (roles: string[]) => ({
  roles,
  user: { id: 2, username: 'anna', email: null, firstName: 'Anna', lastName: 'Muster', roles, branches: [{ id: 1 }] },
});

function renderAt(path: string, user?: ReturnType<typeof signedIn>) {
  const router = createMemoryRouter(
    [
      { path: '/backend/working-schedules', element: <SchedulesWeekPage /> },
      { path: '/backend/time-sheets', element: <TimeSheetPage /> },
    ],
    { initialEntries: [path] },
  );
  const page = <RouterProvider router={router} />;
  render(
    <Provider store={createBackofficeStore()}>
      {user ? <SignedInUserProvider user={user}>{page}</SignedInUserProvider> : page}
      <ToastRegion />
    </Provider>,
  );
}

test('the week grid shows employees, weekly windows, shifts and planned hours per week for the chosen branch and week', async () => {
  renderAt('/backend/working-schedules?week=2026-11-25&branch=1');
  await screen.findByTestId('schedule-week-grid');
  expect(api.calls('GET', '/api/working-schedules/week?week=2026-11-23&branch=1')).not.toHaveLength(0);
  expect(screen.getByTestId('planned-2').textContent).toBe('Soll 47:30 h');
  expect(screen.getByTestId('planned-4').textContent).toBe('Soll 42:30 h');
  expect(within(screen.getByTestId('cell|4|2026-11-24')).getByText('07:00–15:30')).toBeTruthy();
  expect(screen.getByTestId('shift-2-2026-11-28-07:00').textContent).toBe('07:00–12:00');
});

test('keyboard: Space picks a shift up, arrows move the target cell, Space drops it there (one move call); Escape cancels', async () => {
  renderAt('/backend/working-schedules?week=2026-11-23&branch=1');
  const shift = await screen.findByTestId('shift-2-2026-11-28-07:00');
  shift.focus();
  fireEvent.keyDown(shift, { key: ' ' });
  expect(shift.getAttribute('aria-pressed')).toBe('true');
  expect(screen.getByTestId('schedule-announcement').textContent).toContain('Schicht 07:00–12:00 aufgenommen');
  fireEvent.keyDown(shift, { key: 'ArrowDown' });
  fireEvent.keyDown(shift, { key: 'ArrowRight' });
  expect(screen.getByTestId('schedule-announcement').textContent).toBe('Ziel: Bruno Muster, So 29.11..');
  fireEvent.keyDown(shift, { key: 'ArrowRight' }); // stays on Sunday: the grid ends there
  fireEvent.keyDown(shift, { key: ' ' });
  await waitFor(() => expect(api.calls('POST', '/api/working-schedules/move-shift')).toHaveLength(1));
  expect(api.calls('POST', '/api/working-schedules/move-shift')[0]!.body).toEqual({
    schedule: 12,
    date: '2026-11-28',
    start: '07:00',
    end: '12:00',
    toUser: 4,
    toDate: '2026-11-29',
  });
  await screen.findByText('Schicht verschoben.');

  fireEvent.keyDown(shift, { key: 'Enter' });
  fireEvent.keyDown(shift, { key: 'ArrowUp' });
  fireEvent.keyDown(shift, { key: 'Escape' });
  expect(screen.getByTestId('schedule-announcement').textContent).toBe('Verschieben abgebrochen.');
  fireEvent.keyDown(shift, { key: 'ArrowLeft' }); // not picked: arrows do nothing
  expect(api.calls('POST', '/api/working-schedules/move-shift')).toHaveLength(1);
});

test('an employee sees the plan read-only: no handles to pick up, no copy, no add form; an admin plans', async () => {
  renderAt('/backend/working-schedules?week=2026-11-23&branch=1', signedIn(['ROLE_EMPLOYEE']));
  const shift = await screen.findByTestId('shift-2-2026-11-28-07:00');
  expect(shift.tagName).toBe('SPAN');
  expect(shift.textContent).toBe('07:00–12:00');
  expect(screen.getByTestId('schedule-read-only').textContent).toBe(
    'Schichten planen nur Administratoren. Hier sehen Sie den Plan Ihrer Filiale.',
  );
  expect(screen.queryByTestId('copy-week')).toBeNull();
  expect(screen.queryByRole('button', { name: 'Schicht hinzufügen' })).toBeNull();
  expect(screen.queryByText(/Leertaste zum Aufnehmen/)).toBeNull();
  fireEvent.keyDown(shift, { key: ' ' });
  fireEvent.keyDown(shift, { key: 'ArrowDown' });
  fireEvent.keyDown(shift, { key: ' ' });
  expect(api.calls('POST', '/api/working-schedules/move-shift')).toHaveLength(0);
  cleanup();

  renderAt('/backend/working-schedules?week=2026-11-23&branch=1', signedIn(['ROLE_ADMIN', 'ROLE_EMPLOYEE']));
  expect((await screen.findByTestId('shift-2-2026-11-28-07:00')).tagName).toBe('BUTTON');
  expect(screen.getByTestId('copy-week')).toBeTruthy();
  expect(screen.queryByTestId('schedule-read-only')).toBeNull();
});

test('Vorwoche kopieren asks first, then copies the previous week into this one', async () => {
  renderAt('/backend/working-schedules?week=2026-11-23&branch=1');
  await screen.findByTestId('schedule-week-grid');
  api.replies.push({ status: 200, body: { data: { copied: 3 } } });
  fireEvent.click(screen.getByTestId('copy-week'));
  expect(screen.getByText('Die Schichten der Woche ab 16.11.2026 werden in die Woche ab 23.11.2026 kopiert.')).toBeTruthy();
  fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Vorwoche kopieren' }));
  await screen.findByText('3 Schichten kopiert.');
  expect(api.calls('POST', '/api/working-schedules/copy-week')[0]!.body).toEqual({ week: '2026-11-23', branch: 1, department: null });
});

test('the time sheet page links the employee’s PDF and the payroll CSV of the month', async () => {
  renderAt('/backend/time-sheets');
  const links = await screen.findByTestId('time-sheet-downloads');
  expect(links.textContent).toContain('Für den Stundenzettel bitte einen Mitarbeiter wählen.');
  const month = new Date().toISOString().slice(0, 7);
  expect(screen.getByTestId('payroll-csv').getAttribute('href')).toBe(`/api/time-sheets/${month.slice(0, 4)}/${month.slice(5)}.csv`);
});

test('an employee requests holiday: blank days are refused on the page, filled ones are sent', async () => {
  const router = createMemoryRouter([{ path: '/backend/absence-requests', element: <AbsenceRequestsPage /> }], {
    initialEntries: ['/backend/absence-requests'],
  });
  render(
    <Provider store={createBackofficeStore()}>
      <RouterProvider router={router} />
      <ToastRegion />
    </Provider>,
  );
  const form = await screen.findByTestId('absence-request-form');
  fireEvent.click(within(form).getByRole('button', { name: 'Beantragen' }));
  expect(within(form).getByRole('alert').textContent).toBe('Bitte ersten und letzten Tag angeben.');
  fireEvent.change(within(form).getByLabelText('Erster Tag'), { target: { value: '2027-01-05' } });
  fireEvent.change(within(form).getByLabelText('Letzter Tag'), { target: { value: '2027-01-06' } });
  fireEvent.change(within(form).getByLabelText('Kommentar'), { target: { value: 'Skiurlaub' } });
  api.replies.push({ status: 201, body: { data: { id: 1 } } });
  fireEvent.click(within(form).getByRole('button', { name: 'Beantragen' }));
  await screen.findByText('Urlaub beantragt.');
  expect(api.calls('POST', '/api/time-tracking/absence-requests')[0]!.body).toEqual({
    startDate: '2027-01-05',
    endDate: '2027-01-06',
    isHalfDay: false,
    comment: 'Skiurlaub',
  });
});
