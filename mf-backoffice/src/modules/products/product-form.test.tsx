/** @jest-environment jsdom */
import type { Product } from '@asp/contracts';
import { productInputSchema } from '@asp/contracts';
import { backofficeProductTexts as texts, fill, validationTexts } from '@asp/i18n';
import { withApiTestServer } from '@asp/web-kit/testing';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createBackofficeStore } from '../../store';
import { productRoutes } from './routes';

/**
 * The product form (issue 13) against a scripted network boundary: the pages, their RTK
 * Query api, the kit's form and the web-kit client run for real against a real HTTP server.
 */
interface Call {
  method: string;
  path: string;
  body: unknown;
}
type Reply = { status: number; body?: unknown; headers?: Record<string, string> };
let answer: (call: Call) => Reply | undefined;

const bratwurst: Product = {
  ...productInputSchema.parse({
    name: 'Bratwurst',
    price: 1.6,
    unit: 'piece',
    alternativeUnits: [
      { unit: 'package', ratio: 5, calculationModel: 'fixed', minimumQuantity: 1, maximumQuantity: 10, quantityStepSize: 1 },
    ],
    tax: 7,
    dineInTax: 19,
    takeawayTax: null,
    netQuantity: { amount: 120, unit: 'gram' },
  }),
  id: 5,
};

const lists: Record<string, unknown> = {
  '/api/categories': [],
  '/api/tags': [],
  '/api/menus': [],
  '/api/branches': [],
  '/api/products/5/stock': [],
};

/** A real HTTP server answers: the test's own `answer` first, else the product and the lists the form loads. */
const api = withApiTestServer((request) => {
  const call = { method: request.method, path: request.url.split('?')[0], body: request.body };
  return (
    answer(call) ??
    (call.method === 'GET' && call.path === '/api/products/5'
      ? { status: 200, body: { data: bratwurst } }
      : call.method === 'GET' && call.path in lists
        ? { status: 200, body: { data: lists[call.path] } }
        : { status: 500, body: { errors: [{ message: 'unerwartet' }] } })
  );
});

beforeEach(() => {
  answer = () => undefined;
});

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/backend',
        children: [...productRoutes.map((route) => ({ path: route.props.path as string, element: route.props.element }))],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <Provider store={createBackofficeStore()}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return router;
}

const writes = () =>
  api.seen
    .filter((request) => request.method !== 'GET')
    .map((request) => ({ method: request.method, path: request.url, body: request.body }));

test('saving a new product with a blank name shows the German blank message on the name field; nothing is sent', async () => {
  renderAt('/backend/products/new');
  const form = await screen.findByTestId('product-form');
  fireEvent.click(within(form).getByTestId('form-save'));
  const name = await screen.findByLabelText(texts.name);
  await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
  const describedBy = name.getAttribute('aria-describedby')!.split(' ');
  expect(describedBy.map((id) => document.getElementById(id)?.textContent)).toContain(validationTexts.blank);
  expect(writes()).toEqual([]);
});

test("a server field error lands on its field (an alternative unit's maximum)", async () => {
  const refusal = 'Dieser Wert sollte kleiner oder gleich 1000000 sein.';
  answer = (call) =>
    call.method === 'PUT'
      ? { status: 400, body: { errors: [{ message: refusal, field: 'alternativeUnits[0].maximumQuantity' }] } }
      : undefined;
  renderAt('/backend/products/5');
  await screen.findByDisplayValue('Bratwurst');
  fireEvent.click(screen.getByTestId('form-save'));
  const unit = screen.getByTestId('product-alternative-unit-0');
  const maximum = within(unit).getByLabelText(texts.maximumQuantity);
  await waitFor(() => expect(maximum.getAttribute('aria-invalid')).toBe('true'));
  expect(within(unit).getByText(refusal)).toBeTruthy();
  expect(writes().map((call) => `${call.method} ${call.path}`)).toEqual(['PUT /api/products/5']);
});

test('units, alternative units and VAT rates round-trip: loaded values come back unchanged, edits arrive as numbers and nulls', async () => {
  answer = (call) => (call.method === 'PUT' ? { status: 200, body: { data: { ...bratwurst, ...(call.body as object) } } } : undefined);
  renderAt('/backend/products/5');
  await screen.findByDisplayValue('Bratwurst');

  // Loaded as stored: unit, alternative unit, taxes per order type, net quantity (and its base price).
  expect((screen.getAllByLabelText(texts.unit)[0] as HTMLSelectElement).value).toBe('piece');
  const first = screen.getByTestId('product-alternative-unit-0');
  expect((within(first).getByLabelText(texts.ratio) as HTMLInputElement).value).toBe('5');
  expect((screen.getByLabelText(texts.dineInTax) as HTMLInputElement).value).toBe('19');
  expect((screen.getByLabelText(texts.takeawayTax) as HTMLInputElement).value).toBe('');
  expect(screen.getByTestId('product-base-price').textContent?.replace(/\u00a0/g, ' ')).toBe('Grundpreis: 13,33 € / kg');
  // The configurator builder edits config.parts of the same form, in the Konfigurator section.
  expect(within(screen.getByTestId('product-section-configurator')).getByTestId('configurator-builder')).toBeTruthy();

  // Edits: a takeaway rate, dine-in emptied (falls back to tax), a second alternative unit in grams.
  fireEvent.change(screen.getByLabelText(texts.takeawayTax), { target: { value: '7' } });
  fireEvent.change(screen.getByLabelText(texts.dineInTax), { target: { value: '' } });
  fireEvent.click(screen.getByText(texts.addAlternativeUnit));
  const second = await screen.findByTestId('product-alternative-unit-1');
  fireEvent.change(within(second).getByLabelText(texts.unit), { target: { value: 'gram' } });
  fireEvent.change(within(second).getByLabelText(texts.ratio), { target: { value: '0.0083' } });
  fireEvent.change(within(second).getByLabelText(texts.calculationModel), { target: { value: 'approximate' } });
  fireEvent.change(within(second).getByLabelText(texts.minimumQuantity), { target: { value: '120' } });
  fireEvent.change(within(second).getByLabelText(texts.quantityStepSize), { target: { value: '10' } });
  fireEvent.click(screen.getByTestId('form-save'));

  await waitFor(() => expect(writes()).toHaveLength(1));
  const { id: _id, ...unchanged } = bratwurst;
  expect(writes()[0]).toEqual({
    method: 'PUT',
    path: '/api/products/5',
    body: {
      ...unchanged,
      takeawayTax: 7,
      dineInTax: null,
      alternativeUnits: [
        bratwurst.alternativeUnits[0],
        { unit: 'gram', ratio: 0.0083, calculationModel: 'approximate', minimumQuantity: 120, maximumQuantity: null, quantityStepSize: 10 },
      ],
    },
  });
});

test('a tag deleted since the last save stays visible and can be unticked, so the product can be saved again', async () => {
  answer = (call) => {
    if (call.method === 'GET' && call.path === '/api/products/5')
      return { status: 200, body: { data: { ...bratwurst, tags: [{ id: 99 }] } } };
    if (call.method === 'PUT') return { status: 200, body: { data: { ...bratwurst, ...(call.body as object) } } };
    return undefined;
  };
  renderAt('/backend/products/5');
  const deleted = (await screen.findByLabelText(fill(texts.unknownTag, { id: 99 }))) as HTMLInputElement;
  expect(deleted.checked).toBe(true);
  fireEvent.click(deleted);
  fireEvent.click(screen.getByTestId('form-save'));
  await waitFor(() => expect(writes()).toHaveLength(1));
  expect((writes()[0].body as Product).tags).toEqual([]);
});

test("'Löschen' asks first, then deletes and goes back to the list", async () => {
  answer = (call) =>
    call.method === 'DELETE'
      ? { status: 200, body: { data: { id: 5 } } }
      : call.path === '/api/products'
        ? { status: 200, body: { data: [] }, headers: { 'x-total-count': '0' } }
        : undefined;
  const router = renderAt('/backend/products/5');
  await screen.findByDisplayValue('Bratwurst');
  fireEvent.click(screen.getByTestId('product-delete'));
  expect(writes()).toEqual([]);
  fireEvent.click(await screen.findByTestId('confirm-delete'));
  await waitFor(() => expect(router.state.location.pathname).toBe('/backend/products'));
  expect(writes().map((call) => `${call.method} ${call.path}`)).toEqual(['DELETE /api/products/5']);
});

test('in the whole form, a select step gets its options one click each (after typing its title)', async () => {
  renderAt('/backend/products/new');
  const builder = await screen.findByTestId('configurator-builder');
  fireEvent.change(within(builder).getByLabelText('Art des neuen Schritts'), { target: { value: 'select' } });
  fireEvent.click(within(builder).getByRole('button', { name: 'Schritt hinzufügen' }));
  const step = (await within(builder).findAllByTestId('configurator-step-editor'))[0];
  const title = within(step).getByLabelText('Titel');
  fireEvent.change(title, { target: { value: 'Marinade' } });
  fireEvent.blur(title);
  fireEvent.click(within(step).getByRole('button', { name: 'Option hinzufügen' }));
  await waitFor(() => expect(within(step).getAllByTestId('configurator-option-editor')).toHaveLength(1));
  fireEvent.click(within(step).getByRole('button', { name: 'Option hinzufügen' }));
  await waitFor(() => expect(within(step).getAllByTestId('configurator-option-editor')).toHaveLength(2));
});

test('a new product without a net quantity is saved with netQuantity null', async () => {
  answer = (call) => (call.method === 'POST' ? { status: 201, body: { data: { ...bratwurst, id: 9, name: 'Grillbauch' } } } : undefined);
  renderAt('/backend/products/new');
  const form = await screen.findByTestId('product-form');
  fireEvent.change(within(form).getAllByLabelText(texts.name)[0], { target: { value: 'Grillbauch' } });
  fireEvent.change(within(form).getByLabelText(texts.price), { target: { value: '18.9' } });
  fireEvent.click(within(form).getByTestId('form-save'));
  await waitFor(() => expect(writes()).toHaveLength(1));
  expect(writes()[0]).toMatchObject({
    method: 'POST',
    path: '/api/products',
    body: { name: 'Grillbauch', price: 18.9, netQuantity: null },
  });
});

test('choosing a net quantity unit asks for its amount; choosing none again takes both away', async () => {
  renderAt('/backend/products/new');
  const form = await screen.findByTestId('product-form');
  fireEvent.change(within(form).getAllByLabelText(texts.name)[0], { target: { value: 'Grillbauch' } });
  const netUnit = within(form).getByLabelText(texts.netQuantityUnit);
  fireEvent.change(netUnit, { target: { value: 'gram' } });
  fireEvent.click(within(form).getByTestId('form-save'));
  const amount = await within(form).findByLabelText(texts.netQuantityAmount);
  await waitFor(() => expect(amount.getAttribute('aria-invalid')).toBe('true'));
  expect(writes()).toEqual([]);
  fireEvent.change(netUnit, { target: { value: '' } });
  await waitFor(() => expect(within(form).queryByLabelText(texts.netQuantityAmount)).toBeNull());
});
