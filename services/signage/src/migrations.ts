import { createResourceTable, sql, type Migrations } from '@asp/server-kit';
import { TABLES } from './tables';

/** Schema of the signage service (names sort after the core '0000_…' event migrations). */
export const signageMigrations: Migrations = {
  /** Scenes, segments, streams and TVs are JSONB documents; TVs unique by identifier. */
  '1000_resources': {
    async up(db) {
      await createResourceTable(db, TABLES.scenes);
      await sql`create unique index scenes_path_idx on scenes ((data->>'path'))`.execute(db);
      await createResourceTable(db, TABLES.segments);
      await sql`create index segments_kind_idx on segments ((data->>'kind'))`.execute(db);
      await createResourceTable(db, TABLES.streams);
      await createResourceTable(db, TABLES.devices, { identifier: true });
      await sql`create index signage_devices_branch_idx on signage_devices ((data->>'branch'))`.execute(db);
    },
  },
  /** Server-managed TV state: heartbeat, key hash, commands, the newest screenshot. */
  '1001_device_state': {
    async up(db) {
      await db.schema
        .createTable(TABLES.deviceState)
        .addColumn('device_id', 'bigint', (col) => col.primaryKey().references(`${TABLES.devices}.id`).onDelete('cascade'))
        .addColumn('last_contact_at', 'timestamptz', (col) => col.notNull())
        .addColumn('segment_id', 'bigint')
        .addColumn('segment_name', 'text')
        .addColumn('segment_since', 'timestamptz')
        // The last segment the player could not play and skipped (broken video, missing image).
        .addColumn('failed_segment_id', 'bigint')
        .addColumn('failed_message', 'text')
        .addColumn('failed_at', 'timestamptz')
        .execute();
      await db.schema
        .createTable(TABLES.deviceKeys)
        .addColumn('device_id', 'bigint', (col) => col.primaryKey().references(`${TABLES.devices}.id`).onDelete('cascade'))
        .addColumn('key_hash', 'text', (col) => col.notNull())
        .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema
        .createTable(TABLES.commands)
        .addColumn('id', 'uuid', (col) => col.primaryKey())
        .addColumn('device_id', 'bigint', (col) => col.notNull().references(`${TABLES.devices}.id`).onDelete('cascade'))
        .addColumn('type', 'text', (col) => col.notNull())
        .addColumn('scene_id', 'bigint')
        .addColumn('stream_id', 'bigint')
        .addColumn('seconds', 'integer')
        .addColumn('state', 'text', (col) => col.notNull().check(sql`state in ('pending', 'running', 'done', 'failed', 'aborted')`))
        .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
        .addColumn('started_at', 'timestamptz')
        .addColumn('ends_at', 'timestamptz')
        .addColumn('finished_at', 'timestamptz')
        .addColumn('error', 'text')
        .execute();
      await db.schema.createIndex('signage_commands_device_idx').on(TABLES.commands).columns(['device_id', 'created_at']).execute();
      // At most one unfinished command per TV: a race of two sends ends as the German 409, not two.
      await sql`create unique index signage_commands_active_idx on signage_commands (device_id) where state in ('pending', 'running')`.execute(
        db,
      );
      await db.schema
        .createTable(TABLES.screenshots)
        .addColumn('device_id', 'bigint', (col) => col.primaryKey().references(`${TABLES.devices}.id`).onDelete('cascade'))
        .addColumn('taken_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
        .addColumn('content_type', 'text', (col) => col.notNull())
        .addColumn('bytes', 'bytea', (col) => col.notNull())
        .execute();
    },
  },
  /** The catalogue replica of menu boards (catalog events). */
  '1002_catalog_replica': {
    async up(db) {
      await db.schema
        .createTable(TABLES.replicaProducts)
        .addColumn('id', 'integer', (col) => col.primaryKey())
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('price', 'double precision', (col) => col.notNull())
        .addColumn('unit', 'text', (col) => col.notNull())
        .addColumn('pricing', 'text')
        .addColumn('net_quantity', 'jsonb')
        .addColumn('is_enabled', 'boolean', (col) => col.notNull())
        .addColumn('is_price_hidden', 'boolean', (col) => col.notNull())
        .addColumn('categories', sql`integer[]`, (col) => col.notNull())
        .execute();
      await sql`create index replica_products_categories_idx on replica_products using gin (categories)`.execute(db);
      await db.schema
        .createTable(TABLES.replicaCategories)
        .addColumn('id', 'integer', (col) => col.primaryKey())
        .addColumn('name', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createTable(TABLES.replicaStock)
        .addColumn('product_id', 'integer', (col) => col.notNull())
        .addColumn('branch_id', 'integer', (col) => col.notNull())
        .addColumn('sold_out', 'boolean', (col) => col.notNull())
        .addPrimaryKeyConstraint('replica_stock_pk', ['product_id', 'branch_id'])
        .execute();
    },
  },
};
