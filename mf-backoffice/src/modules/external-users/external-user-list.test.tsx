/** @jest-environment jsdom */
import { operationTexts, resourceError, validationTexts } from '@asp/i18n';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createBackofficeStore } from '../../store';
import { withTestBackend, type Route } from '../users/testing/test-backend';
import { ExternalUserCreatePage } from './ExternalUserFormPage';
import { ExternalUserListPage } from './ExternalUserListPage';

/** External users: like customers, a failed filtered-list load is passed on and shown in place (document 1 §4). */
let route: Route;
const backend = withTestBackend((request) => route(request));

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/backend/external-users', element: <ExternalUserListPage /> },
      { path: '/backend/external-users/new', element: <ExternalUserCreatePage /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <Provider store={createBackofficeStore()}>
      <RouterProvider router={router} />
    </Provider>,
  );
}

test('a failed list load shows in place; the retry loads the same filtered page', async () => {
  let fail = true;
  route = ({ url }) =>
    url.startsWith('/api/external-users?')
      ? fail
        ? { status: 503, body: { errors: [{ message: validationTexts.serviceUnavailable }] } }
        : {
            status: 200,
            body: { data: [{ id: 1, name: 'Hofgut Sonnenhalde', company: '', email: null, phone: '', comment: '', isEnabled: true }] },
            headers: { 'x-total-count': '1' },
          }
      : undefined;
  renderAt('/backend/external-users?isEnabled=true');
  expect((await screen.findByTestId('external-user-list-error')).textContent).toContain(resourceError('externalUsers', 'load'));
  fail = false;
  fireEvent.click(screen.getByRole('button', { name: operationTexts.retry }));
  expect(await screen.findByText('Hofgut Sonnenhalde')).toBeTruthy();
  expect(backend.seen.at(-1)?.url).toBe('/api/external-users?limit=25&offset=0&sort=name&isEnabled=true');
});

test('a blank name shows the German blank message on the field', async () => {
  route = () => undefined;
  renderAt('/backend/external-users/new');
  fireEvent.click(await screen.findByTestId('form-save'));
  const name = screen.getByLabelText('Name');
  await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
  expect(screen.getByText(validationTexts.blank)).toBeTruthy();
});
