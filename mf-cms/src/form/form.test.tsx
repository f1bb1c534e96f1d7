/** @jest-environment jsdom */
import { giveCookieConsent, withdrawCookieConsent } from '@asp/web-kit';
import { withApiTestServer, type TestReply } from '@asp/web-kit/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { WebsiteProvider } from '../content-context';
import { CmsRoutes } from '../routes';
import { ServerRenderProvider } from '../server/server-render';
import { node, renderBlock, site, websiteData } from '../testing/website-fixtures';

/** Scripted answers of the form route, in order; analytics batches are accepted. */
const formReplies: TestReply[] = [];
const api = withApiTestServer((request) =>
  request.url === '/api/analytics-log' ? { status: 201, body: { data: null } } : (formReplies.shift() ?? { status: 500 }),
);
const formCalls = () => api.seen.filter((request) => request.url.startsWith('/api/custom/form/'));
const loggedActions = () =>
  api.seen
    .filter((request) => request.url === '/api/analytics-log')
    .flatMap((request) => (request.body as { entries: Array<{ category: string; action: string }> }).entries)
    .filter((entry) => entry.category === 'form')
    .map((entry) => entry.action);

const form = node(7, 'form', {
  name: 'Kontakt',
  fields: [
    { type: 'text', value: { type: 'text', label: 'Name', isRequired: true, fieldId: 'name' } },
    { type: 'text', value: { type: 'email', label: 'E-Mail', isRequired: true, fieldId: 'email' } },
    { type: 'text', value: { type: 'textarea', label: 'Nachricht' } },
  ],
});
const show = () => renderBlock('form', { form: { id: 7 } }, { nodes: [form] });
const fill = () => {
  fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Erika' } });
  fireEvent.change(screen.getByLabelText(/^E-Mail/), { target: { value: 'erika@beispiel.de' } });
};

afterEach(() => {
  withdrawCookieConsent();
  formReplies.length = 0;
});

test('without consent the submit button is a consent button; required fields are marked, e-mail is type email', () => {
  show();
  expect(screen.queryByRole('button', { name: 'Absenden' })).toBeNull();
  expect(screen.getAllByTitle('Pflichtfeld')).toHaveLength(2);
  expect(screen.getByLabelText(/^E-Mail/).getAttribute('type')).toBe('email');
  const consentButton = screen.getByTestId('form-consent');
  fireEvent.click(consentButton);
  // A new button, not the clicked one turned into type submit: in a browser the click's default
  // action runs after React's re-render and would submit the empty form (jsdom runs it before).
  expect(screen.getByRole('button', { name: 'Absenden' })).not.toBe(consentButton);
  expect(consentButton.isConnected).toBe(false);
  expect(formCalls()).toHaveLength(0);
});

test('in the server-rendered page the fields and the button wait for the live page (a click there would be lost)', () => {
  const serverMarkup = (consent: boolean) => {
    if (consent) giveCookieConsent();
    const data = websiteData({ nodes: [form], sites: [site('/', [{ type: 'form', value: { form: { id: 7 } } }])] });
    return renderToStaticMarkup(
      <ServerRenderProvider value={true}>
        <WebsiteProvider value={data}>
          <MemoryRouter initialEntries={['/']}>
            <CmsRoutes />
          </MemoryRouter>
        </WebsiteProvider>
      </ServerRenderProvider>,
    );
  };
  expect(serverMarkup(false)).toMatch(/<fieldset class="cms-form__fields" disabled="">/);
  expect(serverMarkup(false)).toMatch(/<button type="button" class="cms-button" data-testid="form-consent" disabled="">/);
  expect(serverMarkup(true)).toMatch(/<button type="submit" class="cms-button" disabled="">Absenden<\/button>/);
  // In the browser they are live.
  show();
  expect(screen.getByRole('button', { name: 'Absenden' }).hasAttribute('disabled')).toBe(false);
});

test('POST /api/custom/form/{id} with values by field id (position without one); success clears and thanks', async () => {
  giveCookieConsent();
  formReplies.push({ status: 200, body: { data: { ok: true } } });
  show();
  fill();
  fireEvent.click(screen.getByRole('button', { name: 'Absenden' }));
  await screen.findByText('Vielen Dank für Ihre Nachricht!');
  expect(formCalls()[0].method).toBe('POST');
  expect(formCalls()[0].url).toBe('/api/custom/form/7');
  expect(formCalls()[0].body).toEqual({ name: 'Erika', email: 'erika@beispiel.de', '2': '' });
  fireEvent.click(screen.getByRole('button', { name: 'Formular schließen' }));
  expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('');
  // The form events of website.md §7 reach the analytics log (flushed every second, consent given).
  await waitFor(() => expect(loggedActions()).toEqual(['Submit: Kontakt', 'Submission Successful: Kontakt']), { timeout: 3000 });
});

test("a refusal shows the server's messages; 'Daten ändern' keeps the data, 'Erneut versuchen' sends again", async () => {
  giveCookieConsent();
  formReplies.push({ status: 400, body: { errors: [{ message: 'Dieser Wert sollte nicht leer sein.', field: 'name' }] } });
  formReplies.push({ status: 502, body: 'kein JSON' });
  show();
  fill();
  fireEvent.click(screen.getByRole('button', { name: 'Absenden' }));
  await screen.findByText('Dieser Wert sollte nicht leer sein.');
  fireEvent.click(screen.getByRole('button', { name: 'Daten ändern' }));
  expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Erika');
  fireEvent.click(screen.getByRole('button', { name: 'Absenden' }));
  await screen.findByText('Ein unbekannter Fehler ist aufgetreten.');
  formReplies.push({ status: 201, body: { data: {} } });
  fireEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
  await waitFor(() => expect(screen.getByTestId('form-success')).toBeTruthy());
  expect(formCalls()).toHaveLength(3);
  await waitFor(
    () =>
      expect(loggedActions()).toEqual(
        expect.arrayContaining(['Validation Failed: Kontakt', 'Submission Failed: Kontakt', 'Submission Successful: Kontakt']),
      ),
    { timeout: 3000 },
  );
});
