/** @jest-environment jsdom */
import { withApiTestServer } from '@asp/web-kit/testing';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createBackofficeStore } from '../../store';
import { TvEditPage } from './TvFormPage';

/** The TV form's live preview: the TV's stream at the TV's resolution, following the form. */
const tv = {
  id: 7,
  identifier: 'tv-konstanz-theke',
  name: 'Theke',
  branch: 5,
  stream: 2,
  scene: null,
  resolution: { width: 1280, height: 720 },
  orientation: 'landscape',
  hasKey: true,
  online: true,
  lastContactAt: null,
  currentSegment: null,
  command: null,
  screenshot: null,
};
withApiTestServer((request) => {
  if (request.url.startsWith('/api/branches')) return { status: 200, body: { data: [{ id: 5, name: 'Konstanz' }] } };
  if (request.url.startsWith('/api/scenes')) return { status: 200, body: { data: [] } };
  if (request.url.startsWith('/api/digital-signage-streams'))
    return { status: 200, body: { data: [{ id: 2, name: 'Morgens', entries: [{ segment: 1, schedule: null }], schedule: null }] } };
  if (request.url.startsWith('/api/digital-signage-segments'))
    return {
      status: 200,
      body: { data: [{ id: 1, name: 'Begrüßung', kind: 'html', duration: 10, html: '<p>Guten Morgen</p>', schedule: null }] },
    };
  if (request.url === '/api/digital-signage-devices/7') return { status: 200, body: { data: tv } };
  return { status: 404 };
});

test('shows the stream at the TV resolution and follows a changed width', async () => {
  const router = createMemoryRouter([{ path: '/backend/signage/tvs/:id', element: <TvEditPage /> }], {
    initialEntries: ['/backend/signage/tvs/7'],
  });
  render(
    <Provider store={createBackofficeStore()}>
      <RouterProvider router={router} />
    </Provider>,
  );
  const screenBox = await screen.findByTestId('stream-preview-screen');
  expect(screenBox.style.width).toBe('1280px');
  expect(screenBox.style.height).toBe('720px');
  await waitFor(() => expect(within(screenBox).getByText('Guten Morgen')).toBeTruthy());
  fireEvent.change(screen.getByLabelText('Breite (px)'), { target: { value: '1024' } });
  await waitFor(() => expect(screen.getByTestId('stream-preview-screen').style.width).toBe('1024px'));
  expect(screen.getByTestId('stream-preview-screen').style.transform).toBe(`scale(${480 / 1024})`);
});
