import { catalogEvents, type ProductStock, type ProductStockBody } from '@asp/contracts';
import { sql, writeEvent, type Db, type Trx } from '@asp/server-kit';
import { TABLES } from './tables';

/**
 * Stock settings per product and branch (issue 13): sold out, and a daily quantity in the
 * product's unit. The catalog only keeps the settings; the orders service counts what was
 * ordered per day (services/orders/src/stock.ts) from the `catalog.product-stock.changed`
 * event written here in the same transaction. A row with neither setting is kept (not
 * deleted) so the event always carries the full, current state.
 */
export async function saveProductStock(trx: Trx | Db, productId: number, body: ProductStockBody): Promise<ProductStock> {
  const values = { product_id: productId, branch_id: body.branch, sold_out: body.soldOut, daily_quantity: body.dailyQuantity };
  await trx
    .insertInto(TABLES.productStock)
    .values(values)
    .onConflict((c) =>
      c
        .columns(['product_id', 'branch_id'])
        .doUpdateSet({ sold_out: body.soldOut, daily_quantity: body.dailyQuantity, updated_at: sql`now()` }),
    )
    .execute();
  const stock: ProductStock = { product: productId, branch: body.branch, soldOut: body.soldOut, dailyQuantity: body.dailyQuantity };
  await writeEvent(trx, catalogEvents.productStock.changed, stock);
  return stock;
}

/** The product's settings at the given branches (all branches when `branches` is null), by branch id. */
export async function productStockOf(db: Trx | Db, productId: number, branches: number[] | null): Promise<ProductStock[]> {
  if (branches && branches.length === 0) return [];
  let query = db
    .selectFrom(TABLES.productStock)
    .select(['product_id', 'branch_id', 'sold_out', 'daily_quantity'])
    .where('product_id', '=', productId)
    .orderBy('branch_id');
  if (branches) query = query.where('branch_id', 'in', branches);
  const rows = await query.execute();
  return rows.map((row) => ({
    product: Number(row.product_id),
    branch: Number(row.branch_id),
    soldOut: row.sold_out,
    dailyQuantity: row.daily_quantity === null ? null : Number(row.daily_quantity),
  }));
}
