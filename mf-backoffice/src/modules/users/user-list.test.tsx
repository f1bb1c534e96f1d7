/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createBackofficeStore } from '../../store';
import { withTestBackend } from './testing/test-backend';
import { UserListPage } from './UserListPage';

/** The user list: states in the words of the auth messages, locking straight from the list, filters to the server. */
const klara = {
  id: 4,
  username: 'konstanz',
  email: 'konstanz@example.com',
  firstName: 'Klara',
  lastName: 'Kessler',
  roles: ['ROLE_EMPLOYEE'],
  branches: [1],
  isEnabled: true,
  isLocked: false,
  showCustomerData: true,
  expiresAt: null,
  credentialsExpireAt: null,
};
const paul = { ...klara, id: 8, username: 'aushilfe', firstName: 'Paul', lastName: 'Pfeiffer', isEnabled: false };

const backend = withTestBackend(({ method, url, body }) => {
  if (url === '/api/branches') return { status: 200, body: { data: [{ id: 1, name: 'Konstanz' }] } };
  if (method === 'GET' && url.startsWith('/api/users?'))
    return { status: 200, body: { data: [klara, paul] }, headers: { 'x-total-count': '2' } };
  if (method === 'PUT' && url === '/api/users/4') return { status: 200, body: { data: { ...klara, ...(body as object) } } };
  return undefined;
});

test('states, branch names, lock from the list (the full user with isLocked), filters as the server query', async () => {
  const router = createMemoryRouter([{ path: '/backend/users', element: <UserListPage /> }], { initialEntries: ['/backend/users'] });
  render(
    <Provider store={createBackofficeStore()}>
      <RouterProvider router={router} />
    </Provider>,
  );
  expect((await screen.findByTestId('user-state-8')).textContent).toBe('Deaktiviert');
  expect(screen.getByTestId('user-state-4').textContent).toBe('Aktiv');
  // Each user's staff profile (working activities and schedule adherence) is one click away.
  expect(screen.getByTestId('user-profile-4').getAttribute('href')).toBe('/backend/dashboard/users/4');
  expect(screen.getByTestId('user-profile-4').textContent).toBe('Profil');
  await screen.findAllByText('Konstanz');

  fireEvent.click(screen.getByTestId('user-lock-4'));
  await waitFor(() => expect(backend.seen.some((request) => request.method === 'PUT')).toBe(true));
  const { id: _id, ...fields } = klara;
  expect(backend.seen.find((request) => request.method === 'PUT')?.body).toEqual({ ...fields, isLocked: true });

  fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'locked' } });
  await waitFor(() => expect(backend.seen.at(-1)?.url).toBe('/api/users?limit=25&offset=0&sort=username&state=locked'));
});
