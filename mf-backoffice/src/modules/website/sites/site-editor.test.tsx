/** @jest-environment jsdom */
import { backofficeWebsiteTexts, validationTexts } from '@asp/i18n';
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
const { id: _id, ...published } = site;
const siteFields: Omit<typeof published, 'content'> & { content: { body: { type: string; value: unknown }[] } } = published;
let draft = {
  siteId: 7,
  data: siteFields,
  hasDraft: false,
  updatedAt: null as string | null,
  scheduledAt: null as string | null,
  baseVersion: 1,
};
const versions = [
  { version: 1, name: 'Über uns', path: '/ueber-uns', publishedAt: '2026-11-20T09:00:00Z', publishedBy: 'Anna Admin', restoredFrom: null },
];
const api = withApiTestServer((request) => {
  if (request.url === '/api/sites/7/draft' && request.method === 'GET') return { status: 200, body: { data: draft } };
  if (request.url === '/api/sites/7/draft' && request.method === 'PUT') {
    draft = { ...draft, data: request.body as typeof siteFields, hasDraft: true, updatedAt: '2026-11-25T10:00:00Z' };
    return { status: 200, body: { data: draft } };
  }
  if (request.url.startsWith('/api/sites/7/versions?')) return { status: 200, headers: { 'x-total-count': '1' }, body: { data: versions } };
  if (request.url === '/api/sites/7/preview-link')
    return { status: 201, body: { data: { token: 'geheim', url: '/vorschau/geheim', expiresAt: '2026-12-02T10:00:00Z' } } };
  if (request.url === '/api/sites/7/publish' && request.method === 'POST') {
    const body = request.body as { at?: string };
    if (body.at) {
      draft = { ...draft, scheduledAt: body.at };
      return { status: 200, body: { data: { site: null, version: null, scheduledAt: body.at } } };
    }
    draft = { ...draft, hasDraft: false, updatedAt: null, baseVersion: 2 };
    return { status: 200, body: { data: { site, version: 2, scheduledAt: null } } };
  }
  if (request.url === '/api/sites/7/versions/1/rollback') return { status: 200, body: { data: { site, version: 3, scheduledAt: null } } };
  if (request.url === '/api/content-ai/generate/site/7') {
    if (!(request.body as { prompt: string }).prompt.includes('Grill'))
      return { status: 503, body: { errors: [{ message: 'Die KI-Unterstützung ist nicht eingerichtet.' }] } };
    draft = {
      ...draft,
      hasDraft: true,
      updatedAt: '2026-11-25T11:00:00Z',
      data: { ...draft.data, content: { body: [...draft.data.content.body, { type: 'text', value: { text: '<p>Grillzeit!</p>' } }] } },
    };
    return { status: 200, body: { data: { text: '<p>Grillzeit!</p>', model: 'test-model' } } };
  }
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
const putBody = () => api.calls('PUT', '/api/sites/7/draft').at(-1)?.body as typeof site;

beforeEach(() => {
  draft = { siteId: 7, data: siteFields, hasDraft: false, updatedAt: null, scheduledAt: null, baseVersion: 1 };
});

test('the list pages, sorts and searches through the service', async () => {
  renderAt('/backend/sites');
  expect(await screen.findByText('/ueber-uns')).toBeTruthy();
  expect(api.seen.some((request) => request.url === '/api/sites?limit=25&offset=0&sort=path')).toBe(true);
  fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'uns' } });
  await waitFor(() => expect(api.seen.some((request) => /^\/api\/sites\?.*q=uns/.test(request.url))).toBe(true));
});

test('add a block of a chosen type, fill its generated form, save the draft: the PUT carries the whole body in order', async () => {
  renderAt('/backend/sites/7');
  await waitFor(() => expect(blockNames()).toEqual(['Hero (Unterseite)', 'Zahlen', 'Karriere']));
  fireEvent.change(screen.getByLabelText('Blocktyp'), { target: { value: 'hero_quote' } });
  fireEvent.click(screen.getByTestId('block-add'));
  await waitFor(() => expect(blockNames()).toHaveLength(4));
  const added = card(3);
  fireEvent.change(within(added).getByLabelText('Zitat'), { target: { value: 'Qualität seit 1920' } });
  fireEvent.change(within(added).getByLabelText('Drehung (Grad)'), { target: { value: '-5' } });
  fireEvent.click(screen.getByTestId('form-save'));
  expect((await screen.findByTestId('toast')).textContent).toContain('Entwurf gespeichert.');
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
  await waitFor(() => expect(api.calls('PUT', '/api/sites/7/draft')).toHaveLength(1));
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

test('preview, publish now, schedule and roll back act on the stored draft; they wait while the form has unsaved changes', async () => {
  const open = jest.spyOn(window, 'open').mockImplementation(() => null);
  renderAt('/backend/sites/7');
  expect(await screen.findByText('Kein Entwurf: die Seite ist so veröffentlicht.')).toBeTruthy();
  expect((screen.getByTestId('site-publish') as HTMLButtonElement).disabled).toBe(true);
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Über uns – neu' } });
  expect(screen.getByText('Bitte zuerst die Änderungen speichern.')).toBeTruthy();
  expect((screen.getByTestId('site-preview') as HTMLButtonElement).disabled).toBe(true);
  fireEvent.click(screen.getByTestId('form-save'));
  await waitFor(() => expect(screen.getByTestId('draft-state').textContent).toContain('unveröffentlichten Entwurf'));
  expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Über uns – neu');

  fireEvent.click(screen.getByTestId('site-preview'));
  await waitFor(() => expect(open).toHaveBeenCalledWith('/vorschau/geheim', '_blank', 'noopener'));
  expect(screen.getByTestId('preview-link').getAttribute('href')).toBe('/vorschau/geheim');

  fireEvent.change(screen.getByLabelText('Veröffentlichen am'), { target: { value: '2030-01-02T08:00' } });
  fireEvent.click(screen.getByTestId('site-schedule'));
  await waitFor(() => expect(api.calls('POST', '/api/sites/7/publish')).toHaveLength(1));
  expect(api.calls('POST', '/api/sites/7/publish')[0].body).toEqual({ at: new Date('2030-01-02T08:00').toISOString() });
  expect(await screen.findByTestId('scheduled')).toBeTruthy();

  fireEvent.click(screen.getByTestId('site-publish'));
  await waitFor(() => expect(api.calls('POST', '/api/sites/7/publish')).toHaveLength(2));
  expect(api.calls('POST', '/api/sites/7/publish')[1].body).toEqual({});
  expect(await screen.findByText('Veröffentlicht (Version 2).')).toBeTruthy();
  // The form is rebuilt from the reloaded draft (now the published page again).
  await waitFor(() => expect(screen.getByTestId('draft-state').textContent).toBe('Kein Entwurf: die Seite ist so veröffentlicht.'));

  fireEvent.click(await screen.findByRole('button', { name: 'Wiederherstellen' }));
  await waitFor(() => expect(api.calls('POST', '/api/sites/7/versions/1/rollback')).toHaveLength(1));
  open.mockRestore();
});

test("'KI-Entwurf': the generated text lands in the draft and the form shows it", async () => {
  renderAt('/backend/sites/7');
  await waitFor(() => expect(blockNames()).toHaveLength(3));
  fireEvent.change(screen.getByLabelText('Worum soll es gehen?'), { target: { value: 'Grillsaison, freundlich' } });
  fireEvent.click(screen.getByTestId('ai-generate'));
  await waitFor(() => expect(blockNames()).toEqual(['Hero (Unterseite)', 'Zahlen', 'Karriere', 'Text']));
  expect(api.calls('POST', '/api/content-ai/generate/site/7')[0].body).toEqual({ prompt: 'Grillsaison, freundlich', target: 'textBlock' });
});

test("the record page: the draft's save shows its own text and stays with its panel; a malformed id is 'not found'", async () => {
  const router = renderAt('/backend/sites/7');
  expect(screen.getByRole('heading', { name: backofficeWebsiteTexts.sites.editTitle })).toBeTruthy();
  fireEvent.change(await screen.findByLabelText(backofficeWebsiteTexts.sites.name), { target: { value: 'Über uns heute' } });
  fireEvent.click(screen.getByTestId('form-save'));
  expect(await screen.findByText(backofficeWebsiteTexts.publishing.draftSaved)).toBeTruthy();
  await waitFor(() => expect((screen.getByLabelText(backofficeWebsiteTexts.sites.name) as HTMLInputElement).value).toBe('Über uns heute'));
  expect(screen.getByTestId('publishing-panel')).toBeTruthy();
  expect(router.state.location.pathname).toBe('/backend/sites/7');

  renderAt('/backend/sites/abc');
  expect(await screen.findByText(validationTexts.notFound)).toBeTruthy();
  expect(api.seen.filter((request) => request.url.startsWith('/api/sites/abc'))).toHaveLength(0);
});
