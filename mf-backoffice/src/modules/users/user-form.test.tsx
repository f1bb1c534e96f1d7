/** @jest-environment jsdom */
import { validationTexts } from '@asp/i18n';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createBackofficeStore } from '../../store';
import { withTestBackend, type Route } from './testing/test-backend';
import { UserCreatePage } from './UserFormPage';

/**
 * The user form against a scripted identity service: the German blank message of document 1
 * §5 on the username, the password rule's message, and the server's uniqueness error
 * ('Dieser Wert wird bereits verwendet.') landing on the username field.
 */
let route: Route;
const backend = withTestBackend((request) => route(request));

const branches = [
  { id: 1, name: 'Konstanz' },
  { id: 2, name: 'Bodman' },
];

function renderForm() {
  const router = createMemoryRouter(
    [
      { path: '/backend/users/new', element: <UserCreatePage /> },
      { path: '/backend/users', element: <p>Benutzerliste</p> },
    ],
    { initialEntries: ['/backend/users/new'] },
  );
  render(
    <Provider store={createBackofficeStore()}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return router;
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

test('a blank username shows the German blank message on the field; nothing is sent', async () => {
  route = ({ method, url }) => (method === 'GET' && url === '/api/branches' ? { status: 200, body: { data: branches } } : undefined);
  renderForm();
  fireEvent.change(field('Passwort'), { target: { value: 'geheim123' } });
  fireEvent.click(screen.getByTestId('form-save'));
  await waitFor(() => expect(field('Benutzername').getAttribute('aria-invalid')).toBe('true'));
  const describedBy = field('Benutzername').getAttribute('aria-describedby') ?? '';
  expect(describedBy.split(' ').map((id) => document.getElementById(id)?.textContent)).toContain(validationTexts.blank);
  expect(document.activeElement).toBe(field('Benutzername'));
  expect(backend.seen.filter((request) => request.method === 'POST')).toHaveLength(0);
});

test('a short password shows the password rule in German', async () => {
  route = ({ method, url }) => (method === 'GET' && url === '/api/branches' ? { status: 200, body: { data: branches } } : undefined);
  renderForm();
  fireEvent.change(field('Benutzername'), { target: { value: 'klara' } });
  fireEvent.change(field('Passwort'), { target: { value: 'kurz' } });
  fireEvent.click(screen.getByTestId('form-save'));
  expect(await screen.findByText('Das Passwort muss mindestens 8 Zeichen lang sein.')).toBeTruthy();
});

test("the server's uniqueness error lands on the username; roles and branches are sent as chosen", async () => {
  route = ({ method, url }) => {
    if (method === 'GET' && url === '/api/branches') return { status: 200, body: { data: branches } };
    if (method === 'POST' && url === '/api/users') {
      return { status: 409, body: { errors: [{ message: 'Dieser Wert wird bereits verwendet.', field: 'username' }] } };
    }
    return undefined;
  };
  const router = renderForm();
  await screen.findByLabelText('Bodman');
  fireEvent.change(field('Benutzername'), { target: { value: 'admin' } });
  fireEvent.change(field('Vorname'), { target: { value: 'Klara' } });
  fireEvent.change(field('Passwort'), { target: { value: 'geheim123' } });
  fireEvent.click(screen.getByLabelText('Bodman'));
  fireEvent.click(screen.getByTestId('form-save'));

  await waitFor(() => expect(field('Benutzername').getAttribute('aria-invalid')).toBe('true'));
  const describedBy = field('Benutzername').getAttribute('aria-describedby') ?? '';
  expect(describedBy.split(' ').map((id) => document.getElementById(id)?.textContent)).toContain(validationTexts.unique);
  expect(router.state.location.pathname).toBe('/backend/users/new');
  const posted = backend.seen.filter((request) => request.method === 'POST').at(-1);
  expect(posted?.body).toMatchObject({ username: 'admin', firstName: 'Klara', roles: ['ROLE_EMPLOYEE'], branches: [2], email: null });
});
