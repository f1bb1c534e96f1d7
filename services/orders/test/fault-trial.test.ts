/**
 * Issue 11 §7, the short version of `npx tsx bench/faults.ts`: 100 orders while
 * nats-server, the orders service and the analytics service are each killed with SIGKILL
 * once (and restarted by the supervisor). Every committed order has exactly one placed
 * event on the stream and exactly one analytics projection row.
 */
import { mkdtempSync } from 'node:fs';
import path from 'node:path';
import { createTestDatabaseUrl, readInfra, runFaultTrial, tallyLine } from '@asp/server-kit/testing';

jest.setTimeout(180_000);

test('100 orders, one SIGKILL each of nats, orders and analytics: nothing lost, nothing twice', async () => {
  const infra = readInfra();
  const lines: string[] = [];
  const result = await runFaultTrial({
    orders: 100,
    kills: 1,
    databaseUrls: { orders: await createTestDatabaseUrl(), analytics: await createTestDatabaseUrl() },
    redisUrl: infra.redisUrl,
    jwtPublicKey: infra.jwtPublicKey,
    workDir: mkdtempSync(path.join(infra.tmpDir, 'faults-')),
    log: (line) => lines.push(line),
  });
  if (process.env.TEST_LOG) console.log([...lines, tallyLine(result)].join('\n'));
  expect(result.killed).toEqual({ nats: 1, orders: 1, analytics: 1 });
  expect(tallyLine(result)).toBe('orders=100 events=100 effects=100 lost=0 duplicates=0');
});
