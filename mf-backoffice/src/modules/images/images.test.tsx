/** @jest-environment jsdom */
import type { Image } from '@asp/contracts';
import { withApiTestServer } from '@asp/web-kit/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderRoutes } from '../../layout/testing/render-routes';
import { ImageCreatePage, ImageEditPage } from './ImageFormPage';
import { ImageListPage } from './ImageListPage';

/** The Bilder module against a real HTTP server (only the content service's answers are scripted). */
const image = (id: number, alt: string, width = 800, height = 600): Image => ({
  id,
  version: 1,
  extension: 'png',
  alt,
  mimeType: 'image/png',
  width,
  height,
  bytes: 20480,
  name: `bild-${id}.png`,
  status: 'ready',
  createdAt: '2026-11-25T09:00:00.000Z',
});
const images = [image(1, 'Rinderfilet am Stück'), image(2, 'Grobe Bratwürste', 1200, 600)];

const api = withApiTestServer((request) => {
  if (request.method === 'GET' && request.url.startsWith('/api/images?')) {
    const q = new URL(request.url, 'http://x').searchParams.get('q')?.toLowerCase();
    const found = q ? images.filter((entry) => entry.alt.toLowerCase().includes(q)) : images;
    return { status: 200, body: { data: found }, headers: { 'x-total-count': String(found.length) } };
  }
  if (request.method === 'GET') return { status: 200, body: { data: images.find((entry) => `/api/images/${entry.id}` === request.url) } };
  if (request.url === '/api/uploads') {
    return { status: 201, body: { data: { id: 40, version: 1, extension: 'png', mimeType: 'image/png', publicHash: 'a'.repeat(22) } } };
  }
  if (request.method === 'POST') return { status: 201, body: { data: { ...image(3, ''), ...(request.body as object) } } };
  if (request.method === 'PUT') return { status: 200, body: { data: { ...images[0], ...(request.body as object) } } };
  return { status: 200, body: { data: { id: Number(request.url.split('/').pop()) } } };
});

const renderAt = (path: string) =>
  renderRoutes(
    [
      { path: '/backend/images', element: <ImageListPage /> },
      { path: '/backend/images/new', element: <ImageCreatePage /> },
      { path: '/backend/images/:id', element: <ImageEditPage /> },
    ],
    path,
  );

const pngFile = (name = 'filet.png') => new File([Uint8Array.from([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });

test('the list shows thumbnails, dimensions and sizes, newest first; the search goes to the service', async () => {
  renderAt('/backend/images');
  expect(await screen.findByText('Rinderfilet am Stück')).toBeTruthy();
  expect(api.seen.some((request) => request.url === '/api/images?limit=25&offset=0&sort=-createdAt')).toBe(true);
  const rows = screen.getAllByTestId('image-table-row');
  expect(rows.map((row) => row.querySelector('img')?.getAttribute('src'))).toEqual([
    '/image/thumbnail/1-1.png',
    '/image/thumbnail/2-1.png',
  ]);
  expect(rows[1].textContent).toContain('1200 × 600');
  expect(rows[1].textContent).toContain('20 KB');
  expect(rows[1].textContent).toContain('Bereit');
  fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'brat' } });
  await waitFor(() => expect(screen.getAllByTestId('image-table-row')).toHaveLength(1));
  expect(api.seen.some((request) => request.url.includes('q=brat'))).toBe(true);
});

test('delete asks first, then calls the service and confirms with a toast', async () => {
  renderAt('/backend/images');
  fireEvent.click(await screen.findByRole('button', { name: 'Löschen: Rinderfilet am Stück' }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog.textContent).toContain('Rinderfilet am Stück');
  expect(api.calls('DELETE', '/api/images/1')).toHaveLength(0);
  fireEvent.click(within(dialog).getByTestId('confirm-delete'));
  await waitFor(() => expect(api.calls('DELETE', '/api/images/1')).toHaveLength(1));
  expect(await screen.findByText('Gelöscht.')).toBeTruthy();
});

test('a new image needs a file; a dropped file is uploaded, the server message lands on the file, a valid save goes back', async () => {
  const router = renderAt('/backend/images/new');
  fireEvent.change(await screen.findByLabelText('Alternativtext'), { target: { value: 'Rinderfilet' } });
  fireEvent.click(screen.getByTestId('form-save'));
  expect(await screen.findByText('Bitte eine Datei auswählen.')).toBeTruthy();
  expect(api.calls('POST', '/api/images')).toHaveLength(0);

  fireEvent.drop(screen.getByTestId('image-drop-zone'), { dataTransfer: { files: [pngFile()] } });
  expect(await screen.findByText('Ausgewählt: filet.png')).toBeTruthy();
  expect(api.calls('POST', '/api/uploads')[0].body).toEqual({ data: 'data:image/png;base64,iVBORw==', name: 'filet.png' });

  api.replies.push({ status: 400, body: { errors: [{ message: 'Das Seitenverhältnis des Bildes ist ungültig.', field: 'uploadId' }] } });
  fireEvent.click(screen.getByTestId('form-save'));
  expect(await within(screen.getByTestId('image-file')).findByText('Das Seitenverhältnis des Bildes ist ungültig.')).toBeTruthy();

  fireEvent.click(screen.getByTestId('form-save'));
  await waitFor(() => expect(router.state.location.pathname).toBe('/backend/images'));
  expect(api.calls('POST', '/api/images').at(-1)?.body).toEqual({ alt: 'Rinderfilet', uploadId: 40 });
});

test('a file of another type is refused in German before any call', async () => {
  renderAt('/backend/images/new');
  fireEvent.change(await screen.findByLabelText('Datei auswählen'), { target: { files: [new File(['%PDF'], 'preise.pdf')] } });
  expect(await screen.findByText('Der Dateityp der Datei ist ungültig.')).toBeTruthy();
  expect(api.calls('POST', '/api/uploads')).toHaveLength(0);
});

test('editing shows the image and saves the alt text (PUT without a new file)', async () => {
  const router = renderAt('/backend/images/1');
  expect((await screen.findByTestId('image-preview')).getAttribute('src')).toBe('/image/small/1-1.png');
  expect(screen.getByText(/800 × 600 px/)).toBeTruthy();
  const alt = screen.getByLabelText('Alternativtext');
  expect((alt as HTMLInputElement).value).toBe('Rinderfilet am Stück');
  fireEvent.change(alt, { target: { value: 'Rinderfilet, 4 Wochen gereift' } });
  fireEvent.click(screen.getByTestId('form-save'));
  await waitFor(() => expect(router.state.location.pathname).toBe('/backend/images'));
  expect(api.calls('PUT', '/api/images/1')[0].body).toEqual({ alt: 'Rinderfilet, 4 Wochen gereift' });
});
