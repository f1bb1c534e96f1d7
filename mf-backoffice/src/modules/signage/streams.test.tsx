/** @jest-environment jsdom */
import { validationTexts } from '@asp/i18n';
import { ToastRegion } from '@asp/web-kit';
import { withApiTestServer } from '@asp/web-kit/testing';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createBackofficeStore } from '../../store';
import { StreamEditPage, StreamListPage } from './StreamPages';

/** The streams module against a real HTTP test server: the ordered segment list. */
const morning = {
  id: 2,
  name: 'Morgens',
  entries: [
    { segment: 1, schedule: null },
    { segment: 3, schedule: null },
  ],
  schedule: null,
};
let refuseSegment = false;
const api = withApiTestServer((request) => {
  if (request.url.startsWith('/api/digital-signage-segments'))
    return {
      status: 200,
      body: {
        data: [
          { id: 1, name: 'Frühstück', kind: 'html', duration: 10 },
          { id: 3, name: 'Preistafel Grill', kind: 'menu-board', duration: 12 },
        ],
      },
    };
  if (request.method === 'GET' && request.url === '/api/digital-signage-streams') return { status: 200, body: { data: [morning] } };
  if (request.method === 'GET' && request.url === '/api/digital-signage-streams/2') return { status: 200, body: { data: morning } };
  if (request.method === 'PUT' && refuseSegment) {
    refuseSegment = false;
    return { status: 422, body: { errors: [{ message: 'Diese Filmsequenz gibt es nicht.', field: 'entries[1].segment' }] } };
  }
  if (request.method === 'PUT') return { status: 200, body: { data: request.body } };
  return { status: 404 };
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

test('the list shows each stream with its number of segments', async () => {
  renderAt('/backend/signage/streams');
  expect((await screen.findByTestId('stream-table-row')).textContent).toContain('Morgens2');
});

test('the stream form: blank name, reorder, server field error on an entry, then a save', async () => {
  const router = renderAt('/backend/signage/streams/2');
  const name = (await screen.findByLabelText('Name')) as HTMLInputElement;
  await waitFor(() => expect(screen.getAllByRole('option', { name: 'Preistafel Grill' }).length).toBeGreaterThan(0));
  fireEvent.change(name, { target: { value: '' } });
  fireEvent.click(screen.getByTestId('form-save'));
  expect(await screen.findByText(validationTexts.blank)).toBeTruthy();
  fireEvent.change(name, { target: { value: 'Morgens' } });

  const entries = screen.getByTestId('stream-entries');
  fireEvent.click(within(entries).getAllByRole('button', { name: 'Nach oben' })[1]);
  await waitFor(() => expect((screen.getByLabelText('Filmsequenz 1') as HTMLSelectElement).value).toBe('3'));

  refuseSegment = true;
  fireEvent.click(screen.getByTestId('form-save'));
  expect(await screen.findByText('Diese Filmsequenz gibt es nicht.')).toBeTruthy();
  expect(screen.getByLabelText('Filmsequenz 2').getAttribute('aria-invalid')).toBe('true');

  fireEvent.click(screen.getByTestId('form-save'));
  await waitFor(() => expect(router.state.location.pathname).toBe('/backend/signage/streams'));
  expect(api.calls('PUT', '/api/digital-signage-streams/2').at(-1)?.body).toEqual({
    name: 'Morgens',
    entries: [
      { segment: 3, schedule: null },
      { segment: 1, schedule: null },
    ],
    schedule: null,
  });
});
