/** @jest-environment jsdom */
import { validationTexts } from '@asp/i18n';
import { ToastRegion } from '@asp/web-kit';
import { withApiTestServer } from '@asp/web-kit/testing';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createBackofficeStore } from '../../store';
import { SegmentCreatePage } from './SegmentFormPage';
import { SegmentListPage } from './SegmentListPage';

/** The Filmsequenzen module against a real HTTP test server. */
let refuseCategory = false;
const api = withApiTestServer((request) => {
  if (request.method === 'POST' && refuseCategory) {
    refuseCategory = false;
    return { status: 422, body: { errors: [{ message: 'Diese Kategorie gibt es nicht.', field: 'menuBoard.category' }] } };
  }
  if (request.url.startsWith('/api/categories')) return { status: 200, body: { data: [{ id: 4, name: 'Grillfleisch' }] } };
  if (request.method === 'GET' && request.url.startsWith('/api/digital-signage-segments?'))
    return {
      status: 200,
      body: { data: [{ id: 1, name: 'Preistafel Grill', kind: 'menu-board', duration: 12 }] },
      headers: { 'x-total-count': '1' },
    };
  if (request.method === 'POST') return { status: 201, body: { data: { ...(request.body as object), id: 9 } } };
  return { status: 404 };
});

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/backend/signage/segments', element: <SegmentListPage /> },
      { path: '/backend/signage/segments/new', element: <SegmentCreatePage /> },
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

test('the list shows the segments with their kind, filtered by kind in the query', async () => {
  renderAt('/backend/signage/segments');
  expect((await screen.findByTestId('segment-table-row')).textContent).toContain('Preistafel');
  fireEvent.change(screen.getByRole('combobox', { name: 'Art' }), { target: { value: 'video' } });
  await waitFor(() => expect(api.seen.some((call) => call.url.includes('kind=video'))).toBe(true));
});

test('the segment form: blank name, server field error on the category, then a menu board is saved', async () => {
  const router = renderAt('/backend/signage/segments/new');
  fireEvent.click(await screen.findByTestId('form-save'));
  await waitFor(() => expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true'));
  expect(screen.getByText(validationTexts.blank)).toBeTruthy();
  expect(api.calls('POST', '/api/digital-signage-segments')).toHaveLength(0);

  fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Preistafel Grill' } });
  fireEvent.change(screen.getByLabelText('Art'), { target: { value: 'menu-board' } });
  await waitFor(() => expect(screen.getByRole('option', { name: 'Grillfleisch' })).toBeTruthy());
  fireEvent.change(screen.getByLabelText('Kategorie'), { target: { value: '4' } });
  refuseCategory = true;
  fireEvent.click(screen.getByTestId('form-save'));
  expect(await screen.findByText('Diese Kategorie gibt es nicht.')).toBeTruthy();
  expect(screen.getByLabelText('Kategorie').getAttribute('aria-invalid')).toBe('true');

  fireEvent.click(screen.getByTestId('form-save'));
  await waitFor(() => expect(router.state.location.pathname).toBe('/backend/signage/segments'));
  expect(api.calls('POST', '/api/digital-signage-segments').at(-1)?.body).toMatchObject({
    name: 'Preistafel Grill',
    kind: 'menu-board',
    duration: 10,
    media: null,
    menuBoard: { category: 4, layout: 'list', title: '', showSoldOut: true },
  });
});
