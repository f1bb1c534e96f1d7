/** @jest-environment jsdom */
import { defaultConfig } from '@asp/contracts';
import { configTexts, operationTexts, validationTexts } from '@asp/i18n';
import { CallStatus } from '@asp/web-kit';
import { withApiTestServer } from '@asp/web-kit/testing';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { backofficeApi } from '../../backoffice-api';
import { createBackofficeStore } from '../../store';
import { RequireUser } from '../../session/RequireUser';
import { ConfigPage } from './ConfigPage';

/**
 * The configuration page against a real HTTP server (only its answers are scripted): the
 * §8 messages, German field messages of the browser, a server field error on its field,
 * the upload of a logo, and the start-up reload after a save.
 */
interface Reply {
  status: number;
  body?: unknown;
}
type Handler = (method: string, url: string, body: unknown) => Reply | undefined;

const saved = { ...defaultConfig(), shopName: 'Metzgerei Muster', email: 'info@metzgerei-muster.de', font: 'Lato' };
const fonts = [
  {
    family: 'Lato',
    id: 'lato',
    category: 'sans-serif',
    weights: [{ weight: 400, name: 'Regular' }],
    styles: ['normal'],
    variants: ['400'],
  },
  {
    family: 'Open Sans',
    id: 'open-sans',
    category: 'sans-serif',
    weights: [{ weight: 400, name: 'Regular' }],
    styles: ['normal'],
    variants: ['400'],
  },
];
const employee = {
  roles: ['ROLE_EMPLOYEE'],
  user: { id: 2, username: 'emuster', email: null, firstName: 'Erika', lastName: 'Muster', roles: ['ROLE_EMPLOYEE'], branches: [] },
};
let override: Handler = () => undefined;

function answer(method: string, url: string, body: unknown): Reply {
  const special = override(method, url, body);
  if (special) return special;
  if (method === 'GET' && url === '/api/config') return { status: 200, body: { data: saved } };
  if (method === 'GET' && url === '/api/users/me') return { status: 200, body: { data: employee } };
  if (method === 'GET' && url === '/api/fonts') return { status: 200, body: { data: fonts } };
  if (method === 'GET' && url === '/api/categories') return { status: 200, body: { data: [{ id: 7, name: 'Aktionen' }] } };
  if (method === 'POST' && url === '/api/config') return { status: 200, body: { data: body } };
  return { status: 404, body: { errors: [{ message: validationTexts.routeNotFound }] } };
}

const api = withApiTestServer((request) => answer(request.method, request.url, request.body));
beforeEach(() => {
  override = () => undefined;
});

const reloads: string[] = [];
function renderPage({ signedIn = false } = {}) {
  const store = createBackofficeStore();
  const page = <ConfigPage reloadStartup={async () => void reloads.push('reload')} />;
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/backend/config']}>
        <CallStatus api={backofficeApi} />
        {signedIn ? <RequireUser>{page}</RequireUser> : page}
      </MemoryRouter>
    </Provider>,
  );
  return store;
}

// The machine running the tests is shared: give a save time before calling it missing.
const slow = { timeout: 15_000 };
const posts = () => api.seen.filter((request) => request.method === 'POST' && request.url === '/api/config');
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const messageOf = (input: HTMLElement) => document.getElementById(`${input.id}-error`)?.textContent ?? null;

test('shows every saved value in its section; the font list comes from GET /api/fonts', async () => {
  renderPage();
  await screen.findByTestId('config-form', {}, slow);
  expect(field(configTexts.fields.shopName).value).toBe('Metzgerei Muster');
  expect(field(configTexts.fields.labelDetailRows).value).toBe('1');
  expect(field(configTexts.fields.labelCompactColumns).value).toBe('1');
  expect(field(configTexts.fields.primaryColor).value).toBe('#000000');
  const font = field(configTexts.fields.font) as unknown as HTMLSelectElement;
  await waitFor(
    () => expect([...font.options].map((option) => option.textContent)).toEqual([configTexts.systemFont, 'Lato', 'Open Sans']),
    slow,
  );
  expect(font.value).toBe('Lato');
  for (const section of [
    'shop',
    'seo',
    'contact',
    'legal',
    'ordering',
    'plugins',
    'payments',
    'images',
    'theme',
    'map',
    'labels',
    'analytics',
  ]) {
    expect(screen.getByTestId(`config-section-${section}`)).toBeTruthy();
  }
  expect(within(screen.getByTestId('config-section-plugins')).getAllByRole('checkbox')).toHaveLength(15);
});

test('wrong values show their German message on the field and nothing is sent', async () => {
  renderPage();
  await screen.findByTestId('config-form', {}, slow);
  fireEvent.change(field(configTexts.fields.email), { target: { value: 'info@metzgerei' } });
  fireEvent.change(field(configTexts.fields.website), { target: { value: 'www.metzgerei.de' } });
  fireEvent.change(field(configTexts.fields.primaryColor), { target: { value: 'rot' } });
  fireEvent.change(field(configTexts.fields.labelDetailRows), { target: { value: '0' } });
  fireEvent.change(field(configTexts.fields.timeZone), { target: { value: '' } });
  fireEvent.click(screen.getByTestId('form-save'));
  await waitFor(() => expect(messageOf(field(configTexts.fields.email))).toBe(validationTexts.email), slow);
  expect(messageOf(field(configTexts.fields.website))).toBe(validationTexts.url);
  expect(messageOf(field(configTexts.fields.primaryColor))).toBe(configTexts.invalidColour);
  expect(messageOf(field(configTexts.fields.labelDetailRows))).toBe('Dieser Wert sollte größer oder gleich 1 sein.');
  expect(messageOf(field(configTexts.fields.timeZone))).toBe(validationTexts.blank);
  expect(posts()).toHaveLength(0);
});

test("the server's field error lands on its field", async () => {
  override = (method, url) =>
    method === 'POST' && url === '/api/config'
      ? {
          status: 422,
          body: {
            errors: [
              { message: 'Die Kategorie gibt es nicht.', field: 'saleCategoryId' },
              { message: validationTexts.unique, field: 'shopName' },
            ],
          },
        }
      : undefined;
  renderPage();
  await screen.findByTestId('config-form', {}, slow);
  fireEvent.change(field(configTexts.fields.shopName), { target: { value: 'Metzgerei Muster & Söhne' } });
  fireEvent.click(screen.getByTestId('form-save'));
  await waitFor(() => expect(messageOf(field(configTexts.fields.shopName))).toBe(validationTexts.unique), slow);
  expect(field(configTexts.fields.shopName).getAttribute('aria-invalid')).toBe('true');
  expect(messageOf(field(configTexts.fields.saleCategoryId))).toBe('Die Kategorie gibt es nicht.');
  expect(posts()).toHaveLength(1);
  expect(reloads).toHaveLength(0);
});

test('a save sends the full object, shows the theme at once (start-up reload) and a failure the §8 message', async () => {
  renderPage();
  await screen.findByTestId('config-form', {}, slow);
  reloads.length = 0;
  await screen.findByRole('option', { name: 'Open Sans' }, slow);
  fireEvent.change(field(configTexts.fields.primaryColor), { target: { value: '#8c1d18' } });
  fireEvent.change(field(configTexts.fields.borderRadius), { target: { value: '6' } });
  fireEvent.change(field(configTexts.fields.font), { target: { value: 'Open Sans' } });
  fireEvent.click(screen.getByLabelText(configTexts.plugins.enablePluginMap));
  fireEvent.click(screen.getByTestId('form-save'));
  await waitFor(() => expect(posts()).toHaveLength(1), slow);
  const body = posts()[0].body;
  expect(body).toEqual({ ...saved, primaryColor: '#8c1d18', borderRadius: 6, font: 'Open Sans', enablePluginMap: true });
  await waitFor(() => expect(reloads).toEqual(['reload']), slow);

  override = (method, url) => (method === 'POST' && url === '/api/config' ? { status: 500, body: { errors: [] } } : undefined);
  fireEvent.change(field(configTexts.fields.shopName), { target: { value: 'Neu' } });
  fireEvent.click(screen.getByTestId('form-save'));
  expect(await screen.findByText(operationTexts.configSaveFailed, {}, slow)).toBeTruthy();
});

test("a failed load shows 'Konfiguration konnte nicht geladen werden.' with a retry of the same call", async () => {
  let failures = 1;
  override = (method, url) =>
    method === 'GET' && url === '/api/config' && failures-- > 0 ? { status: 503, body: { errors: [] } } : undefined;
  renderPage();
  expect(await screen.findByText(operationTexts.configLoadFailed)).toBeTruthy();
  expect(screen.queryByTestId('config-form')).toBeNull();
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
  });
  expect(await screen.findByTestId('config-form')).toBeTruthy();
});

test('fonts that fail to load: the §8 message, and the saved font stays choosable', async () => {
  override = (method, url) => (method === 'GET' && url === '/api/fonts' ? { status: 503, body: { errors: [] } } : undefined);
  renderPage();
  expect(await screen.findByText(operationTexts.fontsFailed)).toBeTruthy();
  const font = field(configTexts.fields.font) as unknown as HTMLSelectElement;
  expect([...font.options].map((option) => option.value)).toEqual(['', 'Lato']);
});

test('a logo is uploaded through POST /api/uploads, previewed and saved with the configuration', async () => {
  const upload = { id: 31, version: 1, extension: 'png', mimeType: 'image/png', publicHash: 'AbCdEfGhIjKlMnOpQrStUv' };
  override = (method, url) => (method === 'POST' && url === '/api/uploads' ? { status: 201, body: { data: upload } } : undefined);
  renderPage();
  await screen.findByTestId('config-form', {}, slow);
  const picker = screen.getByTestId('config-logo');
  const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' });
  fireEvent.change(within(picker).getByLabelText(configTexts.fields.logo), { target: { files: [file] } });
  const image = await within(picker).findByRole('img', { name: configTexts.fields.logo }, slow);
  expect(image.getAttribute('src')).toBe('/upload/AbCdEfGhIjKlMnOpQrStUv/31-1.png');
  const sent = api.seen.find((request) => request.url === '/api/uploads')?.body;
  expect(sent).toEqual({ data: 'data:image/png;base64,iVBORw==', name: 'logo.png' });

  fireEvent.click(screen.getByTestId('form-save'));
  await waitFor(() => expect(posts()).toHaveLength(1), slow);
  expect((posts()[0].body as { logo: unknown }).logo).toEqual({
    id: 31,
    version: 1,
    extension: 'png',
    publicHash: 'AbCdEfGhIjKlMnOpQrStUv',
  });
});

test('a refused upload shows its German message at the picker', async () => {
  override = (method, url) =>
    method === 'POST' && url === '/api/uploads'
      ? { status: 400, body: { errors: [{ message: validationTexts.fileType, field: 'data' }] } }
      : undefined;
  renderPage();
  await screen.findByTestId('config-form', {}, slow);
  const picker = screen.getByTestId('config-favicon');
  const file = new File(['MZ'], 'favicon.png', { type: 'image/png' });
  fireEvent.change(within(picker).getByLabelText(configTexts.fields.favicon), { target: { files: [file] } });
  expect(await within(picker).findByText(validationTexts.fileType)).toBeTruthy();
  expect(within(picker).queryByRole('img')).toBeNull();
});

test('an employee sees the configuration but cannot change it', async () => {
  renderPage({ signedIn: true });
  await screen.findByTestId('config-form', {}, slow);
  expect(screen.getByTestId('config-read-only').textContent).toBe(configTexts.adminOnly);
  expect(field(configTexts.fields.shopName).value).toBe('Metzgerei Muster');
  expect(field(configTexts.fields.shopName).matches(':disabled')).toBe(true);
  expect((screen.getByTestId('form-save') as HTMLButtonElement).matches(':disabled')).toBe(true);
});
