import { createResourceTable, sql, type Migrations } from '@asp/server-kit';
import { issueMissingOrderScreenKeys } from './order-screen-keys';
import { TABLES } from './tables';

/** Schema of the catalog service; records are JSONB documents validated by the contracts. */
export const catalogMigrations: Migrations = {
  '0100_catalog_resources': {
    async up(db) {
      await createResourceTable(db, TABLES.divisions);
      await createResourceTable(db, TABLES.branches, { identifier: true });
      await createResourceTable(db, TABLES.departments);
      await createResourceTable(db, TABLES.menus);
      await createResourceTable(db, TABLES.categories);
      await createResourceTable(db, TABLES.tags);
      await createResourceTable(db, TABLES.products);
      await createResourceTable(db, TABLES.donatees, { identifier: true });
      // A table identifier ('T1') is unique within its branch, not across branches.
      await createResourceTable(db, TABLES.tables);
      await db.schema.alterTable(TABLES.tables).addColumn('identifier', 'text').execute();
      await sql`create unique index dine_in_tables_branch_identifier on ${sql.table(TABLES.tables)} ((data->>'branch'), identifier)`.execute(
        db,
      );
      // Reference lookups (menus by branch, products by category …) use JSONB containment.
      for (const table of [TABLES.branches, TABLES.menus, TABLES.products, TABLES.categories, TABLES.departments]) {
        await sql`create index ${sql.id(`${table}_data_gin`)} on ${sql.table(table)} using gin (data jsonb_path_ops)`.execute(db);
      }
      // The shop configuration: exactly one row.
      await db.schema
        .createTable(TABLES.config)
        .addColumn('id', 'integer', (col) => col.primaryKey().check(sql`id = 1`))
        .addColumn('data', 'jsonb', (col) => col.notNull())
        .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
        .execute();
    },
  },
  '0101_order_screen_keys': {
    async up(db) {
      // Deleting a branch deletes its key; the orders service then finds no branch for it.
      await db.schema
        .createTable(TABLES.orderScreenKeys)
        .addColumn('branch_id', 'bigint', (col) => col.primaryKey().references(`${TABLES.branches}.id`).onDelete('cascade'))
        .addColumn('api_key', 'text', (col) => col.notNull())
        .addColumn('rotated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
        .execute();
      // Branches that existed before keys did get one now (and the orders service its hash, by event).
      await issueMissingOrderScreenKeys(db);
    },
  },
  '0102_product_branch_stock': {
    async up(db) {
      // Deleting a product or branch deletes its settings; the orders service's copy then names an unknown product and is ignored.
      await db.schema
        .createTable(TABLES.productStock)
        .addColumn('product_id', 'bigint', (col) => col.notNull().references(`${TABLES.products}.id`).onDelete('cascade'))
        .addColumn('branch_id', 'bigint', (col) => col.notNull().references(`${TABLES.branches}.id`).onDelete('cascade'))
        .addColumn('sold_out', 'boolean', (col) => col.notNull().defaultTo(false))
        .addColumn('daily_quantity', 'numeric(12, 3)', (col) => col.check(sql`daily_quantity > 0`))
        .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
        .addPrimaryKeyConstraint('product_branch_stock_pk', ['product_id', 'branch_id'])
        .execute();
    },
  },
};
