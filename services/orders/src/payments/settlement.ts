import type { Order, OrderPayment } from '@asp/contracts';
import { decideCapture, isOnlinePayment } from '@asp/domain';
import { fill, formatMoney, orderItemEditTexts as T } from '@asp/i18n';
import { sql } from '@asp/server-kit';
import type { FastifyBaseLogger } from 'fastify';
import type { OrdersOptions } from '../config';
import { findOrder, lockOrder, updateOrder } from '../order-store';
import { transition } from '../order-state-machine';
import { TABLES, type OrdersTrx } from '../tables';
import type { PaymentAmount } from './provider';
import type { PaymentDeps } from './reconcile';

/**
 * What happens to an online payment after a staff status change commits (issue 12):
 * `completed` captures the final (weighed) amount of the authorization; `canceled` and
 * `rejected` void the authorization or refund what was captured. The provider is called
 * outside any transaction (no lock waits for it); its answer is recorded in a second one.
 * A provider that fails never undoes the status change: the order shows the refund as
 * failed, and the payment sweep (sweep-job.ts) retries captures and refunds still due.
 */
export interface SettlementDeps extends PaymentDeps {
  log: FastifyBaseLogger;
  options: Pick<OrdersOptions, 'captureTolerancePercent'>;
}

type Paid = Order & { payment: OrderPayment };

/** A completed online order whose authorization (started with authorize-then-capture) is not captured yet. */
export const isCaptureDue = (order: Order): order is Paid =>
  isOnlinePayment(order.paymentMethod) &&
  order.isCompleted &&
  order.isPaid &&
  !order.isRefunded &&
  order.payment?.authorizedAmount !== undefined &&
  order.payment.capturedAmount === undefined;

/** A cancelled or rejected online order that was paid (authorized or captured) and not paid back yet. */
export const isRefundDue = (order: Order): order is Paid =>
  isOnlinePayment(order.paymentMethod) && (order.isCanceled || order.isRejected) && order.isPaid && !order.isRefunded && !!order.payment;

const amountOf = (order: Order, amount: number): PaymentAmount => ({ amount, currency: order.currency, orderUid: order.uid });

/** Asks the provider; an error means "unknown", reported as null and logged. */
async function ask(deps: SettlementDeps, order: Order, what: string, call: () => Promise<boolean>): Promise<boolean | null> {
  try {
    return await call();
  } catch (error) {
    deps.log.error({ err: error, orderId: order.id, provider: order.payment?.provider }, `payment ${what} failed`);
    return null;
  }
}

/** Applies `apply` to the freshly locked order when `still` holds for it (another instance may have been faster). */
async function record(
  deps: SettlementDeps,
  id: number,
  still: (order: Order) => order is Paid,
  apply: (trx: OrdersTrx, order: Paid) => Promise<Order>,
): Promise<Order | null> {
  return deps.db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, id);
    if (!order || !still(order)) return order;
    return apply(trx, order);
  });
}

/** Captures the final amount (at most the authorization; above the tolerance the rest is left for the counter). */
export async function captureFinalAmount(deps: SettlementDeps, order: Order): Promise<Order> {
  const provider = order.payment ? deps.registry.byName(order.payment.provider) : null;
  if (!isCaptureDue(order) || !provider) return order;
  const final = order.finalAmount ?? order.totals.totalGross;
  const decision = decideCapture(final, order.payment.authorizedAmount ?? final, deps.options.captureTolerancePercent);
  const ok = await ask(deps, order, 'capture', () => provider.capture(order.payment.id, amountOf(order, decision.capture)));
  if (!ok) {
    if (ok === false) deps.log.error({ orderId: order.id, amount: decision.capture }, 'payment capture refused by the provider');
    return order;
  }
  const now = deps.now();
  const notes = [fill(T.noteCaptured, { amount: formatMoney(decision.capture, order.currency) })];
  if (decision.toCollect > 0) notes.push(fill(T.noteToCollect, { amount: formatMoney(decision.toCollect, order.currency) }));
  const next = await record(deps, order.id, isCaptureDue, (trx, current) =>
    updateOrder(
      trx,
      current,
      {
        payment: { ...current.payment, capturedAmount: decision.capture },
        ...(decision.toCollect > 0 ? { amountToCollect: decision.toCollect } : {}),
      },
      'paymentCaptured',
      now,
      { note: notes.join(' · ') },
    ),
  );
  return next ?? order;
}

/**
 * Pays back a cancelled or rejected paid order: an uncaptured authorization is released
 * (nothing was charged), a captured payment refunded in full. Payments captured at once
 * (before authorize-then-capture) cannot be released, so a refused release falls back to a
 * refund of the authorized amount. Success takes the existing `refunded` path of the state
 * machine; a failure is recorded on the payment (`refund.state` failed, `refund-failed` on
 * the first one) and retried by the payment sweep.
 */
export async function refundOrder(deps: SettlementDeps, order: Order): Promise<Order> {
  const provider = order.payment ? deps.registry.byName(order.payment.provider) : null;
  if (!isRefundDue(order) || !provider) return order;
  const payment = order.payment;
  const charged = payment.capturedAmount ?? payment.authorizedAmount ?? order.totals.totalGross;
  let state: 'voided' | 'refunded' | null = null;
  if (payment.capturedAmount === undefined) {
    const released = await ask(deps, order, 'release', () => provider.voidAuthorization(payment.id, { orderUid: order.uid }));
    if (released) state = 'voided';
  }
  if (!state && charged > 0) {
    const refunded = await ask(deps, order, 'refund', () => provider.refund(payment.id, amountOf(order, charged)));
    if (refunded) state = 'refunded';
  }
  const now = deps.now();
  const next = await record(deps, order.id, isRefundDue, async (trx, current) => {
    const attempts = (current.payment.refund?.attempts ?? 0) + 1;
    const refund = { state: state ?? ('failed' as const), amount: charged, at: now.toISOString(), attempts };
    if (!state) {
      deps.log.error({ orderId: current.id, provider: current.payment.provider, attempts }, 'refund failed; the payment sweep retries it');
      // Only the first failure is an event and a history row; the retries only count.
      const event = current.payment.refund?.state === 'failed' ? null : 'refundFailed';
      return updateOrder(trx, current, { payment: { ...current.payment, refund } }, event, now, { note: T.noteRefundFailed });
    }
    const result = transition(current, { type: 'payment', status: 'paid', refunded: true, now });
    if (!result.ok || !result.patch || !result.event) return current;
    const patch = { ...result.patch, payment: { ...current.payment, ...result.patch.payment, refund } };
    return updateOrder(trx, current, patch, result.event, now, { note: formatMoney(charged, current.currency) });
  });
  return next ?? order;
}

/** After a staff status change committed: capture on completion, pay back on cancel or reject. Never throws. */
export async function settleAfterStatusChange(deps: SettlementDeps, order: Order): Promise<Order> {
  try {
    if (isCaptureDue(order)) return await captureFinalAmount(deps, order);
    if (isRefundDue(order)) return await refundOrder(deps, order);
  } catch (error) {
    deps.log.error({ err: error, orderId: order.id }, 'payment settlement after a status change failed');
  }
  return order;
}

/**
 * The net under settleAfterStatusChange (run by the payment sweep): captures and refunds
 * still due — the provider failed, or the service stopped between the status change and
 * the provider's answer. At most `limit` orders per run, oldest change first.
 */
export async function retryDueSettlements(deps: SettlementDeps, limit = 50): Promise<{ checked: number; settled: number }> {
  const rows = await deps.db
    .selectFrom(TABLES.orders)
    .select('id')
    .where('payment_id', 'is not', null)
    .where(
      // Only payments of the authorize-then-capture flow (authorizedAmount) or with a refund on record:
      // orders cancelled before it existed were settled by hand and are not paid back again.
      sql<boolean>`(data->>'isPaid')::boolean and not (data->>'isRefunded')::boolean and (
        (status in ('canceled', 'rejected') and (data->'payment' ? 'authorizedAmount' or data->'payment' ? 'refund'))
        or (status = 'completed' and data->'payment' ? 'authorizedAmount' and not data->'payment' ? 'capturedAmount'))`,
    )
    .orderBy('updated_at')
    .limit(limit)
    .execute();
  let settled = 0;
  for (const row of rows) {
    const order = await findOrder(deps.db, Number(row.id));
    if (!order) continue;
    const next = await settleAfterStatusChange(deps, order);
    if (next.isRefunded || next.payment?.capturedAmount !== undefined) settled += 1;
  }
  return { checked: rows.length, settled };
}
