import pg from 'pg';
import { createDatabase, sql } from './database';
import { createTestDatabaseUrl } from '../testing';

/**
 * Issue 10 §6b: PostgreSQL dropping an idle pooled connection (restart, failover,
 * pg_terminate_backend) must not kill the service with an unhandled 'error' event; the
 * next query works on a fresh connection.
 */
test('an idle connection the server drops is reported, not fatal, and the next query works', async () => {
  const url = await createTestDatabaseUrl();
  const lost: Error[] = [];
  const db = createDatabase(url, 2, (error) => lost.push(error));
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db);
    // The pooled connection is idle now; the server ends it.
    await admin.query('select pg_terminate_backend($1)', [rows[0].pid]);
    for (let waited = 0; lost.length === 0 && waited < 5_000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(lost.map((error) => (error as Error & { code?: string }).code)).toEqual(['57P01']);
    const again = await sql<{ one: number }>`select 1 as one`.execute(db);
    expect(again.rows[0].one).toBe(1);
  } finally {
    await admin.end();
    await db.destroy();
  }
});
