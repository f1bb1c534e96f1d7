import { Queue, QueueEvents, Worker, type DefaultJobOptions, type Job, type QueueOptions, type WorkerOptions } from 'bullmq';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis, RedisOptions } from 'ioredis';

/**
 * DESIGN.md §7: every job gets attempts with exponential backoff (1 s, 2 s, 4 s, 8 s)
 * and, after the last attempt, stays in the failed set where it can be seen and retried.
 * Completed jobs are trimmed so Redis does not grow without bound.
 */
export const defaultJobOptions: DefaultJobOptions = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 1000 },
  removeOnComplete: { age: 24 * 3600, count: 1000 },
  removeOnFail: false,
};

/**
 * BullMQ gets its own connections made from the service's Redis options (what
 * `redis.duplicate()` does): it then owns and closes them, and workers block on theirs
 * without stalling the service's commands. A queue keeps the service's bounded
 * retries (it is used inside requests: adding a job must not hang while Redis is
 * down); workers and queue events need BullMQ's `maxRetriesPerRequest: null` and no
 * command timeout (their blocking reads wait longer than that on purpose).
 */
function ownConnection(connection: Redis, blocking = true): RedisOptions {
  return blocking ? { ...connection.options, maxRetriesPerRequest: null, commandTimeout: undefined } : { ...connection.options };
}

export function createQueue<T>(name: string, connection: Redis, opts: Partial<Omit<QueueOptions, 'connection'>> = {}): Queue<T> {
  return new Queue<T>(name, {
    ...opts,
    connection: ownConnection(connection, false),
    defaultJobOptions: { ...defaultJobOptions, ...opts.defaultJobOptions },
  });
}

export interface CreateWorkerOptions extends Partial<Omit<WorkerOptions, 'connection'>> {
  /** Where connection errors and finally failed jobs are reported. */
  log?: FastifyBaseLogger;
}

/** A worker for `name`; `close()` waits for running jobs and releases its connections. */
export function createWorker<T>(
  name: string,
  processor: (job: Job<T>) => Promise<unknown>,
  connection: Redis,
  opts: CreateWorkerOptions = {},
): Worker<T> {
  const { log, ...workerOptions } = opts;
  const worker = new Worker<T>(name, processor, { ...workerOptions, connection: ownConnection(connection) });
  // An EventEmitter 'error' without a listener would crash the process (e.g. Redis restarting).
  worker.on('error', (error) => log?.warn({ err: error, queue: name }, 'job worker: error'));
  worker.on('failed', (job, error) => {
    if (!job) return;
    const attempts = job.opts.attempts ?? 1;
    const entry = { err: error, queue: name, jobId: job.id, attempt: job.attemptsMade, attempts };
    if (job.attemptsMade >= attempts) log?.error(entry, 'job failed for good, kept in the failed set');
    else log?.warn(entry, 'job failed, will be retried');
  });
  return worker;
}

/** Completion/failure events of a queue (e.g. to wait for a job in tests or to push live updates). */
export function createQueueEvents(name: string, connection: Redis): QueueEvents {
  return new QueueEvents(name, { connection: ownConnection(connection) });
}
