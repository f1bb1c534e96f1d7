import { branchStockSchema, dataEnvelope } from '@asp/contracts';
import { orderTexts } from '@asp/i18n';
import { notFound, type ServiceApp } from '@asp/server-kit';
import { z } from 'zod';
import { replica } from '../catalog-replica/read';
import type { OrdersDeps } from '../deps';
import { branchStock } from '../stock';
import { ticketDayOf } from '../ticket-numbers';

const params = z.object({ branchId: z.coerce.number().int().positive().max(2_147_483_647) });

/**
 * `GET /api/orders/stock/{branchId}` (ours, issue 13): the products of a branch that are
 * sold out or have a daily quantity, with what is left today (Europe/Berlin), for the
 * shop's 'ausverkauft'. Public and anonymous: it says how much is left, never who ordered.
 * Changes arrive as `orders.stock.changed`.
 */
export function registerStockRoute(app: ServiceApp, deps: OrdersDeps): void {
  app.get(
    '/api/orders/stock/:branchId',
    {
      schema: {
        summary: "Today's stock of a branch (sold-out products, remaining daily quantities)",
        tags: ['orders (public)'],
        params,
        response: { 200: dataEnvelope(branchStockSchema) },
      },
    },
    async (request) => {
      const { branchId } = request.params;
      const branch = await replica.branch(deps.db, branchId);
      if (!branch || !branch.isEnabled) throw notFound(orderTexts.unknownBranch);
      return { data: { branch: branch.id, products: await branchStock(deps.db, branch.id, ticketDayOf(deps.now())) } };
    },
  );

  app.get(
    '/api/orders/stock/:branchId/events',
    {
      schema: {
        summary: 'Live stock of a branch (server-sent events)',
        tags: ['orders (public)'],
        params,
        description:
          'Server-Sent Events: first `event: stock` with the whole stock of today, then `event: stock-item` with `{product, soldOut, remaining}` on every change; heartbeat comments.',
        produces: ['text/event-stream'],
      },
    },
    async (request, reply) => {
      const { branchId } = request.params;
      const branch = await replica.branch(deps.db, branchId);
      if (!branch || !branch.isEnabled) throw notFound(orderTexts.unknownBranch);
      const products = await branchStock(deps.db, branch.id, ticketDayOf(deps.now()));
      reply.hijack();
      deps.stockLive.attach(reply.raw, { branch: branch.id, products }, { 'x-request-id': request.id });
    },
  );
}
