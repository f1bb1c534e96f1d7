import { stockEvents, type BranchStockItem, type OrderCreateData, type Product, type ProductStock } from '@asp/contracts';
import { convertToProductUnit, unitLabel } from '@asp/domain';
import { fill, orderTexts } from '@asp/i18n';
import { sql, unprocessable, writeEvent } from '@asp/server-kit';
import { TABLES, type OrdersDb, type OrdersTrx } from './tables';

type Reader = OrdersDb | OrdersTrx;

/**
 * Stock per branch (issue 13). The catalog owns the settings (sold out, daily quantity in
 * the product's unit) and sends them as `catalog.product-stock.changed`; this service keeps
 * them in `stock_settings` and counts what was ordered per product, branch and Berlin day
 * in `stock_usage`.
 *
 * Atomicity, as with slot capacity: one upsert per product on the day's counter row —
 * `insert … on conflict do update set used = used + amount where used + amount <= limit
 * returning used`. PostgreSQL locks that row and re-checks the condition on the newest
 * committed value, so of parallel orders for the last unit exactly one gets a row back;
 * the others are refused. Products are taken in id order so two orders with the same two
 * products cannot deadlock. A rolled-back order never held anything.
 */
export interface StockLine {
  productId: number;
  name: string;
  unit: string;
  /** In the product's unit, summed over the order's lines of this product. */
  amount: number;
  /** The first line of the product, for the error's field. */
  index: number;
}

/** The order's amounts per product, in each product's own unit, sorted by product id. */
export function stockLinesOf(items: OrderCreateData['items'], products: Map<number, Product>): StockLine[] {
  const lines = new Map<number, StockLine>();
  items.forEach((item, index) => {
    const product = products.get(item.product);
    if (!product) return;
    const amount = convertToProductUnit(product, item.amount, item.unit);
    const line = lines.get(product.id);
    if (line) line.amount += amount;
    else lines.set(product.id, { productId: product.id, name: product.name, unit: product.unit, amount, index });
  });
  return [...lines.values()].sort((a, b) => a.productId - b.productId);
}

interface Setting {
  soldOut: boolean;
  dailyQuantity: number | null;
}

async function settingsOf(db: Reader, branchId: number, productIds: number[]): Promise<Map<number, Setting>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .selectFrom(TABLES.stockSettings)
    .select(['product_id', 'sold_out', 'daily_quantity'])
    .where('branch_id', '=', branchId)
    .where('product_id', 'in', productIds)
    .execute();
  return new Map(
    rows.map((row) => [
      Number(row.product_id),
      { soldOut: row.sold_out, dailyQuantity: row.daily_quantity === null ? null : Number(row.daily_quantity) },
    ]),
  );
}

async function usedOf(db: Reader, productId: number, branchId: number, day: string): Promise<number> {
  const row = await db
    .selectFrom(TABLES.stockUsage)
    .select('used')
    .where('product_id', '=', productId)
    .where('branch_id', '=', branchId)
    .where('day', '=', day)
    .executeTakeFirst();
  return row ? Number(row.used) : 0;
}

const round = (value: number) => Math.round(value * 1000) / 1000;

function refusal(line: StockLine, remaining: number) {
  const message =
    remaining <= 0
      ? fill(orderTexts.soldOutToday, { name: line.name })
      : fill(orderTexts.onlyLeftToday, { name: line.name, amount: String(round(remaining)).replace('.', ','), unit: unitLabel(line.unit) });
  return unprocessable([{ field: `items.${line.index}.amount`, message }]);
}

/**
 * Takes the order's amounts from the day's counters in `trx`, or throws the German 422
 * ('„…“ ist heute ausverkauft.' / 'Von „…“ sind heute nur noch 2 Stk. verfügbar.').
 * Writes `orders.stock.changed` for every counted product.
 */
export async function reserveStock(
  trx: OrdersTrx,
  orderId: number,
  branchId: number,
  day: string,
  lines: StockLine[],
  /** The settings when the caller read them already (an order reads them with the catalogue). */
  known?: Array<{ product: number; soldOut: boolean; dailyQuantity: number | null }>,
): Promise<void> {
  const settings = known
    ? new Map(known.map(({ product, ...setting }) => [product, setting]))
    : await settingsOf(
        trx,
        branchId,
        lines.map((line) => line.productId),
      );
  for (const line of lines) {
    const setting = settings.get(line.productId);
    if (!setting) continue;
    if (setting.soldOut) throw refusal(line, 0);
    const limit = setting.dailyQuantity;
    if (limit === null) continue;
    if (line.amount > limit) throw refusal(line, limit - (await usedOf(trx, line.productId, branchId, day)));
    const table = sql.table(TABLES.stockUsage);
    const row = await trx
      .insertInto(TABLES.stockUsage)
      .values({ product_id: line.productId, branch_id: branchId, day, used: line.amount })
      .onConflict((c) =>
        c
          .columns(['product_id', 'branch_id', 'day'])
          .doUpdateSet({ used: sql`${table}.used + ${line.amount}` })
          .where(sql<boolean>`${table}.used + ${line.amount} <= ${limit}`),
      )
      .returning('used')
      .executeTakeFirst();
    if (!row) throw refusal(line, limit - (await usedOf(trx, line.productId, branchId, day)));
    await trx
      .insertInto(TABLES.stockReservations)
      .values({ order_id: orderId, product_id: line.productId, branch_id: branchId, day, amount: line.amount })
      .execute();
    const remaining = round(limit - Number(row.used));
    await writeEvent(trx, stockEvents.changed, { branch: branchId, product: line.productId, soldOut: remaining <= 0, remaining });
  }
}

/**
 * Gives the order's amounts back (rejected, cancelled, payment failed), in the caller's
 * transaction. The reservation rows are deleted first, so a second call gives nothing.
 */
export async function releaseStock(trx: OrdersTrx, orderId: number): Promise<void> {
  const released = await sql<{ product_id: string; branch_id: string; day: string }>`
    with released as (
      delete from ${sql.table(TABLES.stockReservations)} where order_id = ${orderId}
      returning product_id, branch_id, day, amount
    )
    update ${sql.table(TABLES.stockUsage)} as u set used = greatest(u.used - r.amount, 0)
    from released r
    where u.product_id = r.product_id and u.branch_id = r.branch_id and u.day = r.day
    returning u.product_id, u.branch_id, to_char(u.day, 'YYYY-MM-DD') as day
  `.execute(trx);
  for (const row of released.rows) {
    const item = await stockItem(trx, Number(row.product_id), Number(row.branch_id), row.day);
    if (item) await writeEvent(trx, stockEvents.changed, { ...item, branch: Number(row.branch_id) });
  }
}

/** The product's stock at the branch on `day` as the shop sees it; null without a setting. */
export async function stockItem(db: Reader, productId: number, branchId: number, day: string): Promise<BranchStockItem | null> {
  const setting = (await settingsOf(db, branchId, [productId])).get(productId);
  if (!setting) return null;
  const remaining = setting.dailyQuantity === null ? null : round(setting.dailyQuantity - (await usedOf(db, productId, branchId, day)));
  return { product: productId, soldOut: setting.soldOut || (remaining !== null && remaining <= 0), remaining };
}

/** Every product with a setting at the branch, with what is left on `day` (`GET /api/orders/stock/{branchId}`). */
export async function branchStock(db: Reader, branchId: number, day: string): Promise<BranchStockItem[]> {
  const rows = await db
    .selectFrom(`${TABLES.stockSettings} as s`)
    .leftJoin(`${TABLES.stockUsage} as u`, (join) =>
      join.onRef('u.product_id', '=', 's.product_id').onRef('u.branch_id', '=', 's.branch_id').on('u.day', '=', day),
    )
    .select(['s.product_id', 's.sold_out', 's.daily_quantity', 'u.used'])
    .where('s.branch_id', '=', branchId)
    .where((eb) => eb.or([eb('s.sold_out', '=', true), eb('s.daily_quantity', 'is not', null)]))
    .orderBy('s.product_id')
    .execute();
  return rows.map((row) => {
    const remaining = row.daily_quantity === null ? null : round(Number(row.daily_quantity) - Number(row.used ?? 0));
    return { product: Number(row.product_id), soldOut: row.sold_out || (remaining !== null && remaining <= 0), remaining };
  });
}

/** Stores the catalog's settings (the newest event wins) and announces the product's new state, in `trx`. */
export async function storeStockSetting(trx: OrdersTrx, stock: ProductStock, day: string): Promise<void> {
  await trx
    .insertInto(TABLES.stockSettings)
    .values({ product_id: stock.product, branch_id: stock.branch, sold_out: stock.soldOut, daily_quantity: stock.dailyQuantity })
    .onConflict((c) =>
      c
        .columns(['product_id', 'branch_id'])
        .doUpdateSet({ sold_out: stock.soldOut, daily_quantity: stock.dailyQuantity, updated_at: sql`now()` }),
    )
    .execute();
  const item = (await stockItem(trx, stock.product, stock.branch, day)) ?? { product: stock.product, soldOut: false, remaining: null };
  await writeEvent(trx, stockEvents.changed, { ...item, branch: stock.branch });
}
