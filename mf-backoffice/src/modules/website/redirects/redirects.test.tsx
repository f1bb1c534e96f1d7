/** @jest-environment jsdom */
import { backofficeWebsiteTexts, validationTexts } from '@asp/i18n';
import { ToastRegion } from '@asp/web-kit';
import { withApiTestServer } from '@asp/web-kit/testing';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createBackofficeStore } from '../../../store';
import { RedirectFormPage } from './RedirectFormPage';
import { RedirectListPage } from './RedirectListPage';

/** Redirects (document 1 §3): source path, target, 301/302; German messages in the browser and from the server. */
const redirect = { id: 4, path: '/impressum', target: '/site/imprint', statusCode: 301 };
const api = withApiTestServer((request) => {
  if (request.url === '/api/redirects/4')
    return request.method === 'PUT' ? { status: 200, body: { data: request.body } } : { status: 200, body: { data: redirect } };
  if (request.method === 'GET') return { status: 200, headers: { 'x-total-count': '1' }, body: { data: [redirect] } };
  if (request.method === 'POST') return { status: 201, body: { data: { ...(request.body as object), id: 5 } } };
  return { status: 404 };
});

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/backend/redirects', element: <RedirectListPage /> },
      { path: '/backend/redirects/:id', element: <RedirectFormPage /> },
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

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const messageOf = (label: string) =>
  document.getElementById(
    field(label)
      .getAttribute('aria-describedby')
      ?.split(' ')
      .find((id) => id.endsWith('error')) ?? '',
  )?.textContent;

test('the list shows source, target and status, paged and sorted by the service', async () => {
  renderAt('/backend/redirects');
  expect(await screen.findByText('/impressum')).toBeTruthy();
  expect(screen.getByText('/site/imprint')).toBeTruthy();
  expect(api.seen.some((request) => request.url === '/api/redirects?limit=25&offset=0&sort=path')).toBe(true);
});

test('blank and malformed paths are refused in the browser with German messages; nothing is sent', async () => {
  renderAt('/backend/redirects/new');
  fireEvent.click(await screen.findByTestId('form-save'));
  await waitFor(() => expect(field('Quelle (Pfad)').getAttribute('aria-invalid')).toBe('true'));
  expect(messageOf('Quelle (Pfad)')).toBe(validationTexts.blank);
  expect(messageOf('Ziel (Pfad oder Adresse)')).toBe(validationTexts.blank);
  fireEvent.change(field('Quelle (Pfad)'), { target: { value: 'impressum' } });
  fireEvent.change(field('Ziel (Pfad oder Adresse)'), { target: { value: 'javascript:alert(1)' } });
  fireEvent.click(screen.getByTestId('form-save'));
  await waitFor(() => expect(messageOf('Ziel (Pfad oder Adresse)')).toBe(validationTexts.invalid));
  expect(messageOf('Quelle (Pfad)')).toBe(validationTexts.invalid);
  expect(api.calls('POST', '/api/redirects')).toHaveLength(0);
});

test("a valid redirect is created as 302; the server's message for a loop lands on the target", async () => {
  const router = renderAt('/backend/redirects/new');
  fireEvent.change(await screen.findByLabelText('Quelle (Pfad)'), { target: { value: '/alt' } });
  fireEvent.change(field('Ziel (Pfad oder Adresse)'), { target: { value: '/alt' } });
  fireEvent.change(field('Status'), { target: { value: '302' } });
  api.replies.push({ status: 422, body: { errors: [{ message: validationTexts.invalid, field: 'target' }] } });
  fireEvent.click(screen.getByTestId('form-save'));
  await waitFor(() => expect(field('Ziel (Pfad oder Adresse)').getAttribute('aria-invalid')).toBe('true'));
  fireEvent.change(field('Ziel (Pfad oder Adresse)'), { target: { value: 'https://example.com/neu' } });
  fireEvent.click(screen.getByTestId('form-save'));
  await waitFor(() => expect(router.state.location.pathname).toBe('/backend/redirects'));
  expect(api.calls('POST', '/api/redirects').at(-1)?.body).toEqual({ path: '/alt', target: 'https://example.com/neu', statusCode: 302 });
});

test('editing keeps the status and saves with PUT', async () => {
  renderAt('/backend/redirects/4');
  expect(((await screen.findByLabelText('Status')) as HTMLSelectElement).value).toBe('301');
  fireEvent.change(field('Ziel (Pfad oder Adresse)'), { target: { value: '/impressum-neu' } });
  fireEvent.click(screen.getByTestId('form-save'));
  await waitFor(() => expect(api.calls('PUT', '/api/redirects/4')).toHaveLength(1));
  expect(api.calls('PUT', '/api/redirects/4')[0].body).toEqual({ path: '/impressum', target: '/impressum-neu', statusCode: 301 });
});

test("the record page: the edit title over the loaded form, a malformed id is 'not found' without a call", async () => {
  renderAt('/backend/redirects/4');
  expect(screen.getByRole('heading', { name: backofficeWebsiteTexts.redirects.editTitle })).toBeTruthy();
  expect(((await screen.findByLabelText('Quelle (Pfad)')) as HTMLInputElement).value).toBe('/impressum');
  const calls = api.seen.length;
  renderAt('/backend/redirects/abc');
  expect(await screen.findByText(validationTexts.notFound)).toBeTruthy();
  expect(api.seen).toHaveLength(calls);
});
