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

const stockListQuery = z.object({ branch: z.coerce.number().int().positive().optional() });

/** The settings saved at the given branches (all when null), by product then branch. */
async function stockSettingsAt(db: ServiceContext['db'], branches: number[] | null) {
  if (branches && branches.length === 0) return [];
  let query = db
    .selectFrom(TABLES.productStock)
    .select(['product_id', 'branch_id', 'sold_out', 'daily_quantity'])
    .orderBy('product_id')
    .orderBy('branch_id');
  if (branches) query = query.where('branch_id', 'in', branches);
  return (await query.execute()).map((row) => ({
    product: Number(row.product_id),
    branch: Number(row.branch_id),
    soldOut: row.sold_out,
    dailyQuantity: row.daily_quantity === null ? null : Number(row.daily_quantity),
  }));
}

/**
 * Stock per branch (issue 13): `GET /api/products/{id}/stock` lists the product's settings
 * at the branches the caller may see (admins: all, employees: their own), `PUT` saves the
 * settings of one branch — admins for every branch, employees for their own branches only
 * (403 otherwise). Each save is announced as `catalog.product-stock.changed`.
 * `GET /api/products/stock?branch=` lists the settings of every product at a branch (the
 * back office's stock page); without `branch`, at every branch the caller may see.
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

  app.get(
    '/api/products/stock',
    {
      onRequest: guard,
      schema: {
        summary: 'Stock settings of every product at one branch (or at every branch the caller may see)',
        querystring: stockListQuery,
        response: { 200: dataEnvelope(z.array(productStockSchema)) },
      },
    },
    async (request) => {
      const staff = request.staff!;
      const { branch } = request.query;
      if (branch !== undefined && !isAdmin(staff) && !isBranchEmployee(staff, branch)) throw forbidden(authTexts.forbidden);
      const branches = branch !== undefined ? [branch] : isAdmin(staff) ? null : staff.branches;
      return { data: await stockSettingsAt(ctx.db, branches) };
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
