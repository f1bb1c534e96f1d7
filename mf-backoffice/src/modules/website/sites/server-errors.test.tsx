/** @jest-environment jsdom */
import { ToastRegion } from '@asp/web-kit';
import { withApiTestServer } from '@asp/web-kit/testing';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createBackofficeStore } from '../../../store';
import { BlockFormPage } from '../blocks/BlockPages';
import { SiteFormPage } from './SiteFormPage';

/**
 * A refused save (400) whose field paths point into the page body: each message is shown at
 * its field inside the generated block forms — in a collection item, in a tab (which is
 * marked and shown), in a link — and the block holding it is opened and marked. Paths come
 * absolute ('content.body[1]…') or relative to the content ('body[2]…', 'links[0]…').
 */
const body = [
  { type: 'hero_sub', value: { title: 'Willkommen', text: '', image: null } },
  {
    type: 'numbers',
    value: {
      background_image: null,
      headline: 'Zahlen',
      operating_data: [
        { number: '120 Jahre', text: 'Tradition' },
        { number: '', text: 'Filialen' },
      ],
    },
  },
  {
    type: 'contact',
    value: { contact: { text: '<p>Hallo</p>', quote: '', background_image: null, background_color: 'blau' }, forms: [] },
  },
];
const draft = {
  siteId: 7,
  data: { path: '/ueber-uns', title: '', name: 'Über uns', description: '', type: 'standard', isPublic: true, content: { body } },
  hasDraft: true,
  updatedAt: '2026-11-25T10:00:00Z',
  scheduledAt: null,
  baseVersion: 1,
};
const refused = (errors: Array<{ field: string; message: string }>) => ({ status: 400, body: { errors } });

const api = withApiTestServer((request) => {
  if (request.url === '/api/sites/7/draft' && request.method === 'GET') return { status: 200, body: { data: draft } };
  if (request.url === '/api/sites/7/draft' && request.method === 'PUT')
    return refused([
      { field: 'content.body[1].value.operating_data[1].number', message: 'Bitte eine Zahl angeben.' },
      { field: 'body[2].value.contact.background_color', message: 'Keine gültige Farbe.' },
    ]);
  if (request.url === '/api/blocks' && request.method === 'POST')
    return refused([{ field: 'links[0].link.label', message: 'Die Beschriftung fehlt.' }]);
  if (request.url.startsWith('/api/sites/7/versions')) return { status: 200, headers: { 'x-total-count': '0' }, body: { data: [] } };
  return { status: 200, body: { data: [] } };
});

function renderAt(path: string, routes: Array<{ path: string; element: ReactElement }>) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <Provider store={createBackofficeStore()}>
      <RouterProvider router={router} />
      <ToastRegion />
    </Provider>,
  );
  return router;
}

const cards = () => screen.getAllByTestId('block-card');
/** The field's message: the text its aria-describedby points at. */
const messageOf = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

test('site draft: a 400 with nested paths puts each message at its field; the block is opened and the tab marked', async () => {
  renderAt('/backend/sites/7', [{ path: '/backend/sites/:id', element: <SiteFormPage /> }]);
  await waitFor(() => expect(cards()).toHaveLength(3));
  // All blocks collapsed: no field of theirs is on the page yet.
  expect(screen.queryByLabelText('Zahl')).toBeNull();
  fireEvent.click(screen.getByTestId('form-save'));
  await waitFor(() => expect(api.calls('PUT', '/api/sites/7/draft')).toHaveLength(1));

  // numbers (position 2): the second item's number carries the message, the first does not.
  const numbers = await waitFor(() => {
    const found = within(cards()[1]).getAllByLabelText('Zahl');
    expect(found).toHaveLength(2);
    return found;
  });
  expect(within(cards()[1]).getByText('enthält Fehler')).toBeTruthy();
  expect(numbers[1].getAttribute('aria-invalid')).toBe('true');
  expect(messageOf(numbers[1])).toContain('Bitte eine Zahl angeben.');
  expect(numbers[0].getAttribute('aria-invalid')).toBeNull();

  // contact (position 3): the 'Gestaltung' tab holds the error — marked and shown, the message at the colour.
  const contact = cards()[2];
  const designTab = within(contact).getByRole('tab', { name: /Gestaltung/ });
  expect(designTab.textContent).toContain('enthält Fehler');
  expect(designTab.getAttribute('aria-selected')).toBe('true');
  expect(within(contact).getByRole('tab', { name: 'Inhalt' }).getAttribute('data-invalid')).toBeNull();
  const colour = within(contact).getByLabelText('Hintergrundfarbe');
  expect(colour.getAttribute('aria-invalid')).toBe('true');
  expect(messageOf(colour)).toContain('Keine gültige Farbe.');

  // The untouched block stays collapsed and unmarked.
  expect(within(cards()[0]).queryByText('enthält Fehler')).toBeNull();
  // Choosing the other tab is left alone while the messages stay.
  fireEvent.click(within(contact).getByRole('tab', { name: 'Inhalt' }));
  expect(within(contact).getByRole('tab', { name: 'Inhalt' }).getAttribute('aria-selected')).toBe('true');
});

test('block form: a path relative to the content (links[0].link.label) lands at the link label of the first item', async () => {
  renderAt('/backend/blocks/new', [
    { path: '/backend/blocks/:id', element: <BlockFormPage /> },
    { path: '/backend/blocks', element: <p>Liste</p> },
  ]);
  fireEvent.change(await screen.findByLabelText('Kennung'), { target: { value: 'hero-start' } });
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Hero Start' } });
  fireEvent.click(screen.getByRole('button', { name: 'Eintrag hinzufügen: Links' }));
  fireEvent.click(screen.getByTestId('form-save'));
  await waitFor(() => expect(api.calls('POST', '/api/blocks')).toHaveLength(1));
  const label = await waitFor(() => {
    const input = within(screen.getByTestId('link-content.links.0.link')).getByLabelText('Beschriftung');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    return input;
  });
  expect(messageOf(label)).toContain('Die Beschriftung fehlt.');
});
