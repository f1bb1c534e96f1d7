import { sql, type Migrations } from '@asp/server-kit';
import { REPLICA_TABLES, TABLES } from './tables';

/**
 * Schema of the orders service. An order is one JSONB document (the `Order` contract)
 * plus the columns it is looked up and filtered by; the catalogue replica mirrors the
 * catalog's records as they arrive in events.
 */
export const ordersMigrations: Migrations = {
  '0100_orders': {
    async up(db) {
      await db.schema
        .createTable(TABLES.orders)
        .addColumn('id', 'bigserial', (col) => col.primaryKey())
        .addColumn('uid', 'uuid', (col) => col.notNull().unique())
        .addColumn('hash', 'text', (col) => col.notNull())
        .addColumn('branch_id', 'bigint', (col) => col.notNull())
        .addColumn('ticket_day', 'date', (col) => col.notNull())
        .addColumn('ticket_number', 'integer', (col) => col.notNull())
        /** Derived from the flags (open, confirmed, in-delivery, completed, rejected, canceled, failed) for list filters. */
        .addColumn('status', 'text', (col) => col.notNull())
        .addColumn('payment_provider', 'text')
        .addColumn('payment_id', 'text')
        .addColumn('data', 'jsonb', (col) => col.notNull())
        .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
        .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
        .addUniqueConstraint('orders_ticket_unique', ['branch_id', 'ticket_day', 'ticket_number'])
        .execute();
      await sql`create index orders_branch_created on orders (branch_id, created_at desc)`.execute(db);
      await sql`create unique index orders_payment on orders (payment_provider, payment_id) where payment_id is not null`.execute(db);

      // One row per branch and Berlin day; `insert … on conflict do update … returning` hands out 1, 2, 3 … atomically.
      await db.schema
        .createTable(TABLES.ticketCounters)
        .addColumn('branch_id', 'bigint', (col) => col.notNull())
        .addColumn('day', 'date', (col) => col.notNull())
        .addColumn('last_number', 'integer', (col) => col.notNull())
        .addPrimaryKeyConstraint('ticket_counters_pk', ['branch_id', 'day'])
        .execute();

      await db.schema
        .createTable(TABLES.sandboxPayments)
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('order_id', 'bigint', (col) => col.notNull())
        .addColumn('amount', 'numeric(12, 2)', (col) => col.notNull())
        .addColumn('currency', 'text', (col) => col.notNull())
        .addColumn('description', 'text', (col) => col.notNull())
        .addColumn('redirect_url', 'text', (col) => col.notNull())
        .addColumn('status', 'text', (col) => col.notNull())
        .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
        .execute();
    },
  },
  '0101_catalog_replica': {
    async up(db) {
      for (const table of Object.values(REPLICA_TABLES)) {
        await db.schema
          .createTable(table)
          .addColumn('id', 'bigint', (col) => col.primaryKey())
          .addColumn('data', 'jsonb', (col) => col.notNull())
          .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
          .execute();
      }
      await db.schema
        .createTable(TABLES.catalogConfig)
        .addColumn('id', 'integer', (col) => col.primaryKey().check(sql`id = 1`))
        .addColumn('data', 'jsonb', (col) => col.notNull())
        .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
        .execute();
    },
  },
  '0102_order_slots': {
    async up(db) {
      // `booked <= capacity` is the last line of defence: even a code path that forgot the
      // upsert's `where booked < capacity` cannot store an overbooked window.
      await db.schema
        .createTable(TABLES.orderSlots)
        .addColumn('branch_id', 'bigint', (col) => col.notNull())
        .addColumn('slot_group', 'text', (col) => col.notNull().check(sql`slot_group in ('pickup', 'delivery')`))
        .addColumn('slot_start', 'timestamptz', (col) => col.notNull())
        .addColumn('booked', 'integer', (col) => col.notNull().check(sql`booked >= 0`))
        /** The branch's capacity at the last booking (the live value comes from the replica). */
        .addColumn('capacity', 'integer', (col) => col.notNull().check(sql`capacity >= 1`))
        .addPrimaryKeyConstraint('order_slots_pk', ['branch_id', 'slot_group', 'slot_start'])
        .addCheckConstraint('order_slots_not_overbooked', sql`booked <= capacity`)
        .execute();
      await db.schema
        .createTable(TABLES.orderSlotBookings)
        .addColumn('order_id', 'bigint', (col) => col.primaryKey())
        .addColumn('branch_id', 'bigint', (col) => col.notNull())
        .addColumn('slot_group', 'text', (col) => col.notNull())
        .addColumn('slot_start', 'timestamptz', (col) => col.notNull())
        .execute();
    },
  },
  /**
   * The staff list (platform-and-backoffice.md §7) filters by branch, status and creation
   * time and pages newest first (created_at desc, id desc). Each index holds exactly that
   * order after its equality columns, so the first page is read from the index and stops
   * after `limit` rows instead of sorting every matching order (bench/orders-list.ts).
   */
  '0103_order_list_indexes': {
    async up(db) {
      await sql`drop index orders_branch_created`.execute(db);
      await sql`create index orders_created on orders (created_at desc, id desc)`.execute(db);
      await sql`create index orders_branch_created on orders (branch_id, created_at desc, id desc)`.execute(db);
      await sql`create index orders_status_created on orders (status, created_at desc, id desc)`.execute(db);
      await sql`create index orders_branch_status_created on orders (branch_id, status, created_at desc, id desc)`.execute(db);
    },
  },
  '0104_order_screen_keys': {
    async up(db) {
      // Only the hash: the catalog keeps the key itself (issue 12, order screens).
      await db.schema
        .createTable(TABLES.orderScreenKeys)
        .addColumn('branch_id', 'bigint', (col) => col.primaryKey())
        .addColumn('key_hash', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
        .execute();
    },
  },
  /**
   * Customer notifications (issue 12): the key is the idempotency key and BullMQ job id;
   * the partial index serves the re-enqueue sweep over rows still queued.
   */
  '0104_order_notifications': {
    async up(db) {
      await db.schema
        .createTable(TABLES.orderNotifications)
        .addColumn('id', 'bigserial', (col) => col.primaryKey())
        .addColumn('key', 'text', (col) => col.notNull().unique())
        .addColumn('order_id', 'bigint', (col) => col.notNull())
        .addColumn('kind', 'text', (col) => col.notNull())
        .addColumn('channel', 'text', (col) => col.notNull().check(sql`channel in ('email', 'sms')`))
        .addColumn('recipient', 'text', (col) => col.notNull())
        .addColumn('status', 'text', (col) =>
          col
            .notNull()
            .defaultTo('queued')
            .check(sql`status in ('queued', 'sent', 'failed')`),
        )
        .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('last_error', 'text')
        .addColumn('message_id', 'text')
        .addColumn('data', 'jsonb', (col) => col.notNull())
        .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
        .addColumn('sent_at', 'timestamptz')
        .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
        .execute();
      await sql`create index order_notifications_order on order_notifications (order_id, created_at, id)`.execute(db);
      await sql`create index order_notifications_queued on order_notifications (created_at) where status = 'queued'`.execute(db);
      await db.schema
        .createTable(TABLES.smsMessages)
        .addColumn('id', 'bigserial', (col) => col.primaryKey())
        .addColumn('notification_key', 'text', (col) => col.notNull().unique())
        .addColumn('recipient', 'text', (col) => col.notNull())
        .addColumn('sender', 'text', (col) => col.notNull())
        .addColumn('text', 'text', (col) => col.notNull())
        .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
        .execute();
      await sql`create index sms_messages_created on sms_messages (created_at desc, id desc)`.execute(db);
    },
  },
  /**
   * Who did what to an order, when (the back office's order history): one row per order
   * event, written in the same transaction as the change (order-history.ts). Numbered
   * 0106 so it sorts after the 0104/0105 migrations of parallel work on this service.
   */
  '0106_order_history': {
    async up(db) {
      await db.schema
        .createTable(TABLES.orderHistory)
        .addColumn('id', 'bigserial', (col) => col.primaryKey())
        .addColumn('order_id', 'bigint', (col) => col.notNull().references('orders.id').onDelete('cascade'))
        .addColumn('at', 'timestamptz', (col) => col.notNull())
        .addColumn('event', 'text', (col) => col.notNull())
        /** Staff user id and name at the time; both null for the customer or the system. */
        .addColumn('actor_id', 'bigint')
        .addColumn('actor_name', 'text')
        .addColumn('note', 'text')
        .execute();
      await sql`create index order_history_order on order_history (order_id, id)`.execute(db);
    },
  },
  /**
   * Authorize-then-capture in the sandbox provider (issue 12): the authorized `amount`, the
   * captured part (null until captured), what was paid back, and a released authorization.
   * Numbered 0110 so it sorts after the migrations of parallel work on this service.
   */
  '0110_sandbox_capture': {
    async up(db) {
      await db.schema
        .alterTable(TABLES.sandboxPayments)
        .addColumn('captured_amount', 'numeric(12, 2)')
        .addColumn('refunded_amount', 'numeric(12, 2)', (col) => col.notNull().defaultTo(0))
        .addColumn('is_voided', 'boolean', (col) => col.notNull().defaultTo(false))
        .execute();
    },
  },
  /**
   * Stock per branch (issue 13, stock.ts). `used <= daily quantity` is enforced by the
   * conditional upsert (the limit lives in stock_settings and may change during the day,
   * so it is no check constraint); `used >= 0` backs up the give-back.
   */
  '0111_stock_per_branch': {
    async up(db) {
      await db.schema
        .createTable(TABLES.stockSettings)
        .addColumn('product_id', 'bigint', (col) => col.notNull())
        .addColumn('branch_id', 'bigint', (col) => col.notNull())
        .addColumn('sold_out', 'boolean', (col) => col.notNull())
        .addColumn('daily_quantity', 'numeric(12, 3)')
        .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
        .addPrimaryKeyConstraint('stock_settings_pk', ['product_id', 'branch_id'])
        .execute();
      await db.schema
        .createTable(TABLES.stockUsage)
        .addColumn('product_id', 'bigint', (col) => col.notNull())
        .addColumn('branch_id', 'bigint', (col) => col.notNull())
        .addColumn('day', 'date', (col) => col.notNull())
        .addColumn('used', 'numeric(12, 3)', (col) => col.notNull().check(sql`used >= 0`))
        .addPrimaryKeyConstraint('stock_usage_pk', ['product_id', 'branch_id', 'day'])
        .execute();
      await db.schema
        .createTable(TABLES.stockReservations)
        .addColumn('order_id', 'bigint', (col) => col.notNull())
        .addColumn('product_id', 'bigint', (col) => col.notNull())
        .addColumn('branch_id', 'bigint', (col) => col.notNull())
        .addColumn('day', 'date', (col) => col.notNull())
        .addColumn('amount', 'numeric(12, 3)', (col) => col.notNull())
        .addPrimaryKeyConstraint('stock_reservations_pk', ['order_id', 'product_id'])
        .execute();
    },
  },
};
