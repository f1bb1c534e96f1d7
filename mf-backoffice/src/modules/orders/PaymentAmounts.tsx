import type { Order } from '@asp/contracts';
import { fill, orderItemEditTexts as T } from '@asp/i18n';
import { money } from './order-format';

const REFUND_STATE = { pending: T.refundPending, failed: T.refundFailed, refunded: T.refundDone, voided: T.authorizationVoided } as const;

/** Whether a paid online order waits for its refund (cancelled or rejected, not paid back yet). */
const refundAwaited = (o: Order) => (o.isCanceled || o.isRejected) && o.isPaid && !o.isRefunded && !!o.payment;

/**
 * Amounts after weighing and the online payment's capture and refund (issue 12): the
 * estimated (authorized) and final amount, what was captured, a notice to collect the
 * rest at the counter, and the refund state of a cancelled paid order.
 */
export function PaymentAmounts({ order: o }: { order: Order }) {
  const refund = o.payment?.refund?.state ?? (refundAwaited(o) ? 'pending' : null);
  const rows: Array<[string, string, string]> = [];
  if (o.estimatedAmount !== undefined) rows.push([T.estimatedAmount, money(o.estimatedAmount, o), 'order-estimated']);
  if (o.finalAmount !== undefined) rows.push([T.finalAmount, money(o.finalAmount, o), 'order-final']);
  if (o.payment?.capturedAmount !== undefined) rows.push([T.capturedAmount, money(o.payment.capturedAmount, o), 'order-captured']);
  if (!rows.length && !refund && !o.amountToCollect) return null;
  return (
    <div data-testid="payment-amounts">
      {o.amountToCollect ? (
        <p className="asp-notice asp-notice--warning" role="status" data-testid="amount-to-collect">
          {fill(T.amountToCollect, { amount: money(o.amountToCollect, o) })}
        </p>
      ) : null}
      {refund ? (
        <p role="status" data-testid="refund-state">
          {REFUND_STATE[refund]}
        </p>
      ) : null}
      <dl className="asp-backoffice-facts">
        {rows.map(([label, value, testId]) => (
          <div key={testId}>
            <dt>{label}</dt>
            <dd data-testid={testId}>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
