import { rmSync } from 'node:fs';
import pg from 'pg';
import type {} from './global-setup'; // the globalThis.__aspTestInfra declaration

/** Drops this run's databases when they live in an external cluster (TEST_DATABASE_URL). */
async function dropRunDatabases(adminUrl: string, runId: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>('select datname from pg_database where datname like $1', [
      `asp_test_${runId}_%`,
    ]);
    for (const { datname } of rows) await client.query(`drop database if exists ${client.escapeIdentifier(datname)} with (force)`);
  } finally {
    await client.end();
  }
}

/** Stops what globalSetup started; later calls (one per project) find nothing to do. */
export default async function globalTeardown(): Promise<void> {
  const pending = globalThis.__aspTestInfra;
  if (!pending) return;
  globalThis.__aspTestInfra = undefined;
  const running = await pending;
  if (!running.postgres) await dropRunDatabases(running.infra.pgAdminUrl, running.infra.runId).catch(() => undefined);
  // Smart shutdown: pg pools resolve end() before their sockets are closed, and a
  // FATAL "terminating connection" reaching such a socket would crash this process
  // (jest runs test files in this process when it has a single worker). A pool some
  // test forgot to close gets the same FATAL after the grace period: not a test failure.
  const isShutdownNoise = (error: unknown) => {
    const { code, context } = (error ?? {}) as { code?: string; context?: { code?: string } };
    return code === '57P01' || context?.code === '57P01';
  };
  const swallow = (error: unknown) => {
    if (!isShutdownNoise(error)) throw error;
  };
  process.on('uncaughtException', swallow);
  try {
    await Promise.allSettled([running.postgres?.stop('smart', 5_000), running.nats.stop(), running.redis.stop()]);
  } finally {
    setTimeout(() => process.removeListener('uncaughtException', swallow), 500).unref();
  }
  rmSync(running.file, { force: true });
  rmSync(running.infra.tmpDir, { recursive: true, force: true });
}
