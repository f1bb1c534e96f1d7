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
  '1001_order_facts': {
    async up(db) {
      await db.schema
        .createTable('order_facts')
        .addColumn('id', 'bigserial', (col) => col.primaryKey())
        // Not unique: a duplicate effect must show up as a second row (the fault trial
        // counts them); the consumer's processed_events record is what prevents it.
        .addColumn('order_id', 'bigint', (col) => col.notNull())
        .addColumn('event_id', 'uuid', (col) => col.notNull())
        .addColumn('branch_id', 'integer', (col) => col.notNull())
        .addColumn('payment_method', 'text', (col) => col.notNull())
        .addColumn('order_type', 'text', (col) => col.notNull())
        .addColumn('total_gross', 'numeric(12, 2)', (col) => col.notNull())
        .addColumn('placed_at', 'timestamptz', (col) => col.notNull())
        .addColumn('recorded_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema.createIndex('order_facts_order_id').on('order_facts').column('order_id').execute();
      // Statistics read by time range, mostly per branch.
      await db.schema.createIndex('order_facts_branch_placed_at').on('order_facts').columns(['branch_id', 'placed_at']).execute();
    },
  },
  /**
   * The back office's logs (GET /api/logs): one row per staff-visible change or sign-in, from
   * the services' events; `audit_record_state` keeps per record its name and a hash per field,
   * so an update can say which fields changed without keeping anyone's data twice.
   */
  '1002_audit_log': {
    async up(db) {
      await db.schema
        .createTable('audit_log')
        .addColumn('id', 'bigserial', (col) => col.primaryKey())
        .addColumn('event_id', 'uuid', (col) => col.notNull().unique())
        .addColumn('subject', 'text', (col) => col.notNull())
        .addColumn('resource', 'text', (col) => col.notNull())
        .addColumn('resource_id', 'bigint')
        .addColumn('action', 'text', (col) => col.notNull())
        .addColumn('actor_id', 'bigint')
        .addColumn('actor_username', 'text')
        .addColumn('label', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('changed_fields', sql`text[]`, (col) => col.notNull().defaultTo(sql`'{}'`))
        .addColumn('occurred_at', 'timestamptz', (col) => col.notNull())
        .addColumn('recorded_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
        .execute();
      // The list reads newest first, narrowed by time, area, action or user.
      await db.schema.createIndex('audit_log_occurred_at').on('audit_log').columns(['occurred_at', 'id']).execute();
      await db.schema.createIndex('audit_log_resource').on('audit_log').columns(['resource', 'occurred_at']).execute();
      await sql`create index audit_log_actor on audit_log (lower(actor_username), occurred_at)`.execute(db);
      await db.schema
        .createTable('audit_record_state')
        .addColumn('resource', 'text', (col) => col.notNull())
        .addColumn('resource_id', 'bigint', (col) => col.notNull())
        .addColumn('label', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('field_hashes', 'jsonb', (col) => col.notNull())
        .addPrimaryKeyConstraint('audit_record_state_pk', ['resource', 'resource_id'])
        .execute();
    },
  },
  /** Why a change was made, when its record carries a reason (working activities of a closed month). */
  '1003_audit_log_reason': {
    async up(db) {
      await db.schema.alterTable('audit_log').addColumn('reason', 'text').execute();
    },
  },
};
