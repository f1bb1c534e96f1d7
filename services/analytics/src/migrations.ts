import { sql, type Migrations } from '@asp/server-kit';

/** Schema of the analytics service (names sort after the core '0000_…' event migrations). */
export const analyticsMigrations: Migrations = {
  '1000_analytics_log': {
    async up(db) {
      await db.schema
        .createTable('analytics_log')
        .addColumn('id', 'bigserial', (col) => col.primaryKey())
        .addColumn('type', 'text', (col) => col.notNull())
        .addColumn('action', 'text')
        .addColumn('category', 'text')
        .addColumn('data', 'jsonb')
        // Keyed hashes of the ids the browser sent; the ids themselves are never stored.
        .addColumn('visitor_hash', 'text')
        .addColumn('session_hash', 'text')
        // Raw, plus the parsed browser, operating system and device type the statistics group by.
        .addColumn('user_agent', 'text')
        .addColumn('browser', 'text')
        .addColumn('os', 'text')
        .addColumn('device_type', 'text')
        .addColumn('received_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
        .execute();
      // Statistics read by time range, mostly per type.
      await db.schema.createIndex('analytics_log_received_at').on('analytics_log').column('received_at').execute();
      await db.schema.createIndex('analytics_log_type_received_at').on('analytics_log').columns(['type', 'received_at']).execute();
    },
  },
};
