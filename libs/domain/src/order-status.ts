import {
  counterAppointmentTexts,
  fill,
  frontdeskHintTexts,
  fulfilmentLabels,
  orderStatusLines,
  orderStatusTexts,
  questionnaireTexts,
} from '@asp/i18n';
import { paymentMethodLabel, isOnlinePayment } from './payment';
import { orderTypeOf } from './taxes';
import { toZoned } from './luxon-time';
import { DEFAULT_TIME_ZONE } from './time';
import type { Order, OrderType, Questionnaire, ShopConfig } from './types';

/** Status poll interval (storefront.md §9). */
export const ORDER_POLL_MS = 10_000;

export type OrderStatus =
  'canceled' | 'awaitingPayment' | 'awaitingConfirmation' | 'inProgress' | 'inDelivery' | 'readyForPickup' | 'delivered' | 'completed';

type StatusOrder = Pick<
  Order,
  | 'isConfirmed'
  | 'isRejected'
  | 'isCompleted'
  | 'isCanceled'
  | 'isFailed'
  | 'isInDelivery'
  | 'isDelivered'
  | 'isPaid'
  | 'isDelivery'
  | 'isDineIn'
  | 'paymentMethod'
>;

/** The flags that end an order; a flag the caller does not have reads as not set. */
type EndFlags = Partial<Pick<Order, 'isRejected' | 'isCanceled' | 'isFailed' | 'isCompleted'>>;

/** Rejected, canceled or failed (storefront.md §4): the order ended without being fulfilled. */
export function isOrderCanceled(order: EndFlags): boolean {
  return !!(order.isRejected || order.isCanceled || order.isFailed);
}

/** Canceled (isOrderCanceled) or completed: nothing happens to the order any more. */
export function isOrderFinal(order: EndFlags): boolean {
  return isOrderCanceled(order) || !!order.isCompleted;
}

/**
 * The status of an order from its flags (storefront.md §4 lifecycle): rejected, canceled
 * or failed → canceled; completed; delivery orders: delivered, in delivery; pickup and
 * dine-in orders: ready for pickup (the back office's in-delivery action, or delivered);
 * confirmed → being prepared; an unconfirmed online payment not yet paid → awaiting
 * payment; otherwise awaiting confirmation.
 */
export function orderStatus(order: StatusOrder): OrderStatus {
  if (isOrderCanceled(order)) return 'canceled';
  if (order.isCompleted) return 'completed';
  if (order.isDelivery) {
    if (order.isDelivered) return 'delivered';
    if (order.isInDelivery) return 'inDelivery';
  } else if (order.isInDelivery || order.isDelivered) return 'readyForPickup';
  if (order.isConfirmed) return 'inProgress';
  if (isOnlinePayment(order.paymentMethod) && !order.isPaid) return 'awaitingPayment';
  return 'awaitingConfirmation';
}

/** The status line of the summary (Warten auf Zahlungseingang … Storniert). */
export function orderStatusLine(order: StatusOrder): string {
  return orderStatusLines[orderStatus(order)];
}

/** Fulfilment type of the summary: Lieferung, Dine In, Takeaway. */
export function fulfilmentLabel(order: Pick<Order, 'isDelivery' | 'isDineIn'>): string {
  return fulfilmentLabels[orderTypeOf(order)];
}

function appointmentTime(order: Pick<Order, 'appointment' | 'appointmentDate'>, zone: string): string | null {
  const value = order.appointment || order.appointmentDate;
  if (!value) return null;
  const dt = toZoned(value, zone);
  return dt.isValid ? dt.toFormat('HH:mm') : null;
}

/**
 * The status text of an order per order type (storefront.md §2.12): waiting, awaiting
 * payment, confirmed and being prepared (with the appointment time plus 'Uhr'), being
 * delivered now, ready for pickup, delivered, completed; canceled.
 */
export function orderStatusText(order: StatusOrder & Pick<Order, 'appointment' | 'appointmentDate'>, zone = DEFAULT_TIME_ZONE): string {
  const type = orderTypeOf(order);
  switch (orderStatus(order)) {
    case 'canceled':
      return orderStatusTexts.canceledHeader;
    case 'completed':
      return orderStatusTexts.completed[type];
    case 'delivered':
      return orderStatusTexts.delivered;
    case 'inDelivery':
      return orderStatusTexts.inDelivery;
    case 'readyForPickup':
      return orderStatusTexts.readyForPickup[type === 'dineIn' ? 'dineIn' : 'takeaway'];
    case 'inProgress': {
      const time = appointmentTime(order, zone);
      return time ? fill(orderStatusTexts.confirmed[type], { time }) : orderStatusTexts.confirmedNow[type];
    }
    case 'awaitingPayment':
      return orderStatusTexts.awaitingPayment;
    default:
      return orderStatusTexts.waiting;
  }
}

/** Header of the status page: thank-you, or 'Ihre Bestellung wurde storniert.' plus the rejection message. */
export function orderStatusHeader(order: StatusOrder & Pick<Order, 'rejectionMessage'>): string[] {
  if (orderStatus(order) !== 'canceled') return [orderStatusTexts.thankYou];
  const message = order.rejectionMessage?.trim();
  return message ? [orderStatusTexts.canceledHeader, message] : [orderStatusTexts.canceledHeader];
}

export type TimelineState = 'done' | 'current' | 'upcoming';

export interface TimelineStep {
  status: OrderStatus;
  label: string;
  state: TimelineState;
}

const STEPS: Record<OrderType, OrderStatus[]> = {
  delivery: ['awaitingConfirmation', 'inProgress', 'inDelivery', 'delivered'],
  takeaway: ['awaitingConfirmation', 'inProgress', 'readyForPickup', 'completed'],
  dineIn: ['awaitingConfirmation', 'inProgress', 'readyForPickup', 'completed'],
};

/**
 * The timeline (storefront.md §2.12): four steps (delivery: Warten auf Bestätigung, Wird
 * bearbeitet, In Zustellung, Zugestellt; pickup and dine-in: …, Abholbereit,
 * Abgeschlossen), the first reading 'Warten auf Zahlungseingang' while a payment is
 * awaited; or a single 'Storniert' step.
 */
export function orderTimeline(order: StatusOrder): TimelineStep[] {
  const status = orderStatus(order);
  if (status === 'canceled') return [{ status, label: orderStatusLines.canceled, state: 'current' }];
  const steps = STEPS[orderTypeOf(order)];
  const position =
    status === 'awaitingPayment' ? 0 : status === 'completed' || status === 'delivered' ? steps.length : steps.indexOf(status);
  return steps.map((step, i) => {
    const shown: OrderStatus = i === 0 && status === 'awaitingPayment' ? 'awaitingPayment' : step;
    const state: TimelineState = i < position ? 'done' : i === position ? 'current' : 'upcoming';
    return { status: shown, label: orderStatusLines[shown], state };
  });
}

/** The summary list of the status page (storefront.md §2.12). */
export function orderSummary(
  order: StatusOrder & Pick<Order, 'uid' | 'ticketNumber'>,
  config: Partial<Pick<ShopConfig, 'disableTickets'>> = {},
): { uid: string; ticketLabel: string; ticketNumber: string | null; paymentMethod: string; fulfilment: string; status: string } {
  return {
    uid: order.uid,
    ticketLabel: config.disableTickets ? orderStatusTexts.orderNumber : orderStatusTexts.ticket,
    ticketNumber: order.ticketNumber === null || order.ticketNumber === undefined ? null : String(order.ticketNumber),
    paymentMethod: paymentMethodLabel(order.paymentMethod),
    fulfilment: fulfilmentLabel(order),
    status: orderStatusLine(order),
  };
}

/** Polling stops when the order is completed, rejected, canceled or failed (storefront.md §4). */
export function shouldPollOrder(order: Pick<Order, 'isCompleted' | 'isRejected' | 'isCanceled' | 'isFailed'>): boolean {
  return !isOrderFinal(order);
}

/**
 * Counter-appointment prompt: a counterAppointment exists and the order is neither
 * rejected nor confirmed — nor otherwise ended (cancelled, e.g. by refusing the counter
 * appointment, failed or completed), which the spec's "rejected" covers in spirit.
 */
export function isCounterAppointmentOffered(order: Pick<Order, 'counterAppointment' | 'isRejected' | 'isConfirmed'> & EndFlags): boolean {
  return (
    !!order.counterAppointment && !order.isRejected && !order.isConfirmed && !order.isCanceled && !order.isFailed && !order.isCompleted
  );
}

/** Texts of the counter-appointment box (null when not offered). */
export function counterAppointmentPrompt(
  order: Pick<Order, 'counterAppointment' | 'isRejected' | 'isConfirmed'> & EndFlags,
  zone = DEFAULT_TIME_ZONE,
): { text: string; accept: string; reject: string } | null {
  if (!isCounterAppointmentOffered(order)) return null;
  const dt = toZoned(order.counterAppointment!, zone);
  const time = dt.toFormat('HH:mm');
  return {
    text: fill(counterAppointmentTexts.prompt, { date: dt.toFormat('dd.MM.yyyy'), time }),
    accept: fill(counterAppointmentTexts.accept, { time }),
    reject: counterAppointmentTexts.reject,
  };
}

/**
 * The questionnaire is offered when reviews are on, the order is completed, no rating
 * exists and it was not dismissed (storefront.md §4).
 */
export function isQuestionnaireOffered(
  order: Pick<Order, 'isCompleted' | 'questionnaireRating'>,
  config: Pick<ShopConfig, 'enablePluginOrderReviews'>,
  dismissed = false,
): boolean {
  return !!config.enablePluginOrderReviews && order.isCompleted && !order.questionnaireRating && !dismissed;
}

type Ratings = Pick<Questionnaire, 'rating' | 'foodRating' | 'serviceRating' | 'processRating'>;
const RATING_FIELDS = ['rating', 'foodRating', 'serviceRating', 'processRating'] as const;

/** The comment textarea appears only after all four ratings are set. */
export function areAllRatingsSet(ratings: Partial<Ratings>): boolean {
  return RATING_FIELDS.every((f) => (ratings[f] ?? 0) !== 0);
}

/**
 * The questionnaire payload, sent only when all four ratings are non-zero; null otherwise
 * (nothing is sent) (storefront.md §5).
 */
export function questionnairePayload(q: Partial<Questionnaire>): Questionnaire | null {
  if (!areAllRatingsSet(q)) return null;
  return {
    rating: q.rating!,
    foodRating: q.foodRating!,
    serviceRating: q.serviceRating!,
    processRating: q.processRating!,
    comment: q.comment ?? '',
  };
}

/** Server validation of a questionnaire: each rating an integer from 1 to 5. */
export function questionnaireErrors(q: Partial<Questionnaire>): Array<{ field: string; message: string }> {
  return RATING_FIELDS.filter((f) => {
    const v = q[f];
    return !(typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= 5);
  }).map((field) => ({ field, message: questionnaireTexts.ratingRange }));
}

/**
 * Hint about the status screens (storefront.md §2.12): with the front-desk plugin on, for
 * non-delivery orders (dine-in with the table identifier) that are still to be picked up
 * (not rejected, cancelled, failed or completed). Null otherwise.
 */
export function frontdeskHint(
  order: Pick<Order, 'isDelivery' | 'isDineIn' | 'tableIdentifier'> & EndFlags,
  config: Pick<ShopConfig, 'enablePluginFrontdesk'>,
): string | null {
  if (!config.enablePluginFrontdesk || order.isDelivery) return null;
  if (isOrderFinal(order)) return null;
  if (order.isDineIn && order.tableIdentifier) return fill(frontdeskHintTexts.dineIn, { table: order.tableIdentifier });
  return frontdeskHintTexts.takeaway;
}
