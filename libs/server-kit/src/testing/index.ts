// Test helpers for server-kit and the services (`@asp/server-kit/testing`), DESIGN.md §11:
// real PostgreSQL, NATS and Redis started once per jest run by global-setup.ts.
import { mkdtempSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { readInfra } from './infra';
import { freePort, startNatsProcess, type ManagedProcess } from './processes';

// The helpers live in their own files; nothing inside this folder imports index.ts.
export { readInfra, type TestInfra } from './infra';
export { freePort, findBinary } from './processes';
export { createTestDatabaseUrl, testServiceEnv } from './service-env';
export { signStaffToken, type StaffTokenResult } from './staff-token';

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
  const print = process.env.TEST_LOG
    ? (level: string) =>
        (...args: unknown[]) =>
          console.log(level, ...args)
    : () => noop;
  const log: FastifyBaseLogger = {
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
  return log;
}

export { startTestService, errorsOf, type ServiceHarness, type OutboxRow } from './harness';

export {
  runHostileSweep,
  sweepService,
  tableRowCounts,
  describeFindings,
  hostileCases,
  SchemaReader,
  type SweepResult,
  type SweepFinding,
  type SweepRequest,
  type SweepResponse,
  type OpenApiDocument,
  type HostileCase,
} from './hostile-sweep';

export * from './fault-trial';
