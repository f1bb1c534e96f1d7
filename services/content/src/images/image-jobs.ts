import { contentEvents, contentQueues, type ImageSizesJob } from '@asp/contracts';
import { createQueue, createWorker, keepRecentRuns, writeEvent, type Closable } from '@asp/server-kit';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { ContentDb } from '../tables';
import { makeImageSizes } from './image-processing';
import type { ImageStorage } from './image-storage';
import { findImage, findProcessingImages, imageData, updateImage } from './image-store';

/** Adds the job making an image version's sizes; one job per version (the job id), however often it is asked for. */
export type EnqueueImageSizes = (job: ImageSizesJob) => Promise<void>;

export function imageSizesQueue(redis: Redis, prefix: string): { enqueue: EnqueueImageSizes } & Closable {
  const queue = createQueue(contentQueues.images, redis, { prefix });
  return {
    enqueue: async (job) => {
      await queue.enqueue('make-sizes', job, { jobId: `image-${job.id}-${job.version}`, ...keepRecentRuns });
    },
    close: () => queue.close(),
  };
}

/**
 * Job `content.images/make-sizes`: the sized files of one version, then the record says
 * 'ready' (an `updated` event). A job for a version that is no longer current does
 * nothing — the new version has its own job and old links keep their original. After
 * the last failed attempt the record says 'failed' and the original stays what is served.
 */
export async function processImageSizes(db: ContentDb, storage: ImageStorage, job: ImageSizesJob): Promise<'ready' | 'skipped'> {
  const current = await findImage(db, job.id);
  if (!current || current.version !== job.version) return 'skipped';
  await makeImageSizes(storage, job, current.extension);
  return setStatus(db, job, 'ready');
}

async function setStatus(db: ContentDb, job: ImageSizesJob, status: 'ready' | 'failed'): Promise<'ready' | 'skipped'> {
  return db.transaction().execute(async (trx) => {
    const image = await findImage(trx, job.id, true);
    if (!image || image.version !== job.version) return 'skipped';
    // A job run again (stalled on a busy machine, or the start-up look) finds the status set:
    // no second write, so `updated_at` (the AI suggestions' age) and the event stay the first's.
    if (image.status === status) return 'ready';
    const updated = await updateImage(trx, image.id, { ...imageData(image), status });
    await writeEvent(trx, contentEvents.image.updated, { id: updated.id, data: updated });
    return 'ready';
  });
}

/** The worker, plus a look for images still 'processing' at start (a job lost before it was added, the demo seed). */
export async function startImageWorker(
  db: ContentDb,
  storage: ImageStorage,
  redis: Redis,
  log: FastifyBaseLogger,
  prefix: string,
): Promise<Closable[]> {
  const queue = imageSizesQueue(redis, prefix);
  const worker = createWorker(
    contentQueues.images,
    {
      'make-sizes': async (payload, job) => {
        try {
          return await processImageSizes(db, storage, payload);
        } catch (error) {
          if (job.attemptsMade + 1 >= (job.opts.attempts ?? 1)) await setStatus(db, payload, 'failed');
          throw error;
        }
      },
    },
    redis,
    // Resizing is CPU work: one image at a time per instance.
    { log, prefix, concurrency: 1 },
  );
  for (const image of await findProcessingImages(db)) await queue.enqueue({ id: image.id, version: image.version });
  return [worker, queue];
}
