/** @jest-environment jsdom */
import type { ScreenOrder } from '@asp/contracts';
import { alertState, ordersToAccept } from './alert-state';
import { connectionReducer, initialConnection, type ConnectionEvent } from './connection-state';
import { groupByPickupTime, itemOptions, nextHourTotals } from './kitchen-groups';
import { backoffDelay, SCREEN_BACKOFF } from './reconnect-backoff';
import { belongsOn, mergeOrder, resync, sortByPickup } from './screen-orders';

const NOW = new Date('2025-06-02T10:00:00+02:00');
let nextId = 1;
const item = (name: string, amount: number, unit: 'piece' | 'kilogram' = 'piece', productId = name.length, value?: string) => ({
  product: { id: productId, name, unit },
  amount,
  unit,
  parts: value ? [{ value }] : [],
  unitPrice: 1,
  gross: 1,
  net: 1,
  tax: 0,
  taxRate: 7,
  calculationModel: 'fixed' as const,
  isApproximate: false,
  isPriceHidden: false,
});
function order(overrides: Partial<ScreenOrder> = {}): ScreenOrder {
  const id = nextId++;
  return {
    id,
    ticketNumber: id,
    isConfirmed: false,
    isRejected: false,
    isCompleted: false,
    isCanceled: false,
    isFailed: false,
    isInDelivery: false,
    isDelivered: false,
    isPaid: false,
    isRefunded: false,
    isDelivery: false,
    isDineIn: false,
    isQuotation: false,
    isPreorder: false,
    tableIdentifier: null,
    paymentMethod: 'cash',
    appointmentDate: null,
    appointment: null,
    counterAppointment: null,
    rejectionMessage: null,
    branch: { id: 1 },
    deliveryArea: null,
    items: [item('Bratwurst', 2)],
    totals: {} as ScreenOrder['totals'],
    currency: 'EUR',
    customerName: 'Max Muster',
    comment: '',
    createdAt: '2025-06-02T07:50:00.000Z',
    updatedAt: '2025-06-02T07:50:00.000Z',
    ...overrides,
  };
}
const at = (time: string) => `2025-06-02T${time}:00.000+02:00`;

describe('screen lists', () => {
  it('the counter holds every unfinished order, the kitchen confirmed ones not yet ready; awaiting online payment on neither', () => {
    const open = order();
    const confirmed = order({ isConfirmed: true });
    const ready = order({ isConfirmed: true, isInDelivery: true });
    const done = order({ isConfirmed: true, isCompleted: true });
    const unpaid = order({ paymentMethod: 'mollie' });
    const orders = [open, confirmed, ready, done, unpaid];
    expect(orders.filter((o) => belongsOn('frontdesk', o)).map((o) => o.id)).toEqual([open.id, confirmed.id, ready.id]);
    expect(orders.filter((o) => belongsOn('kitchen', o)).map((o) => o.id)).toEqual([confirmed.id]);
    expect(belongsOn('frontdesk', { ...unpaid, isPaid: true })).toBe(true);
  });

  it('sorts by promised, then desired pickup, then creation', () => {
    const asap = order({ createdAt: at('09:55') });
    const desired = order({ appointmentDate: at('09:30') });
    const promised = order({ appointmentDate: at('08:00'), appointment: at('11:00') });
    expect(sortByPickup([promised, asap, desired]).map((o) => o.id)).toEqual([desired.id, asap.id, promised.id]);
  });

  it('merges pushes: newer replaces, older is ignored, finished ones leave', () => {
    const placed = order({ updatedAt: '2025-06-02T08:00:00.000Z' });
    const confirmed = { ...placed, isConfirmed: true, updatedAt: '2025-06-02T08:01:00.000Z' };
    let list = mergeOrder('frontdesk', [], placed);
    expect(list).toEqual([placed]);
    list = mergeOrder('frontdesk', list, confirmed);
    expect(list).toEqual([confirmed]);
    expect(mergeOrder('frontdesk', list, placed)).toEqual([confirmed]);
    expect(mergeOrder('frontdesk', list, { ...confirmed, isCompleted: true, updatedAt: '2025-06-02T08:02:00.000Z' })).toEqual([]);
    expect(mergeOrder('kitchen', [], placed)).toEqual([]);
  });

  it('a resync takes the server list and keeps only pushes newer than it', () => {
    const a = order({ updatedAt: '2025-06-02T08:00:00.000Z' });
    const b = order({ updatedAt: '2025-06-02T08:00:00.000Z' });
    const bDone = { ...b, isCompleted: true, isConfirmed: true, updatedAt: '2025-06-02T08:05:00.000Z' };
    const aOld = { ...a, updatedAt: '2025-06-02T07:00:00.000Z', isConfirmed: true };
    expect(resync('frontdesk', [a, b], [bDone, aOld])).toEqual([a]);
  });
});

describe('alert state', () => {
  it('is active while an order waits for acceptance and ends when all are accepted', () => {
    const first = order();
    const second = order();
    expect(alertState([first, second])).toEqual({ active: true, count: 2, ids: [first.id, second.id] });
    expect(alertState([{ ...first, isConfirmed: true }, second])).toMatchObject({ active: true, count: 1 });
    expect(
      alertState([
        { ...first, isConfirmed: true },
        { ...second, isConfirmed: true },
      ]),
    ).toEqual({ active: false, count: 0, ids: [] });
  });

  it('does not alert for unpaid online orders or orders awaiting the customer’s answer', () => {
    expect(ordersToAccept([order({ paymentMethod: 'datatrans' }), order({ counterAppointment: at('12:00') })])).toEqual([]);
  });
});

describe('reconnect backoff', () => {
  it('doubles from 500 ms up to 15 s, with bounded jitter', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map((n) => backoffDelay(n, SCREEN_BACKOFF, () => 0))).toEqual([
      500, 1000, 2000, 4000, 8000, 15000, 15000, 15000,
    ]);
    expect(backoffDelay(0, SCREEN_BACKOFF, () => 0.999)).toBeLessThanOrEqual(600);
    expect(backoffDelay(10, SCREEN_BACKOFF, () => 0.999)).toBe(15000);
    expect(backoffDelay(1000, SCREEN_BACKOFF, () => 0)).toBe(15000);
  });
});

describe('connection state', () => {
  const run = (...events: ConnectionEvent['type'][]) =>
    events.reduce((state, type) => connectionReducer(state, { type } as ConnectionEvent), initialConnection);

  it('is live only after the list was loaded on an open stream, and stale from a drop until the next load', () => {
    expect(run()).toMatchObject({ status: 'connecting', stale: true });
    expect(run('stream-open')).toMatchObject({ status: 'connecting', stale: true });
    expect(run('stream-open', 'list-loaded')).toMatchObject({ status: 'live', stale: false, attempt: 0 });
    expect(run('stream-open', 'list-loaded', 'drop')).toMatchObject({ status: 'offline', stale: true, attempt: 1 });
    expect(run('stream-open', 'list-loaded', 'drop', 'connect', 'drop')).toMatchObject({ status: 'offline', attempt: 2 });
    expect(run('stream-open', 'list-loaded', 'drop', 'connect', 'stream-open')).toMatchObject({ status: 'connecting', stale: true });
    expect(run('drop', 'connect', 'stream-open', 'list-loaded')).toMatchObject({ status: 'live', stale: false, attempt: 0 });
  });

  it('stays refused after a 401', () => {
    expect(run('refused', 'connect', 'drop')).toMatchObject({ status: 'offline', refused: true, attempt: 0 });
  });
});

describe('kitchen', () => {
  it('groups orders by pickup minute, earliest first', () => {
    const a = order({ appointmentDate: at('10:30') });
    const b = order({ appointmentDate: at('10:30') });
    const c = order({ appointmentDate: at('10:15') });
    const groups = groupByPickupTime([a, b, c]);
    expect(groups.map((g) => [g.at, g.orders.map((o) => o.id)])).toEqual([
      [new Date(at('10:15')).toISOString(), [c.id]],
      [new Date(at('10:30')).toISOString(), [a.id, b.id]],
    ]);
  });

  it('sums the items due within the next hour (overdue included) per product, unit and options', () => {
    const overdue = order({ appointmentDate: at('09:45'), items: [item('Bratwurst', 2), item('Hack', 0.25, 'kilogram', 9)] });
    const soon = order({ appointmentDate: at('10:40'), items: [item('Bratwurst', 3), item('Hack', 0.5, 'kilogram', 9)] });
    const edge = order({ appointmentDate: at('11:00'), items: [item('Platte', 1, 'piece', 7, 'Groß')] });
    const later = order({ appointmentDate: at('11:30'), items: [item('Bratwurst', 10)] });
    expect(nextHourTotals([later, soon, overdue, edge], NOW).map((l) => [l.name, l.amount, l.unit, l.options, l.orders])).toEqual([
      ['Bratwurst', 5, 'piece', '', 2],
      ['Hack', 0.75, 'kilogram', '', 2],
      ['Platte', 1, 'piece', 'Groß', 1],
    ]);
  });

  it('names the options of an item', () => {
    expect(
      itemOptions({ parts: [{ value: 'Groß' }, { values: ['Senf', 'Ketchup'] }, { addons: [{ name: 'Brötchen', amount: 2 }] }] }),
    ).toBe('Groß, Senf, Ketchup, 2× Brötchen');
  });
});
