import { createResourceTable, sql, type Migrations } from '@asp/server-kit';

/**
 * Identity's own tables (names sort after the core '0000_…' event migrations).
 * Users have real columns for everything sign-in and authorisation look at;
 * the descriptive rest (e-mail, names) is JSONB. Customers and external users
 * are plain document resources.
 */
export const identityMigrations: Migrations = {
  '1000_users': {
    async up(db) {
      await db.schema
        .createTable('users')
        .addColumn('id', 'bigserial', (col) => col.primaryKey())
        .addColumn('username', 'text', (col) => col.notNull())
        .addColumn('password_hash', 'text', (col) => col.notNull())
        .addColumn('roles', sql`text[]`, (col) => col.notNull().defaultTo(sql`'{}'`))
        .addColumn('branches', sql`integer[]`, (col) => col.notNull().defaultTo(sql`'{}'`))
        .addColumn('is_enabled', 'boolean', (col) => col.notNull().defaultTo(true))
        .addColumn('expires_at', 'timestamptz')
        .addColumn('credentials_expire_at', 'timestamptz')
        .addColumn('data', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
        .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
        .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
        .execute();
      // 'Admin' and 'admin' are the same account: uniqueness and look-up ignore case.
      await sql`create unique index users_username_lower on users (lower(username))`.execute(db);
    },
  },
  '1001_sessions': {
    async up(db) {
      await db.schema
        .createTable('sessions')
        .addColumn('sid', 'uuid', (col) => col.primaryKey())
        .addColumn('user_id', 'bigint', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
        // Moves forward whenever the sliding session re-issues the token.
        .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
        .addColumn('revoked_at', 'timestamptz')
        .addColumn('ip', 'text')
        .addColumn('user_agent', 'text')
        .execute();
      await db.schema.createIndex('sessions_user_id').on('sessions').column('user_id').execute();
    },
  },
  '1002_customers': {
    async up(db) {
      await createResourceTable(db, 'customers');
    },
  },
  '1003_external_users': {
    async up(db) {
      await createResourceTable(db, 'external_users');
    },
  },
  /**
   * The staff list filters run in SQL (resource-list.ts): `country` and `isEnabled` as
   * JSONB containment (GIN), `city` as `lower(data->>'city') = …`. The free-text `q`
   * (a substring of several fields) is a scan; these lists are small.
   */
  '1004_staff_list_indexes': {
    async up(db) {
      for (const table of ['customers', 'external_users']) {
        await sql`create index ${sql.id(`${table}_data_gin`)} on ${sql.table(table)} using gin (data jsonb_path_ops)`.execute(db);
      }
      await sql`create index customers_city on customers (lower(data->>'city'))`.execute(db);
    },
  },
  /** An admin can lock an account (document 1 §8 'Der Account ist gesperrt.'); the staff list sorts and filters in SQL. */
  '1005_users_locked': {
    async up(db) {
      await db.schema
        .alterTable('users')
        .addColumn('is_locked', 'boolean', (col) => col.notNull().defaultTo(false))
        .execute();
      await sql`create index users_last_name on users (lower(data->>'lastName'))`.execute(db);
      await sql`create index users_branches on users using gin (branches)`.execute(db);
    },
  },
};
