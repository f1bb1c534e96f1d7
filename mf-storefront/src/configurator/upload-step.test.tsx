/** @jest-environment jsdom */
import { withApiTestServer } from '@asp/web-kit/testing';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { product } from '../testing/shop-fixtures';
import ConfiguratorPreview from './ConfiguratorPreview';

// Issue 18: an upload step lists the chosen files by their names, not 'Datei 1', 'Datei 2';
// a long name is shortened in the middle (the extension stays) with the full name as the title.
let nextId = 40;
const api = withApiTestServer((request) => {
  if (request.method !== 'POST' || request.url !== '/api/uploads') return { status: 404 };
  nextId += 1;
  // The content service's answer names no file (uploadSchema): the step keeps the chosen name.
  return { status: 201, body: { data: { id: nextId, version: 1, extension: 'jpg', mimeType: 'image/jpeg', publicHash: 'a'.repeat(22) } } };
});

const torte = product({
  id: 0,
  name: 'Fototorte',
  price: 40,
  type: 'configurable',
  config: { parts: [{ type: 'images', name: 'Fotos' }] },
});

const long = 'Geburtstagsfeier-Oma-Juni-2025-final-version.jpg';

function choose(names: string[]) {
  const input = screen.getByTestId('configurator-upload') as HTMLInputElement;
  const files = names.map((name) => new File(['jpeg'], name, { type: 'image/jpeg' }));
  fireEvent.change(input, { target: { files } });
}

test('the chosen files are listed by name, a long one shortened with the full name as its title', async () => {
  render(<ConfiguratorPreview product={torte} currency="EUR" />);
  choose([long, 'oma.jpg']);
  await waitFor(() => expect(screen.getAllByTestId('configurator-upload-file')).toHaveLength(2), { timeout: 15_000 });
  expect(api.calls('POST', '/api/uploads').map((request) => (request.body as { name: string }).name)).toEqual([long, 'oma.jpg']);

  const links = screen.getAllByTestId('configurator-upload-file').map((item) => item.querySelector('a')!);
  expect(links.map((link) => [link.textContent, link.getAttribute('title')])).toEqual([
    ['Geburtstagsfei…l-version.jpg', long],
    ['oma.jpg', 'oma.jpg'],
  ]);
  expect(links[0].getAttribute('href')).toBe(`/upload/${'a'.repeat(22)}/41-1.jpg`);
  expect(screen.queryByText(/^Datei \d/)).toBeNull();
  // The remove button says which file it removes, by its full name.
  expect(screen.getByRole('button', { name: `Datei entfernen: ${long}` })).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: `Datei entfernen: ${long}` }));
  expect(screen.getAllByTestId('configurator-upload-file').map((item) => item.textContent?.replace('×', ''))).toEqual(['oma.jpg']);
});
