import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../embedded-postgres';
import { exportInfra, infraFile, type TestInfra } from './infra';
import { freePort, startNatsProcess, startRedisProcess, type ManagedProcess } from './processes';

/** Handles kept in the jest main process for globalTeardown. */
export interface RunningInfra {
  infra: TestInfra;
  file: string;
  /** Only when we started it; with TEST_DATABASE_URL the cluster is someone else's. */
  postgres: EmbeddedPostgres | null;
  nats: ManagedProcess;
  redis: ManagedProcess;
}

declare global {
  var __aspTestInfra: Promise<RunningInfra> | undefined;
}

async function start(): Promise<RunningInfra> {
  const tmpDir = mkdtempSync(path.join(os.tmpdir(), 'asp-test-'));
  // The postgres OS user (PostgreSQL never runs as root) must be able to enter it.
  chmodSync(tmpDir, 0o755);
  const started: Array<() => Promise<void>> = [];
  try {
    let postgres: EmbeddedPostgres | null = null;
    let pgAdminUrl = process.env.TEST_DATABASE_URL;
    if (!pgAdminUrl) {
      postgres = await startEmbeddedPostgres({
        dataDir: path.join(tmpDir, 'postgres'),
        port: await freePort(),
        // A throw-away cluster: durability off makes the suite several times faster.
        settings: { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off', max_connections: 400 },
      });
      started.push(() => postgres!.stop());
      pgAdminUrl = postgres.adminUrl;
    }
    const natsDir = path.join(tmpDir, 'nats');
    const redisDir = path.join(tmpDir, 'redis');
    mkdirSync(natsDir);
    mkdirSync(redisDir);
    const natsPort = await freePort();
    const nats = await startNatsProcess(natsPort, natsDir);
    started.push(() => nats.stop());
    const redisPort = await freePort();
    const redis = await startRedisProcess(redisPort, redisDir);
    started.push(() => redis.stop());

    const keys = generateKeyPairSync('ed25519', {
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    const infra: TestInfra = {
      runId: randomBytes(3).toString('hex'),
      pgAdminUrl,
      natsUrl: `nats://127.0.0.1:${natsPort}`,
      redisUrl: `redis://127.0.0.1:${redisPort}`,
      jwtPublicKey: keys.publicKey,
      jwtPrivateKey: keys.privateKey,
      tmpDir,
    };
    const file = infraFile(process.pid);
    writeFileSync(file, JSON.stringify(infra), { mode: 0o600 });
    return { infra, file, postgres, nats, redis };
  } catch (error) {
    for (const stop of started.reverse()) await stop().catch(() => undefined);
    rmSync(tmpDir, { recursive: true, force: true });
    throw error;
  }
}

/**
 * One PostgreSQL, one JetStream-enabled nats-server and one redis-server for the whole
 * jest run. Several projects point at this file, so it starts things only once per process.
 */
export default async function globalSetup(): Promise<void> {
  globalThis.__aspTestInfra ??= start();
  try {
    const running = await globalThis.__aspTestInfra;
    exportInfra(running.infra);
  } catch (error) {
    globalThis.__aspTestInfra = undefined;
    throw error;
  }
}
