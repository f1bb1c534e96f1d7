import {
  dataEnvelope,
  emptyStatusBodySchema,
  orderScreenActionParamsSchema,
  orderScreenParamsSchema,
  screenOrderSchema,
  type Order,
  type OrderScreenAction,
} from '@asp/contracts';
import { orderScreenTexts, orderTexts } from '@asp/i18n';
import { notFound, sql, type ServiceApp } from '@asp/server-kit';
import { z } from 'zod';
import type { OrdersDeps } from '../deps';
import { assertScreenKey, currentScreenKeyHash } from '../order-screens/screen-keys';
import { screenView } from '../order-screens/screen-view';
import { lockOrder } from '../order-store';
import type { OrderAction } from '../order-state-machine';
import { TABLES, type OrdersDb } from '../tables';
import { applyAction } from './order-access';

const tags = ['orders (screens)'];
const many = { 200: dataEnvelope(z.array(screenOrderSchema)) };
const one = { 200: dataEnvelope(screenOrderSchema) };
/** What a screen can hold at once; a branch with more unfinished orders has other problems. */
const SCREEN_LIMIT = 500;
const keyDoc = { openapi: { errors: [401] } };

/** Online orders whose payment has not arrived are not the counter's business yet (they cannot be confirmed). */
const awaitingOnlinePayment = sql<boolean>`(data->>'paymentMethod' in ('mollie', 'datatrans') and (data->>'isPaid')::boolean is not true)`;

/** The branch's orders in the given states, oldest pickup (or creation) first, filtered and limited in SQL. */
async function screenOrders(db: OrdersDb, branchId: number, statuses: string[]): Promise<Order[]> {
  const rows = await db
    .selectFrom(TABLES.orders)
    .select('data')
    .where('branch_id', '=', branchId)
    .where('status', 'in', statuses)
    .where(sql<boolean>`not ${awaitingOnlinePayment}`)
    .orderBy(sql`coalesce((data->>'appointment')::timestamptz, (data->>'appointmentDate')::timestamptz, created_at)`)
    .orderBy('id')
    .limit(SCREEN_LIMIT)
    .execute();
  return rows.map((row) => row.data as Order);
}

const actions: Record<OrderScreenAction, (now: Date) => OrderAction> = {
  // The counter accepts the time the customer asked for.
  confirm: (now) => ({ type: 'confirm', appointment: null, counterAppointment: null, now }),
  'in-delivery': () => ({ type: 'in-delivery' }),
  completed: () => ({ type: 'completed' }),
};

/**
 * The counter (frontdesk) and kitchen (backoffice) screens of a branch
 * (platform-and-backoffice.md §2, §7; issue 12). No session: the branch's order-screen API
 * key in the path is the credential, checked in constant time against the hash the
 * catalog announced; a wrong key or unknown branch is a German 401 without data. The key
 * is masked in every logged URL (server-kit log-redaction).
 */
export function registerOrderScreenRoutes(app: ServiceApp, deps: OrdersDeps): void {
  const { db } = deps;
  // A rotated key ends the screens opened with the old one at the next heartbeat.
  deps.live.checkScreenKeysWith((branchId) => currentScreenKeyHash(db, branchId));

  app.get(
    '/api/orders/frontdesk/:branchId/:apiKey',
    {
      config: keyDoc,
      schema: {
        summary: 'Counter screen: every unfinished order of the branch, oldest first (API key)',
        tags,
        params: orderScreenParamsSchema,
        response: many,
      },
    },
    async (request, reply) => {
      await assertScreenKey(db, request.params.branchId, request.params.apiKey);
      reply.header('cache-control', 'no-store');
      const orders = await screenOrders(db, request.params.branchId, ['open', 'confirmed', 'in-delivery']);
      return { data: orders.map(screenView) };
    },
  );

  app.get(
    '/api/orders/backoffice/:branchId/:apiKey',
    {
      config: keyDoc,
      schema: {
        summary: 'Kitchen screen: confirmed orders still to prepare, by pickup time (API key)',
        tags,
        params: orderScreenParamsSchema,
        response: many,
      },
    },
    async (request, reply) => {
      await assertScreenKey(db, request.params.branchId, request.params.apiKey);
      reply.header('cache-control', 'no-store');
      return { data: (await screenOrders(db, request.params.branchId, ['confirmed'])).map(screenView) };
    },
  );

  for (const screen of ['frontdesk', 'backoffice'] as const) {
    app.get(
      `/api/orders/${screen}/:branchId/:apiKey/events`,
      {
        config: keyDoc,
        schema: {
          summary: `${screen === 'frontdesk' ? 'Counter' : 'Kitchen'} screen: live order changes of the branch (server-sent events)`,
          tags,
          params: orderScreenParamsSchema,
          description:
            'Server-Sent Events: first `event: ready`, then `event: order` with each changed order of the branch (screen view); `event: heartbeat` every 15 s (a screen that hears nothing for longer reconnects). Load the list after `ready` (also after every reconnect).',
          produces: ['text/event-stream'],
        },
      },
      async (request, reply) => {
        const keyHash = await assertScreenKey(db, request.params.branchId, request.params.apiKey);
        reply.hijack();
        deps.live.attachScreen(reply.raw, request.params.branchId, keyHash, { 'x-request-id': request.id });
      },
    );
  }

  app.post(
    '/api/orders/frontdesk/:branchId/:apiKey/:orderId/status/:action',
    {
      config: { openapi: { errors: [401, 404, 409, 422] } },
      schema: {
        summary: 'Counter screen: confirm, mark ready or complete an order (API key)',
        tags,
        params: orderScreenActionParamsSchema,
        body: emptyStatusBodySchema,
        response: one,
      },
    },
    async (request) => {
      const { branchId, apiKey, orderId, action } = request.params;
      await assertScreenKey(db, branchId, apiKey);
      const order = await db.transaction().execute(async (trx) => {
        const current = await lockOrder(trx, orderId);
        // Another branch's order does not exist for this screen.
        if (!current || current.branch.id !== branchId) throw notFound(orderTexts.notFound);
        // The screen has no signed-in user: the history names the counter screen instead.
        return applyAction(trx, current, actions[action](deps.now()), deps.now(), { actor: null, note: orderScreenTexts.historyNote });
      });
      return { data: screenView(order) };
    },
  );
}
