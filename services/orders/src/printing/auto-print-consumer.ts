import { devicesQueues, ORDERS_STREAM, orderEvents } from '@asp/contracts';
import { on, type ConsumerDefinition, type JobQueue } from '@asp/server-kit';
import type { FastifyBaseLogger } from 'fastify';
import { replica } from '../catalog-replica/read';
import { receiptJob, receiptJobOptions } from './receipt-job';

/** The print queue once the service built it (null without Redis: nothing is printed automatically). */
export interface AutoPrintRef {
  queue: JobQueue<typeof devicesQueues.print> | null;
  log: FastifyBaseLogger | null;
}

/** One automatic receipt per order: a redelivered `confirmed` event adds no second job. */
export const autoPrintJobId = (orderId: number) => `auto-print-${orderId}`;

/**
 * Durable consumer `orders-auto-print` (issue 12 "auto-print the receipt when an order is
 * confirmed"): for a branch with `autoPrintOnConfirm`, every confirmation — in the back
 * office or on the counter screen — puts the order's receipt on the devices service's
 * print queue. The job id makes it idempotent; a printer that is down is the print job's
 * business (retries, device log, failed state), not the confirmation's.
 */
export function autoPrintConsumer(ref: AutoPrintRef): ConsumerDefinition {
  return {
    stream: ORDERS_STREAM.name,
    durable: 'orders-auto-print',
    handlers: [
      on(orderEvents.confirmed, async (payload, trx) => {
        if (!ref.queue) return;
        const order = { ...payload.data, id: payload.id };
        const branch = await replica.branch(trx, order.branch.id);
        if (!branch?.autoPrintOnConfirm) return;
        await ref.queue.enqueue('print-receipt', await receiptJob(trx, order), {
          ...receiptJobOptions,
          jobId: autoPrintJobId(order.id),
        });
      }),
    ],
  };
}
