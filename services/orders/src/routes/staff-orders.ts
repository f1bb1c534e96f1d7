import {
  confirmOrderBodySchema,
  dataEnvelope,
  emptyStatusBodySchema,
  orderIdParamsSchema,
  orderListQuerySchema,
  orderSchema,
  rejectOrderBodySchema,
  ROLE_EMPLOYEE,
} from '@asp/contracts';
import { toZoned } from '@asp/domain';
import { authTexts, operationTexts, orderTexts, validationTexts } from '@asp/i18n';
import { badRequest, conflict, forbidden, HttpError, isAdmin, notFound, requireRole, type ServiceApp } from '@asp/server-kit';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { OrdersDeps } from '../deps';
import { findOrder, listOrders, type OrderListFilter } from '../order-store';
import type { OrderAction } from '../order-state-machine';
import { reconcilePayment } from '../payments/reconcile';
import { applyAction, assertBranchAccess, lockOrderForStaff } from './order-access';

const tags = ['orders (staff)'];
const one = { 200: dataEnvelope(orderSchema) };
const many = { 200: dataEnvelope(z.array(orderSchema)) };
const guard = requireRole(ROLE_EMPLOYEE);
const NOT_FINAL = ['open', 'confirmed', 'in-delivery'];

/** null for admins (every branch), else the employee's branches. */
const branchScope = (request: FastifyRequest): number[] | null => (isAdmin(request.staff) ? null : (request.staff?.branches ?? []));

function parseInstant(value: string | undefined, field: string): Date | undefined {
  if (value === undefined) return undefined;
  // A bare date means midnight in the shop's zone (Europe/Berlin).
  const date = toZoned(value);
  if (!date.isValid) throw badRequest(validationTexts.date, field);
  return date.toJSDate();
}

/**
 * Back-office order calls (platform-and-backoffice.md §7 "Orders"): lists, one order,
 * the status actions through the state machine, and the payment re-check. ROLE_ADMIN
 * sees every branch, ROLE_EMPLOYEE only their branches (403 for another branch).
 */
export function registerStaffOrderRoutes(app: ServiceApp, deps: OrdersDeps): void {
  const { db } = deps;

  app.get(
    '/api/orders',
    { preHandler: guard, schema: { summary: 'Orders: list (own branches)', tags, querystring: orderListQuerySchema, response: many } },
    async (request) => {
      const { branch, status, from, to, limit, offset } = request.query;
      const branches = branchScope(request);
      if (branch !== undefined && branches && !branches.includes(branch)) throw forbidden(authTexts.forbidden);
      const filter: OrderListFilter = {
        branches,
        branch,
        limit,
        offset,
        statuses: status ? [status] : undefined,
        from: parseInstant(from, 'from'),
        to: parseInstant(to, 'to'),
      };
      return { data: await listOrders(db, filter) };
    },
  );

  // Orders still to be handled (not completed, rejected, cancelled or failed), oldest first for the counter.
  app.get(
    '/api/orders/current',
    { preHandler: guard, schema: { summary: 'Current orders (order screen)', tags, response: many } },
    async (request) => {
      const orders = await listOrders(db, { branches: branchScope(request), statuses: NOT_FINAL, limit: 500 });
      return { data: orders.reverse() };
    },
  );

  // Unconfirmed orders whose desired time (or, without one, whose creation) lies in the past.
  app.get('/api/orders/missed', { preHandler: guard, schema: { summary: 'Missed orders', tags, response: many } }, async (request) => {
    const orders = await listOrders(db, { branches: branchScope(request), statuses: ['open'], dueBefore: deps.now(), limit: 500 });
    return { data: orders.reverse() };
  });

  app.get(
    '/api/orders/:id',
    { preHandler: guard, schema: { summary: 'Orders: read one', tags, params: orderIdParamsSchema, response: one } },
    async (request) => {
      const order = await findOrder(db, request.params.id);
      if (!order) throw notFound(orderTexts.notFound);
      assertBranchAccess(request.staff, order.branch.id);
      return { data: order };
    },
  );

  const statusRoute = <B extends z.ZodType>(action: string, body: B, toAction: (body: z.infer<B>) => OrderAction) =>
    app.post(
      `/api/orders/:id/status/${action}`,
      {
        preHandler: guard,
        config: { openapi: { errors: [409, 422] } },
        schema: { summary: `Order status: ${action.replace(/-/g, ' ')}`, tags, params: orderIdParamsSchema, body, response: one },
      },
      async (request) => {
        const order = await db.transaction().execute(async (trx) => {
          const current = await lockOrderForStaff(trx, request, request.params.id);
          return applyAction(trx, current, toAction(request.body as z.infer<B>), deps.now());
        });
        return { data: order };
      },
    );
  statusRoute('confirm', confirmOrderBodySchema, (body) => ({
    type: 'confirm',
    appointment: body?.appointment ?? null,
    counterAppointment: body?.counterAppointment ?? null,
    now: deps.now(),
  }));
  statusRoute('reject', rejectOrderBodySchema.nullable().optional(), (body) => ({ type: 'reject', message: body?.message ?? null }));
  statusRoute('cancel', emptyStatusBodySchema, () => ({ type: 'cancel' }));
  statusRoute('in-delivery', emptyStatusBodySchema, () => ({ type: 'in-delivery' }));
  statusRoute('completed', emptyStatusBodySchema, () => ({ type: 'completed' }));

  app.post(
    '/api/orders/:id/update-payment-status',
    {
      preHandler: guard,
      config: { openapi: { errors: [409, 503] } },
      schema: {
        summary: 'Ask the payment provider for the payment status again',
        tags,
        params: orderIdParamsSchema,
        body: emptyStatusBodySchema,
        response: one,
      },
    },
    async (request) => {
      const order = await findOrder(db, request.params.id);
      if (!order) throw notFound(orderTexts.notFound);
      assertBranchAccess(request.staff, order.branch.id);
      if (!order.payment) throw conflict(operationTexts.paymentStatusFailed);
      try {
        const { order: updated } = await reconcilePayment(deps, order.payment.provider, order.payment.id);
        return { data: updated ?? order };
      } catch (error) {
        request.log.error({ err: error, orderId: order.id }, 'payment re-check failed');
        throw new HttpError(503, [{ message: operationTexts.paymentStatusFailed }]);
      }
    },
  );
}
