/** @jest-environment jsdom */
import type { Menu, Product } from '@asp/contracts';
import { productInputSchema } from '@asp/contracts';
import { backofficeProductTexts as texts, fill, kitTexts } from '@asp/i18n';
import { CLIPBOARD_STORAGE_KEY } from '@asp/web-kit';
import { withApiTestServer } from '@asp/web-kit/testing';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { setBranchFilter } from '../../layout/branch-filter-slice';
import { createBackofficeStore } from '../../store';
import { productRoutes } from './routes';

/**
 * The product list and the stock page (issue 13) against a real HTTP server (scripted answers):
 * server paging/filters in the query, 'Kopieren' into the clipboard (sessionStorage
 * 'asp.clipboard'), 'Einfügen' into the menu the list is filtered by, stock per branch.
 */
interface Call {
  method: string;
  url: URL;
  body: unknown;
}

const product = (id: number, name: string, extra: object = {}): Product => ({
  ...productInputSchema.parse({ name, price: 1.6, ...extra }),
  id,
});
const bratwurst = product(7, 'Bratwurst');
const leberkaese = product(8, 'Leberkäse', { price: 0.0199, unit: 'gram' });
const menus: Menu[] = [
  { id: 3, name: 'Sortiment Bodman', branches: [2], availableFrom: null, schedule: null, catalog: [{ id: 11, products: [8] }] },
  { id: 4, name: 'Sortiment Konstanz', branches: [1], availableFrom: null, schedule: null, catalog: [{ id: 10, products: [7, 8] }] },
];
const data: Record<string, unknown> = {
  '/api/categories': [
    { id: 10, name: 'Wurst', image: null, isEnabled: true, schedule: null, isVisibleWhenUnavailable: false, parent: null },
    { id: 11, name: 'Heiße Theke', image: null, isEnabled: true, schedule: null, isVisibleWhenUnavailable: false, parent: null },
  ],
  '/api/tags': [{ id: 1, name: 'Mittagstisch', image: null }],
  '/api/menus': menus,
  '/api/branches': [{ id: 1, name: 'Konstanz' }],
  '/api/products/stock': [
    { product: 7, branch: 1, soldOut: false, dailyQuantity: 20 },
    { product: 8, branch: 1, soldOut: true, dailyQuantity: null },
  ],
  '/api/orders/stock/1': {
    branch: 1,
    products: [
      { product: 7, soldOut: false, remaining: 12.5 },
      { product: 8, soldOut: true, remaining: null },
    ],
  },
  '/api/products/7': bratwurst,
  '/api/products/7/stock': [],
};

/** A real HTTP server answers every call of the screens; `calls` is what they sent, in order. */
const api = withApiTestServer((request) => {
  const path = request.url.split('?')[0];
  if (request.method === 'GET' && path === '/api/products')
    return { status: 200, body: { data: [bratwurst, leberkaese] }, headers: { 'x-total-count': '2' } };
  if (request.method === 'GET' && path in data) return { status: 200, body: { data: data[path] } };
  if (request.method === 'PUT') return { status: 200, body: { data: { id: Number(path.split('/')[3]), ...(request.body as object) } } };
  return { status: 500, body: { errors: [{ message: 'unerwartet' }] } };
});
const calls = {
  filter: (keep: (call: Call) => boolean) => all().filter(keep),
  find: (keep: (call: Call) => boolean) => all().find(keep),
  some: (keep: (call: Call) => boolean) => all().some(keep),
};
const all = (): Call[] =>
  api.seen.map((request) => ({ method: request.method, url: new URL(request.url, 'http://backoffice.test'), body: request.body }));

beforeEach(() => sessionStorage.clear());

function renderAt(path: string, branch: number | null = null) {
  const store = createBackofficeStore();
  store.dispatch(setBranchFilter(branch));
  const router = createMemoryRouter(
    [{ path: '/backend', children: productRoutes.map((route) => ({ path: route.props.path as string, element: route.props.element })) }],
    { initialEntries: [path] },
  );
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return router;
}

const productQueries = () =>
  calls.filter((call) => call.method === 'GET' && call.url.pathname === '/api/products').map((call) => call.url.searchParams);

test('the list asks the server for one sorted page with the filters and the layout branch filter', async () => {
  renderAt('/backend/products?q=wurst', 1);
  const table = await screen.findByTestId('product-table');
  await within(table).findByText('Bratwurst');
  expect(Object.fromEntries(productQueries().at(-1)!)).toEqual({ limit: '25', offset: '0', sort: 'name', q: 'wurst', branch: '1' });
  expect(within(table).getByText('0,02 € / g')).toBeTruthy();

  // The menu choices come with their own call: a value is only taken once its option is there.
  await within(screen.getByLabelText(texts.filterMenu)).findByRole('option', { name: 'Sortiment Konstanz' });
  fireEvent.change(screen.getByLabelText(texts.filterMenu), { target: { value: '4' } });
  await waitFor(() => expect(productQueries().at(-1)!.get('menu')).toBe('4'));
  fireEvent.click(within(table).getByRole('button', { name: fill(kitTexts.sortBy, { column: texts.columnPrice }) }));
  await waitFor(() => expect(productQueries().at(-1)!.get('sort')).toBe('price'));
});

test("'Kopieren' puts the product into the clipboard; on another menu's product list 'Einfügen' saves that menu with it", async () => {
  renderAt('/backend/products');
  const table = await screen.findByTestId('product-table');
  fireEvent.click(await within(table).findByRole('button', { name: `Bratwurst: ${texts.copy}` }));
  expect(JSON.parse(sessionStorage.getItem(CLIPBOARD_STORAGE_KEY)!)).toEqual([
    { context: 'product', label: 'Bratwurst', data: { id: 7, name: 'Bratwurst' } },
  ]);

  // The Bodman menu's product list: the copied Bratwurst goes into its 'Heiße Theke'.
  fireEvent.change(screen.getByLabelText(texts.filterMenu), { target: { value: '3' } });
  const paste = await screen.findByTestId('product-paste');
  fireEvent.change(within(paste).getByLabelText(texts.pasteCategory), { target: { value: '11' } });
  fireEvent.click(within(paste).getByRole('button', { name: texts.paste }));
  await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
  const put = calls.find((call) => call.method === 'PUT')!;
  expect(put.url.pathname).toBe('/api/menus/3');
  expect(put.body).toEqual({
    name: 'Sortiment Bodman',
    branches: [2],
    availableFrom: null,
    schedule: null,
    catalog: [{ id: 11, products: [8, 7] }],
  });
});

test('the stock page asks for a branch in the layout filter first', async () => {
  renderAt('/backend/products/stock');
  expect((await screen.findByTestId('stock-choose-branch')).textContent).toBe(texts.stockChooseBranch);
  // No stock is loaded without a branch. (Product list calls are not counted: the test before
  // may still have one in flight.)
  const stockCalls = calls.filter(
    (call) => call.url.pathname === '/api/products/stock' || call.url.pathname.startsWith('/api/orders/stock/'),
  );
  expect(stockCalls).toEqual([]);
});

test('the stock of the chosen branch: sold out shown as saved, a daily quantity saved with German decimals', async () => {
  renderAt('/backend/products/stock', 1);
  const table = await screen.findByTestId('product-stock-table');
  await within(table).findByText('Leberkäse');
  expect(Object.fromEntries(productQueries().at(-1)!)).toMatchObject({ branch: '1', sort: 'name' });
  const leberkaeseRow = within(table).getByTestId('product-stock-8-1');
  expect((within(leberkaeseRow).getByLabelText(texts.soldOut) as HTMLInputElement).checked).toBe(true);
  // What the orders service counts as left today, next to the daily quantity.
  expect(within(table).getByTestId('stock-remaining-7').textContent).toBe(fill(texts.remainingToday, { amount: '12,5 Stk.' }));
  expect(within(table).queryByTestId('stock-remaining-8')).toBeNull();
  const bratwurstRow = within(table).getByTestId('product-stock-7-1');
  expect((within(bratwurstRow).getByLabelText('Tagesmenge (Stk.)') as HTMLInputElement).value).toBe('20');
  fireEvent.change(within(bratwurstRow).getByLabelText('Tagesmenge (Stk.)'), { target: { value: '12,5' } });
  fireEvent.click(within(bratwurstRow).getByRole('button', { name: texts.stockSave }));
  await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
  const put = calls.find((call) => call.method === 'PUT')!;
  expect(put.url.pathname).toBe('/api/products/7/stock');
  expect(put.body).toEqual({ branch: 1, soldOut: false, dailyQuantity: 12.5 });
});

test('the product form lists the menus showing the product; adding it to another menu saves that menu, removing takes it out', async () => {
  renderAt('/backend/products/7');
  const placements = await screen.findByTestId('product-menus');
  const konstanz = fill(texts.menuCategory, { menu: 'Sortiment Konstanz', category: 'Wurst' });
  expect(await within(placements).findByText(konstanz)).toBeTruthy();

  const add = within(placements).getByTestId('product-menu-add');
  fireEvent.change(within(add).getByLabelText(texts.menus), { target: { value: '3' } });
  fireEvent.change(within(add).getByLabelText(texts.pasteCategory), { target: { value: '10' } });
  fireEvent.click(within(add).getByRole('button', { name: texts.addToMenu }));
  await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1));
  expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
    url: new URL('http://backoffice.test/api/menus/3'),
    body: {
      catalog: [
        { id: 11, products: [8] },
        { id: 10, products: [7] },
      ],
    },
  });

  const remove = within(placements).getByRole('button', { name: fill(texts.removeFromMenu, { place: konstanz }) });
  await waitFor(() => expect((remove as HTMLButtonElement).disabled).toBe(false));
  fireEvent.click(remove);
  await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(2));
  expect(calls.filter((call) => call.method === 'PUT')[1]).toMatchObject({
    url: new URL('http://backoffice.test/api/menus/4'),
    body: { catalog: [{ id: 10, products: [8] }] },
  });
});
