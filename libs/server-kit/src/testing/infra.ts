import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** What globalSetup started, as test workers see it. */
export interface TestInfra {
  runId: string;
  pgAdminUrl: string;
  natsUrl: string;
  redisUrl: string;
  jwtPublicKey: string;
  jwtPrivateKey: string;
  /** Scratch folder of this run (removed by globalTeardown). */
  tmpDir: string;
}

export const ENV_KEYS = {
  runId: 'TEST_RUN_ID',
  pgAdminUrl: 'TEST_PG_ADMIN_URL',
  natsUrl: 'TEST_NATS_URL',
  redisUrl: 'TEST_REDIS_URL',
  jwtPublicKey: 'TEST_JWT_PUBLIC_KEY',
  jwtPrivateKey: 'TEST_JWT_PRIVATE_KEY',
  tmpDir: 'TEST_TMP_DIR',
} as const satisfies Record<keyof TestInfra, string>;

/** Named after the jest main process, so its workers (children) find it by their parent pid. */
export const infraFile = (pid: number) => path.join(os.tmpdir(), `asp-test-infra-${pid}.json`);

export function exportInfra(infra: TestInfra): void {
  for (const [key, name] of Object.entries(ENV_KEYS)) process.env[name] = infra[key as keyof TestInfra];
}

/**
 * Reads the shared infrastructure from the environment (jest workers inherit it),
 * falling back to the JSON file written by globalSetup.
 */
export function readInfra(): TestInfra {
  const fromEnv = Object.fromEntries(Object.entries(ENV_KEYS).map(([key, name]) => [key, process.env[name]])) as Partial<TestInfra>;
  if (Object.values(fromEnv).every(Boolean)) return fromEnv as TestInfra;
  for (const pid of [process.ppid, process.pid]) {
    const file = infraFile(pid);
    if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as TestInfra;
  }
  throw new Error(
    'Test-Infrastruktur fehlt: jest muss mit der globalSetup-Datei libs/server-kit/src/testing/global-setup.ts laufen (jest.config.js).',
  );
}
