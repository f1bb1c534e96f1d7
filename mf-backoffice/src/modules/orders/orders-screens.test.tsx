/** @jest-environment jsdom */
import type { Order } from '@asp/contracts';
import { operationTexts } from '@asp/i18n';
import { withApiTestServer, type SeenRequest, type TestReply } from '@asp/web-kit/testing';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { setBranchFilter } from '../../layout/branch-filter-slice';
import { createBackofficeStore } from '../../store';
import { historyQuery, EMPTY_FILTERS } from './history-query';
import { OrderHistoryPage } from './OrderHistoryPage';
import { StatusActions } from './StatusActions';

/**
 * The network boundary only: a real test HTTP server (withApiTestServer) records each call and answers it; the
 * screens, their RTK Query api and the web-kit client run for real.
 */
type Call = Pick<SeenRequest, 'method' | 'url' | 'body'>;
let answer: (call: Call) => TestReply = () => ({
  status: 200,
  body: { data: [] },
});
const api = withApiTestServer((request) => answer(request));

function renderWith(ui: ReactNode, store = createBackofficeStore()) {
  render(
    <Provider store={store}>
      <MemoryRouter>{ui}</MemoryRouter>
    </Provider>,
  );
  return store;
}

describe('history filters → query', () => {
  test('historyQuery sends only set filters, the inclusive end day, sort and page', () => {
    expect(historyQuery(EMPTY_FILTERS, null, 0)).toBe('limit=25&offset=0');
    expect(
      historyQuery({ from: '2025-06-01', to: '2025-06-30', status: 'confirmed', type: 'dineIn', q: '  Huber ', sort: 'appointment' }, 2, 3),
    ).toBe('branch=2&status=confirmed&type=dineIn&q=Huber&from=2025-06-01&to=2025-07-01&sort=appointment&direction=asc&limit=25&offset=75');
    expect(historyQuery({ ...EMPTY_FILTERS, sort: 'oldest' }, null, 0)).toBe('direction=asc&limit=25&offset=0');
  });

  test('the form applies on submit, with the layout branch filter, and pages by the total', async () => {
    answer = () => ({ status: 200, body: { data: [] }, headers: { 'x-total-count': '0' } });
    const store = renderWith(<OrderHistoryPage />);
    await waitFor(() => expect(api.seen.map((c) => c.url)).toEqual(['/api/orders?limit=25&offset=0']));
    act(() => {
      store.dispatch(setBranchFilter(4));
    });
    await waitFor(() => expect(api.seen.at(-1)?.url).toBe('/api/orders?branch=4&limit=25&offset=0'));
    fireEvent.change(screen.getByLabelText('Von'), { target: { value: '2025-06-02' } });
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'open' } });
    fireEvent.change(screen.getByLabelText('Art'), { target: { value: 'delivery' } });
    fireEvent.change(screen.getByLabelText('Suche (Name, Telefon, Nr.)'), { target: { value: '0753' } });
    const before = api.seen.length;
    fireEvent.click(screen.getByTestId('orders-apply'));
    await waitFor(() => expect(api.seen.length).toBe(before + 1));
    expect(api.seen.at(-1)?.url).toBe('/api/orders?branch=4&status=open&type=delivery&q=0753&from=2025-06-02&limit=25&offset=0');
  });
});

const order = (flags: Partial<Order> = {}): Order =>
  ({
    id: 7,
    isConfirmed: false,
    isRejected: false,
    isCompleted: false,
    isCanceled: false,
    isFailed: false,
    isInDelivery: false,
    isPaid: false,
    paymentMethod: 'cash',
    ...flags,
  }) as Order;
const buttons = () =>
  screen
    .queryAllByTestId(/^status-/)
    .filter((el) => el.tagName === 'BUTTON')
    .map((el) => el.dataset.testid);

describe('status action buttons', () => {
  test('only the transitions libs/domain allows are shown', () => {
    renderWith(<StatusActions order={order()} />);
    expect(buttons()).toEqual(['status-confirm', 'status-reject', 'status-cancel']);
  });

  test('a confirmed order offers cancel, in-delivery and completed; a final one nothing', () => {
    renderWith(<StatusActions order={order({ isConfirmed: true })} />);
    expect(buttons()).toEqual(['status-cancel', 'status-in-delivery', 'status-completed']);
  });

  test('a completed order shows no status buttons', () => {
    renderWith(<StatusActions order={order({ isConfirmed: true, isCompleted: true })} />);
    expect(buttons()).toEqual([]);
  });

  test('reject asks for a reason and sends it', async () => {
    answer = () => ({ status: 200, body: { data: order({ isRejected: true }) } });
    renderWith(<StatusActions order={order()} />);
    fireEvent.click(screen.getByTestId('status-reject'));
    fireEvent.change(screen.getByLabelText('Begründung (wird dem Kunden angezeigt)'), { target: { value: 'Ausverkauft' } });
    fireEvent.click(screen.getByTestId('status-submit'));
    await waitFor(() =>
      expect(api.seen.map(({ method, url, body }) => ({ method, url, body }))).toEqual([
        { method: 'POST', url: '/api/orders/7/status/reject', body: { message: 'Ausverkauft' } },
      ]),
    );
  });

  test('a failed action shows the catalogue message, or the server message when there is one', async () => {
    answer = () => ({ status: 500 });
    renderWith(<StatusActions order={order({ isConfirmed: true })} />);
    fireEvent.click(screen.getByTestId('status-completed'));
    expect(await screen.findByText(operationTexts.orderStatusFailed)).toBeTruthy();

    fireEvent.click(screen.getByTestId('status-cancel'));
    fireEvent.click(screen.getByTestId('status-submit'));
    expect(await screen.findByText(operationTexts.orderCancelFailed)).toBeTruthy();

    answer = () => ({ status: 409, body: { errors: [{ message: 'Die Bestellung ist bereits abgeschlossen oder storniert.' }] } });
    fireEvent.click(screen.getByTestId('status-completed'));
    expect(await screen.findByText('Die Bestellung ist bereits abgeschlossen oder storniert.')).toBeTruthy();
  });
});
