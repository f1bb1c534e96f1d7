import type { Order, PaymentStatus } from '@asp/contracts';
import { orderEvents } from '@asp/contracts';
import { isCounterAppointmentOffered, isOrderFinal, isQuestionnaireOffered, staffActionRefusal, type StaffAction } from '@asp/domain';
import { orderTexts } from '@asp/i18n';

/**
 * The order lifecycle (storefront.md §4, platform-and-backoffice.md §4) as one pure
 * function: which action is allowed in which state, what it changes and which event it
 * emits. Routes and the payment code only call `transition`; anything refused here is
 * answered with 409 (422 for an unusable input) and a German message.
 *
 *   open ──confirm──▶ confirmed ──in-delivery──▶ in delivery / ready ──completed──▶ completed
 *     │  └─confirm{counterAppointment}─▶ open, awaiting the customer
 *     │        ├─customer accepts──▶ confirmed (appointment = counter appointment)
 *     │        └─customer refuses──▶ canceled
 *     ├─reject──▶ rejected            (open only; a confirmed order is cancelled instead)
 *     └─cancel──▶ canceled            (any state that is not final)
 *   online payment: open ─paid─▶ isPaid; ─failed/canceled/expired─▶ isFailed (final)
 */
export type OrderEventKey = keyof typeof orderEvents;

export type OrderAction =
  | { type: 'confirm'; appointment?: string | null; counterAppointment?: string | null; now: Date }
  | { type: 'reject'; message?: string | null }
  /** The reason is shown on the status page like a rejection message. */
  | { type: 'cancel'; message?: string | null }
  | { type: 'in-delivery' }
  | { type: 'completed' }
  | { type: 'confirm-counter-appointment' }
  | { type: 'reject-counter-appointment' }
  | {
      type: 'questionnaire';
      answer: { rating: number; foodRating: number; serviceRating: number; processRating: number; comment: string };
      /** The shop's enablePluginOrderReviews (config). */
      reviewsEnabled: boolean;
      now: Date;
    }
  | { type: 'payment'; status: PaymentStatus; refunded?: boolean; now: Date };

export type TransitionResult =
  | { ok: true; patch: Partial<Order>; event: OrderEventKey }
  /** Nothing to change (a repeated or still-open payment notification). */
  | { ok: true; patch: null; event: null }
  | { ok: false; statusCode: 409 | 422; message: string };

export type OrderState = Pick<
  Order,
  | 'isConfirmed'
  | 'isRejected'
  | 'isCompleted'
  | 'isCanceled'
  | 'isFailed'
  | 'isInDelivery'
  | 'isDelivered'
  | 'isPaid'
  | 'isRefunded'
  | 'isDelivery'
  | 'paymentMethod'
  | 'appointmentDate'
  | 'counterAppointment'
  | 'questionnaireRating'
  | 'payment'
>;

const T = orderTexts.transition;

/** Rejected, canceled, failed or completed: libs/domain's rule, the one the status page polls by. */
export const isFinal = isOrderFinal;

/** The status column used by list filters (one word per state). */
export function statusOf(
  o: Pick<Order, 'isRejected' | 'isCanceled' | 'isFailed' | 'isCompleted' | 'isInDelivery' | 'isConfirmed'>,
): string {
  if (o.isFailed) return 'failed';
  if (o.isRejected) return 'rejected';
  if (o.isCanceled) return 'canceled';
  if (o.isCompleted) return 'completed';
  if (o.isInDelivery) return 'in-delivery';
  if (o.isConfirmed) return 'confirmed';
  return 'open';
}

const refuse = (message: string, statusCode: 409 | 422 = 409): TransitionResult => ({ ok: false, statusCode, message });
const change = (patch: Partial<Order>, event: OrderEventKey): TransitionResult => ({ ok: true, patch, event });
const unchanged: TransitionResult = { ok: true, patch: null, event: null };

/** The staff actions' rule lives in libs/domain (the back office hides the same buttons); refusals carry its German reason. */
function staffRefusal(o: OrderState, action: StaffAction): TransitionResult | null {
  const reason = staffActionRefusal(o, action);
  return reason ? refuse(T[reason]) : null;
}

/** The customer may answer only while libs/domain offers the prompt; otherwise say why not. */
function counterAppointmentGuard(o: OrderState): TransitionResult | null {
  if (isCounterAppointmentOffered(o)) return null;
  if (!o.counterAppointment) return refuse(T.noCounterAppointment);
  if (isFinal(o)) return refuse(T.alreadyFinal);
  return refuse(T.counterAppointmentAnswered);
}

/** A questionnaire is taken only while libs/domain offers it (storefront.md §4); otherwise say why not. */
function questionnaireGuard(o: OrderState, reviewsEnabled: boolean): TransitionResult | null {
  if (isQuestionnaireOffered(o, { enablePluginOrderReviews: reviewsEnabled })) return null;
  if (!reviewsEnabled) return refuse(T.reviewsDisabled);
  if (!o.isCompleted) return refuse(T.questionnaireNotCompleted);
  return refuse(T.questionnaireAnswered);
}

function paymentTransition(o: OrderState, action: Extract<OrderAction, { type: 'payment' }>): TransitionResult {
  const payment = o.payment ? { ...o.payment, status: action.status, checkedAt: action.now.toISOString() } : null;
  if (action.status === 'paid') {
    if (action.refunded && o.isPaid && !o.isRefunded) return change({ isRefunded: true, payment }, 'refunded');
    if (o.isPaid) return unchanged;
    return change({ isPaid: true, isRefunded: Boolean(action.refunded), paymentRedirectUrl: null, payment }, 'paid');
  }
  if (action.status === 'open' || o.isPaid || o.isFailed) return unchanged;
  return change({ isFailed: true, paymentRedirectUrl: null, payment }, 'paymentFailed');
}

export function transition(o: OrderState, action: OrderAction): TransitionResult {
  switch (action.type) {
    case 'confirm': {
      const refused = staffRefusal(o, 'confirm');
      if (refused) return refused;
      if (action.counterAppointment) {
        if (new Date(action.counterAppointment).getTime() <= action.now.getTime()) return refuse(T.counterAppointmentPast, 422);
        return change({ counterAppointment: action.counterAppointment }, 'counterAppointmentProposed');
      }
      return change({ isConfirmed: true, appointment: action.appointment ?? o.appointmentDate ?? null }, 'confirmed');
    }
    case 'reject':
      return staffRefusal(o, 'reject') ?? change({ isRejected: true, rejectionMessage: action.message?.trim() || null }, 'rejected');
    case 'cancel': {
      const reason = action.message?.trim();
      return (
        staffRefusal(o, 'cancel') ?? change(reason ? { isCanceled: true, rejectionMessage: reason } : { isCanceled: true }, 'canceled')
      );
    }
    case 'in-delivery':
      return staffRefusal(o, 'in-delivery') ?? change({ isInDelivery: true }, 'inDelivery');
    case 'completed':
      // A delivery order that is completed has been delivered.
      return staffRefusal(o, 'completed') ?? change({ isCompleted: true, isDelivered: o.isDelivery ? true : o.isDelivered }, 'completed');
    case 'confirm-counter-appointment':
      return counterAppointmentGuard(o) ?? change({ isConfirmed: true, appointment: o.counterAppointment }, 'counterAppointmentConfirmed');
    case 'reject-counter-appointment':
      return counterAppointmentGuard(o) ?? change({ isCanceled: true }, 'counterAppointmentRejected');
    case 'questionnaire':
      return (
        questionnaireGuard(o, action.reviewsEnabled) ??
        change(
          { questionnaireRating: action.answer.rating, questionnaire: { ...action.answer, answeredAt: action.now.toISOString() } },
          'questionnaireAnswered',
        )
      );
    case 'payment':
      return paymentTransition(o, action);
  }
}
