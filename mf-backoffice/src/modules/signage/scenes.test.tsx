/** @jest-environment jsdom */
import { validationTexts } from '@asp/i18n';
import { ToastRegion } from '@asp/web-kit';
import { withApiTestServer } from '@asp/web-kit/testing';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createBackofficeStore } from '../../store';
import { SceneCreatePage, SceneListPage } from './ScenePages';

/** The scenes module against a real HTTP test server. */
let refusePath = false;
const api = withApiTestServer((request) => {
  if (request.method === 'GET' && request.url === '/api/scenes')
    return {
      status: 200,
      body: { data: [{ id: 3, path: 'angebote/grill', name: 'Grillaktion', content: { html: '', segments: [], duration: 10 } }] },
    };
  if (request.method === 'POST' && refusePath) {
    refusePath = false;
    return { status: 422, body: { errors: [{ message: validationTexts.unique, field: 'path' }] } };
  }
  if (request.method === 'POST') return { status: 201, body: { data: { ...(request.body as object), id: 4 } } };
  return { status: 404 };
});

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/backend/signage/scenes', element: <SceneListPage /> },
      { path: '/backend/signage/scenes/new', element: <SceneCreatePage /> },
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

test('the list shows each scene with its path', async () => {
  renderAt('/backend/signage/scenes');
  expect((await screen.findByTestId('scene-table-row')).textContent).toContain('Grillaktionangebote/grill');
});

test('the scene form: blank name, server field error on the path, then a save', async () => {
  const router = renderAt('/backend/signage/scenes/new');
  fireEvent.click(await screen.findByTestId('form-save'));
  await waitFor(() => expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true'));
  expect(screen.getAllByText(validationTexts.blank).length).toBeGreaterThan(0);
  expect(api.calls('POST', '/api/scenes')).toHaveLength(0);

  fireEvent.change(screen.getByLabelText('Pfad'), { target: { value: 'angebote/grill' } });
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Grillaktion' } });
  fireEvent.change(screen.getByLabelText('Inhalt (HTML)'), { target: { value: '<h1>Grillwochen</h1>' } });
  refusePath = true;
  fireEvent.click(screen.getByTestId('form-save'));
  expect(await screen.findByText(validationTexts.unique)).toBeTruthy();
  expect(screen.getByLabelText('Pfad').getAttribute('aria-invalid')).toBe('true');

  fireEvent.change(screen.getByLabelText('Pfad'), { target: { value: 'angebote/grillwochen' } });
  fireEvent.click(screen.getByTestId('form-save'));
  await waitFor(() => expect(router.state.location.pathname).toBe('/backend/signage/scenes'));
  expect(api.calls('POST', '/api/scenes').at(-1)?.body).toEqual({
    path: 'angebote/grillwochen',
    name: 'Grillaktion',
    content: { html: '<h1>Grillwochen</h1>', segments: [], duration: 10 },
  });
});
