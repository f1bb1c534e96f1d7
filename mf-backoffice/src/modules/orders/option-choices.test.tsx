/** @jest-environment jsdom */
import type { Order, OrderItem, Product } from '@asp/contracts';
import { productSchema } from '@asp/contracts';
import { orderItemEditTexts } from '@asp/i18n';
import { withApiTestServer, type SeenRequest, type TestReply } from '@asp/web-kit/testing';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { createBackofficeStore } from '../../store';
import { choicesChangeBody, choicesOf, partsOfChoices, type StepChoice } from './option-choices';
import { ItemEditButton } from './ItemEditDialog';

/** Only the network is scripted (a real test HTTP server answers); the dialog, the product read and the web-kit client run for real. */
type Call = Pick<SeenRequest, 'method' | 'url' | 'body'>;
let answer: (call: Call) => TestReply = () => ({ status: 200, body: { data: {} } });
const api = withApiTestServer((request) => answer(request));

/** Grillpaket: 0 select Würzung (required), 1 multiselect Beilagen, 2 addons Extras, 3 a text note. */
const product: Product = productSchema.parse({
  id: 3,
  name: 'Grillpaket',
  price: 20,
  type: 'configurable',
  config: {
    parts: [
      { type: 'select', name: 'Würzung', options: [{ name: 'mild' }, { name: 'scharf', modifier: 'add', value: 1 }] },
      {
        type: 'multiselect',
        name: 'Beilagen',
        optional: true,
        options: [{ name: 'Zwiebeln' }, { name: 'Knoblauch' }, { name: 'Paprika' }],
      },
      {
        type: 'addons',
        name: 'Extras',
        optional: true,
        options: [
          { name: 'Senf', price: 0.5, unit: 'piece' },
          { name: 'Brötchen', item: { amount: 1, unit: 'piece', product: { id: 9, name: 'Brötchen', price: 0.4, unit: 'piece' } } },
        ],
      },
      { type: 'text', name: 'Hinweis', optional: true },
    ],
  },
});

const parts: OrderItem['parts'] = [
  { value: 'scharf' },
  { values: ['Knoblauch', 'Zwiebeln'] },
  { addons: [{ name: 'Brötchen', amount: 2, unit: 'piece' }] },
  { value: 'gut durch' },
];
const item = { product: { id: 3, name: 'Grillpaket', unit: 'piece' }, amount: 2, unit: 'piece', parts, gross: 42 } as OrderItem;

describe('options: parts ⇄ choices ⇄ parts', () => {
  test('current parts become pre-filled choices per step kind; text steps are fixed', () => {
    expect(choicesOf(product, parts)).toEqual([
      { kind: 'select', value: 'scharf' },
      { kind: 'multiselect', values: ['Knoblauch', 'Zwiebeln'] },
      { kind: 'addons', amounts: { Brötchen: '2' } },
      { kind: 'fixed' },
    ]);
    expect(choicesOf(product, [])).toEqual([
      { kind: 'select', value: '' },
      { kind: 'multiselect', values: [] },
      { kind: 'addons', amounts: {} },
      { kind: 'fixed' },
    ]);
  });

  test('unchanged choices give back the same parts and no body', () => {
    expect(partsOfChoices(product, parts, choicesOf(product, parts))).toEqual(parts);
    expect(choicesChangeBody(item, product, choicesOf(product, parts))).toBeNull();
  });

  test('select: another option or none; multiselect: the ticked values', () => {
    const choices = choicesOf(product, parts);
    const changed: StepChoice[] = [{ kind: 'select', value: 'mild' }, { kind: 'multiselect', values: ['Paprika'] }, choices[2], choices[3]];
    expect(choicesChangeBody(item, product, changed)).toEqual({
      parts: [{ value: 'mild' }, { values: ['Paprika'] }, parts[2], { value: 'gut durch' }],
    });
    const emptied: StepChoice[] = [{ kind: 'select', value: '' }, ...choices.slice(1)];
    expect(partsOfChoices(product, parts, emptied)?.[0]).toEqual({ value: null });
  });

  test('addons: amounts with the unit of the addon (as the configurator stores them), 0 or empty drops one, text is invalid', () => {
    const choices = choicesOf(product, parts);
    const withAddons = (amounts: Record<string, string>): StepChoice[] => [choices[0], choices[1], { kind: 'addons', amounts }, choices[3]];
    expect(partsOfChoices(product, parts, withAddons({ Brötchen: '3', Senf: '1,5' }))?.[2]).toEqual({
      addons: [
        { name: 'Brötchen', amount: 3, unit: 'piece' },
        { name: 'Senf', amount: 1.5, unit: 'piece' },
      ],
    });
    expect(partsOfChoices(product, parts, withAddons({ Brötchen: '0', Senf: '' }))?.[2]).toEqual({ addons: [] });
    expect(partsOfChoices(product, parts, withAddons({ Brötchen: 'zwei' }))).toBeNull();
    expect(choicesChangeBody(item, product, withAddons({ Brötchen: '-1' }))).toBe('invalid');
  });

  test('one part per product step: a missing part is the empty part of its step', () => {
    const short = [{ value: 'mild' }];
    expect(partsOfChoices(product, short, choicesOf(product, short))).toEqual([
      { value: 'mild' },
      { values: [] },
      { addons: [] },
      { value: null },
    ]);
  });
});

const order = (): Order =>
  ({
    id: 7,
    isConfirmed: true,
    isRejected: false,
    isCompleted: false,
    isCanceled: false,
    isFailed: false,
    isPaid: false,
    isRefunded: false,
    currency: 'EUR',
    totals: { isApproximate: false },
    items: [item],
  }) as Order;

async function openDialog() {
  render(
    <Provider store={createBackofficeStore()}>
      <MemoryRouter>
        <ItemEditButton order={order()} item={item} index={0} />
      </MemoryRouter>
    </Provider>,
  );
  fireEvent.click(screen.getByTestId('item-edit-0'));
  await screen.findByTestId('item-edit-choices');
}
const puts = () => api.seen.filter((call) => call.method === 'PUT').map(({ method, url, body }) => ({ method, url, body }));

describe('item edit dialog with the product loaded', () => {
  test('loads the product, pre-selects the current choice and sends the changed parts', async () => {
    answer = (call) => ({ status: 200, body: { data: call.method === 'GET' ? product : order() } });
    await openDialog();
    expect(api.seen[0]).toMatchObject({ method: 'GET', url: '/api/products/3' });
    expect((screen.getByLabelText('Würzung') as HTMLSelectElement).value).toBe('scharf');
    expect((screen.getByLabelText('Knoblauch') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Paprika') as HTMLInputElement).checked).toBe(false);
    expect((screen.getByLabelText('Brötchen – Menge (Stk.)') as HTMLInputElement).value).toBe('2');
    expect(screen.getByTestId('item-edit-fixed-step').textContent).toBe('Hinweis: gut durch');
    expect(screen.queryByText(orderItemEditTexts.optionsHint)).toBeNull();

    fireEvent.change(screen.getByLabelText('Würzung'), { target: { value: 'mild' } });
    fireEvent.click(screen.getByLabelText('Knoblauch'));
    fireEvent.click(screen.getByLabelText('Paprika'));
    fireEvent.change(screen.getByLabelText('Senf – Menge (Stk.)'), { target: { value: '1' } });
    fireEvent.click(screen.getByTestId('item-edit-submit'));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]).toEqual({
      method: 'PUT',
      url: '/api/orders/7/items/0',
      body: {
        parts: [
          { value: 'mild' },
          { values: ['Zwiebeln', 'Paprika'] },
          {
            addons: [
              { name: 'Brötchen', amount: 2, unit: 'piece' },
              { name: 'Senf', amount: 1, unit: 'piece' },
            ],
          },
          { value: 'gut durch' },
        ],
      },
    });
  });

  test("a required step emptied: the server's first message is shown; an unreadable addon amount is refused before any call", async () => {
    answer = (call) =>
      call.method === 'GET'
        ? { status: 200, body: { data: product } }
        : { status: 400, body: { errors: [{ message: orderItemEditTexts.invalidOptions, field: 'parts' }] } };
    await openDialog();
    fireEvent.change(screen.getByLabelText('Würzung'), { target: { value: '' } });
    fireEvent.click(screen.getByTestId('item-edit-submit'));
    expect(await screen.findByText(orderItemEditTexts.invalidOptions)).toBeTruthy();
    expect(puts()[0]?.body).toEqual({ parts: [{ value: null }, ...parts.slice(1)] });

    fireEvent.change(screen.getByLabelText('Brötchen – Menge (Stk.)'), { target: { value: 'viel' } });
    fireEvent.click(screen.getByTestId('item-edit-submit'));
    expect(await screen.findByText(orderItemEditTexts.invalidAddonAmount)).toBeTruthy();
    expect(puts()).toHaveLength(1);
  });
});
