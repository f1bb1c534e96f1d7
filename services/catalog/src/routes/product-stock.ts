import { dataEnvelope, productStockBodySchema, productStockSchema } from '@asp/contracts';
import { authTexts, catalogTexts } from '@asp/i18n';
import {
  forbidden,
  idParams,
  isAdmin,
  isBranchEmployee,
  notFound,
  requireRole,
  ROLE_EMPLOYEE,
  unprocessable,
  type ServiceApp,
  type ServiceContext,
} from '@asp/server-kit';
import { z } from 'zod';
import { productStockOf, saveProductStock } from '../product-stock';
import { TABLES } from '../tables';

/**
 * Stock per branch (issue 13): `GET /api/products/{id}/stock` lists the product's settings
 * at the branches the caller may see (admins: all, employees: their own), `PUT` saves the
 * settings of one branch — admins for every branch, employees for their own branches only
 * (403 otherwise). Each save is announced as `catalog.product-stock.changed`.
 */
export function registerProductStockRoutes(app: ServiceApp, ctx: ServiceContext): void {
  const guard = requireRole(ROLE_EMPLOYEE);

  app.get(
    '/api/products/:id/stock',
    {
      onRequest: guard,
      schema: {
        summary: 'Stock settings of a product per branch (sold out, daily quantity)',
        params: idParams,
        response: { 200: dataEnvelope(z.array(productStockSchema)) },
      },
    },
    async (request) => {
      const product = await ctx.db.selectFrom(TABLES.products).select('id').where('id', '=', request.params.id).executeTakeFirst();
      if (!product) throw notFound();
      const staff = request.staff!;
      return { data: await productStockOf(ctx.db, request.params.id, isAdmin(staff) ? null : staff.branches) };
    },
  );

  app.put(
    '/api/products/:id/stock',
    {
      onRequest: guard,
      schema: {
        summary: 'Save the stock settings of a product at one branch',
        params: idParams,
        body: productStockBodySchema,
        response: { 200: dataEnvelope(productStockSchema) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const body = request.body;
      const staff = request.staff!;
      if (!isAdmin(staff) && !isBranchEmployee(staff, body.branch)) throw forbidden(authTexts.forbidden);
      const stock = await ctx.db.transaction().execute(async (trx) => {
        const product = await trx.selectFrom(TABLES.products).select('id').where('id', '=', id).forUpdate().executeTakeFirst();
        if (!product) throw notFound();
        const branch = await trx.selectFrom(TABLES.branches).select('id').where('id', '=', body.branch).executeTakeFirst();
        if (!branch) throw unprocessable([{ field: 'branch', message: catalogTexts.unknownBranch }]);
        return saveProductStock(trx, id, body);
      });
      return { data: stock };
    },
  );
}
