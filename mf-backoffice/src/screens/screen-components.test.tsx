/** @jest-environment jsdom */
import type { ScreenOrder } from '@asp/contracts';
import { orderScreenTexts as T } from '@asp/i18n';
import { fireEvent, render, screen } from '@testing-library/react';
import { connectionReducer, initialConnection, type ConnectionState } from './logic/connection-state';
import { nextActions, OrderCard } from './OrderCard';
import { ScreenFrame } from './ScreenFrame';

const order = (overrides: Partial<ScreenOrder> = {}): ScreenOrder =>
  ({
    id: 7,
    ticketNumber: 12,
    isConfirmed: false,
    isRejected: false,
    isCompleted: false,
    isCanceled: false,
    isFailed: false,
    isInDelivery: false,
    isDelivery: false,
    isDineIn: false,
    counterAppointment: null,
    appointment: null,
    appointmentDate: '2025-06-02T10:30:00.000+02:00',
    tableIdentifier: null,
    paymentMethod: 'cash',
    customerName: 'Erika Muster',
    comment: 'Bitte dünn',
    items: [
      {
        product: { id: 1, name: 'Bratwurst', unit: 'piece' },
        amount: 3,
        unit: 'piece',
        parts: [{ value: 'Groß' }],
      },
    ],
    createdAt: '2025-06-02T08:00:00.000Z',
    updatedAt: '2025-06-02T08:00:00.000Z',
    ...overrides,
  }) as ScreenOrder;

const live: ConnectionState = connectionReducer(connectionReducer(initialConnection, { type: 'stream-open' }), { type: 'list-loaded' });

describe('OrderCard', () => {
  it('offers the next steps the state machine allows', () => {
    expect(nextActions(order())).toEqual(['confirm']);
    expect(nextActions(order({ counterAppointment: '2025-06-02T12:00:00.000+02:00' }))).toEqual([]);
    expect(nextActions(order({ isConfirmed: true }))).toEqual(['in-delivery', 'completed']);
    expect(nextActions(order({ isConfirmed: true, isInDelivery: true }))).toEqual(['completed']);
  });

  it('shows ticket, time, name, items with options and the comment, flags an alert, and reports the tapped action', () => {
    const onAction = jest.fn();
    render(<OrderCard order={order()} alerting busy={false} onAction={onAction} />);
    const card = screen.getByTestId('screen-order');
    expect(card.className).toContain('asp-screen-order--alert');
    expect(card.textContent).toContain('Nr. 12');
    expect(card.textContent).toContain(T.newOrder);
    expect(card.textContent).toContain('Abholung 10:30');
    expect(card.textContent).toContain('Erika Muster');
    expect(card.textContent).toContain('3 Stk. Bratwurst (Groß)');
    expect(card.textContent).toContain('Bitte dünn');
    fireEvent.click(screen.getByRole('button', { name: T.confirm }));
    expect(onAction).toHaveBeenCalledWith('confirm');
  });
});

describe('ScreenFrame', () => {
  it('live: the content is usable and the badge says Live', () => {
    render(
      <ScreenFrame title={T.frontdeskTitle} connection={live} error={null} hasContent>
        <button type="button">innen</button>
      </ScreenFrame>,
    );
    expect(screen.getByTestId('connection-state').textContent).toBe(T.live);
    expect(screen.getByTestId('order-screen').className).not.toContain('asp-screen--stale');
    expect(screen.getByRole('button', { name: 'innen' })).toBeTruthy();
    expect(screen.queryByTestId('offline-notice')).toBeNull();
  });

  it('after a drop: Offline in plain sight and the held orders inert and greyed out', () => {
    const dropped = connectionReducer(live, { type: 'drop' });
    render(
      <ScreenFrame title={T.frontdeskTitle} connection={dropped} error={null} hasContent>
        <button type="button">innen</button>
      </ScreenFrame>,
    );
    expect(screen.getByTestId('connection-state').textContent).toBe(T.offline);
    expect(screen.getByTestId('offline-notice').textContent).toContain(T.offline);
    expect(screen.getByTestId('order-screen').className).toContain('asp-screen--stale');
    const main = screen.getByTestId('order-screen').querySelector('main')!;
    expect(main.hasAttribute('inert')).toBe(true);
    expect(screen.queryByRole('button', { name: 'innen' })).toBeNull(); // hidden from the accessibility tree
  });

  it('a refused key shows the German message and nothing else', () => {
    const refused = connectionReducer(initialConnection, { type: 'refused' });
    render(
      <ScreenFrame title={T.kitchenTitle} connection={refused} error={T.invalidKey} hasContent={false}>
        <p>Bestellungen</p>
      </ScreenFrame>,
    );
    expect(screen.getByRole('alert').textContent).toContain(T.invalidKey);
    expect(screen.queryByText('Bestellungen')).toBeNull();
  });
});
