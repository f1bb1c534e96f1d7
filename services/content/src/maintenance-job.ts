import { contentEvents, contentQueues, pruneOrphanUploadsJobSchema, type PruneOrphanUploadsJob } from '@asp/contracts';
import { createQueue, createWorker, maintenanceJobOptions, writeEvent, type Closable } from '@asp/server-kit';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { ContentOptions } from './config';
import type { FileStorage } from './file-storage';
import { processPruneAiSuggestions } from './images/ai-suggestion-cleanup';
import type { ImageStorage } from './images/image-storage';
import { deleteOrphanUploads, findOrphanUploads, toUpload } from './upload-store';
import type { ContentDb } from './tables';

// One transaction per batch keeps locks short when a large backlog is cleaned up at once.
const BATCH = 200;

/**
 * Housekeeping of the content service on the BullMQ queue `content.maintenance`
 * (DESIGN.md §7): a job scheduler (repeatable job; by default hourly) removes uploads that
 * no order references (upload_references, filled from orders.order.placed) once they are
 * older than `orphanMaxAgeHours` (at least 24). Row and event go in one transaction, as
 * for an admin's deletion; the file goes after the commit — a file left over by a failed
 * removal is unreachable, a row without its file would be a broken link. On the same
 * schedule `prune-ai-suggestions` removes AI image suggestions nobody accepted within
 * `aiSuggestionMaxAgeDays` (images/ai-suggestion-cleanup.ts). Every instance upserts the
 * same scheduler ids, so there is one schedule each however many instances run.
 */
export async function processPruneOrphanUploads(
  db: ContentDb,
  storage: FileStorage,
  data: PruneOrphanUploadsJob,
  log?: FastifyBaseLogger,
): Promise<{ removed: number }> {
  const { maxAgeHours } = pruneOrphanUploadsJobSchema.parse(data);
  let removed = 0;
  for (;;) {
    const candidates = await findOrphanUploads(db, maxAgeHours, BATCH);
    if (!candidates.length) break;
    const deleted = await db.transaction().execute(async (trx) => {
      const rows = await deleteOrphanUploads(
        trx,
        candidates.map((row) => row.id),
      );
      for (const row of rows) await writeEvent(trx, contentEvents.upload.deleted, { id: row.id });
      return rows;
    });
    for (const row of deleted) {
      await storage
        .remove(toUpload(row))
        .catch((error: unknown) => log?.error({ err: error, id: row.id }, 'orphan upload file not removed'));
    }
    removed += deleted.length;
    // Every candidate got referenced meanwhile: the next query would find them again.
    if (!deleted.length || candidates.length < BATCH) break;
  }
  return { removed };
}

export async function startMaintenance(
  db: ContentDb,
  storage: FileStorage,
  images: ImageStorage,
  redis: Redis,
  log: FastifyBaseLogger,
  options: Pick<ContentOptions, 'queuePrefix' | 'maintenance'>,
): Promise<Closable[]> {
  const { repeat, orphanMaxAgeHours, aiSuggestionMaxAgeDays } = options.maintenance;
  const queue = createQueue(contentQueues.maintenance, redis, { prefix: options.queuePrefix });
  await queue.schedule('prune-orphan-uploads', repeat, { maxAgeHours: orphanMaxAgeHours }, maintenanceJobOptions);
  await queue.schedule('prune-ai-suggestions', repeat, { maxAgeDays: aiSuggestionMaxAgeDays }, maintenanceJobOptions);
  const worker = createWorker(
    contentQueues.maintenance,
    {
      'prune-orphan-uploads': async (payload, job) => {
        const result = await processPruneOrphanUploads(db, storage, payload, log);
        if (result.removed) log.info({ queue: contentQueues.maintenance.name, job: job.name, ...result }, 'orphan uploads removed');
        return result;
      },
      'prune-ai-suggestions': async (payload, job) => {
        const result = await processPruneAiSuggestions(db, images, payload, log);
        if (result.removed)
          log.info({ queue: contentQueues.maintenance.name, job: job.name, ...result }, 'unused AI image suggestions removed');
        return result;
      },
    },
    redis,
    { log, prefix: options.queuePrefix, concurrency: 1 },
  );
  return [worker, queue];
}
