import { contentQueues, siteInputSchema, type PublishSiteJob } from '@asp/contracts';
import { websiteContentTexts } from '@asp/i18n';
import { createQueue, createWorker, keepRecentRuns, type Closable } from '@asp/server-kit';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { ContentDb } from '../tables';
import { publishSite } from './publishing-store';

export type EnqueuePublication = (job: PublishSiteJob) => Promise<void>;

/**
 * Delayed job per scheduled publication. The job id carries the time, so a new schedule is
 * a new job; a job whose time no longer matches the draft's `scheduled_at` (rescheduled,
 * cancelled, published by hand) does nothing — no job ever has to be found and removed.
 */
export function publishingQueue(redis: Redis, prefix: string): { enqueue: EnqueuePublication } & Closable {
  const queue = createQueue(contentQueues.publishing, redis, { prefix });
  return {
    enqueue: async (job) => {
      const delay = Math.max(0, new Date(job.scheduledAt).getTime() - Date.now());
      const jobId = `publish-site-${job.siteId}-${new Date(job.scheduledAt).getTime()}`;
      await queue.enqueue('publish-site', job, {
        jobId,
        delay,
        attempts: 5,
        backoff: { type: 'exponential', delay: 2000 },
        ...keepRecentRuns,
      });
    },
    close: () => queue.close(),
  };
}

/** Publishes the draft if it is still scheduled for this job's time. */
export async function runScheduledPublication(db: ContentDb, job: PublishSiteJob): Promise<'published' | 'skipped'> {
  return db.transaction().execute(async (trx) => {
    const draft = await trx.selectFrom('site_drafts').selectAll().where('site_id', '=', job.siteId).forUpdate().executeTakeFirst();
    if (!draft?.scheduled_at || new Date(draft.scheduled_at).getTime() !== new Date(job.scheduledAt).getTime()) return 'skipped';
    await publishSite(trx, job.siteId, siteInputSchema.parse(draft.data), { name: websiteContentTexts.publishedByScheduler });
    return 'published';
  });
}

/** The worker, plus a re-queue of every draft still scheduled (a job lost with Redis, or never added). */
export async function startPublishingWorker(db: ContentDb, redis: Redis, log: FastifyBaseLogger, prefix: string): Promise<Closable[]> {
  const queue = publishingQueue(redis, prefix);
  const worker = createWorker(contentQueues.publishing, { 'publish-site': (payload) => runScheduledPublication(db, payload) }, redis, {
    log,
    prefix,
  });
  const scheduled = await db.selectFrom('site_drafts').select(['site_id', 'scheduled_at']).where('scheduled_at', 'is not', null).execute();
  for (const row of scheduled) {
    if (row.scheduled_at) await queue.enqueue({ siteId: Number(row.site_id), scheduledAt: new Date(row.scheduled_at).toISOString() });
  }
  return [worker, queue];
}
