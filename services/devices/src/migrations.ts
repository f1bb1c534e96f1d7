import { createResourceTable, sql, type Migrations } from '@asp/server-kit';
import { TABLES } from './tables';

/** Schema of the devices service (names sort after the core '0000_…' event migrations). */
export const devicesMigrations: Migrations = {
  /** Devices are JSONB documents unique by identifier; lists filter by branch and kind. */
  '1000_devices': {
    async up(db) {
      await createResourceTable(db, TABLES.devices, { identifier: true });
      await sql`create index devices_branch_idx on devices ((data->>'branch'))`.execute(db);
      await sql`create index devices_kind_idx on devices ((data->>'kind'))`.execute(db);
    },
  },
  /** The last successful contact per device (online state); written by the print worker and the test actions. */
  '1001_device_contacts': {
    async up(db) {
      await db.schema
        .createTable(TABLES.deviceContacts)
        .addColumn('device_id', 'bigint', (col) => col.primaryKey().references('devices.id').onDelete('cascade'))
        .addColumn('last_contact_at', 'timestamptz', (col) => col.notNull())
        .execute();
    },
  },
  /** Every attempt to reach a device (prints, tests, status requests), newest read first. */
  '1002_device_logs': {
    async up(db) {
      await db.schema
        .createTable(TABLES.deviceLogs)
        .addColumn('id', 'bigserial', (col) => col.primaryKey())
        .addColumn('device_id', 'bigint', (col) => col.notNull().references('devices.id').onDelete('cascade'))
        .addColumn('at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
        .addColumn('level', 'text', (col) => col.notNull().check(sql`level in ('info', 'warning', 'error')`))
        .addColumn('message', 'text', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('device_logs_device_idx').on(TABLES.deviceLogs).columns(['device_id', 'id']).execute();
    },
  },
  /** What the virtual network printer received, decoded to text (development and tests). */
  '1003_virtual_printer_receipts': {
    async up(db) {
      await db.schema
        .createTable(TABLES.virtualPrinterReceipts)
        .addColumn('id', 'bigserial', (col) => col.primaryKey())
        .addColumn('port', 'integer', (col) => col.notNull())
        .addColumn('received_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
        .addColumn('text', 'text', (col) => col.notNull())
        .addColumn('bytes', 'integer', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('virtual_printer_receipts_port_idx').on(TABLES.virtualPrinterReceipts).columns(['port', 'id']).execute();
    },
  },
};
