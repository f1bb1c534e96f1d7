/** @jest-environment jsdom */
import { nodeTypeSchema } from '@asp/contracts';
import { withApiTestServer } from '@asp/web-kit/testing';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { createBackofficeStore } from '../../../store';
import { BLOCK_TYPES, blockDefinitions } from './block-definitions';
import { ContentFields } from './ContentFields';
import { emptyContent, type ContentValue, type FieldDefinition } from './field-definitions';
import { nodeDefinitions } from './node-definitions';

/**
 * The form generator: every content field kind of website.md §3 (and the link kinds of
 * §2) renders the stored value and gives it back unchanged except for what was edited.
 */
withApiTestServer((request) => {
  if (request.method === 'POST' && request.url === '/api/uploads')
    return {
      status: 201,
      body: { data: { id: 40, version: 1, extension: 'png', mimeType: 'image/png', publicHash: 'DDDDDDDDDDDDDDDDDDDDDD' } },
    };
  if (request.method === 'POST' && request.url === '/api/images')
    return { status: 201, body: { data: { id: 41, version: 1, extension: 'png', alt: '', status: 'ready' } } };
  if (request.url.startsWith('/api/sites')) return { status: 200, body: { data: [{ id: 7, path: '/ueber-uns', name: 'Über uns' }] } };
  if (request.url.startsWith('/api/nodes')) return { status: 200, body: { data: [] } };
  return { status: 200, body: { data: [] } };
});

const fields: FieldDefinition[] = [
  { kind: 'text', name: 'title', label: 'Titel' },
  { kind: 'textarea', name: 'summary', label: 'Kurztext' },
  { kind: 'wysiwyg', name: 'html', label: 'Fließtext' },
  { kind: 'markdown', name: 'md', label: 'Markdown' },
  { kind: 'number', name: 'price', label: 'Preis', decimals: 2, min: 0, max: 100 },
  { kind: 'date', name: 'when', label: 'Termin' },
  { kind: 'date', name: 'day', label: 'Tag', mode: 'date' },
  { kind: 'image', name: 'photo', label: 'Foto' },
  { kind: 'images', name: 'gallery', label: 'Galerie' },
  { kind: 'file', name: 'doc', label: 'Dokument' },
  { kind: 'files', name: 'docs', label: 'Anhänge' },
  { kind: 'boolean', name: 'flag', label: 'Hervorheben' },
  {
    kind: 'select',
    name: 'width',
    label: 'Breite',
    options: [
      { value: 'small', label: 'Schmal' },
      { value: 'full', label: 'Voll' },
    ],
  },
  {
    kind: 'multiselect',
    name: 'where',
    label: 'Standorte',
    options: [
      { value: 'all', label: 'Alle' },
      { value: 'konstanz', label: 'Konstanz' },
      { value: 'bodman', label: 'Bodman' },
    ],
  },
  { kind: 'group', name: 'address', label: 'Adresse', fields: [{ kind: 'text', name: 'street', label: 'Straße' }] },
  {
    kind: 'tabs',
    name: 'panels',
    label: 'Reiter',
    tabs: [
      { label: 'Erster', fields: [{ kind: 'text', name: 'a', label: 'Feld A' }] },
      { label: 'Zweiter', fields: [{ kind: 'text', name: 'b', label: 'Feld B' }] },
    ],
  },
  { kind: 'collection', name: 'items', label: 'Punkte', fields: [{ kind: 'text', name: 'label', label: 'Punkt' }] },
  { kind: 'reference', name: 'page', label: 'Zielseite', to: 'site' },
  { kind: 'color', name: 'bg', label: 'Farbe' },
  { kind: 'link', name: 'cta', label: 'Knopf' },
];

const stored: ContentValue = {
  title: 'Grillsaison',
  summary: 'Kurz',
  html: '<p>Beste Würste</p>',
  md: '**fett**',
  price: 12.5,
  when: '2026-06-01T18:30',
  day: '2026-06-02',
  photo: { id: 3, version: 1, extension: 'jpg' },
  gallery: [
    { id: 4, version: 2, extension: 'png' },
    { id: 5, version: 1, extension: 'jpg' },
  ],
  doc: { id: 9, version: 1, extension: 'pdf', publicHash: 'AAAAAAAAAAAAAAAAAAAAAA' },
  docs: [{ id: 10, version: 1, extension: 'pdf', publicHash: 'BBBBBBBBBBBBBBBBBBBBBB' }],
  flag: true,
  width: 'full',
  where: ['konstanz'],
  address: { street: 'Marktstätte 1' },
  panels: { a: 'eins', b: 'zwei' },
  items: [{ label: 'Erstens' }, { label: 'Zweitens' }],
  page: { id: 7 },
  bg: '#aa0000',
  cta: { kind: 'href_link', label: 'Mehr', href: 'https://example.com/', target: '_blank' },
};

function renderFields(initial: ContentValue) {
  const changes: ContentValue[] = [];
  function Harness() {
    const [value, setValue] = useState(initial);
    return (
      <ContentFields
        fields={fields}
        path="c"
        value={value}
        onChange={(next) => {
          changes.push(next);
          setValue(next);
        }}
      />
    );
  }
  render(
    <Provider store={createBackofficeStore()}>
      <Harness />
    </Provider>,
  );
  return { last: () => changes.at(-1) };
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

test('every kind shows the stored value', async () => {
  renderFields(stored);
  expect(input('Titel').value).toBe('Grillsaison');
  expect((screen.getByLabelText('Kurztext') as HTMLTextAreaElement).rows).toBe(3);
  expect(input('Markdown').value).toBe('**fett**');
  expect(input('Preis').value).toBe('12.5');
  expect(input('Preis').step).toBe('0.01');
  expect(input('Termin').type).toBe('datetime-local');
  expect(input('Termin').value).toBe('2026-06-01T18:30');
  expect(input('Tag').type).toBe('date');
  expect(screen.getByTestId('image-c.photo-preview').getAttribute('src')).toBe('/image/thumbnail/3-1.jpg');
  expect(screen.getByTestId('image-c.gallery.1-preview').getAttribute('src')).toBe('/image/thumbnail/5-1.jpg');
  expect(screen.getByRole('link', { name: '9-1.pdf' }).getAttribute('href')).toBe('/upload/AAAAAAAAAAAAAAAAAAAAAA/9-1.pdf');
  expect(screen.getByRole('link', { name: '10-1.pdf' })).toBeTruthy();
  expect(input('Hervorheben').checked).toBe(true);
  expect(input('Breite').value).toBe('full');
  expect(input('Konstanz').checked).toBe(true);
  expect(input('Bodman').checked).toBe(false);
  expect(input('Straße').value).toBe('Marktstätte 1');
  expect(input('Feld A').value).toBe('eins');
  expect(screen.getAllByLabelText('Punkt').map((item) => (item as HTMLInputElement).value)).toEqual(['Erstens', 'Zweitens']);
  await waitFor(() => expect(input('Zielseite').value).toBe('7'));
  expect(input('Farbe').value).toBe('#aa0000');
  expect(input('Linkart').value).toBe('href_link');
  expect(input('Adresse').value).toBe('https://example.com/');
  expect(input('Öffnen in').value).toBe('_blank');
  expect(await screen.findByText('Beste Würste')).toBeTruthy();
});

test('each kind gives back its edited value and leaves the others as stored', async () => {
  const { last } = renderFields(stored);
  fireEvent.change(input('Titel'), { target: { value: 'Grillzeit' } });
  expect(last()).toEqual({ ...stored, title: 'Grillzeit' });

  fireEvent.change(input('Preis'), { target: { value: '' } });
  fireEvent.change(input('Tag'), { target: { value: '2026-07-01' } });
  fireEvent.click(input('Hervorheben'));
  fireEvent.change(input('Breite'), { target: { value: 'small' } });
  fireEvent.click(input('Alle'));
  fireEvent.change(input('Straße'), { target: { value: 'Hauptstraße 2' } });
  // Tabs: arrow keys switch to the second tab; both tabs' fields live in one object.
  fireEvent.keyDown(screen.getByRole('tab', { name: 'Erster' }), { key: 'ArrowRight' });
  fireEvent.change(await screen.findByLabelText('Feld B'), { target: { value: 'drei' } });
  const items = screen.getByTestId('collection-c.items');
  fireEvent.click(within(items).getAllByRole('button', { name: 'Nach unten' })[0]);
  fireEvent.click(within(items).getByRole('button', { name: 'Eintrag hinzufügen: Punkte' }));
  fireEvent.change(within(items).getAllByLabelText('Punkt')[2], { target: { value: 'Drittens' } });
  fireEvent.click(within(screen.getByTestId('image-c.gallery.0')).getByRole('button', { name: 'Bild entfernen' }));
  fireEvent.click(screen.getAllByRole('button', { name: 'Datei entfernen' })[0]);
  fireEvent.change(input('Zielseite'), { target: { value: '' } });
  fireEvent.change(input('Farbe'), { target: { value: '#00aa00' } });
  fireEvent.change(input('Linkart'), { target: { value: 'email_link' } });
  fireEvent.change(await screen.findByLabelText('E-Mail-Adresse'), { target: { value: 'info@metzgerei.de' } });

  await waitFor(() =>
    expect(last()).toEqual({
      ...stored,
      title: 'Grillzeit',
      price: null,
      day: '2026-07-01',
      flag: false,
      width: 'small',
      where: ['all', 'konstanz'],
      address: { street: 'Hauptstraße 2' },
      panels: { a: 'eins', b: 'drei' },
      items: [{ label: 'Zweitens' }, { label: 'Erstens' }, { label: 'Drittens' }],
      gallery: [{ id: 5, version: 1, extension: 'jpg' }],
      doc: null,
      page: null,
      bg: '#00aa00',
      cta: { kind: 'email_link', label: 'Mehr', mailto: 'info@metzgerei.de' },
    }),
  );
});

test('a new value starts empty per kind', () => {
  expect(emptyContent(fields)).toEqual({
    title: '',
    summary: '',
    html: '',
    md: '',
    price: null,
    when: '',
    day: '',
    photo: null,
    gallery: [],
    doc: null,
    docs: [],
    flag: false,
    width: 'small',
    where: [],
    address: { street: '' },
    panels: { a: '', b: '' },
    items: [],
    page: null,
    bg: '#ffffff',
    cta: { kind: 'site_link', label: '', reference: null },
  });
});

test('the form of every block type and node type renders from its definition', () => {
  const definitions = [
    ...BLOCK_TYPES.map((type) => blockDefinitions[type]),
    ...nodeTypeSchema.options.map((type) => nodeDefinitions[type]),
  ];
  for (const definition of definitions) {
    const { unmount, container } = render(
      <Provider store={createBackofficeStore()}>
        <ContentFields fields={definition} path="x" value={emptyContent(definition)} onChange={() => undefined} />
      </Provider>,
    );
    expect(container.querySelectorAll('input, textarea, select, button, [role="group"]').length).toBeGreaterThan(0);
    unmount();
  }
});

// jsdom has no layout: ProseMirror's scroll-into-view after an insert asks ranges for their boxes.
beforeAll(() => {
  const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects ??= noRects;
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
});

test('rich text takes an uploaded image: it joins the image library and stands as <img> in the HTML', async () => {
  const png = Uint8Array.from(
    Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'),
  );
  const { last } = renderFields({ ...stored, html: '<p>Text</p>' });
  const file = new File([png], 'grill.png', { type: 'image/png' });
  fireEvent.change(await screen.findByTestId('rich-text-image-file'), { target: { files: [file] } });
  // At the cursor (here the start: the text was never clicked).
  await waitFor(() => expect(last()?.html).toBe('<img src="/image/medium/41-1.png" alt=""><p>Text</p>'));
});
