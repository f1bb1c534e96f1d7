import { DEFAULT_GERMAN_STATE } from '@asp/contracts';
import { createResourceTable, sql, type Migrations } from '@asp/server-kit';
import { TABLES } from './tables';

/** Schema of the time-tracking service (names sort after the core '0000_…' event migrations). */
export const timeTrackingMigrations: Migrations = {
  /**
   * Activities, schedules, projects, tasks are JSONB documents (registerResource). Lists
   * filter by user and branch; the period filters cast the instants in SQL. At most one
   * running work activity per user: the partial unique index settles two punches racing.
   */
  '1000_resources': {
    async up(db) {
      for (const table of [TABLES.workingActivities, TABLES.workingSchedules, TABLES.projects, TABLES.tasks])
        await createResourceTable(db, table);
      await sql`create index working_activities_user_idx on working_activities ((data->>'user'), (data->>'start'))`.execute(db);
      await sql`create index working_activities_branch_idx on working_activities ((data->>'branch'))`.execute(db);
      await sql`create unique index working_activities_one_running_idx on working_activities ((data->>'user'))
        where data->>'end' is null and data->>'kind' = 'work'`.execute(db);
      await sql`create index working_schedules_user_idx on working_schedules ((data->>'user'))`.execute(db);
      await sql`create index working_schedules_branch_idx on working_schedules ((data->>'branch'))`.execute(db);
      await sql`create index tasks_project_idx on tasks ((data->>'project'))`.execute(db);
    },
  },
  /** Terminal tokens: hash only, revoked rows kept (who had access when). */
  '1001_terminal_tokens': {
    async up(db) {
      await db.schema
        .createTable(TABLES.terminalTokens)
        .addColumn('id', 'bigserial', (col) => col.primaryKey())
        .addColumn('branch_id', 'integer', (col) => col.notNull())
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('token_hash', 'text', (col) => col.notNull().unique())
        .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
        .addColumn('revoked_at', 'timestamptz')
        .addColumn('last_used_at', 'timestamptz')
        .execute();
    },
  },
  /** Users and branches learnt from identity's and the catalog's events. */
  '1002_replicas': {
    async up(db) {
      await db.schema
        .createTable(TABLES.users)
        .addColumn('id', 'bigint', (col) => col.primaryKey())
        .addColumn('username', 'text', (col) => col.notNull())
        .addColumn('first_name', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('last_name', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('branches', sql`integer[]`, (col) => col.notNull().defaultTo(sql`'{}'`))
        .addColumn('is_enabled', 'boolean', (col) => col.notNull().defaultTo(true))
        .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
        .execute();
      await sql`create index replica_users_username_idx on replica_users (lower(username))`.execute(db);
      await db.schema
        .createTable(TABLES.branches)
        .addColumn('id', 'bigint', (col) => col.primaryKey())
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
        .execute();
    },
  },
  /** Absence requests: requested by an employee, decided by an admin; an approval points at its holiday activity. */
  '1003_absence_requests': {
    async up(db) {
      await db.schema
        .createTable(TABLES.absenceRequests)
        .addColumn('id', 'bigserial', (col) => col.primaryKey())
        .addColumn('user_id', 'integer', (col) => col.notNull())
        .addColumn('branch_id', 'integer', (col) => col.notNull())
        .addColumn('kind', 'text', (col) => col.notNull())
        .addColumn('start_date', 'text', (col) => col.notNull()) // 'YYYY-MM-DD' (a date column would come back as a JS Date)
        .addColumn('end_date', 'text', (col) => col.notNull())
        .addColumn('is_half_day', 'boolean', (col) => col.notNull().defaultTo(false))
        .addColumn('comment', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('status', 'text', (col) =>
          col
            .notNull()
            .defaultTo('requested')
            .check(sql`status in ('requested', 'approved', 'rejected')`),
        )
        .addColumn('requested_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
        .addColumn('decided_at', 'timestamptz')
        .addColumn('decided_by', 'text')
        .addColumn('decision_comment', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('activity_id', 'bigint')
        .execute();
      await db.schema.createIndex('absence_requests_user_idx').on(TABLES.absenceRequests).columns(['user_id', 'start_date']).execute();
    },
  },
  /** Closed months: one row per month, for all branches. */
  '1004_month_closings': {
    async up(db) {
      await db.schema
        .createTable(TABLES.monthClosings)
        .addColumn('month', 'text', (col) => col.primaryKey())
        .addColumn('closed_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
        .addColumn('closed_by', 'text', (col) => col.notNull())
        .execute();
    },
  },
  /** Terminal PINs (issue 15): a salted scrypt hash per user; wrong tries counted, then locked for a while. */
  '1005_terminal_pins': {
    async up(db) {
      await db.schema
        .createTable(TABLES.terminalPins)
        .addColumn('user_id', 'integer', (col) => col.primaryKey())
        .addColumn('pin_hash', 'text', (col) => col.notNull())
        .addColumn('failed_attempts', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('locked_until', 'timestamptz')
        .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
        .execute();
    },
  },
  /** Absence requests can be withdrawn (by the employee before the decision, an approval by an admin). */
  '1006_absence_withdrawn': {
    async up(db) {
      await sql`alter table absence_requests drop constraint if exists absence_requests_status_check`.execute(db);
      await sql`alter table absence_requests add constraint absence_requests_status_check
        check (status in ('requested', 'approved', 'rejected', 'withdrawn'))`.execute(db);
      await db.schema
        .alterTable(TABLES.absenceRequests)
        .addColumn('withdrawn_at', 'timestamptz')
        .addColumn('withdrawn_by', 'text')
        .execute();
    },
  },
  /**
   * The state of each branch (catalog's `holidayState`): its public holidays free the planned
   * time of the schedules there. Branches known before are in Baden-Württemberg, as the catalog's default.
   */
  '1007_branch_holiday_state': {
    async up(db) {
      await db.schema
        .alterTable(TABLES.branches)
        .addColumn('holiday_state', 'text', (col) => col.notNull().defaultTo(DEFAULT_GERMAN_STATE))
        .execute();
    },
  },
  /** Sealing keys for offline PINs (terminal/seal-keys.ts): rotated weekly, an old one kept while its punches may arrive. */
  '1008_terminal_seal_keys': {
    async up(db) {
      await db.schema
        .createTable(TABLES.terminalSealKeys)
        .addColumn('key_id', 'text', (col) => col.primaryKey())
        .addColumn('private_key', 'text', (col) => col.notNull())
        .addColumn('public_key', 'text', (col) => col.notNull())
        .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
        .execute();
    },
  },
};
