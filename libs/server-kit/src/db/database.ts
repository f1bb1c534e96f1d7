import { Kysely, Migrator, PostgresDialect, sql, type Migration, type MigrationProvider, type Transaction } from 'kysely';
import pg from 'pg';

// PostgreSQL bigint/numeric arrive as strings by default; ids here fit in JS numbers.
pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value: string) => Number(value));

/**
 * A service's database with its declared tables: `Db<OrdersTables>` (each service's
 * `src/tables.ts`) type-checks table and column names and row shapes. Kysely's database
 * type is invariant, so helpers that serve every service (writeEvent, the resource
 * routes, the service context itself) take the untyped default and narrow it to the
 * tables they own (`ServerKitTables`) inside.
 */
export type Db<Tables = any> = Kysely<Tables>;
export type Trx<Tables = any> = Transaction<Tables>;
export type Migrations = Record<string, Migration>;

/**
 * The pool emits an error for an *idle* connection that the server drops (PostgreSQL
 * restarted, a failover, an administrator's terminate, a network cut). Without a
 * listener that is an unhandled 'error' event and the whole process dies; with one the
 * dead connection is discarded and the next query opens a fresh one (issue 10 §6b).
 */
export function createDatabase(
  url: string,
  poolSize = 10,
  onIdleError: (error: Error) => void = () => undefined,
  /** Session settings for every connection (libpq `options`, e.g. '-c synchronous_commit=off'). */
  sessionOptions?: string,
): Db {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, ...(sessionOptions ? { options: sessionOptions } : {}) });
  pool.on('error', onIdleError);
  return new Kysely({ dialect: new PostgresDialect({ pool }) });
}

/**
 * Runs every pending migration in name order (kysely's Migrator takes a lock,
 * so several instances of one service starting together migrate once).
 */
export async function migrate(db: Db, migrations: Migrations): Promise<void> {
  const provider: MigrationProvider = { getMigrations: async () => migrations };
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} fehlgeschlagen: ${String(error)}`);
  }
}

/** Creates the database named in `url` if it does not exist yet (connects to `postgres`). */
export async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const exists = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!exists.rowCount) await client.query(`create database "${name.replace(/"/g, '""')}"`);
  } catch (error) {
    // Two services racing to create the same database: the loser sees a duplicate.
    if ((error as { code?: string }).code !== '42P04') throw error;
  } finally {
    await client.end();
  }
}

export { sql };
