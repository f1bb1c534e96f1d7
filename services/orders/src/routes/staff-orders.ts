import {
  cancelOrderBodySchema,
  confirmOrderBodySchema,
  dataEnvelope,
  emptyStatusBodySchema,
  orderBranchQuerySchema,
  orderHistoryEntrySchema,
  orderIdParamsSchema,
  orderListQuerySchema,
  orderSchema,
  rejectOrderBodySchema,
  ROLE_EMPLOYEE,
  type Order,
} from '@asp/contracts';
import { toZoned } from '@asp/domain';
import { backofficeOrderTexts, fill, formatDateTime, operationTexts, orderTexts, validationTexts } from '@asp/i18n';
import { badRequest, conflict, HttpError, isAdmin, notFound, requireRole, TOTAL_COUNT_HEADER, type ServiceApp } from '@asp/server-kit';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { OrdersDeps } from '../deps';
import { actorOf, orderHistory, type OrderChange } from '../order-history';
import { countOrders, findOrder, listOrders, type OrderListFilter } from '../order-store';
import type { OrderAction } from '../order-state-machine';
import { reconcilePayment } from '../payments/reconcile';
import { settleAfterStatusChange } from '../payments/settlement';
import { applyAction, assertBranchAccess, lockOrderForStaff } from './order-access';
import { seesCustomerData, staffView } from './staff-view';

const tags = ['orders (staff)'];
const one = { 200: dataEnvelope(orderSchema) };
const many = { 200: dataEnvelope(z.array(orderSchema)) };
const guard = requireRole(ROLE_EMPLOYEE);
const NOT_FINAL = ['open', 'confirmed', 'in-delivery'];

/** null for admins (every branch), else the employee's branches. */
const branchScope = (request: FastifyRequest): number[] | null => (isAdmin(request.staff) ? null : (request.staff?.branches ?? []));
/** What this staff member may see of the orders (contact only with show_customer_data). */
const viewAll = (request: FastifyRequest, orders: Order[]) => orders.map((order) => staffView(order, request.staff));
const note = (template: string, instant: string | null | undefined) => (instant ? fill(template, { time: formatDateTime(instant) }) : null);

function parseInstant(value: string | undefined, field: string): Date | undefined {
  if (value === undefined) return undefined;
  // A bare date means midnight in the shop's zone (Europe/Berlin).
  const date = toZoned(value);
  if (!date.isValid) throw badRequest(validationTexts.date, field);
  return date.toJSDate();
}

/**
 * Back-office order calls (platform-and-backoffice.md §7 "Orders"): lists, one order,
 * the order's history, the status actions through the state machine, and the payment
 * re-check. ROLE_ADMIN sees every branch, ROLE_EMPLOYEE only their branches (another
 * branch's order answers 404). Customer contact only with show_customer_data (staff-view.ts).
 */
export function registerStaffOrderRoutes(app: ServiceApp, deps: OrdersDeps): void {
  const { db } = deps;

  // A branch outside the employee's own reads as an empty list, the same as an order of it reads as 404.
  app.get(
    '/api/orders',
    {
      preHandler: guard,
      schema: {
        summary: 'Order history: filtered, sorted and paged in SQL (x-total-count)',
        description:
          'Filters: branch, status, type (takeaway | delivery | dineIn), q (every word in the customer name, company, phone, ' +
          'e-mail or the ticket number; without show_customer_data only the ticket number), from/to (creation time, `to` ' +
          'exclusive). Sort by createdAt or appointment, asc or desc. The x-total-count header counts all matching orders.',
        tags,
        querystring: orderListQuerySchema,
        response: many,
      },
    },
    async (request, reply) => {
      const { branch, status, type, q, from, to, sort, direction, limit, offset } = request.query;
      const filter: OrderListFilter = {
        branches: branchScope(request),
        branch,
        limit,
        offset,
        statuses: status ? [status] : undefined,
        type,
        q,
        ticketOnly: !seesCustomerData(request.staff),
        sort,
        direction,
        from: parseInstant(from, 'from'),
        to: parseInstant(to, 'to'),
      };
      const [orders, total] = await Promise.all([listOrders(db, filter), countOrders(db, filter)]);
      reply.header(TOTAL_COUNT_HEADER, String(total));
      return { data: viewAll(request, orders) };
    },
  );

  // Orders still to be handled (not completed, rejected, cancelled or failed), oldest first for the counter.
  app.get(
    '/api/orders/current',
    {
      preHandler: guard,
      schema: { summary: 'Current orders (order screen)', tags, querystring: orderBranchQuerySchema, response: many },
    },
    async (request) => {
      const filter = { branches: branchScope(request), branch: request.query.branch, statuses: NOT_FINAL, limit: 500 };
      return { data: viewAll(request, (await listOrders(db, filter)).reverse()) };
    },
  );

  app.get(
    '/api/orders/missed',
    {
      preHandler: guard,
      schema: {
        summary: 'Missed orders: the appointment passed without the order being confirmed or completed',
        description:
          'Orders still open (neither confirmed nor rejected, cancelled, failed or completed) whose time has passed: the ' +
          'counter appointment staff proposed, else the desired appointment, else — ordered "as soon as possible" — the ' +
          'time the order was placed. Oldest first, at most 500.',
        tags,
        querystring: orderBranchQuerySchema,
        response: many,
      },
    },
    async (request) => {
      const filter = {
        branches: branchScope(request),
        branch: request.query.branch,
        statuses: ['open'],
        dueBefore: deps.now(),
        limit: 500,
      };
      return { data: viewAll(request, (await listOrders(db, filter)).reverse()) };
    },
  );

  app.get(
    '/api/orders/:id',
    { preHandler: guard, schema: { summary: 'Orders: read one', tags, params: orderIdParamsSchema, response: one } },
    async (request) => {
      const order = await findOrder(db, request.params.id);
      if (!order) throw notFound(orderTexts.notFound);
      assertBranchAccess(request.staff, order.branch.id);
      return { data: staffView(order, request.staff) };
    },
  );

  app.get(
    '/api/orders/:id/history',
    {
      preHandler: guard,
      schema: {
        summary: "The order's history: who did what, when (actor null: the customer or the system)",
        tags,
        params: orderIdParamsSchema,
        response: { 200: dataEnvelope(z.array(orderHistoryEntrySchema)) },
      },
    },
    async (request) => {
      const order = await findOrder(db, request.params.id);
      if (!order) throw notFound(orderTexts.notFound);
      assertBranchAccess(request.staff, order.branch.id);
      return { data: await orderHistory(db, order.id) };
    },
  );

  const statusRoute = <B extends z.ZodType>(
    action: string,
    body: B,
    toAction: (body: z.infer<B>) => OrderAction,
    noteOf: (body: z.infer<B>) => string | null = () => null,
  ) =>
    app.post(
      `/api/orders/:id/status/${action}`,
      {
        preHandler: guard,
        config: { openapi: { errors: [409, 422] } },
        schema: { summary: `Order status: ${action.replace(/-/g, ' ')}`, tags, params: orderIdParamsSchema, body, response: one },
      },
      async (request) => {
        const body = request.body as z.infer<B>;
        const change: OrderChange = { actor: actorOf(request.staff), note: noteOf(body) };
        const order = await db.transaction().execute(async (trx) => {
          const current = await lockOrderForStaff(trx, request, request.params.id);
          return applyAction(trx, current, toAction(body), deps.now(), change);
        });
        // After commit: capture the final amount on completion, pay back a cancelled or rejected paid order.
        return { data: staffView(await settleAfterStatusChange(deps, order), request.staff) };
      },
    );
  statusRoute(
    'confirm',
    confirmOrderBodySchema,
    (body) => ({
      type: 'confirm',
      appointment: body?.appointment ?? null,
      counterAppointment: body?.counterAppointment ?? null,
      now: deps.now(),
    }),
    (body) =>
      note(backofficeOrderTexts.noteCounterAppointment, body?.counterAppointment) ??
      note(backofficeOrderTexts.noteAppointment, body?.appointment),
  );
  statusRoute(
    'reject',
    rejectOrderBodySchema.nullable().optional(),
    (body) => ({ type: 'reject', message: body?.message ?? null }),
    (body) => body?.message ?? null,
  );
  statusRoute(
    'cancel',
    cancelOrderBodySchema,
    (body) => ({ type: 'cancel', message: body?.message ?? null }),
    (body) => body?.message ?? null,
  );
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
        return { data: staffView(updated ?? order, request.staff) };
      } catch (error) {
        request.log.error({ err: error, orderId: order.id }, 'payment re-check failed');
        throw new HttpError(503, [{ message: operationTexts.paymentStatusFailed }]);
      }
    },
  );
}
