import { ordersQueues, pruneIdempotencyKeysJobSchema, type PruneIdempotencyKeysJob } from '@asp/contracts';
import { createQueue, createWorker, maintenanceJobOptions, pruneIdempotencyKeys, type Closable, type Db } from '@asp/server-kit';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { OrdersOptions } from './config';

/**
 * Housekeeping of the orders service on the BullMQ queue `orders.maintenance`
 * (DESIGN.md §7): a job scheduler (repeatable job; by default daily at 03:30 Berlin time)
 * removes Idempotency-Keys older than `idempotencyKeyMaxAgeHours` (at least 24 h). Every
 * instance of the service upserts the same scheduler id, so there is one schedule however
 * many instances run, and a restart does not add another.
 */
export async function processPruneIdempotencyKeys(db: Db, data: PruneIdempotencyKeysJob): Promise<{ removed: number }> {
  const { maxAgeHours } = pruneIdempotencyKeysJobSchema.parse(data);
  return { removed: await pruneIdempotencyKeys(db, maxAgeHours) };
}

export async function startMaintenance(
  db: Db,
  redis: Redis,
  log: FastifyBaseLogger,
  options: Pick<OrdersOptions, 'queuePrefix' | 'maintenance'>,
): Promise<Closable[]> {
  const { repeat, idempotencyKeyMaxAgeHours } = options.maintenance;
  const queue = createQueue(ordersQueues.maintenance, redis, { prefix: options.queuePrefix });
  await queue.schedule('prune-idempotency-keys', repeat, { maxAgeHours: idempotencyKeyMaxAgeHours }, maintenanceJobOptions);
  const worker = createWorker(
    ordersQueues.maintenance,
    {
      'prune-idempotency-keys': async (payload, job) => {
        const result = await processPruneIdempotencyKeys(db, payload);
        log.info({ queue: ordersQueues.maintenance.name, job: job.name, ...result }, 'idempotency keys pruned');
        return result;
      },
    },
    redis,
    { log, prefix: options.queuePrefix, concurrency: 1 },
  );
  return [worker, queue];
}
