// A notification worker in a process of its own, for the kill test (issue 11 item 7):
//   node --import tsx services/orders/test/notifications/worker-process.ts
// with DATABASE_URL, REDIS_URL, QUEUE_PREFIX and SMTP_URL. Prints "worker ready".
import { createDatabase } from '@asp/server-kit';
import { Redis } from 'ioredis';
import pino from 'pino';
import { readNotificationOptions } from '../../src/notifications/config';
import { startNotificationWorker } from '../../src/notifications/worker';
import type { OrdersDb } from '../../src/tables';

async function main() {
  const env = process.env;
  const db: OrdersDb = createDatabase(env.DATABASE_URL ?? '', 4);
  const redis = new Redis(env.REDIS_URL ?? '', { maxRetriesPerRequest: 3 });
  await startNotificationWorker({
    db,
    redis,
    log: pino({ level: env.TEST_LOG ? 'info' : 'silent' }),
    prefix: env.QUEUE_PREFIX ?? 'bull',
    // The service's own lock and stalled-check settings: what the test proves is the production configuration.
    options: { ...readNotificationOptions(env), mailFrom: 'Metzgerei Test <bestellung@metzgerei.test>' },
    publicBaseUrl: 'http://localhost:8080',
    sweep: false,
  });
  console.log('worker ready');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
