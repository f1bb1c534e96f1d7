/** @jest-environment jsdom */
import { validationTexts } from '@asp/i18n';
import { withApiTestServer } from '@asp/web-kit/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderRoutes } from '../../layout/testing/render-routes';
import { DivisionCreatePage, DivisionEditPage } from './DivisionFormPage';
import { DivisionListPage } from './DivisionListPage';

/**
 * The Organisationen module, the kit's reference module: list and form against a real
 * HTTP server (only the service's answers are scripted), in a data router like the shell's.
 */
let divisions = [
  { id: 1, name: 'Metzgerei Muster', description: '<p>Seit 1920</p>', logo: null },
  { id: 2, name: 'Partyservice Muster', description: '', logo: null },
];
const api = withApiTestServer((request) => {
  if (request.url.startsWith('/api/branches')) return { status: 200, body: { data: [{ id: 5, name: 'Konstanz', division: 1 }] } };
  if (request.method === 'GET' && request.url === '/api/divisions') return { status: 200, body: { data: divisions } };
  if (request.method === 'GET') return { status: 200, body: { data: divisions.find((d) => `/api/divisions/${d.id}` === request.url) } };
  if (request.method === 'POST') return { status: 201, body: { data: { ...(request.body as object), id: 3 } } };
  if (request.method === 'PUT') return { status: 200, body: { data: request.body } };
  return { status: 200, body: { data: { id: Number(request.url.split('/').pop()) } } };
});

const renderAt = (path: string) =>
  renderRoutes(
    [
      { path: '/backend/divisions', element: <DivisionListPage /> },
      { path: '/backend/divisions/new', element: <DivisionCreatePage /> },
      { path: '/backend/divisions/:id', element: <DivisionEditPage /> },
    ],
    path,
  );

beforeEach(() => {
  divisions = divisions.slice(0, 2);
});

test('the list shows each division with its number of branches and filters by name', async () => {
  renderAt('/backend/divisions');
  expect(await screen.findByText('Metzgerei Muster')).toBeTruthy();
  // The branch counts follow once the branch list is there too.
  await waitFor(() =>
    expect(screen.getAllByTestId('division-table-row').map((row) => row.textContent)).toEqual([
      expect.stringContaining('Metzgerei Muster1'),
      expect.stringContaining('Partyservice Muster0'),
    ]),
  );
  fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'party' } });
  await waitFor(() => expect(screen.getAllByTestId('division-table-row')).toHaveLength(1));
});

test('a blank name shows the German blank message on the field and sends nothing', async () => {
  renderAt('/backend/divisions/new');
  fireEvent.click(await screen.findByTestId('form-save'));
  await waitFor(() => expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true'));
  expect(screen.getByText(validationTexts.blank)).toBeTruthy();
  expect(api.calls('POST', '/api/divisions')).toHaveLength(0);
});

test("the server's field message lands on its field; a valid save goes back to the list with a toast", async () => {
  const router = renderAt('/backend/divisions/new');
  fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Metzgerei Muster' } });
  api.replies.push({ status: 422, body: { errors: [{ message: validationTexts.unique, field: 'name' }] } });
  fireEvent.click(screen.getByTestId('form-save'));
  expect(await screen.findByText(validationTexts.unique)).toBeTruthy();
  expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Hofladen Muster' } });
  fireEvent.click(screen.getByTestId('form-save'));
  await waitFor(() => expect(router.state.location.pathname).toBe('/backend/divisions'));
  expect(api.calls('POST', '/api/divisions').at(-1)?.body).toEqual({ name: 'Hofladen Muster', description: '', logo: null });
  expect((await screen.findByTestId('toast')).textContent).toContain('Gespeichert.');
});

test('editing loads the record and saves the whole object with PUT', async () => {
  renderAt('/backend/divisions/2');
  const name = (await screen.findByLabelText('Name')) as HTMLInputElement;
  expect(name.value).toBe('Partyservice Muster');
  fireEvent.change(name, { target: { value: 'Partyservice & Catering' } });
  fireEvent.click(screen.getByTestId('form-save'));
  await waitFor(() => expect(api.calls('PUT', '/api/divisions/2')).toHaveLength(1));
  expect(api.calls('PUT', '/api/divisions/2')[0].body).toEqual({ name: 'Partyservice & Catering', description: '', logo: null });
});
