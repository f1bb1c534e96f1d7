// A ServiceEnv against the shared test infrastructure (its own file so harness.ts need
// not import the folder's index, which re-exports harness.ts).
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { ServiceEnv } from '../env';
import { readInfra } from './infra';

/** Creates an empty, uniquely named database in the shared test cluster and returns its URL. */
export async function createTestDatabaseUrl(): Promise<string> {
  const { pgAdminUrl, runId } = readInfra();
  const name = `asp_test_${runId}_${randomBytes(5).toString('hex')}`;
  const client = new pg.Client({ connectionString: pgAdminUrl });
  await client.connect();
  try {
    await client.query(`create database ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
  const url = new URL(pgAdminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A ServiceEnv for `buildService` in tests: fresh database, shared NATS/Redis, test keys. */
export async function testServiceEnv(overrides: Partial<ServiceEnv> = {}): Promise<ServiceEnv> {
  const infra = readInfra();
  const dataDir = mkdtempSync(path.join(infra.tmpDir, 'data-'));
  chmodSync(dataDir, 0o755); // embedded PostgreSQL below it runs as the `postgres` user
  return {
    host: '127.0.0.1',
    port: 0,
    databaseUrl: await createTestDatabaseUrl(),
    natsUrl: infra.natsUrl,
    redisUrl: infra.redisUrl,
    jwtPublicKey: infra.jwtPublicKey,
    jwtPrivateKey: infra.jwtPrivateKey,
    production: false,
    seedDemoData: false,
    logLevel: 'silent',
    dataDir,
    ...overrides,
  };
}
