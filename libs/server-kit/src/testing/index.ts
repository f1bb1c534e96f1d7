// Test helpers for server-kit and the services (`@asp/server-kit/testing`), DESIGN.md §11:
// real PostgreSQL, NATS and Redis started once per jest run by global-setup.ts.
import { createPrivateKey, randomBytes, randomUUID, sign } from 'node:crypto';
import { chmodSync, mkdtempSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { ServiceEnv } from '../env';
import { CSRF_HEADER, SESSION_COOKIE, type StaffSession } from '../auth/staff-auth';
import { readInfra } from './infra';
import { freePort, startNatsProcess, type ManagedProcess } from './processes';

export { readInfra, type TestInfra } from './infra';
export { freePort, findBinary } from './processes';

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

export interface TestNatsServer {
  url: string;
  port: number;
  storeDir: string;
  /** Clean shutdown by default; pass 'SIGKILL' to simulate a crash. */
  stop(signal?: NodeJS.Signals): Promise<void>;
  /** Starts it again on the same port with the same JetStream store. */
  start(): Promise<void>;
}

/** A nats-server of its own (JetStream, file store) that a failure test can stop and start. */
export async function startNatsServer(opts: { port?: number; storeDir?: string } = {}): Promise<TestNatsServer> {
  const port = opts.port ?? (await freePort());
  const storeDir = opts.storeDir ?? mkdtempSync(path.join(readInfra().tmpDir, 'nats-'));
  let current: ManagedProcess | null = await startNatsProcess(port, storeDir);
  return {
    url: `nats://127.0.0.1:${port}`,
    port,
    storeDir,
    async stop(signal) {
      const running = current;
      current = null;
      await running?.stop(signal);
    },
    async start() {
      current ??= await startNatsProcess(port, storeDir);
    },
  };
}

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

export interface StaffTokenResult {
  token: string;
  csrf: string;
  claims: StaffSession;
  /** `asp_session=<jwt>` for the Cookie header. */
  cookie: string;
  /** Cookie plus CSRF header, ready for `app.inject({ headers })`. */
  headers: Record<string, string>;
}

/**
 * Signs a staff token (EdDSA/Ed25519, as identity does) with the test private key.
 * Defaults: an admin without branches; override any claim.
 */
export function signStaffToken(claims: Partial<StaffSession> = {}, lifetimeSeconds = 3600): StaffTokenResult {
  const now = Math.floor(Date.now() / 1000);
  const session: StaffSession = {
    sub: '1',
    sid: randomUUID(),
    username: 'admin',
    roles: ['ROLE_ADMIN'],
    branches: [],
    csrf: randomBytes(16).toString('hex'),
    iat: now,
    exp: now + lifetimeSeconds,
    ...claims,
  };
  const signingInput = `${base64url(JSON.stringify({ alg: 'EdDSA', typ: 'JWT' }))}.${base64url(JSON.stringify(session))}`;
  const signature = sign(null, Buffer.from(signingInput), createPrivateKey(readInfra().jwtPrivateKey));
  const token = `${signingInput}.${base64url(signature)}`;
  const cookie = `${SESSION_COOKIE}=${token}`;
  return { token, csrf: session.csrf, claims: session, cookie, headers: { cookie, [CSRF_HEADER]: session.csrf } };
}

/** Polls `predicate` until it returns something truthy; fails with the last error after `timeoutMs`. */
export async function waitFor<T>(predicate: () => T | Promise<T>, timeoutMs = 10_000, intervalMs = 50): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await predicate();
      if (value) return value;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > deadline) {
      throw new Error(`waitFor: Bedingung nach ${timeoutMs} ms nicht erfüllt${lastError ? `: ${String(lastError)}` : ''}`);
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/** A logger for code under test that takes a FastifyBaseLogger; silent unless TEST_LOG is set. */
export function testLogger(): FastifyBaseLogger {
  const noop = () => undefined;
  const print = process.env.TEST_LOG ? (level: string) => (...args: unknown[]) => console.log(level, ...args) : () => noop;
  const log = {
    level: 'silent',
    fatal: print('fatal'),
    error: print('error'),
    warn: print('warn'),
    info: print('info'),
    debug: print('debug'),
    trace: print('trace'),
    silent: noop,
    child: () => log,
  };
  return log as unknown as FastifyBaseLogger;
}

export { startTestService, errorsOf, type ServiceHarness, type OutboxRow } from './harness';

export {
  runHostileSweep, sweepService, tableRowCounts, describeFindings, hostileCases, SchemaReader,
  type SweepResult, type SweepFinding, type SweepRequest, type SweepResponse, type OpenApiDocument, type HostileCase,
} from './hostile-sweep';

export * from './fault-trial';
