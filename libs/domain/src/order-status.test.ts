import {
  areAllRatingsSet,
  counterAppointmentPrompt,
  frontdeskHint,
  fulfilmentLabel,
  isCounterAppointmentOffered,
  isQuestionnaireOffered,
  orderStatus,
  orderStatusHeader,
  orderStatusLine,
  orderStatusText,
  orderSummary,
  orderTimeline,
  ORDER_POLL_MS,
  questionnaireErrors,
  questionnairePayload,
  shouldPollOrder,
  isOrderCanceled,
  isOrderFinal,
} from './order-status';
import { legacy } from './testing/fixtures';
import type { Order } from './types';

const order = (flags: Partial<Order> = {}): Order => ({
  id: 1,
  uid: 'A1B2C3',
  hash: 'h',
  ticketNumber: 1,
  paymentRedirectUrl: null,
  isQuotation: false,
  isPreorder: false,
  tableIdentifier: null,
  appointmentDate: null,
  appointment: null,
  counterAppointment: null,
  rejectionMessage: null,
  questionnaireRating: null,
  branch: { id: 1 },
  deliveryArea: null,
  items: [],
  totals: null,
  currency: 'EUR',
  createdAt: '2025-06-02T08:00:00.000Z',
  updatedAt: '2025-06-02T08:00:00.000Z',
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
  paymentMethod: 'cash',
  ...flags,
});
const delivery = { isDelivery: true };
const dineIn = { isDineIn: true };

describe('order status per order type and flags (storefront.md §2.12, §4)', () => {
  it.each<[string, Partial<Order>, string, string]>([
    ['new pickup order', {}, 'awaitingConfirmation', 'Warten auf Bestätigung'],
    ['online payment not yet paid', { paymentMethod: 'mollie' }, 'awaitingPayment', 'Warten auf Zahlungseingang'],
    ['online payment paid', { paymentMethod: 'datatrans', isPaid: true }, 'awaitingConfirmation', 'Warten auf Bestätigung'],
    ['confirmed', { isConfirmed: true }, 'inProgress', 'Wird bearbeitet'],
    ['confirmed online order not yet paid', { isConfirmed: true, paymentMethod: 'mollie' }, 'inProgress', 'Wird bearbeitet'],
    ['pickup ready (in-delivery action)', { isConfirmed: true, isInDelivery: true }, 'readyForPickup', 'Abholbereit'],
    ['pickup delivered flag', { isConfirmed: true, isDelivered: true }, 'readyForPickup', 'Abholbereit'],
    ['dine-in ready', { ...dineIn, isConfirmed: true, isInDelivery: true }, 'readyForPickup', 'Abholbereit'],
    ['delivery in delivery', { ...delivery, isConfirmed: true, isInDelivery: true }, 'inDelivery', 'In Zustellung'],
    ['delivery delivered', { ...delivery, isConfirmed: true, isInDelivery: true, isDelivered: true }, 'delivered', 'Zugestellt'],
    ['completed', { isConfirmed: true, isCompleted: true }, 'completed', 'Abgeschlossen'],
    ['rejected', { isRejected: true }, 'canceled', 'Storniert'],
    ['canceled', { isConfirmed: true, isCanceled: true }, 'canceled', 'Storniert'],
    ['failed', { isFailed: true, paymentMethod: 'mollie' }, 'canceled', 'Storniert'],
  ])('%s → %s (%s)', (_, flags, status, line) => {
    expect(orderStatus(order(flags))).toBe(status);
    expect(orderStatusLine(order(flags))).toBe(line);
  });

  it.each([
    [{}, 'Takeaway'],
    [delivery, 'Lieferung'],
    [dineIn, 'Dine In'],
  ])('fulfilment %p → %s', (flags, label) => {
    expect(fulfilmentLabel(order(flags))).toBe(label);
  });
});

describe('status texts (storefront.md §2.12)', () => {
  const at = { appointment: '2025-06-02T12:30:00+02:00' };
  it.each<[Partial<Order>, string]>([
    [{}, 'Bitte warten Sie einen Moment, bis Ihre Bestellung bestätigt wurde.'],
    [{ ...delivery }, 'Bitte warten Sie einen Moment, bis Ihre Bestellung bestätigt wurde.'],
    [{ paymentMethod: 'mollie' }, 'Wir warten auf den Eingang Ihrer Zahlung. Danach wird Ihre Bestellung bestätigt.'],
    [{ isConfirmed: true, ...at }, 'Ihre Bestellung wurde bestätigt und wird bis 12:30 Uhr für Sie vorbereitet.'],
    [{ isConfirmed: true, ...delivery, ...at }, 'Ihre Bestellung wurde bestätigt und wird für die Lieferung um 12:30 Uhr vorbereitet.'],
    [
      { isConfirmed: true, ...dineIn, appointmentDate: '2025-06-02T10:15:00Z' },
      'Ihre Bestellung wurde bestätigt und wird für 12:15 Uhr zubereitet.',
    ],
    [{ isConfirmed: true }, 'Ihre Bestellung wurde bestätigt und wird für Sie vorbereitet.'],
    [{ isConfirmed: true, ...delivery }, 'Ihre Bestellung wurde bestätigt und wird für die Lieferung vorbereitet.'],
    [{ isConfirmed: true, ...dineIn, appointment: 'unlesbar' }, 'Ihre Bestellung wurde bestätigt und wird zubereitet.'],
    [{ isConfirmed: true, isInDelivery: true, ...delivery }, 'Ihre Bestellung ist jetzt auf dem Weg zu Ihnen.'],
    [{ isConfirmed: true, isInDelivery: true }, 'Ihre Bestellung ist abholbereit.'],
    [{ isConfirmed: true, isInDelivery: true, ...dineIn }, 'Ihre Bestellung ist fertig und kann abgeholt werden.'],
    [{ isConfirmed: true, isDelivered: true, ...delivery }, 'Ihre Bestellung wurde zugestellt. Guten Appetit!'],
    [{ isCompleted: true, ...delivery }, 'Ihre Bestellung ist abgeschlossen. Vielen Dank!'],
    [{ isCompleted: true }, 'Ihre Bestellung wurde abgeholt. Vielen Dank!'],
    [{ isCompleted: true, ...dineIn }, 'Ihre Bestellung ist abgeschlossen. Vielen Dank für Ihren Besuch!'],
    [{ isRejected: true }, 'Ihre Bestellung wurde storniert.'],
  ])('%p → %s', (flags, text) => {
    expect(orderStatusText(order(flags))).toBe(text);
  });

  it('header: thank-you, or cancelled plus the rejection message', () => {
    expect(orderStatusHeader(order())).toEqual(['Vielen Dank für Ihre Bestellung!']);
    expect(orderStatusHeader(order({ isRejected: true, rejectionMessage: 'Leider ausverkauft.' }))).toEqual([
      'Ihre Bestellung wurde storniert.',
      'Leider ausverkauft.',
    ]);
    expect(orderStatusHeader(order({ isCanceled: true, rejectionMessage: ' ' }))).toEqual(['Ihre Bestellung wurde storniert.']);
  });
});

describe('timeline: four steps or one cancelled step (storefront.md §2.12)', () => {
  const states = (flags: Partial<Order>) => orderTimeline(order(flags)).map((s) => `${s.label}:${s.state}`);
  it.each<[Partial<Order>, string[]]>([
    [{}, ['Warten auf Bestätigung:current', 'Wird bearbeitet:upcoming', 'Abholbereit:upcoming', 'Abgeschlossen:upcoming']],
    [
      { paymentMethod: 'mollie' },
      ['Warten auf Zahlungseingang:current', 'Wird bearbeitet:upcoming', 'Abholbereit:upcoming', 'Abgeschlossen:upcoming'],
    ],
    [{ isConfirmed: true }, ['Warten auf Bestätigung:done', 'Wird bearbeitet:current', 'Abholbereit:upcoming', 'Abgeschlossen:upcoming']],
    [
      { isConfirmed: true, isInDelivery: true, ...dineIn },
      ['Warten auf Bestätigung:done', 'Wird bearbeitet:done', 'Abholbereit:current', 'Abgeschlossen:upcoming'],
    ],
    [{ isCompleted: true }, ['Warten auf Bestätigung:done', 'Wird bearbeitet:done', 'Abholbereit:done', 'Abgeschlossen:done']],
    [{ ...delivery }, ['Warten auf Bestätigung:current', 'Wird bearbeitet:upcoming', 'In Zustellung:upcoming', 'Zugestellt:upcoming']],
    [
      { ...delivery, isConfirmed: true, isInDelivery: true },
      ['Warten auf Bestätigung:done', 'Wird bearbeitet:done', 'In Zustellung:current', 'Zugestellt:upcoming'],
    ],
    [{ ...delivery, isDelivered: true }, ['Warten auf Bestätigung:done', 'Wird bearbeitet:done', 'In Zustellung:done', 'Zugestellt:done']],
    [{ ...delivery, isCompleted: true }, ['Warten auf Bestätigung:done', 'Wird bearbeitet:done', 'In Zustellung:done', 'Zugestellt:done']],
    [{ isRejected: true, ...delivery }, ['Storniert:current']],
  ])('%p', (flags, steps) => {
    expect(states(flags)).toEqual(steps);
  });
});

describe('summary list', () => {
  it('ticket label, number, payment method, fulfilment and status', () => {
    expect(orderSummary(order({ ticketNumber: 42, paymentMethod: 'mollie', isPaid: true, ...delivery }))).toEqual({
      uid: 'A1B2C3',
      ticketLabel: 'Ticket',
      ticketNumber: '42',
      paymentMethod: 'Online-Zahlung (Mollie)',
      fulfilment: 'Lieferung',
      status: 'Warten auf Bestätigung',
    });
    expect(orderSummary(legacy(order(), { ticketNumber: null }), { disableTickets: true })).toMatchObject({
      ticketLabel: 'Bestellnummer',
      ticketNumber: null,
      paymentMethod: 'Barzahlung',
    });
  });
});

describe('polling (storefront.md §4)', () => {
  it.each<[Partial<Order>, boolean]>([
    [{}, true],
    [{ isConfirmed: true, isInDelivery: true }, true],
    [{ isCompleted: true }, false],
    [{ isRejected: true }, false],
    [{ isCanceled: true }, false],
    [{ isFailed: true }, false],
  ])('%p → poll %p', (flags, poll) => {
    expect(shouldPollOrder(order(flags))).toBe(poll);
  });
  it('every 10 seconds', () => expect(ORDER_POLL_MS).toBe(10_000));
});

describe('counter-appointment prompt (storefront.md §4)', () => {
  const counter = { counterAppointment: '2025-06-03T14:30:00+02:00' };
  it.each<[Partial<Order>, boolean]>([
    [counter, true],
    [{}, false],
    [{ ...counter, isConfirmed: true }, false],
    [{ ...counter, isRejected: true }, false],
    [{ ...counter, isCanceled: true }, false],
    [{ ...counter, isFailed: true }, false],
    [{ ...counter, isCompleted: true }, false],
  ])('%p → %p', (flags, offered) => {
    expect(isCounterAppointmentOffered(order(flags))).toBe(offered);
  });
  it('texts with the proposed time', () => {
    expect(counterAppointmentPrompt(order(counter))).toEqual({
      text: 'Ihr Wunschtermin ist leider nicht möglich. Sind Sie mit dem neuen Termin am 03.06.2025 um 14:30 Uhr einverstanden?',
      accept: 'Ja, 14:30 Uhr ist in Ordnung',
      reject: 'Nein, Bestellung stornieren',
    });
    expect(counterAppointmentPrompt(order())).toBeNull();
  });
});

describe('questionnaire (storefront.md §4, §5)', () => {
  it.each<[Partial<Order>, boolean, boolean, boolean]>([
    [{ isCompleted: true }, true, false, true],
    [{ isCompleted: true }, false, false, false],
    [{ isCompleted: false }, true, false, false],
    [{ isCompleted: true, questionnaireRating: 4 }, true, false, false],
    [{ isCompleted: true }, true, true, false],
  ])('%p reviews %p dismissed %p → offered %p', (flags, reviews, dismissed, offered) => {
    expect(isQuestionnaireOffered(order(flags), { enablePluginOrderReviews: reviews }, dismissed)).toBe(offered);
  });
  it('defaults to not dismissed', () => {
    expect(isQuestionnaireOffered(order({ isCompleted: true }), { enablePluginOrderReviews: true })).toBe(true);
  });

  it.each([
    [{ rating: 5, foodRating: 4, serviceRating: 3, processRating: 2 }, true],
    [{ rating: 5, foodRating: 4, serviceRating: 3, processRating: 0 }, false],
    [{ rating: 5, foodRating: 4, serviceRating: 3 }, false],
    [{}, false],
  ])('all four set %p → %p; sent only then', (ratings, set) => {
    expect(areAllRatingsSet(ratings)).toBe(set);
    expect(questionnairePayload({ ...ratings, comment: 'Lecker' })).toEqual(set ? { ...ratings, comment: 'Lecker' } : null);
  });
  it('payload comment defaults to empty', () => {
    expect(questionnairePayload({ rating: 1, foodRating: 1, serviceRating: 1, processRating: 1 })?.comment).toBe('');
  });
  it('server validation: each rating 1 to 5', () => {
    expect(questionnaireErrors({ rating: 5, foodRating: 1, serviceRating: 3, processRating: 2 })).toEqual([]);
    expect(questionnaireErrors({ rating: 6, foodRating: 0, serviceRating: 2.5 })).toEqual([
      { field: 'rating', message: 'Bitte vergeben Sie 1 bis 5 Sterne.' },
      { field: 'foodRating', message: 'Bitte vergeben Sie 1 bis 5 Sterne.' },
      { field: 'serviceRating', message: 'Bitte vergeben Sie 1 bis 5 Sterne.' },
      { field: 'processRating', message: 'Bitte vergeben Sie 1 bis 5 Sterne.' },
    ]);
  });
});

describe('front-desk hint (storefront.md §2.12)', () => {
  it.each<[Partial<Order>, boolean, string | null]>([
    [{}, true, 'Sobald Ihre Bestellung abholbereit ist, erscheint Ihre Nummer auf dem Bildschirm an der Theke.'],
    [
      { ...dineIn, tableIdentifier: 'T4' },
      true,
      'Sobald Ihre Bestellung für Tisch T4 fertig ist, erscheint Ihre Nummer auf dem Bildschirm an der Theke.',
    ],
    [{ ...dineIn }, true, 'Sobald Ihre Bestellung abholbereit ist, erscheint Ihre Nummer auf dem Bildschirm an der Theke.'],
    [{ ...delivery }, true, null],
    [{}, false, null],
    [{ isCanceled: true }, true, null],
    [{ isRejected: true }, true, null],
    [{ isFailed: true }, true, null],
    [{ isCompleted: true }, true, null],
    [{ isInDelivery: true }, true, 'Sobald Ihre Bestellung abholbereit ist, erscheint Ihre Nummer auf dem Bildschirm an der Theke.'],
  ])('%p plugin %p', (flags, plugin, hint) => {
    expect(frontdeskHint(order(flags), { enablePluginFrontdesk: plugin })).toBe(hint);
  });
});

describe('end of an order (storefront.md §4)', () => {
  it.each<[string, Partial<Order>, boolean, boolean]>([
    ['open', {}, false, false],
    ['confirmed', { isConfirmed: true }, false, false],
    ['rejected', { isRejected: true }, true, true],
    ['canceled', { isCanceled: true }, true, true],
    ['failed', { isFailed: true }, true, true],
    ['completed', { isCompleted: true }, false, true],
  ])('%s → canceled %p, final %p', (_, flags, canceled, final) => {
    expect(isOrderCanceled(order(flags))).toBe(canceled);
    expect(isOrderFinal(order(flags))).toBe(final);
  });
  it('a flag the caller does not carry reads as not set', () => {
    expect(isOrderCanceled({})).toBe(false);
    expect(isOrderFinal({ isCompleted: true })).toBe(true);
  });
});
