import { dataEnvelope, emptyStatusBodySchema, orderIdParamsSchema, printLabelsBodySchema, ROLE_EMPLOYEE } from '@asp/contracts';
import { operationTexts, orderTexts } from '@asp/i18n';
import { notFound, requireRole, type ServiceApp } from '@asp/server-kit';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { OrdersDeps } from '../deps';
import { findOrder } from '../order-store';
import { labelsJob, labelsJobOptions } from '../printing/labels-job';
import { printAndWait, type PrintDispatch } from '../printing/print-and-wait';
import { receiptJob, receiptJobOptions } from '../printing/receipt-job';
import { assertBranchAccess } from './order-access';

const printedSchema = dataEnvelope(z.object({ printed: z.literal(true) }));

/** The order by id for staff of its branch; unknown and another branch's order alike answer 404. */
async function staffOrder(deps: OrdersDeps, request: FastifyRequest, id: number) {
  const order = await findOrder(deps.db, id);
  if (!order) throw notFound(orderTexts.notFound);
  assertBranchAccess(request.staff, order.branch.id);
  return order;
}

/**
 * The print calls of an order. The orders service renders nothing itself: it puts a job
 * (the order as it is now, branch data and configuration from the catalogue replica) on
 * the devices service's queue `devices.print` and waits a few seconds for the result
 * (printing/print-and-wait.ts); the German failure text answers 422.
 * - `POST /api/orders/{id}/print` (document 1 §7): the receipt, 'Beleg konnte nicht gedruckt werden.'.
 * - `POST /api/orders/{id}/print-labels` (ours, issue 12): one label per item, compact or
 *   detail, rows × columns from the configuration; 'Etiketten konnten nicht gedruckt werden.'.
 */
export function registerPrintRoute(app: ServiceApp, deps: OrdersDeps, dispatch: PrintDispatch | null): void {
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
        response: { 200: printedSchema },
      },
    },
    async (request) => {
      const order = await staffOrder(deps, request, request.params.id);
      await printAndWait(dispatch, {
        job: 'print-receipt',
        payload: await receiptJob(deps.db, order),
        options: receiptJobOptions,
        failure: operationTexts.printFailed,
        log: request.log,
      });
      return { data: { printed: true as const } };
    },
  );

  app.post(
    '/api/orders/:id/print-labels',
    {
      preHandler: requireRole(ROLE_EMPLOYEE),
      config: { openapi: { errors: [422] } },
      schema: {
        summary: "Print the order's item labels (compact or detail) on its branch's label printer",
        tags: ['orders (staff)'],
        params: orderIdParamsSchema,
        body: printLabelsBodySchema,
        response: { 200: printedSchema },
      },
    },
    async (request) => {
      const order = await staffOrder(deps, request, request.params.id);
      await printAndWait(dispatch, {
        job: 'print-labels',
        payload: await labelsJob(deps.db, order, request.body?.variant ?? 'compact'),
        options: labelsJobOptions,
        failure: operationTexts.labelPrintFailed,
        log: request.log,
      });
      return { data: { printed: true as const } };
    },
  );
}
