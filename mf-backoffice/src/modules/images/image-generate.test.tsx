/** @jest-environment jsdom */
import { ROLE_ADMIN, ROLE_EMPLOYEE, type Image } from '@asp/contracts';
import { ToastRegion } from '@asp/web-kit';
import { withApiTestServer } from '@asp/web-kit/testing';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SignedInUserProvider } from '../../session/RequireUser';
import { createBackofficeStore } from '../../store';
import { RequireAdmin } from '../users/RequireAdmin';
import { ImageEditPage } from './ImageFormPage';
import { ImageGeneratePage } from './ImageGeneratePage';
import { ImageListPage } from './ImageListPage';

/** 'Bild mit KI erzeugen' against a real HTTP server (the content service's answers scripted). */
const suggestion: Image = {
  id: 9,
  version: 1,
  extension: 'png',
  alt: 'Grillplatte mit Bratwürsten',
  mimeType: 'image/png',
  width: 1536,
  height: 1024,
  bytes: 40960,
  name: 'ki-bild.png',
  status: 'processing',
  createdAt: '2026-11-25T09:00:00.000Z',
  suggestion: true,
};

const api = withApiTestServer((request) => {
  if (request.url === '/api/content-ai/generate/image') return { status: 201, body: { data: { image: suggestion, model: 'bild-1' } } };
  if (request.method === 'GET' && request.url.startsWith('/api/images?')) {
    return { status: 200, body: { data: [suggestion] }, headers: { 'x-total-count': '1' } };
  }
  if (request.method === 'GET') return { status: 200, body: { data: suggestion } };
  if (request.method === 'PUT') return { status: 200, body: { data: { ...suggestion, suggestion: undefined } } };
  return { status: 200, body: { data: { id: 9 } } };
});

const signedIn = (roles: string[]) => ({
  roles,
  user: { id: 1, username: 'chef', email: null, firstName: 'Chef', lastName: 'Muster', roles, branches: [] },
});

function renderAt(path: string, roles = [ROLE_ADMIN]) {
  const router = createMemoryRouter(
    [
      { path: '/backend/images', element: <ImageListPage /> },
      {
        path: '/backend/images/ai',
        element: (
          <RequireAdmin message="nur Admins">
            <ImageGeneratePage />
          </RequireAdmin>
        ),
      },
      { path: '/backend/images/:id', element: <ImageEditPage /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <Provider store={createBackofficeStore()}>
      <SignedInUserProvider user={signedIn(roles) as never}>
        <RouterProvider router={router} />
      </SignedInUserProvider>
      <ToastRegion />
    </Provider>,
  );
  return router;
}

async function generate(prompt: string) {
  fireEvent.change(await screen.findByLabelText('Was soll das Bild zeigen?'), { target: { value: prompt } });
  fireEvent.change(screen.getByLabelText('Format'), { target: { value: '1536x1024' } });
  fireEvent.click(screen.getByTestId('image-generate-submit'));
}

test('the list offers the form to administrators only and marks suggestions', async () => {
  renderAt('/backend/images');
  expect(await screen.findByText('KI-Vorschlag')).toBeTruthy();
  expect(screen.getByTestId('generate-image').textContent).toBe('Bild mit KI erzeugen');
  expect(api.calls('GET', '/api/images?limit=25&offset=0&sort=-createdAt')).toHaveLength(1);
});

test('employees see neither the link nor the form', async () => {
  renderAt('/backend/images', [ROLE_EMPLOYEE]);
  expect(await screen.findByText('Grillplatte mit Bratwürsten')).toBeTruthy();
  expect(screen.queryByTestId('generate-image')).toBeNull();
  renderAt('/backend/images/ai', [ROLE_EMPLOYEE]);
  expect((await screen.findByTestId('admin-only')).textContent).toBe('nur Admins');
});

test('the suggestion is shown; Übernehmen saves it (dropping the mark) and opens its edit page', async () => {
  const router = renderAt('/backend/images/ai');
  await generate('Grillplatte mit Bratwürsten');
  const shown = await screen.findByTestId('image-suggestion');
  expect(api.calls('POST', '/api/content-ai/generate/image')[0].body).toEqual({
    mode: 'create',
    prompt: 'Grillplatte mit Bratwürsten',
    size: '1536x1024',
  });
  expect(shown.querySelector('img')?.getAttribute('src')).toBe('/image/small/9-1.png');
  expect(shown.textContent).toContain('1536 × 1024 px');
  // One suggestion at a time: it is decided on before the next picture is asked for.
  expect((screen.getByTestId('image-generate-submit') as HTMLButtonElement).disabled).toBe(true);

  fireEvent.click(screen.getByTestId('image-suggestion-accept'));
  await waitFor(() => expect(router.state.location.pathname).toBe('/backend/images/9'));
  expect(api.calls('PUT', '/api/images/9')[0].body).toEqual({ alt: 'Grillplatte mit Bratwürsten' });
  expect(api.calls('DELETE', '/api/images/9')).toHaveLength(0);
});

test('Verwerfen deletes the suggestion and frees the form for another try', async () => {
  renderAt('/backend/images/ai');
  await generate('Schinkenplatte');
  fireEvent.click(await screen.findByTestId('image-suggestion-discard'));
  await waitFor(() => expect(api.calls('DELETE', '/api/images/9')).toHaveLength(1));
  expect(await screen.findByText('Der Vorschlag wurde verworfen.')).toBeTruthy();
  expect(screen.queryByTestId('image-suggestion')).toBeNull();
  expect((screen.getByTestId('image-generate-submit') as HTMLButtonElement).disabled).toBe(false);
  expect(api.calls('PUT', '/api/images/9')).toHaveLength(0);
});

test("the service's German message is shown when generating fails; nothing is offered", async () => {
  api.replies.push({ status: 502, body: { errors: [{ message: 'Das Bild konnte nicht erzeugt werden.' }] } });
  renderAt('/backend/images/ai');
  await generate('Schinkenplatte');
  expect((await screen.findByRole('alert')).textContent).toContain('Das Bild konnte nicht erzeugt werden.');
  expect(screen.queryByTestId('image-suggestion')).toBeNull();
  expect((screen.getByTestId('image-generate-submit') as HTMLButtonElement).disabled).toBe(false);
});
