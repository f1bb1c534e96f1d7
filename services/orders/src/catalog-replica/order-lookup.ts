import { sql } from '@asp/server-kit';
import { TABLES, type OrdersTrx } from '../tables';

/**
 * What one order needs from the replica and its own tables, by kind. Replica records come as
 * their stored JSON text, so the reader can reuse what it parsed before (parsed-record-memo.ts).
 */
export interface OrderLookupRows {
  branch: string | null;
  products: string[];
  /** Only the menus of this branch. */
  menus: string[];
  /** Only the categories those menus name, and the sale category of the configuration. */
  categories: string[];
  /** Only the tables of this branch. */
  tables: string[];
  config: string | null;
  donateeExists: boolean;
  /** Stock settings of the ordered products at this branch. */
  stock: Array<{ product: number; soldOut: boolean; dailyQuantity: number | null }>;
  /** A fresh order id (drawn even if the order is then refused: sequences have gaps anyway). */
  orderId: number;
}

type Kind = 'branch' | 'product' | 'menu' | 'category' | 'table' | 'config' | 'donatee' | 'stock' | 'order-id';

/**
 * Everything an order reads, in one round trip (issue 18: it was six reads, three of
 * them whole tables — all menus, all categories, all tables — so an order got slower as
 * the catalogue grew). Each part is a targeted lookup: by id, by the branch's id in the
 * menu's `branches` / the table's `branch`, or by the ids the branch's menus name.
 */
export async function lookUpOrderRows(
  trx: OrdersTrx,
  request: { branch: number; products: number[]; donatee: number | null },
): Promise<OrderLookupRows> {
  const branchList = JSON.stringify([request.branch]);
  const branchOwner = JSON.stringify({ branch: request.branch });
  const productIds = sql`${`{${request.products.map((id) => Math.trunc(id)).join(',')}}`}::bigint[]`;
  const branchMenus = sql`select data from ${sql.table(TABLES.catalogMenus)} where data -> 'branches' @> ${branchList}::jsonb`;
  const { rows } = await sql<{ kind: Kind; data: string | null }>`
    select 'branch' as kind, data::text as data from ${sql.table(TABLES.catalogBranches)} where id = ${request.branch}
    union all
    select 'product', data::text from ${sql.table(TABLES.catalogProducts)} where id = any(${productIds})
    union all
    select 'menu', data::text from (${branchMenus}) as menu
    union all
    select 'category', category.data::text from ${sql.table(TABLES.catalogCategories)} as category
     where category.id in (
       select (entry ->> 'id')::bigint from (${branchMenus}) as menu
         cross join lateral jsonb_array_elements(coalesce(menu.data -> 'catalog', '[]'::jsonb)) as entry
        where jsonb_typeof(entry -> 'id') = 'number')
        or category.id = (select (data ->> 'saleCategoryId')::bigint from ${sql.table(TABLES.catalogConfig)}
                           where id = 1 and jsonb_typeof(data -> 'saleCategoryId') = 'number')
    union all
    select 'table', data::text from ${sql.table(TABLES.catalogTables)} where data @> ${branchOwner}::jsonb
    union all
    select 'config', data::text from ${sql.table(TABLES.catalogConfig)} where id = 1
    union all
    select 'donatee', null from ${sql.table(TABLES.catalogDonatees)} where id = ${request.donatee ?? -1}
    union all
    select 'stock', jsonb_build_object('product', product_id, 'soldOut', sold_out, 'dailyQuantity', daily_quantity)::text
      from ${sql.table(TABLES.stockSettings)} where branch_id = ${request.branch} and product_id = any(${productIds})
    union all
    select 'order-id', nextval(pg_get_serial_sequence('orders', 'id'))::text
  `.execute(trx);

  const result: OrderLookupRows = {
    branch: null,
    products: [],
    menus: [],
    categories: [],
    tables: [],
    config: null,
    donateeExists: false,
    stock: [],
    orderId: 0,
  };
  for (const { kind, data } of rows) {
    if (kind === 'donatee') result.donateeExists = true;
    else if (data === null) continue;
    else if (kind === 'branch') result.branch = data;
    else if (kind === 'product') result.products.push(data);
    else if (kind === 'menu') result.menus.push(data);
    else if (kind === 'category') result.categories.push(data);
    else if (kind === 'table') result.tables.push(data);
    else if (kind === 'config') result.config = data;
    else if (kind === 'stock') {
      const stock = JSON.parse(data) as { product: number | string; soldOut: boolean; dailyQuantity: number | string | null };
      result.stock.push({
        product: Number(stock.product),
        soldOut: stock.soldOut,
        dailyQuantity: stock.dailyQuantity === null ? null : Number(stock.dailyQuantity),
      });
    } else result.orderId = Number(data);
  }
  return result;
}
