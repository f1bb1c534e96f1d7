/** @jest-environment jsdom */
import type { Image } from '@asp/contracts';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { withApiTestServer } from '../testing';
import { ImagePicker, type ImageValue } from './ImagePicker';

const image = (id: number, alt: string, extension: Image['extension'] = 'png'): Image => ({
  id,
  version: 1,
  extension,
  alt,
  mimeType: 'image/png',
  width: 800,
  height: 600,
  bytes: 1234,
  name: `${alt.toLowerCase()}.png`,
  status: 'ready',
  createdAt: '2026-11-25T09:00:00.000Z',
});
const library = [image(1, 'Rinderfilet'), image(2, 'Bratwurst', 'jpg')];

const api = withApiTestServer((request) => {
  if (request.method === 'GET' && request.url.startsWith('/api/images?')) {
    const q = new URL(request.url, 'http://x').searchParams.get('q')?.toLowerCase();
    const found = q ? library.filter((entry) => entry.alt.toLowerCase().includes(q)) : library;
    return { status: 200, body: { data: found }, headers: { 'x-total-count': String(found.length) } };
  }
  if (request.method === 'POST' && request.url === '/api/uploads') {
    return { status: 201, body: { data: { id: 40, version: 1, extension: 'png', mimeType: 'image/png', publicHash: 'a'.repeat(22) } } };
  }
  if (request.method === 'POST' && request.url === '/api/images') return { status: 201, body: { data: image(9, '') } };
  return { status: 404, body: { errors: [{ message: 'Diese Adresse gibt es nicht.' }] } };
});

function Field({
  initial = null,
  onChange = () => undefined,
}: {
  initial?: ImageValue | null;
  onChange?: (value: ImageValue | null) => void;
}) {
  const [value, setValue] = useState<ImageValue | null>(initial);
  return (
    <ImagePicker
      label="Logo"
      value={value}
      onChange={(next) => {
        onChange(next);
        setValue(next);
      }}
    />
  );
}

const pngFile = (name = 'neu.png') => new File([Uint8Array.from([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });

test('chooses an image from the library with search; the thumbnail shows it; Escape closes the dialog', async () => {
  const changes: (ImageValue | null)[] = [];
  render(<Field onChange={(value) => changes.push(value)} />);
  expect(screen.getByText('Kein Bild ausgewählt')).toBeTruthy();
  const opener = screen.getByRole('button', { name: 'Bild auswählen' });
  opener.focus();
  fireEvent.click(opener);
  const dialog = await screen.findByRole('dialog', { name: 'Bild auswählen: Logo' });
  expect(await within(dialog).findByTestId('image-choice-2')).toBeTruthy();
  expect(api.seen.some((request) => request.url === '/api/images?limit=24&offset=0&sort=-createdAt&suggestion=false')).toBe(true);

  fireEvent.change(within(dialog).getByLabelText('Bilder durchsuchen'), { target: { value: 'brat' } });
  await waitFor(() => expect(within(dialog).queryByTestId('image-choice-1')).toBeNull());
  expect(api.seen.some((request) => request.url.endsWith('&q=brat'))).toBe(true);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Bratwurst' }));

  expect(changes).toEqual([{ id: 2, version: 1, extension: 'jpg' }]);
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(screen.getByTestId('image-picker-preview').getAttribute('src')).toBe('/image/thumbnail/2-1.jpg');

  fireEvent.click(screen.getByRole('button', { name: 'Bild ändern' }));
  const again = await screen.findByRole('dialog');
  expect((await within(again).findByTestId('image-choice-2')).getAttribute('aria-pressed')).toBe('true');
  fireEvent.keyDown(again, { key: 'Escape' });
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(document.activeElement?.textContent).toBe('Bild ändern');

  fireEvent.click(screen.getByRole('button', { name: 'Bild entfernen' }));
  expect(changes.at(-1)).toBeNull();
  expect(screen.getByText('Kein Bild ausgewählt')).toBeTruthy();
});

test('uploads a new picture from the file input: upload, then image, and chooses it', async () => {
  const changes: (ImageValue | null)[] = [];
  render(<Field onChange={(value) => changes.push(value)} />);
  fireEvent.click(screen.getByRole('button', { name: 'Bild auswählen' }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.change(within(dialog).getByLabelText('Datei auswählen'), { target: { files: [pngFile()] } });
  await waitFor(() => expect(changes).toEqual([{ id: 9, version: 1, extension: 'png' }]));
  const upload = api.calls('POST', '/api/uploads')[0];
  expect(upload.body).toEqual({ data: 'data:image/png;base64,iVBORw==', name: 'neu.png' });
  expect(api.calls('POST', '/api/images')[0].body).toEqual({ uploadId: 40, alt: '' });
});

test('a dropped file of the wrong type is refused in German without a call; the server message of a refused picture is shown', async () => {
  render(<Field />);
  fireEvent.click(screen.getByRole('button', { name: 'Bild auswählen' }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.drop(within(dialog).getByTestId('image-picker-upload'), { dataTransfer: { files: [new File(['x'], 'preise.pdf')] } });
  expect(await within(dialog).findByText('Der Dateityp der Datei ist ungültig.')).toBeTruthy();
  expect(api.calls('POST', '/api/uploads')).toHaveLength(0);

  api.replies.push(
    { status: 201, body: { data: { id: 41, version: 1, extension: 'png', mimeType: 'image/png', publicHash: 'b'.repeat(22) } } },
    { status: 400, body: { errors: [{ message: 'Die Bildgröße ist ungültig.', field: 'uploadId' }] } },
  );
  fireEvent.change(within(dialog).getByLabelText('Datei auswählen'), { target: { files: [pngFile('winzig.png')] } });
  expect(await within(dialog).findByText('Die Bildgröße ist ungültig.')).toBeTruthy();
  expect(screen.getByRole('dialog')).toBeTruthy();
});

test('a failed list load says so in German and retries', async () => {
  render(<Field initial={{ id: 1, version: 1, extension: 'png' }} />);
  api.replies.push({ status: 500, body: { errors: [] } });
  fireEvent.click(screen.getByRole('button', { name: 'Bild ändern' }));
  const dialog = await screen.findByRole('dialog');
  expect(await within(dialog).findByText('Bilder konnten nicht geladen werden.')).toBeTruthy();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Erneut versuchen' }));
  expect(await within(dialog).findByTestId('image-choice-1')).toBeTruthy();
});
