import { dataEnvelope, devicesQueues, emptyStatusBodySchema, orderIdParamsSchema, ROLE_EMPLOYEE } from '@asp/contracts';
import { operationTexts, orderTexts } from '@asp/i18n';
import { createQueue, createQueueEvents, HttpError, notFound, requireRole, type ServiceApp, type ServiceContext } from '@asp/server-kit';
import { z } from 'zod';
import type { OrdersDeps } from '../deps';
import { findOrder } from '../order-store';
import { receiptJob, receiptJobOptions } from '../printing/receipt-job';
import { assertBranchAccess } from './order-access';

/** How long the call waits for the devices service to print (attempts 0.5 s and 1 s apart fit in it). */
const PRINT_WAIT_MS = Number(process.env.PRINT_WAIT_MS ?? 6000);

/**
 * `POST /api/orders/{id}/print` (document 1 §7): prints the order's receipt on its
 * branch's receipt printer. The orders service renders nothing itself: it puts a
 * `print-receipt` job (the order as it is now, the branch and shop name from the catalogue
 * replica) on the devices service's queue `devices.print` and waits a few seconds for the
 * result. No printer, a printer that stays unreachable, or no answer in time:
 * 'Beleg konnte nicht gedruckt werden.' (422). A job still waiting for its next attempt
 * then is removed, so a failed answer does not print later by surprise.
 */
export function registerPrintRoute(app: ServiceApp, deps: OrdersDeps, ctx: ServiceContext): void {
  const queue = ctx.redis ? createQueue(devicesQueues.print, ctx.redis, { prefix: deps.options.queuePrefix }) : null;
  const events = ctx.redis ? createQueueEvents(devicesQueues.print, ctx.redis, { prefix: deps.options.queuePrefix }) : null;
  app.addHook('onClose', async () => {
    await events?.close();
    await queue?.close();
  });

  app.post(
    '/api/orders/:id/print',
    {
      preHandler: requireRole(ROLE_EMPLOYEE),
      config: { openapi: { errors: [422] } },
      schema: {
        summary: "Print the order's receipt on its branch's receipt printer",
        tags: ['orders (staff)'],
        params: orderIdParamsSchema,
        body: emptyStatusBodySchema,
        response: { 200: dataEnvelope(z.object({ printed: z.literal(true) })) },
      },
    },
    async (request) => {
      const order = await findOrder(deps.db, request.params.id);
      if (!order) throw notFound(orderTexts.notFound);
      assertBranchAccess(request.staff, order.branch.id);
      const printFailed = new HttpError(422, [{ message: operationTexts.printFailed }]);
      if (!queue || !events) throw printFailed;
      const job = await queue.enqueue('print-receipt', await receiptJob(deps.db, order), receiptJobOptions);
      try {
        await job.waitUntilFinished(events, PRINT_WAIT_MS);
      } catch (error) {
        request.log.warn({ err: error, orderId: order.id, jobId: job.id }, 'receipt not printed');
        // Waiting or delayed jobs can be removed; one being sent right now cannot (and may still print).
        await job.remove().catch(() => undefined);
        throw printFailed;
      }
      return { data: { printed: true as const } };
    },
  );
}
