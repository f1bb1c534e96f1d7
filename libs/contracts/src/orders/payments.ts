import { z } from 'zod';

/**
 * Online payments (storefront.md §4 "Online payment"; issue 4). mollie and datatrans are
 * the customer-facing methods; which provider implementation handles them is configured
 * on the server (PAYMENT_PROVIDER: sandbox in development and tests).
 */
export const paymentProviderNameSchema = z.enum(['sandbox', 'mollie', 'datatrans']);
export type PaymentProviderName = z.infer<typeof paymentProviderNameSchema>;

/** Provider-side payment status as the orders service normalises it. */
export const paymentStatusSchema = z.enum(['open', 'paid', 'failed', 'canceled', 'expired']);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

/**
 * Webhook body (`POST /api/orders/payments/{provider}/webhook`): only the payment id — Mollie
 * posts `id` as a form field, Datatrans its transaction as JSON with `transactionId`. Nothing
 * else in it is believed: the service fetches the payment from the provider.
 */
export const paymentWebhookBodySchema = z
  .object({ id: z.string().min(1).max(128).optional(), transactionId: z.union([z.string().max(128), z.number()]).optional() })
  .loose();

/** Job of `ordersQueues.paymentReconcile`: re-checks one open payment at the provider (DESIGN.md §7). */
export const paymentReconcileJobSchema = z.object({ orderId: z.number().int() });
export type PaymentReconcileJob = z.infer<typeof paymentReconcileJobSchema>;

/**
 * Job of `ordersQueues.paymentSweep`, the repeatable payment sweep (issue 11): every few
 * minutes it asks the provider about each order still awaiting payment after
 * `afterMinutes`, at most `batchSize` of them per run, so a lost webhook never leaves an
 * order hanging.
 */
export const sweepOpenPaymentsJobSchema = z.object({ afterMinutes: z.number().int().min(1), batchSize: z.number().int().min(1).max(500) });
export type SweepOpenPaymentsJob = z.infer<typeof sweepOpenPaymentsJobSchema>;

/** Where the sandbox and real providers send the browser back to (storefront routes). */
export const paymentReturnPaths = {
  success: (uid: string, hash: string) => `/status/${uid}/${hash}`,
  failure: (branchIdentifier: string) => `/store/${branchIdentifier}/checkout/error`,
};
