/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createBackofficeStore } from '../../store';
import { withTestBackend } from '../users/testing/test-backend';
import { LogDetailPage } from './LogDetailPage';
import { LogListPage } from './LogListPage';

/** The logs screens against a scripted analytics service: filters go to the server, the detail names the changed fields in German. */
const entry = {
  id: 5,
  occurredAt: '2026-11-21T10:30:00.000Z',
  resource: 'catalog.branch',
  resourceId: 7,
  action: 'updated',
  actor: { id: 4, username: 'konstanz' },
  label: 'Radolfzell am See',
  changedFields: ['name', 'phone'],
  reason: 'Telefonnummer veraltet',
  summary: 'Filiale „Radolfzell am See“ geändert',
  eventId: '6a1f7a36-3d1b-4a55-9a3e-0f1b3c0c2b11',
  subject: 'catalog.branch.updated',
};

const backend = withTestBackend(({ url }) => {
  if (url.startsWith('/api/logs?')) return { status: 200, body: { data: [entry] }, headers: { 'x-total-count': '1' } };
  if (url === '/api/logs/5') return { status: 200, body: { data: entry } };
  return undefined;
});

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/backend/logs', element: <LogListPage /> },
      { path: '/backend/logs/:id', element: <LogDetailPage /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <Provider store={createBackofficeStore()}>
      <RouterProvider router={router} />
    </Provider>,
  );
}

test('the list shows who changed what; the filters are the server query', async () => {
  renderAt('/backend/logs');
  expect(await screen.findByText('Filiale „Radolfzell am See“ geändert')).toBeTruthy();
  expect(screen.getByText('konstanz')).toBeTruthy();
  fireEvent.change(screen.getByRole('combobox', { name: 'Aktion' }), { target: { value: 'updated' } });
  fireEvent.change(screen.getByLabelText('Von'), { target: { value: '2026-11-21' } });
  await waitFor(() => expect(backend.seen.at(-1)?.url).toBe('/api/logs?limit=50&offset=0&sort=-occurredAt&action=updated&from=2026-11-21'));
});

test('the detail names the changed fields in German', async () => {
  renderAt('/backend/logs/5');
  expect((await screen.findByTestId('log-changed-fields')).textContent).toBe('Name, Telefon');
  expect(screen.getByTestId('log-reason').textContent).toBe('Telefonnummer veraltet');
  expect(screen.getByTestId('log-summary').textContent).toBe(entry.summary);
});
