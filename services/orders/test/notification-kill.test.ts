import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { readInfra, waitFor } from '@asp/server-kit/testing';
import { readNotificationOptions } from '../src/notifications/config';
import { findNotification } from '../src/notifications/notification-store';
import { createNotificationQueue, enqueueNotification } from '../src/notifications/worker';
import { TABLES } from '../src/tables';
import { createdOrder, orderBody, seedShop, startOrders, type Harness } from './helpers';
import { startTestSmtpServer, type TestSmtpServer } from './notifications/smtp-test-server';

// Issue 11 item 7: a worker killed in the middle of a job re-runs it within 60 s and
// sends no duplicate mail. The worker runs in a child process; the SMTP server holds the
// DATA phase of the first delivery, the test SIGKILLs the worker there, starts another
// and waits for BullMQ's stalled-job recovery to hand it the job.
const REPO_ROOT = path.resolve(__dirname, '../../..');
const WORKER = 'services/orders/test/notifications/worker-process.ts';

let h: Harness;
let smtp: TestSmtpServer;
const children: ChildProcess[] = [];

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  // The service's own worker sends nowhere (no SMTP); the job under test is on a queue of its own.
  h = await startOrders({ notifications: { ...readNotificationOptions({}), smtpUrl: null } });
});
afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await h?.close();
  await smtp?.close();
});

function startWorker(prefix: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', WORKER], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      DATABASE_URL: h.service.ctx.env.databaseUrl,
      REDIS_URL: readInfra().redisUrl,
      QUEUE_PREFIX: prefix,
      SMTP_URL: smtp.url,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let output = '';
    const lines = readline.createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      if (line.includes('worker ready')) resolve(child);
      if (process.env.TEST_LOG) console.log('[worker]', line);
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code, signal) => reject(new Error(`worker exited (${code ?? signal}): ${output}`)));
  });
}

test('a worker killed mid-send: another worker completes the job within 60 s, exactly one mail arrives', async () => {
  const shop = await seedShop(h);
  const order = await createdOrder(h, orderBody(shop, { email: 'kill@example.de' }));
  const { data } = await h.service.ctx.db.selectFrom(TABLES.orders).select('data').where('id', '=', order.id).executeTakeFirstOrThrow();
  const key = `order-${order.id}-received-email-resend-kill`;
  await h.service.ctx.db
    .insertInto(TABLES.orderNotifications)
    .values({
      key,
      order_id: order.id,
      kind: 'received',
      channel: 'email',
      recipient: 'kill@example.de',
      status: 'queued',
      attempts: 0,
      last_error: null,
      message_id: null,
      data: JSON.stringify({ order: data }),
      sent_at: null,
    })
    .execute();

  const prefix = `${h.options.queuePrefix}-kill`;
  const queue = createNotificationQueue(h.service.ctx.redis!, prefix);
  try {
    smtp.plan.push('hold');
    const first = await startWorker(prefix);
    await enqueueNotification(queue, key, { attempts: 3, backoffMs: 1000 });
    await smtp.held();
    first.kill('SIGKILL');
    const killedAt = Date.now();
    expect(smtp.mails).toHaveLength(0);

    await startWorker(prefix);
    const row = (await waitFor(
      async () => {
        const current = await findNotification(h.service.ctx.db, key);
        return current?.status === 'sent' ? current : null;
      },
      60_000,
      250,
    ))!;
    const recoveredWithinMs = Date.now() - killedAt;
    expect(recoveredWithinMs).toBeLessThan(60_000);
    expect(await (await queue.bull.getJob(key))?.getState()).toBe('completed');

    // No duplicate, not even a little later.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const mails = smtp.mails.filter((mail) => mail.messageId === `<${key}@metzgerei.test>`);
    expect(mails).toHaveLength(1);
    expect(smtp.mails).toHaveLength(1);
    expect(row.attempts).toBe(2);
    console.log(`notification kill test: job completed ${Math.round(recoveredWithinMs / 1000)} s after the SIGKILL`);
  } finally {
    await queue.close();
  }
}, 120_000);
