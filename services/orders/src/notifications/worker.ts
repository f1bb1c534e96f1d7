import { ordersQueues, type SendNotificationJob } from '@asp/contracts';
import { createQueue, createWorker, keepRecentRuns, type Closable, type JobQueue } from '@asp/server-kit';
import { notificationTexts } from '@asp/i18n';
import { UnrecoverableError, type Job } from 'bullmq';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { replica } from '../catalog-replica/read';
import type { OrdersDb } from '../tables';
import type { NotificationOptions } from './config';
import { createMailSender, messageIdFor, type MailSender } from './mailer';
import { countAttempt, findNotification, lockNotification, markAttemptFailed, markSent, staleQueuedKeys } from './notification-store';
import { renderMail, renderSms } from './render';
import { createSmsProvider, type SmsProvider } from './sms';

export type NotificationQueue = JobQueue<typeof ordersQueues.notifications>;

export const createNotificationQueue = (redis: Redis, prefix: string): NotificationQueue =>
  createQueue(ordersQueues.notifications, redis, { prefix });

/**
 * Adds the send job of a stored row; the job id is the row's key, so adding it twice
 * (event redelivered, sweep, start-up) leaves one job. Every job retries with
 * exponential backoff and stays in the failed set after the last attempt.
 */
export async function enqueueNotification(
  queue: NotificationQueue,
  key: string,
  options: Pick<NotificationOptions, 'attempts' | 'backoffMs'>,
  delay = 0,
): Promise<Job> {
  return queue.enqueue(
    'send-notification',
    { key },
    { jobId: key, delay, attempts: options.attempts, backoff: { type: 'exponential', delay: options.backoffMs } },
  );
}

export interface SenderDeps {
  db: OrdersDb;
  options: NotificationOptions;
  publicBaseUrl: string;
  mail: MailSender;
  sms: SmsProvider;
}

export type SendOutcome = 'sent' | 'already-sent';

/** The row is not visible yet (its transaction commits a moment after the job was added): try again shortly. */
export class NotificationNotStoredError extends Error {}

/**
 * Sends one notification at most once. The row is locked while sending, so a second
 * worker with the same key (a stalled job taken over while the first still runs) waits
 * and then finds it sent. A row already sent is never sent again. The one window left:
 * the provider accepted the message and the process died before the commit below; the
 * job then runs again and sends a copy with the same Message-ID (docs/architecture.md).
 */
export async function sendNotification(deps: SenderDeps, data: SendNotificationJob, job?: Job): Promise<SendOutcome> {
  const existing = await findNotification(deps.db, data.key);
  if (!existing) throw new NotificationNotStoredError(notificationTexts.errors.notStored);
  if (existing.status === 'sent') return 'already-sent';
  await countAttempt(deps.db, data.key);
  try {
    return await deps.db.transaction().execute(async (trx) => {
      const row = await lockNotification(trx, data.key);
      if (!row) throw new NotificationNotStoredError(notificationTexts.errors.notStored);
      if (row.status === 'sent') return 'already-sent' as const;
      const config = await replica.config(trx);
      const ctx = { shopName: config.shopName || 'Metzgerei', publicBaseUrl: deps.publicBaseUrl };
      let messageId: string;
      if (row.channel === 'email') {
        messageId = messageIdFor(row.key, deps.options.mailFrom);
        await deps.mail.send({ ...renderMail(row.kind, row.data, ctx), to: row.recipient, messageId });
      } else {
        ({ messageId } = await deps.sms.send({
          key: row.key,
          to: row.recipient,
          text: renderSms(row.kind, row.data, ctx),
          fallbackSender: ctx.shopName,
        }));
      }
      await markSent(trx, row.key, messageId);
      return 'sent' as const;
    });
  } catch (error) {
    const attempts = job?.opts.attempts ?? 1;
    const final = error instanceof UnrecoverableError || (job ? job.attemptsMade + 1 >= attempts : true);
    await markAttemptFailed(deps.db, data.key, error instanceof Error ? error.message : String(error), final);
    throw error;
  }
}

/** Re-adds the jobs of rows still queued after `afterMs` (their job was lost, or failed for good before the row committed). */
export async function requeueStale(deps: Pick<SenderDeps, 'db' | 'options'>, queue: NotificationQueue, afterMs: number, batchSize: number) {
  let requeued = 0;
  for (const key of await staleQueuedKeys(deps.db, afterMs, batchSize)) {
    const job = await queue.bull.getJob(key);
    const state = job ? await job.getState() : 'missing';
    if (state === 'active' || state === 'waiting' || state === 'delayed' || state === 'prioritized' || state === 'waiting-children')
      continue;
    if (job) await job.remove();
    await enqueueNotification(queue, key, deps.options);
    requeued += 1;
  }
  return { requeued };
}

export interface NotificationWorkerOptions {
  db: OrdersDb;
  redis: Redis;
  log: FastifyBaseLogger;
  prefix: string;
  options: NotificationOptions;
  publicBaseUrl: string;
  /** false: only the send worker (the kill test's child process), no repeatable sweep. */
  sweep?: boolean;
}

/**
 * The notification worker. lockDuration/stalledInterval make BullMQ hand a job whose
 * worker died (SIGKILL, power loss) to another worker within lockDuration +
 * stalledInterval (35 s by default; issue 11 asks for 60 s). A job may stall twice
 * before it fails. The repeatable `requeue-notifications` run (and one at start-up)
 * re-adds jobs lost between a commit and its enqueue.
 */
export async function startNotificationWorker(opts: NotificationWorkerOptions): Promise<Closable[]> {
  const { db, redis, log, prefix, options } = opts;
  const mail = createMailSender(options.smtpUrl, options.mailFrom);
  const deps: SenderDeps = { db, options, publicBaseUrl: opts.publicBaseUrl, mail, sms: createSmsProvider(db, options) };
  const queue = createNotificationQueue(redis, prefix);
  const worker = createWorker(
    ordersQueues.notifications,
    {
      'send-notification': (payload, job) => sendNotification(deps, payload, job),
      'requeue-notifications': async (payload) => {
        const result = await requeueStale(deps, queue, payload.afterMs, payload.batchSize);
        if (result.requeued) log.warn({ queue: ordersQueues.notifications.name, ...result }, 'queued notifications re-enqueued');
        return result;
      },
    },
    redis,
    {
      log,
      prefix,
      concurrency: options.concurrency,
      lockDuration: options.lockDurationMs,
      stalledInterval: options.stalledIntervalMs,
      maxStalledCount: 2,
    },
  );
  if (opts.sweep !== false) {
    const sweep = { afterMs: options.requeueAfterMs, batchSize: 200 };
    await queue.schedule('requeue-notifications', { every: options.requeueEveryMs }, sweep, { attempts: 1, ...keepRecentRuns });
    // The start-up pass: rows left queued by a process that died are picked up now, not a period later.
    await queue.enqueue('requeue-notifications', sweep, { attempts: 1, ...keepRecentRuns });
  }
  return [worker, queue, { close: async () => mail.close() }];
}
