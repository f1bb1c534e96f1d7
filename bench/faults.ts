// Fault trial (issue 11 §7): the transactional outbox under SIGKILLs.
//
//   npx tsx bench/faults.ts                 (1,000 orders, 5 kills each)
//   npx tsx bench/faults.ts 200 2           (orders, kills each)
//
// Starts a throw-away embedded PostgreSQL, then nats-server, the orders service and the
// analytics service as real processes under the platform's supervisor, places the orders
// while killing each of the three with SIGKILL `kills` times, and checks that every
// committed order produced exactly one orders.order.placed event on the stream and
// exactly one analytics order_facts row. The last line is the verdict; the exit code is
// 1 when anything was lost or doubled. Not part of npm test (the short version is
// services/orders/test/fault-trial.test.ts).
import { generateKeyPairSync } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from '@asp/server-kit';
import { freePort, runFaultTrial, tallyLine } from '@asp/server-kit/testing';

const ORDERS = Number(process.argv[2] ?? process.env.BENCH_ORDERS ?? 1000);
const KILLS = Number(process.argv[3] ?? process.env.BENCH_KILLS ?? 5);

async function main(): Promise<void> {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'asp-faults-'));
  chmodSync(tmp, 0o755); // PostgreSQL runs as the `postgres` OS user when we are root
  const postgres = await startEmbeddedPostgres({ dataDir: path.join(tmp, 'postgres'), port: await freePort() });
  const { publicKey } = generateKeyPairSync('ed25519', {
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  const log = (line: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${line}`);
  try {
    log(`${ORDERS} orders, ${KILLS} SIGKILLs each of nats-server, orders and analytics`);
    const result = await runFaultTrial({
      orders: ORDERS,
      kills: KILLS,
      databaseUrls: { orders: postgres.url('asp_orders'), analytics: postgres.url('asp_analytics') },
      jwtPublicKey: publicKey,
      workDir: path.join(tmp, 'platform'),
      log,
    });
    log(
      `killed ${JSON.stringify(result.killed)}; ${result.failedAttempts} order attempts failed and were retried; ${result.seconds.toFixed(1)} s`,
    );
    console.log(tallyLine(result));
    if (result.lost || result.duplicates || result.orders !== result.events || result.orders !== result.effects) process.exitCode = 1;
  } finally {
    await postgres.stop();
    rmSync(tmp, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
