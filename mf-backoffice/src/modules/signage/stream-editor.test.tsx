/** @jest-environment jsdom */
import { ToastRegion } from '@asp/web-kit';
import { withApiTestServer } from '@asp/web-kit/testing';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createBackofficeStore } from '../../store';
import { StreamEditPage, StreamListPage } from './StreamPages';

/**
 * The stream editor against a real HTTP test server: keyboard drag and drop (dnd-kit's
 * keyboard sensor), an entry's schedule, the stream's schedule and the live preview at the
 * resolution of the TV that plays the stream.
 */
const morning = {
  id: 2,
  name: 'Morgens',
  entries: [
    { segment: 1, schedule: null },
    { segment: 3, schedule: null },
    { segment: 4, schedule: null },
  ],
  schedule: null,
};
const segments = [
  { id: 1, name: 'Frühstück', kind: 'html', duration: 10, html: '<p>Frühstück bis 11 Uhr</p>', schedule: null, media: null, url: null },
  { id: 3, name: 'Preistafel Grill', kind: 'menu-board', duration: 12, schedule: null, menuBoard: { category: 4, title: 'Grill' } },
  { id: 4, name: 'Angebot', kind: 'html', duration: 8, html: '<p>Angebot</p>', schedule: null, media: null, url: null },
];
const api = withApiTestServer((request) => {
  if (request.url.startsWith('/api/digital-signage-segments')) return { status: 200, body: { data: segments } };
  if (request.url.startsWith('/api/digital-signage-devices'))
    return {
      status: 200,
      headers: { 'x-total-count': '1' },
      body: { data: [{ id: 7, name: 'Theke', identifier: 'tv-1', resolution: { width: 1080, height: 1920 } }] },
    };
  if (request.method === 'GET' && request.url === '/api/digital-signage-streams') return { status: 200, body: { data: [morning] } };
  if (request.method === 'GET' && request.url === '/api/digital-signage-streams/2') return { status: 200, body: { data: morning } };
  if (request.method === 'PUT') return { status: 200, body: { data: request.body } };
  return { status: 404 };
});

// jsdom lays nothing out: each entry row gets a rectangle by its position, so the keyboard
// sensor can find the row above and below (what a browser's layout gives it).
const realRect = Element.prototype.getBoundingClientRect;
beforeAll(() => {
  Element.prototype.getBoundingClientRect = function rect(this: Element) {
    const row = this.closest('[data-testid="stream-entry"]');
    if (!row) return realRect.call(this);
    const top = Number(row.getAttribute('data-index')) * 60;
    return { x: 0, y: top, top, left: 0, width: 400, height: 50, right: 400, bottom: top + 50, toJSON: () => ({}) } as DOMRect;
  };
});
afterAll(() => {
  Element.prototype.getBoundingClientRect = realRect;
});

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/backend/signage/streams', element: <StreamListPage /> },
      { path: '/backend/signage/streams/:id', element: <StreamEditPage /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <Provider store={createBackofficeStore()}>
      <RouterProvider router={router} />
      <ToastRegion />
    </Provider>,
  );
  return router;
}

const tick = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
const segmentOf = (position: number) => (screen.getByLabelText(`Filmsequenz ${position}`) as HTMLSelectElement).value;

test('keyboard drag and drop moves an entry, and the save sends the new order and the schedules', async () => {
  const router = renderAt('/backend/signage/streams/2');
  await screen.findByLabelText('Name');
  await waitFor(() => expect(screen.getAllByRole('option', { name: 'Angebot' }).length).toBeGreaterThan(0));
  expect([1, 2, 3].map(segmentOf)).toEqual(['1', '3', '4']);

  // Space picks the third entry up, two arrows up move it to the top, Space drops it.
  const handle = screen.getByRole('button', { name: 'Filmsequenz 3 verschieben (Leertaste, dann Pfeiltasten)' });
  handle.focus();
  fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
  await tick();
  fireEvent.keyDown(handle, { code: 'ArrowUp', key: 'ArrowUp' });
  await tick();
  fireEvent.keyDown(handle, { code: 'ArrowUp', key: 'ArrowUp' });
  await tick();
  fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
  await tick();
  await waitFor(() => expect([1, 2, 3].map(segmentOf)).toEqual(['4', '1', '3']));

  // The (now) second entry plays only on weekdays 06:00–11:00.
  const second = screen.getAllByTestId('stream-entry')[1];
  fireEvent.click(within(second).getByText('Zeitplan'));
  fireEvent.click(within(second).getByLabelText('Nur zu bestimmten Zeiten'));
  for (const day of ['Mo', 'Di', 'Mi', 'Do', 'Fr']) fireEvent.click(within(second).getByLabelText(day));
  fireEvent.click(within(second).getByRole('button', { name: 'Zeitfenster hinzufügen' }));
  fireEvent.change(within(second).getByLabelText('Bis (Uhrzeit) 1'), { target: { value: '10:30' } });

  fireEvent.click(screen.getByTestId('form-save'));
  await waitFor(() => expect(router.state.location.pathname).toBe('/backend/signage/streams'));
  expect(api.calls('PUT', '/api/digital-signage-streams/2').at(-1)?.body).toEqual({
    name: 'Morgens',
    entries: [
      { segment: 4, schedule: null },
      { segment: 1, schedule: { days: [1, 2, 3, 4, 5], windows: [{ from: '06:00', to: '10:30' }], from: null, to: null } },
      { segment: 3, schedule: null },
    ],
    schedule: null,
  });
});

test('Escape cancels a keyboard move', async () => {
  renderAt('/backend/signage/streams/2');
  await waitFor(() => expect(screen.getAllByRole('option', { name: 'Angebot' }).length).toBeGreaterThan(0));
  const handle = screen.getByRole('button', { name: 'Filmsequenz 1 verschieben (Leertaste, dann Pfeiltasten)' });
  handle.focus();
  fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
  await tick();
  fireEvent.keyDown(handle, { code: 'ArrowDown', key: 'ArrowDown' });
  await tick();
  fireEvent.keyDown(handle, { code: 'Escape', key: 'Escape' });
  await tick();
  expect([1, 2, 3].map(segmentOf)).toEqual(['1', '3', '4']);
});

test('the live preview plays the first segment at the resolution of the TV that plays the stream', async () => {
  renderAt('/backend/signage/streams/2');
  const preview = await screen.findByTestId('stream-preview');
  const screenBox = within(preview).getByTestId('stream-preview-screen');
  // Offered first once the TVs playing the stream are loaded (before: the common 1920 × 1080).
  await waitFor(() => expect(screenBox.style.width).toBe('1080px'));
  expect(api.calls('GET', '/api/digital-signage-devices?limit=100&offset=0&stream=2')).toHaveLength(1);
  expect(screenBox.style.height).toBe('1920px');
  expect(screenBox.style.transform).toBe(`scale(${480 / 1080})`);
  expect(within(screenBox).getByText('Frühstück bis 11 Uhr')).toBeTruthy();
});
