import { readNotificationOptions, type NotificationOptions } from './notifications/config';

/**
 * Settings of the orders service beyond the common service environment. Secrets (API
 * keys, passwords) come from the environment only and are never logged.
 */
export interface OrdersOptions {
  /**
   * `sandbox`: both online methods (mollie, datatrans) use the local sandbox provider and its
   * hosted page (default outside production). `live`: mollie uses Mollie, datatrans Datatrans.
   */
  paymentMode: 'sandbox' | 'live';
  /** Public origin of the platform (the gateway); return URLs given to providers start with it. */
  publicBaseUrl: string;
  /** Origin the provider can reach for webhooks; without one reachable, the reconciliation job alone finds the result. */
  webhookBaseUrl: string | null;
  mollieApiKey: string | null;
  datatrans: { merchantId: string; password: string; apiUrl: string; payUrl: string } | null;
  reconcile: {
    /** First re-check of an open online payment after the order (the webhook usually comes first). */
    firstDelayMs: number;
    attempts: number;
    /** Exponential backoff base between re-checks. */
    backoffMs: number;
  };
  /**
   * Longest wait for the provider to create a payment. The order is already committed
   * then; a provider that does not answer in time fails the order's payment instead of
   * keeping the customer waiting.
   */
  paymentStartTimeoutMs: number;
  /** The repeatable sweep of orders still awaiting payment (queue `payments.sweep`). */
  paymentSweep: {
    /** How often it runs, in ms. */
    every: number;
    /** Orders awaiting payment for longer than this are asked about at their provider. */
    afterMinutes: number;
    /** Orders per run (the oldest first); the rest wait for the next run. */
    batchSize: number;
  };
  /** Housekeeping jobs (queue `orders.maintenance`). */
  maintenance: {
    /** When the Idempotency-Key pruning runs: a cron pattern (with time zone) or an interval in ms. */
    repeat: { pattern: string; tz?: string } | { every: number };
    /** Keys older than this are removed (at least 24: a client retries within minutes). */
    idempotencyKeyMaxAgeHours: number;
  };
  /**
   * Authorize-then-capture (issue 12): a final (weighed) amount up to this many percent above
   * the authorized amount is captured as the authorized amount and the rest waived; above it
   * the authorized amount is captured and staff collect the difference at the counter
   * (`amountToCollect`). Env PAYMENT_CAPTURE_TOLERANCE_PERCENT, default 10.
   */
  captureTolerancePercent: number;
  /** Customer e-mails and SMS (notifications/config.ts). */
  notifications: NotificationOptions;
  /** BullMQ key prefix (tests give each run its own, as they share one Redis). */
  queuePrefix: string;
  /** The clock (tests pin it; opening hours and ticket days depend on it). */
  now: () => Date;
  /** SSE heartbeat interval. */
  heartbeatMs: number;
}

const int = (value: string | undefined, fallback: number) => (value && /^\d+$/.test(value) ? Number(value) : fallback);

export function readOrdersOptions(env: NodeJS.ProcessEnv = process.env): OrdersOptions {
  const production = env.NODE_ENV === 'production';
  const mode = env.PAYMENT_PROVIDER ?? (production ? 'live' : 'sandbox');
  if (mode !== 'sandbox' && mode !== 'live') throw new Error(`PAYMENT_PROVIDER muss sandbox oder live sein (ist „${mode}“).`);
  const publicBaseUrl = (env.PUBLIC_BASE_URL ?? 'http://localhost:8080').replace(/\/+$/, '');
  const datatransLive = env.DATATRANS_API_URL === 'production';
  return {
    paymentMode: mode,
    publicBaseUrl,
    webhookBaseUrl: env.PAYMENT_WEBHOOK_BASE_URL ? env.PAYMENT_WEBHOOK_BASE_URL.replace(/\/+$/, '') : null,
    mollieApiKey: env.MOLLIE_API_KEY || null,
    datatrans:
      env.DATATRANS_MERCHANT_ID && env.DATATRANS_PASSWORD
        ? {
            merchantId: env.DATATRANS_MERCHANT_ID,
            password: env.DATATRANS_PASSWORD,
            apiUrl: datatransLive ? 'https://api.datatrans.com' : env.DATATRANS_API_URL || 'https://api.sandbox.datatrans.com',
            payUrl: datatransLive ? 'https://pay.datatrans.com' : env.DATATRANS_PAY_URL || 'https://pay.sandbox.datatrans.com',
          }
        : null,
    reconcile: {
      firstDelayMs: int(env.PAYMENT_RECONCILE_DELAY_MS, 60_000),
      attempts: int(env.PAYMENT_RECONCILE_ATTEMPTS, 10),
      backoffMs: int(env.PAYMENT_RECONCILE_BACKOFF_MS, 30_000),
    },
    paymentStartTimeoutMs: int(env.PAYMENT_START_TIMEOUT_MS, 20_000),
    paymentSweep: {
      every: int(env.PAYMENT_SWEEP_EVERY_MS, 5 * 60_000),
      afterMinutes: Math.max(1, int(env.PAYMENT_SWEEP_AFTER_MINUTES, 10)),
      batchSize: Math.max(1, int(env.PAYMENT_SWEEP_BATCH_SIZE, 50)),
    },
    // Daily, at a quiet hour; keys kept for at least a day (DESIGN.md §5 retries come within minutes).
    maintenance: {
      repeat: { pattern: '30 3 * * *', tz: 'Europe/Berlin' },
      idempotencyKeyMaxAgeHours: Math.max(24, int(env.IDEMPOTENCY_KEY_MAX_AGE_HOURS, 24)),
    },
    captureTolerancePercent: Math.min(100, int(env.PAYMENT_CAPTURE_TOLERANCE_PERCENT, 10)),
    notifications: readNotificationOptions(env),
    queuePrefix: 'bull',
    now: () => new Date(),
    heartbeatMs: 15_000,
  };
}
