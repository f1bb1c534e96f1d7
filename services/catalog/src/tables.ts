import type { Db, DefaultTimestamp, IdentifiedResourceTable, Json, ResourceTable, ServerKitTables, Trx } from '@asp/server-kit';

/** PostgreSQL tables of the catalog service (one JSONB document per record). */
export const TABLES = {
  divisions: 'divisions',
  branches: 'branches',
  departments: 'departments',
  menus: 'menus',
  categories: 'categories',
  tags: 'tags',
  products: 'products',
  /** Dine-in tables; named so nobody confuses them with database tables. */
  tables: 'dine_in_tables',
  donatees: 'donatees',
  config: 'shop_config',
  /** The order-screen API key of each branch (order-screen-keys.ts); never part of the branch document. */
  orderScreenKeys: 'branch_order_screen_keys',
  /** Sold out / daily quantity per product and branch (product-stock.ts, issue 13). */
  productStock: 'product_branch_stock',
} as const;

/** The columns of the tables above (migrations.ts), for type-checked queries through `CatalogDb`. */
export interface CatalogTables extends ServerKitTables {
  divisions: ResourceTable;
  branches: IdentifiedResourceTable;
  departments: ResourceTable;
  menus: ResourceTable;
  categories: ResourceTable;
  tags: ResourceTable;
  products: ResourceTable;
  dine_in_tables: IdentifiedResourceTable;
  donatees: IdentifiedResourceTable;
  shop_config: { id: number; data: Json; updated_at: DefaultTimestamp };
  branch_order_screen_keys: { branch_id: number; api_key: string; rotated_at: DefaultTimestamp };
  product_branch_stock: {
    product_id: number;
    branch_id: number;
    sold_out: boolean;
    /** numeric: read back as a string by pg. */
    daily_quantity: number | string | null;
    updated_at: DefaultTimestamp;
  };
}

/** The document tables (everything but the configuration): what reference checks may name. */
export type CatalogResourceTable = Exclude<
  (typeof TABLES)[keyof typeof TABLES],
  typeof TABLES.config | typeof TABLES.orderScreenKeys | typeof TABLES.productStock
>;

export type CatalogDb = Db<CatalogTables>;
export type CatalogTrx = Trx<CatalogTables>;
