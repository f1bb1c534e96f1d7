import type { Order } from '@asp/contracts';
import { orderTexts } from '@asp/i18n';
import { statusOf, transition, type OrderAction, type OrderState } from '../src/order-state-machine';

const T = orderTexts.transition;
const now = new Date('2025-06-02T10:00:00+02:00');

const base: OrderState = {
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
  paymentMethod: 'cash',
  appointmentDate: '2025-06-02T12:00:00+02:00',
  counterAppointment: null,
  questionnaireRating: null,
  payment: null,
};
const state = (patch: Partial<Order> = {}): OrderState => ({ ...base, ...patch }) as OrderState;

const S = {
  open: state(),
  confirmed: state({ isConfirmed: true }),
  inDelivery: state({ isConfirmed: true, isInDelivery: true }),
  completed: state({ isConfirmed: true, isCompleted: true }),
  rejected: state({ isRejected: true }),
  canceled: state({ isCanceled: true }),
  failed: state({ paymentMethod: 'mollie', isFailed: true }),
  unpaidOnline: state({ paymentMethod: 'mollie' }),
  paidOnline: state({ paymentMethod: 'mollie', isPaid: true }),
  proposed: state({ counterAppointment: '2025-06-02T14:00:00+02:00' }),
  proposedConfirmed: state({ counterAppointment: '2025-06-02T14:00:00+02:00', isConfirmed: true }),
  proposedCanceled: state({ counterAppointment: '2025-06-02T14:00:00+02:00', isCanceled: true }),
};

const A: Record<string, OrderAction> = {
  confirm: { type: 'confirm', now },
  confirmAt: { type: 'confirm', appointment: '2025-06-02T13:00:00+02:00', now },
  propose: { type: 'confirm', counterAppointment: '2025-06-02T15:00:00+02:00', now },
  proposePast: { type: 'confirm', counterAppointment: '2025-06-02T09:00:00+02:00', now },
  reject: { type: 'reject', message: 'Leider ausverkauft.' },
  cancel: { type: 'cancel' },
  inDelivery: { type: 'in-delivery' },
  completed: { type: 'completed' },
  acceptCounter: { type: 'confirm-counter-appointment' },
  refuseCounter: { type: 'reject-counter-appointment' },
  questionnaire: {
    type: 'questionnaire',
    answer: { rating: 5, foodRating: 4, serviceRating: 5, processRating: 3, comment: 'Lecker' },
    reviewsEnabled: true,
    now,
  },
  questionnaireReviewsOff: {
    type: 'questionnaire',
    answer: { rating: 5, foodRating: 4, serviceRating: 5, processRating: 3, comment: 'Lecker' },
    reviewsEnabled: false,
    now,
  },
};

// [state, action, expected event | refusal message, patch that must be part of the change]
const table: Array<[keyof typeof S, keyof typeof A, string, Partial<Order> | null]> = [
  ['open', 'confirm', 'confirmed', { isConfirmed: true, appointment: '2025-06-02T12:00:00+02:00' }],
  ['open', 'confirmAt', 'confirmed', { isConfirmed: true, appointment: '2025-06-02T13:00:00+02:00' }],
  ['open', 'propose', 'counterAppointmentProposed', { counterAppointment: '2025-06-02T15:00:00+02:00' }],
  ['open', 'proposePast', T.counterAppointmentPast, null],
  ['confirmed', 'confirm', T.alreadyConfirmed, null],
  ['completed', 'confirm', T.alreadyFinal, null],
  ['rejected', 'confirm', T.alreadyFinal, null],
  ['canceled', 'confirm', T.alreadyFinal, null],
  ['failed', 'confirm', T.alreadyFinal, null],
  ['unpaidOnline', 'confirm', T.awaitingPayment, null],
  ['paidOnline', 'confirm', 'confirmed', { isConfirmed: true }],
  ['open', 'reject', 'rejected', { isRejected: true, rejectionMessage: 'Leider ausverkauft.' }],
  ['confirmed', 'reject', T.alreadyConfirmed, null],
  ['rejected', 'reject', T.alreadyFinal, null],
  ['open', 'cancel', 'canceled', { isCanceled: true }],
  ['confirmed', 'cancel', 'canceled', { isCanceled: true }],
  ['inDelivery', 'cancel', 'canceled', { isCanceled: true }],
  ['completed', 'cancel', T.alreadyFinal, null],
  ['canceled', 'cancel', T.alreadyFinal, null],
  ['open', 'inDelivery', T.notConfirmed, null],
  ['confirmed', 'inDelivery', 'inDelivery', { isInDelivery: true }],
  ['inDelivery', 'inDelivery', T.alreadyInDelivery, null],
  ['rejected', 'inDelivery', T.alreadyFinal, null],
  ['open', 'completed', T.notConfirmed, null],
  ['confirmed', 'completed', 'completed', { isCompleted: true }],
  ['inDelivery', 'completed', 'completed', { isCompleted: true }],
  ['completed', 'completed', T.alreadyFinal, null],
  ['proposed', 'acceptCounter', 'counterAppointmentConfirmed', { isConfirmed: true, appointment: '2025-06-02T14:00:00+02:00' }],
  ['proposed', 'refuseCounter', 'counterAppointmentRejected', { isCanceled: true }],
  ['open', 'acceptCounter', T.noCounterAppointment, null],
  ['open', 'refuseCounter', T.noCounterAppointment, null],
  ['proposedConfirmed', 'acceptCounter', T.counterAppointmentAnswered, null],
  ['proposedConfirmed', 'refuseCounter', T.counterAppointmentAnswered, null],
  ['proposedCanceled', 'acceptCounter', T.alreadyFinal, null],
  ['completed', 'questionnaire', 'questionnaireAnswered', { questionnaireRating: 5 }],
  ['confirmed', 'questionnaire', T.questionnaireNotCompleted, null],
  ['completed', 'questionnaireReviewsOff', T.reviewsDisabled, null],
];

test.each(table)('%s + %s → %s', (from, action, expected, patch) => {
  const result = transition(S[from], A[action]);
  if (result.ok) {
    expect(result.event).toBe(expected);
    if (patch) expect(result.patch).toMatchObject(patch);
  } else {
    expect(result.message).toBe(expected);
    expect(result.statusCode).toBe(expected === T.counterAppointmentPast ? 422 : 409);
  }
});

test('a rated order cannot be rated again', () => {
  const result = transition(state({ isConfirmed: true, isCompleted: true, questionnaireRating: 4 }), A.questionnaire);
  expect(result).toEqual({ ok: false, statusCode: 409, message: T.questionnaireAnswered });
});

test('completing a delivery order marks it delivered, a pickup order not', () => {
  expect(transition(state({ isConfirmed: true, isDelivery: true }), A.completed)).toMatchObject({ patch: { isDelivered: true } });
  expect(transition(state({ isConfirmed: true }), A.completed)).toMatchObject({ patch: { isDelivered: false } });
});

describe('payment results', () => {
  const payment = { provider: 'sandbox', id: 'sbx_1', status: 'open', checkedAt: null };
  const online = state({ paymentMethod: 'mollie', payment });
  const pay = (status: 'open' | 'paid' | 'failed' | 'canceled' | 'expired', refunded = false): OrderAction => ({
    type: 'payment',
    status,
    refunded,
    now,
  });

  test.each([
    ['paid', online, 'paid', { isPaid: true, paymentRedirectUrl: null }],
    ['failed', online, 'paymentFailed', { isFailed: true }],
    ['canceled', online, 'paymentFailed', { isFailed: true }],
    ['expired', online, 'paymentFailed', { isFailed: true }],
  ] as const)('%s changes an open payment', (status, from, event, patch) => {
    const result = transition(from, pay(status));
    expect(result).toMatchObject({ ok: true, event, patch });
  });

  test.each([
    ['still open', online, pay('open')],
    ['paid twice', state({ paymentMethod: 'mollie', payment, isPaid: true }), pay('paid')],
    ['failed after paid', state({ paymentMethod: 'mollie', payment, isPaid: true }), pay('failed')],
    ['failed twice', state({ paymentMethod: 'mollie', payment, isFailed: true }), pay('expired')],
  ] as const)('%s: nothing changes', (_name, from, action) => {
    expect(transition(from, action)).toEqual({ ok: true, patch: null, event: null });
  });

  test('a refund of a paid payment is recorded once', () => {
    const paid = state({ paymentMethod: 'mollie', payment, isPaid: true });
    expect(transition(paid, pay('paid', true))).toMatchObject({ event: 'refunded', patch: { isRefunded: true } });
    expect(transition({ ...paid, isRefunded: true }, pay('paid', true))).toEqual({ ok: true, patch: null, event: null });
  });
});

test.each([
  ['open', 'open'],
  ['confirmed', 'confirmed'],
  ['inDelivery', 'in-delivery'],
  ['completed', 'completed'],
  ['rejected', 'rejected'],
  ['canceled', 'canceled'],
  ['failed', 'failed'],
] as const)('status column of the %s order is %s', (name, status) => {
  expect(statusOf(S[name])).toBe(status);
});
