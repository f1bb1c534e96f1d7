/** @jest-environment jsdom */
import { backofficeWebsiteTexts, validationTexts } from '@asp/i18n';
import { ToastRegion } from '@asp/web-kit';
import { withApiTestServer } from '@asp/web-kit/testing';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createBackofficeStore } from '../../../store';
import { NavigationFormPage, NavigationListPage } from './NavigationPages';
import { indentItem, outdentItem, type NavItem } from './tree-operations';

/** The navigation tree editor (website.md §2 Navigation): reorder, nest, edit and the body saved. */
const item = (label: string, extra: Partial<NavItem> = {}): NavItem => ({
  label,
  type: 'link',
  target: '/x',
  suffix: '',
  isEnabled: true,
  children: [],
  ...extra,
});
const mainMenu = {
  id: 3,
  identifier: 'mainMenu',
  isPublic: true,
  items: [
    item('Startseite', { type: 'home', target: null }),
    item('Über uns', { type: 'site', target: 7, children: [item('Geschichte'), item('Qualität')] }),
    item('Konstanz', { type: 'branch', target: 'konstanz' }),
  ],
};
const api = withApiTestServer((request) => {
  if (request.url === '/api/navigations/3')
    return request.method === 'PUT' ? { status: 200, body: { data: request.body } } : { status: 200, body: { data: mainMenu } };
  if (request.url.startsWith('/api/navigations')) return { status: 200, body: { data: [mainMenu] } };
  if (request.url.startsWith('/api/sites')) return { status: 200, body: { data: [{ id: 7, path: '/ueber-uns', name: 'Über uns' }] } };
  if (request.url.startsWith('/api/branches'))
    return { status: 200, body: { data: [{ id: 1, identifier: 'konstanz', name: 'Konstanz' }] } };
  return { status: 404 };
});

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/backend/navigations', element: <NavigationListPage /> },
      { path: '/backend/navigations/:id', element: <NavigationFormPage /> },
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

const labels = () => screen.getAllByTestId('navigation-item').map((element) => element.getAttribute('aria-label'));
const itemNamed = (label: string) =>
  screen.getAllByTestId('navigation-item').find((element) => element.getAttribute('aria-label') === label)!;
const own = (label: string, name: string) => within(itemNamed(label)).getAllByRole('button', { name })[0];
const sent = () => api.calls('PUT', '/api/navigations/3').at(-1)?.body as typeof mainMenu;

test('the list shows each navigation with its number of items', async () => {
  renderAt('/backend/navigations');
  expect(await screen.findByText('mainMenu')).toBeTruthy();
  expect(screen.getByText('3 Einträge')).toBeTruthy();
});

test('keyboard reorder, indent, outdent, add a child, edit and remove; the PUT carries the tree', async () => {
  const router = renderAt('/backend/navigations/3');
  await waitFor(() => expect(labels()).toEqual(['Startseite', 'Über uns', 'Geschichte', 'Qualität', 'Konstanz']));
  // The site and branch targets are chosen from the lists.
  await waitFor(() => expect((within(itemNamed('Konstanz')).getByLabelText('Ziel') as HTMLSelectElement).value).toBe('konstanz'));

  fireEvent.keyDown(screen.getByRole('button', { name: 'Verschieben: Qualität' }), { key: 'ArrowUp', altKey: true });
  await waitFor(() => expect(labels()).toEqual(['Startseite', 'Über uns', 'Qualität', 'Geschichte', 'Konstanz']));
  fireEvent.click(own('Konstanz', 'Einrücken'));
  await waitFor(() => expect(labels()).toEqual(['Startseite', 'Über uns', 'Qualität', 'Geschichte', 'Konstanz']));
  fireEvent.click(own('Geschichte', 'Ausrücken'));
  fireEvent.click(own('Startseite', 'Unterpunkt hinzufügen'));
  await waitFor(() => expect(labels()).toEqual(['Startseite', 'Neuer Eintrag', 'Über uns', 'Qualität', 'Konstanz', 'Geschichte']));
  const fresh = itemNamed('Neuer Eintrag');
  fireEvent.change(within(fresh).getAllByLabelText('Beschriftung')[0], { target: { value: 'Aktionen' } });
  fireEvent.change(within(itemNamed('Aktionen')).getAllByLabelText('Ziel')[0], { target: { value: 'https://example.com/' } });
  fireEvent.click(within(itemNamed('Aktionen')).getAllByLabelText('Aktiv')[0]);
  fireEvent.click(own('Qualität', 'Entfernen'));

  fireEvent.click(screen.getByTestId('form-save'));
  await waitFor(() => expect(router.state.location.pathname).toBe('/backend/navigations'));
  expect(sent().items).toEqual([
    { ...mainMenu.items[0], children: [item('Aktionen', { target: 'https://example.com/', isEnabled: false })] },
    { ...mainMenu.items[1], children: [item('Konstanz', { type: 'branch', target: 'konstanz' })] },
    item('Geschichte'),
  ]);
});

test('indent and outdent are pure and keep the tree otherwise', () => {
  const tree = [item('A'), item('B', { children: [item('B1')] }), item('C')];
  expect(indentItem(tree, [2])).toEqual([item('A'), item('B', { children: [item('B1'), item('C')] })]);
  expect(indentItem(tree, [0])).toEqual(tree);
  expect(outdentItem(tree, [1, 0])).toEqual([item('A'), item('B'), item('B1'), item('C')]);
  expect(outdentItem(tree, [1])).toEqual(tree);
  expect(tree[1].children).toHaveLength(1);
});

test("the record page: the create title at once, a malformed id is 'not found' without a call", async () => {
  renderAt('/backend/navigations/new');
  expect(screen.getByRole('heading', { name: backofficeWebsiteTexts.navigations.createTitle })).toBeTruthy();
  renderAt('/backend/navigations/0');
  expect(await screen.findByText(validationTexts.notFound)).toBeTruthy();
  expect(api.seen.filter((request) => request.url === '/api/navigations/0')).toHaveLength(0);
  expect(screen.getByRole('heading', { name: backofficeWebsiteTexts.navigations.editTitle })).toBeTruthy();
});
