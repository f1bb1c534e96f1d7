/** @jest-environment jsdom */
import { validationTexts } from '@asp/i18n';
import { ToastRegion } from '@asp/web-kit';
import { withApiTestServer } from '@asp/web-kit/testing';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createBackofficeStore } from '../../../store';
import { SiteFormPage } from './SiteFormPage';
import { SiteListPage } from './SiteListPage';

/**
 * New sites start as drafts (issue 14): the site form's 'Entwurf' / 'Öffentlich' switch
 * (a new page starts as 'Entwurf'), and the list's state column and state filter.
 */
const fields = (path: string, name: string, isPublic: boolean) => ({
  path,
  title: '',
  name,
  description: '',
  type: 'standard',
  isPublic,
  content: { body: [] },
});
const sites = [
  { id: 7, ...fields('/ueber-uns', 'Über uns', true) },
  { id: 9, ...fields('/grillfest', 'Grillfest', false) },
];
const draft = {
  siteId: 7,
  data: fields('/ueber-uns', 'Über uns', true),
  hasDraft: false,
  updatedAt: null,
  scheduledAt: null,
  baseVersion: 1,
};

const api = withApiTestServer((request) => {
  if (request.url === '/api/sites/7/draft' && request.method === 'GET') return { status: 200, body: { data: draft } };
  if (request.url === '/api/sites/7/draft' && request.method === 'PUT')
    return { status: 200, body: { data: { ...draft, data: request.body, hasDraft: true, updatedAt: '2026-11-25T10:00:00Z' } } };
  if (request.url.startsWith('/api/sites/7/versions')) return { status: 200, headers: { 'x-total-count': '0' }, body: { data: [] } };
  if (request.method === 'GET' && request.url.startsWith('/api/sites?')) {
    // The service filters; the fake answers what it would for isPublic=false.
    const rows = request.url.includes('isPublic=false') ? sites.filter((site) => !site.isPublic) : sites;
    return { status: 200, headers: { 'x-total-count': String(rows.length) }, body: { data: rows } };
  }
  if (request.method === 'GET' && request.url.startsWith('/api/nodes')) return { status: 200, body: { data: [] } };
  if (request.method === 'POST' && request.url === '/api/sites')
    return { status: 201, body: { data: { ...(request.body as object), id: 8 } } };
  return { status: 404, body: { errors: [{ message: validationTexts.notFound }] } };
});

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/backend/sites', element: <SiteListPage /> },
      { path: '/backend/sites/:id', element: <SiteFormPage /> },
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

const choice = (name: 'Entwurf' | 'Öffentlich') =>
  within(screen.getByTestId('site-visibility')).getByRole('radio', { name }) as HTMLInputElement;

test("a new page starts as 'Entwurf' and is created as a draft", async () => {
  const router = renderAt('/backend/sites/new');
  await screen.findByTestId('site-visibility');
  expect(choice('Entwurf').checked).toBe(true);
  expect(choice('Öffentlich').checked).toBe(false);
  expect(screen.getByText(/Ein Entwurf ist für Besucher nicht zu sehen/)).toBeTruthy();
  fireEvent.change(screen.getByLabelText('Pfad'), { target: { value: '/grillen' } });
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Grillen' } });
  fireEvent.click(screen.getByTestId('form-save'));
  await waitFor(() => expect(router.state.location.pathname).toBe('/backend/sites/8'));
  expect(api.calls('POST', '/api/sites')[0].body).toMatchObject({ path: '/grillen', isPublic: false });
});

test("switched to 'Öffentlich', a new page is created public", async () => {
  const router = renderAt('/backend/sites/new');
  fireEvent.click(await screen.findByRole('radio', { name: 'Öffentlich' }));
  expect(choice('Entwurf').checked).toBe(false);
  fireEvent.change(screen.getByLabelText('Pfad'), { target: { value: '/sofort' } });
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Sofort' } });
  fireEvent.click(screen.getByTestId('form-save'));
  await waitFor(() => expect(router.state.location.pathname).toBe('/backend/sites/8'));
  expect(api.calls('POST', '/api/sites')[0].body).toMatchObject({ path: '/sofort', isPublic: true });
});

test("an existing public page shows 'Öffentlich'; switched to 'Entwurf' the draft says so, public once published", async () => {
  renderAt('/backend/sites/7');
  await screen.findByTestId('site-visibility');
  expect(choice('Öffentlich').checked).toBe(true);
  expect(screen.getByText(/sobald der Entwurf veröffentlicht ist/)).toBeTruthy();
  fireEvent.click(choice('Entwurf'));
  fireEvent.click(screen.getByTestId('form-save'));
  await waitFor(() => expect(api.calls('PUT', '/api/sites/7/draft')).toHaveLength(1));
  expect(api.calls('PUT', '/api/sites/7/draft')[0].body).toMatchObject({ path: '/ueber-uns', isPublic: false });
});

test("the list shows each page's state and filters by it through the service", async () => {
  renderAt('/backend/sites');
  const table = await screen.findByTestId('site-table');
  await waitFor(() =>
    expect(
      within(table)
        .getAllByTestId('site-state')
        .map((cell) => cell.textContent),
    ).toEqual(['Öffentlich', 'Entwurf']),
  );
  expect(within(table).getByRole('columnheader', { name: 'Sichtbarkeit' })).toBeTruthy();

  fireEvent.change(screen.getByRole('combobox', { name: 'Sichtbarkeit' }), { target: { value: 'false' } });
  await waitFor(() => expect(api.seen.some((request) => /^\/api\/sites\?.*isPublic=false/.test(request.url))).toBe(true));
  await waitFor(() =>
    expect(
      within(table)
        .getAllByTestId('site-state')
        .map((cell) => cell.textContent),
    ).toEqual(['Entwurf']),
  );
  expect(within(table).queryByText('/ueber-uns')).toBeNull();
});
