import { ordersQueues, type PaymentReconcileJob } from '@asp/contracts';
import { createQueue, createWorker, type Closable, type JobQueue } from '@asp/server-kit';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { OrdersOptions } from '../config';
import { findOrder } from '../order-store';
import { reconcilePayment, type PaymentDeps, type ReconcileOutcome } from './reconcile';

/**
 * BullMQ job `payments.reconcile` (DESIGN.md §7): some time after an online order it asks
 * the provider whether the payment went through, in case the webhook never arrived. While
 * the payment is still open the job fails on purpose and BullMQ retries it with
 * exponential backoff; after the last attempt it stays visible in the failed set.
 */
export type ReconcileQueue = JobQueue<typeof ordersQueues.paymentReconcile>;

export const createReconcileQueue = (redis: Redis, prefix: string): ReconcileQueue =>
  createQueue(ordersQueues.paymentReconcile, redis, { prefix });

export async function scheduleReconcile(queue: ReconcileQueue, orderId: number, options: OrdersOptions['reconcile']): Promise<void> {
  await queue.enqueue(
    'reconcile',
    { orderId },
    {
      jobId: `order-${orderId}`,
      delay: options.firstDelayMs,
      attempts: options.attempts,
      backoff: { type: 'exponential', delay: options.backoffMs },
    },
  );
}

export class PaymentStillOpenError extends Error {}

export async function processReconcileJob(deps: PaymentDeps, data: PaymentReconcileJob): Promise<ReconcileOutcome> {
  const order = await findOrder(deps.db, data.orderId);
  if (!order?.payment) return 'unknown';
  if (order.isPaid || order.isFailed) return 'unchanged';
  const { outcome } = await reconcilePayment(deps, order.payment.provider, order.payment.id);
  if (outcome === 'open') throw new PaymentStillOpenError(`payment of order ${order.id} still open`);
  return outcome;
}

export function startReconcileWorker(deps: PaymentDeps, redis: Redis, log: FastifyBaseLogger, prefix: string): Closable {
  return createWorker(ordersQueues.paymentReconcile, { reconcile: (payload) => processReconcileJob(deps, payload) }, redis, {
    log,
    prefix,
    concurrency: 4,
  });
}
