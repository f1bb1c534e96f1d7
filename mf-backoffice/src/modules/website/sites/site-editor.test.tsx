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
 * The site editor's block list (website.md §2 page body): add a block of a chosen type,
 * reorder by keyboard and buttons, duplicate, remove, and the PUT body the service gets.
 */
const site = {
  id: 7,
  path: '/ueber-uns',
  title: '',
  name: 'Über uns',
  description: '',
  type: 'standard',
  isPublic: true,
  content: {
    body: [
      { type: 'hero_sub', value: { title: 'Willkommen', text: '', image: null } },
      {
        type: 'numbers',
        value: { background_image: null, headline: 'Zahlen', operating_data: [{ number: '120 Jahre', text: 'Tradition' }] },
      },
      { type: 'career', value: { headline: 'Jobs' } },
    ],
  },
};
const api = withApiTestServer((request) => {
  if (request.method === 'GET' && request.url === '/api/sites/7') return { status: 200, body: { data: site } };
  if (request.method === 'GET' && request.url.startsWith('/api/sites'))
    return { status: 200, headers: { 'x-total-count': '1' }, body: { data: [site] } };
  if (request.method === 'GET' && request.url.startsWith('/api/nodes')) return { status: 200, body: { data: [] } };
  if (request.method === 'POST') return { status: 201, body: { data: { ...(request.body as object), id: 8 } } };
  if (request.method === 'PUT') return { status: 200, body: { data: request.body } };
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

const blockNames = () => screen.getAllByTestId('block-card').map((card) => card.querySelector('strong')?.textContent);
const card = (index: number) => screen.getAllByTestId('block-card')[index];
const putBody = () => api.calls('PUT', '/api/sites/7').at(-1)?.body as typeof site;

test('the list pages, sorts and searches through the service', async () => {
  renderAt('/backend/sites');
  expect(await screen.findByText('/ueber-uns')).toBeTruthy();
  expect(api.seen.some((request) => request.url === '/api/sites?limit=25&offset=0&sort=path')).toBe(true);
  fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'uns' } });
  await waitFor(() => expect(api.seen.some((request) => /^\/api\/sites\?.*q=uns/.test(request.url))).toBe(true));
});

test('add a block of a chosen type, fill its generated form, save: the PUT carries the whole body in order', async () => {
  const router = renderAt('/backend/sites/7');
  await waitFor(() => expect(blockNames()).toEqual(['Hero (Unterseite)', 'Zahlen', 'Karriere']));
  fireEvent.change(screen.getByLabelText('Blocktyp'), { target: { value: 'hero_quote' } });
  fireEvent.click(screen.getByTestId('block-add'));
  await waitFor(() => expect(blockNames()).toHaveLength(4));
  const added = card(3);
  fireEvent.change(within(added).getByLabelText('Zitat'), { target: { value: 'Qualität seit 1920' } });
  fireEvent.change(within(added).getByLabelText('Drehung (Grad)'), { target: { value: '-5' } });
  fireEvent.click(screen.getByTestId('form-save'));
  await waitFor(() => expect(router.state.location.pathname).toBe('/backend/sites'));
  const sent = putBody();
  expect(sent.content.body.map((block) => block.type)).toEqual(['hero_sub', 'numbers', 'career', 'hero_quote']);
  expect(sent.content.body[3].value).toEqual({ quote: 'Qualität seit 1920', rotation: -5, text: '', image: null });
  expect(sent.content.body[1]).toEqual(site.content.body[1]);
  expect(sent).toMatchObject({ path: '/ueber-uns', name: 'Über uns', type: 'standard', isPublic: true });
});

test('keyboard reorder on the handle (Alt+arrows), move buttons, duplicate and remove', async () => {
  renderAt('/backend/sites/7');
  await waitFor(() => expect(blockNames()).toHaveLength(3));
  const handle = screen.getByRole('button', { name: 'Verschieben: Karriere' });
  handle.focus();
  fireEvent.keyDown(handle, { key: 'ArrowUp', altKey: true });
  await waitFor(() => expect(blockNames()).toEqual(['Hero (Unterseite)', 'Karriere', 'Zahlen']));
  expect(screen.getByText('„Karriere“ ist jetzt an Position 2 von 3.')).toBeTruthy();
  fireEvent.keyDown(screen.getByRole('button', { name: 'Verschieben: Hero (Unterseite)' }), { key: 'ArrowDown', altKey: true });
  await waitFor(() => expect(blockNames()).toEqual(['Karriere', 'Hero (Unterseite)', 'Zahlen']));
  fireEvent.click(within(card(2)).getByRole('button', { name: 'Nach oben' }));
  await waitFor(() => expect(blockNames()).toEqual(['Karriere', 'Zahlen', 'Hero (Unterseite)']));

  fireEvent.click(within(card(1)).getByRole('button', { name: 'Duplizieren' }));
  await waitFor(() => expect(blockNames()).toEqual(['Karriere', 'Zahlen', 'Zahlen', 'Hero (Unterseite)']));
  // The copy is its own value: editing it leaves the original alone.
  fireEvent.change(within(card(2)).getByLabelText('Überschrift'), { target: { value: 'Noch mehr Zahlen' } });
  fireEvent.click(within(card(0)).getByRole('button', { name: 'Entfernen' }));
  await waitFor(() => expect(blockNames()).toEqual(['Zahlen', 'Zahlen', 'Hero (Unterseite)']));

  fireEvent.click(screen.getByTestId('form-save'));
  await waitFor(() => expect(api.calls('PUT', '/api/sites/7')).toHaveLength(1));
  const body = putBody().content.body;
  expect(body.map((block) => block.type)).toEqual(['numbers', 'numbers', 'hero_sub']);
  expect(body[0].value).toEqual(site.content.body[1].value);
  expect(body[1].value).toEqual({ ...site.content.body[1].value, headline: 'Noch mehr Zahlen' });
});

test('a new page: blank name shows the German message, nothing is sent; a valid one is created and stays open', async () => {
  const router = renderAt('/backend/sites/new');
  fireEvent.click(await screen.findByTestId('form-save'));
  await waitFor(() => expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true'));
  expect(api.calls('POST', '/api/sites')).toHaveLength(0);
  fireEvent.change(screen.getByLabelText('Pfad'), { target: { value: '/grillen' } });
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Grillen' } });
  fireEvent.click(screen.getByTestId('block-add'));
  fireEvent.click(screen.getByTestId('form-save'));
  await waitFor(() => expect(router.state.location.pathname).toBe('/backend/sites/8'));
  expect(api.calls('POST', '/api/sites')[0].body).toMatchObject({
    path: '/grillen',
    name: 'Grillen',
    content: { body: [{ type: 'hero_main', value: { title: '', text: '', slides: [], links: [] } }] },
  });
});
