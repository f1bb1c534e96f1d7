import { defineQueue } from './define';
import { pruneIdempotencyKeysJobSchema } from '../orders/jobs';
import { requeueNotificationsJobSchema, sendNotificationJobSchema } from '../orders/notifications';
import { paymentReconcileJobSchema, sweepOpenPaymentsJobSchema } from '../orders/payments';

/**
 * Queue catalogue of the orders service (DESIGN.md §7). The job names double as the
 * job scheduler ids of the repeatable jobs (one schedule however many instances run).
 */
export const ordersQueues = {
  /** Housekeeping: forgets Idempotency-Keys older than `maxAgeHours` (daily). */
  maintenance: defineQueue('orders.maintenance', { 'prune-idempotency-keys': pruneIdempotencyKeysJobSchema }),
  /** Re-checks one open payment at the provider some time after the order. */
  paymentReconcile: defineQueue('payments.reconcile', { reconcile: paymentReconcileJobSchema }),
  /** Repeatable sweep over every order still awaiting payment (issue 11). */
  paymentSweep: defineQueue('payments.sweep', { 'sweep-open-payments': sweepOpenPaymentsJobSchema }),
  /**
   * Customer e-mails and SMS (issue 12): one `send-notification` job per row of
   * `order_notifications`, job id = the row's key; `requeue-notifications` is the
   * repeatable net for rows whose job was lost (process died between commit and enqueue).
   */
  notifications: defineQueue('orders.notifications', {
    'send-notification': sendNotificationJobSchema,
    'requeue-notifications': requeueNotificationsJobSchema,
  }),
};
