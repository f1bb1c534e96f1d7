import { ordersQueues, sweepOpenPaymentsJobSchema, type SweepOpenPaymentsJob } from '@asp/contracts';
import { createQueue, createWorker, keepRecentRuns, sql, type Closable } from '@asp/server-kit';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { OrdersOptions } from '../config';
import { lockOrder } from '../order-store';
import { TABLES } from '../tables';
import { reconcilePayment, type PaymentDeps, type ReconcileOutcome } from './reconcile';
import { retryDueSettlements } from './settlement';
import { failUnstartedPayment } from './start-payment';

/**
 * The payment sweep (issue 11) on the BullMQ queue `payments.sweep`: a job scheduler
 * (repeatable job, every `paymentSweep.every` ms) asks the provider about every order
 * still awaiting payment after `afterMinutes`, oldest first, at most `batchSize` per run.
 * It is the net under the webhook and the per-order reconcile job: neither a lost
 * webhook nor a service restart between the order's commit and its payment start leaves
 * an order hanging. Every instance upserts the same scheduler id, so there is one
 * schedule however many instances run (as the maintenance job does).
 */
export interface SweepResult {
  checked: number;
  changed: number;
  /** Orders whose provider could not be asked this time; the next run asks again. */
  errors: number;
}

type SweptOrder = { id: number; payment_provider: string | null; payment_id: string | null };

/** Orders awaiting an online payment (open, unpaid) created before `cutoff`, oldest first. */
async function awaitingPayment(deps: PaymentDeps, cutoff: Date, limit: number): Promise<SweptOrder[]> {
  const rows = await deps.db
    .selectFrom(TABLES.orders)
    .select(['id', 'payment_provider', 'payment_id'])
    .where('status', '=', 'open')
    .where('created_at', '<', cutoff)
    .where(sql<boolean>`data->>'paymentMethod' in ('mollie', 'datatrans') and (data->>'isPaid')::boolean = false`)
    .orderBy('created_at')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    payment_provider: row.payment_provider as string | null,
    payment_id: row.payment_id as string | null,
  }));
}

/**
 * An order that never got a payment id: its start was cut off (the service stopped
 * between commit and the provider's answer). The customer never saw a payment page, so
 * the payment failed; the seat is released like after any failed payment.
 */
async function failNeverStarted(deps: PaymentDeps, id: number): Promise<ReconcileOutcome> {
  return deps.db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, id);
    if (!order) return 'unknown';
    const next = await failUnstartedPayment(trx, order, deps.now());
    return next === order ? 'unchanged' : 'changed';
  });
}

export async function sweepOpenPayments(deps: PaymentDeps, data: SweepOpenPaymentsJob, log: FastifyBaseLogger): Promise<SweepResult> {
  const { afterMinutes, batchSize } = sweepOpenPaymentsJobSchema.parse(data);
  const cutoff = new Date(deps.now().getTime() - afterMinutes * 60_000);
  const result: SweepResult = { checked: 0, changed: 0, errors: 0 };
  for (const order of await awaitingPayment(deps, cutoff, batchSize)) {
    result.checked += 1;
    try {
      // The same path as the webhook: the provider's word, applied through the state machine.
      const outcome =
        order.payment_provider && order.payment_id
          ? (await reconcilePayment(deps, order.payment_provider, order.payment_id)).outcome
          : await failNeverStarted(deps, order.id);
      if (outcome === 'changed') result.changed += 1;
    } catch (error) {
      // A provider that is down is asked again on the next run; the other orders go on.
      result.errors += 1;
      log.warn({ err: error, orderId: order.id, provider: order.payment_provider }, 'payment sweep: provider could not be asked');
    }
  }
  return result;
}

export async function startPaymentSweep(
  deps: PaymentDeps,
  redis: Redis,
  log: FastifyBaseLogger,
  options: Pick<OrdersOptions, 'queuePrefix' | 'paymentSweep' | 'captureTolerancePercent'>,
): Promise<Closable[]> {
  const { every, afterMinutes, batchSize } = options.paymentSweep;
  const queue = createQueue(ordersQueues.paymentSweep, redis, { prefix: options.queuePrefix });
  // No retries: the next run is the retry.
  await queue.schedule('sweep-open-payments', { every }, { afterMinutes, batchSize }, { attempts: 1, ...keepRecentRuns });
  const worker = createWorker(
    ordersQueues.paymentSweep,
    {
      'sweep-open-payments': async (payload, job) => {
        const result = await sweepOpenPayments(deps, payload, log);
        if (result.checked) log.info({ queue: ordersQueues.paymentSweep.name, job: job.name, ...result }, 'open payments swept');
        // Captures and refunds the provider failed on (settlement.ts) are retried on the same schedule.
        const settlements = await retryDueSettlements({ ...deps, log, options }, payload.batchSize);
        if (settlements.checked) log.info({ job: job.name, ...settlements }, 'due captures and refunds retried');
        return result;
      },
    },
    redis,
    // One run at a time: a slow provider must not let runs pile up on each other.
    { log, prefix: options.queuePrefix, concurrency: 1 },
  );
  return [worker, queue];
}
