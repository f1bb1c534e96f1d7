/** @jest-environment jsdom */
import type { Order, OrderItem } from '@asp/contracts';
import { orderItemEditTexts } from '@asp/i18n';
import { withApiTestServer, type SeenRequest, type TestReply } from '@asp/web-kit/testing';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { createBackofficeStore } from '../../store';
import { initialItemInput, itemChangeBody, itemChangeRequests, weighingUnit } from './item-change-body';
import { chosenOptions, optionsChangeBody, withoutOptions } from './item-options';
import { ItemEditButton } from './ItemEditDialog';
import { PaymentAmounts } from './PaymentAmounts';

/** Only the network is scripted (a real test HTTP server answers); the dialog, its RTK Query api and the web-kit client run for real. */
type Call = Pick<SeenRequest, 'method' | 'url' | 'body'>;
let answer: (call: Call) => TestReply = () => ({ status: 200, body: { data: {} } });
const api = withApiTestServer((request) => answer(request));

const line = (extra: Partial<OrderItem> = {}): OrderItem =>
  ({ product: { id: 1, name: 'Rinderhack', unit: 'kilogram' }, amount: 500, unit: 'gram', parts: [], gross: 6.45, ...extra }) as OrderItem;
const order = (extra: Partial<Order> = {}): Order =>
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
    items: [line()],
    ...extra,
  }) as Order;

describe('item edit: value mapping', () => {
  test('a weight line is weighed in its own unit, a piece line of a kg product in kilograms', () => {
    expect(weighingUnit(line())).toBe('gram');
    expect(weighingUnit(line({ unit: 'piece' }))).toBe('kilogram');
  });

  test('the weighed amount wins for weight products; German decimals are read', () => {
    expect(itemChangeBody(line(), { amount: '500', weighed: '512' })).toEqual({ weighedAmount: 512, weighedUnit: 'gram' });
    expect(itemChangeBody(line({ unit: 'kilogram', amount: 0.5 }), { amount: '0,5', weighed: '0,512' })).toEqual({
      weighedAmount: 0.512,
      weighedUnit: 'kilogram',
    });
    expect(itemChangeBody(line(), { amount: '500', weighed: 'abc' })).toBeNull();
  });

  test('otherwise a changed quantity; unchanged or unusable input sends nothing', () => {
    const piece = line({ product: { id: 2, name: 'Bratwurst', unit: 'piece' }, unit: 'piece', amount: 2 });
    expect(itemChangeBody(piece, { amount: '3', weighed: '5' })).toEqual({ amount: 3 });
    expect(itemChangeBody(piece, { amount: '2', weighed: '' })).toBeNull();
    expect(itemChangeBody(piece, { amount: '0', weighed: '' })).toBeNull();
    expect(initialItemInput(line({ amount: 0.5, unit: 'kilogram' }))).toEqual({ amount: '0,5', weighed: '', removedOptions: [] });
    expect(initialItemInput(line({ isWeighed: true, amount: 512 }))).toEqual({ amount: '512', weighed: '512', removedOptions: [] });
  });
});

/** A configured line: step 0 select (Würzung), step 1 multiselect, step 2 addons, step 3 an upload. */
const configured = (extra: Partial<OrderItem> = {}) =>
  line({
    product: { id: 3, name: 'Grillpaket', unit: 'piece' },
    unit: 'piece',
    amount: 2,
    parts: [
      { value: 'scharf' },
      { values: ['Zwiebeln', 'Knoblauch'] },
      {
        addons: [
          { name: 'Senf', amount: 1 },
          { name: 'Ketchup', amount: 0 },
          { name: 'Brötchen', amount: 2, unit: 'piece' },
        ],
      },
      { files: [{ id: 9, extension: 'png' }] },
    ],
    ...extra,
  });

describe('item edit: options mapping', () => {
  test('chosen options are the values, multiselect values and addons with an amount; files are none', () => {
    expect(chosenOptions(configured().parts)).toEqual([
      { key: '0:value', label: 'scharf' },
      { key: '1:values:0', label: 'Zwiebeln' },
      { key: '1:values:1', label: 'Knoblauch' },
      { key: '2:addon:0', label: '1 × Senf' },
      { key: '2:addon:2', label: '2 × Brötchen' },
    ]);
    expect(chosenOptions([])).toEqual([]);
  });

  test('removing keeps every step at its position and the uploads untouched', () => {
    const parts = withoutOptions(configured().parts, new Set(['0:value', '1:values:0', '2:addon:2']));
    expect(parts).toEqual([
      { value: null },
      { values: ['Knoblauch'] },
      {
        addons: [
          { name: 'Senf', amount: 1 },
          { name: 'Ketchup', amount: 0 },
        ],
      },
      { files: [{ id: 9, extension: 'png' }] },
    ]);
    expect(optionsChangeBody(configured(), [])).toBeNull();
    expect(optionsChangeBody(configured(), ['7:value'])).toBeNull();
    expect(optionsChangeBody(configured(), ['1:values:1'])?.parts?.[1]).toEqual({ values: ['Zwiebeln'] });
  });

  test('options go with a new quantity in one call, before a weighing in a second one', () => {
    const input = { amount: '2', weighed: '', removedOptions: ['0:value'] };
    const removed = withoutOptions(configured().parts, new Set(['0:value']));
    expect(itemChangeRequests(configured(), input)).toEqual([{ parts: removed }]);
    expect(itemChangeRequests(configured(), { ...input, amount: '3' })).toEqual([{ amount: 3, parts: removed }]);
    expect(itemChangeRequests(configured(), { ...input, amount: 'x' })).toBeNull();
    expect(itemChangeRequests(configured(), { ...input, removedOptions: [] })).toBeNull();
    const weight = configured({ product: { id: 4, name: 'Marinade-Steak', unit: 'kilogram' }, unit: 'gram', amount: 500 });
    expect(itemChangeRequests(weight, { amount: '500', weighed: '480', removedOptions: ['0:value'] })).toEqual([
      { parts: removed },
      { weighedAmount: 480, weighedUnit: 'gram' },
    ]);
    expect(itemChangeRequests(weight, { amount: '500', weighed: '0', removedOptions: ['0:value'] })).toBeNull();
  });
});

/** Opens the dialog and waits until the product read (GET /api/products/{id}) has settled. */
async function openDialog() {
  fireEvent.click(screen.getByTestId('item-edit-0'));
  await waitFor(() => expect(screen.queryByText(orderItemEditTexts.optionsLoading)).toBeNull());
}
const puts = () => api.seen.filter((call) => call.method === 'PUT').map(({ method, url, body }) => ({ method, url, body }));

function renderButton(o: Order) {
  render(
    <Provider store={createBackofficeStore()}>
      <MemoryRouter>
        <ItemEditButton order={o} item={o.items[0]} index={0} />
      </MemoryRouter>
    </Provider>,
  );
}

describe('item edit dialog', () => {
  test('sends the weighed amount to PUT /api/orders/{id}/items/{index}', async () => {
    answer = () => ({ status: 200, body: { data: order() } });
    renderButton(order());
    await openDialog();
    fireEvent.change(screen.getByLabelText('Gewogenes Gewicht (g)'), { target: { value: '512' } });
    fireEvent.click(screen.getByTestId('item-edit-submit'));
    await waitFor(() =>
      expect(puts()).toEqual([{ method: 'PUT', url: '/api/orders/7/items/0', body: { weighedAmount: 512, weighedUnit: 'gram' } }]),
    );
  });

  test("shows the server's first message, else the German default; nothing for a final order", async () => {
    answer = () => ({ status: 422, body: { errors: [{ message: orderItemEditTexts.orderFinal }] } });
    renderButton(order());
    await openDialog();
    fireEvent.change(screen.getByLabelText('Gewogenes Gewicht (g)'), { target: { value: '512' } });
    fireEvent.click(screen.getByTestId('item-edit-submit'));
    expect(await screen.findByText(orderItemEditTexts.orderFinal)).toBeTruthy();
    answer = () => ({ status: 500 });
    fireEvent.click(screen.getByTestId('item-edit-submit'));
    expect(await screen.findByText(orderItemEditTexts.saveFailed)).toBeTruthy();
  });

  test('a product that cannot be loaded (deleted): ticking an option sends the parts without it', async () => {
    answer = (call) =>
      call.method === 'GET'
        ? { status: 404, body: { errors: [{ message: 'Nicht gefunden.' }] } }
        : { status: 200, body: { data: order() } };
    const o = order({ items: [configured()] });
    renderButton(o);
    await openDialog();
    expect(screen.getByText(orderItemEditTexts.optionsHint)).toBeTruthy();
    fireEvent.click(screen.getByLabelText('„2 × Brötchen“ entfernen'));
    fireEvent.click(screen.getByTestId('item-edit-submit'));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]).toEqual({
      method: 'PUT',
      url: '/api/orders/7/items/0',
      body: { parts: withoutOptions(configured().parts, new Set(['2:addon:2'])) },
    });
  });

  test('a completed order offers no edit', () => {
    renderButton(order({ isCompleted: true }));
    expect(screen.queryByTestId('item-edit-0')).toBeNull();
  });
});

describe('payment amounts', () => {
  test('final, captured and the amount to collect at the counter; a failed refund', () => {
    const { unmount } = render(
      <PaymentAmounts
        order={order({
          estimatedAmount: 9.65,
          finalAmount: 16.1,
          amountToCollect: 6.45,
          payment: { provider: 'sandbox', id: 'sbx_1', status: 'paid', checkedAt: null, capturedAmount: 9.65 },
        })}
      />,
    );
    expect(screen.getByTestId('amount-to-collect').textContent).toContain('6,45');
    expect(screen.getByTestId('order-captured').textContent).toContain('9,65');
    expect(screen.getByTestId('order-final').textContent).toContain('16,10');
    unmount();
    render(
      <PaymentAmounts
        order={order({
          isCanceled: true,
          isPaid: true,
          payment: {
            provider: 'sandbox',
            id: 'sbx_1',
            status: 'paid',
            checkedAt: null,
            refund: { state: 'failed', amount: 9.65, at: '', attempts: 1 },
          },
        })}
      />,
    );
    expect(screen.getByTestId('refund-state').textContent).toBe(orderItemEditTexts.refundFailed);
  });
});
