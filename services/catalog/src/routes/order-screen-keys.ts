import { dataEnvelope, orderScreenApiKeySchema } from '@asp/contracts';
import { idParams, notFound, requireRole, ROLE_ADMIN, type ServiceApp, type ServiceContext } from '@asp/server-kit';
import { z } from 'zod';
import { findOrderScreenKey, issueOrderScreenKey } from '../order-screen-keys';
import { TABLES } from '../tables';

const response = { 200: dataEnvelope(orderScreenApiKeySchema) };
/** The rotate call takes no content. */
const emptyBody = z.object({}).loose().nullable().optional();

/**
 * The order-screen API key of a branch (issue 12), for admins only: read it to copy the
 * screens' addresses, rotate it when a tablet is lost. Employees get 403, anonymous
 * callers 401 (requireRole). The answers are never cached by the browser.
 */
export function registerOrderScreenKeyRoutes(app: ServiceApp, ctx: ServiceContext): void {
  const guard = requireRole(ROLE_ADMIN);

  app.get(
    '/api/branches/:id/order-screen-api-key',
    { onRequest: guard, schema: { summary: 'Order-screen API key of a branch (admins)', params: idParams, response } },
    async (request, reply) => {
      const key = await findOrderScreenKey(ctx.db, request.params.id);
      if (!key) throw notFound();
      reply.header('cache-control', 'no-store');
      return { data: key };
    },
  );

  app.post(
    '/api/branches/:id/order-screen-api-key/rotate',
    {
      onRequest: guard,
      schema: { summary: 'Replace the order-screen API key of a branch (admins)', params: idParams, body: emptyBody, response },
    },
    async (request, reply) => {
      const key = await ctx.db.transaction().execute(async (trx) => {
        const branch = await trx
          .selectFrom(TABLES.branches)
          .select('id')
          .where('id', '=', request.params.id)
          .forUpdate()
          .executeTakeFirst();
        if (!branch) throw notFound();
        return issueOrderScreenKey(trx, request.params.id);
      });
      reply.header('cache-control', 'no-store');
      return { data: key };
    },
  );
}
