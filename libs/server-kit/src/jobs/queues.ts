import type { JobInput, JobName, JobPayload, QueueDefinition } from '@asp/contracts';
import {
  Queue,
  QueueEvents,
  UnrecoverableError,
  Worker,
  type DefaultJobOptions,
  type Job,
  type JobsOptions,
  type QueueOptions,
  type WorkerOptions,
} from 'bullmq';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis, RedisOptions } from 'ioredis';
import { z } from 'zod';

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

/** A repeating job keeps its recent runs to look at; older ones are dropped. */
export const keepRecentRuns = { removeOnComplete: { count: 30 }, removeOnFail: { count: 100 } } satisfies JobsOptions;

/** A repeating maintenance job: three tries, a minute apart and growing, then the next run. */
export const maintenanceJobOptions: JobsOptions = {
  attempts: 3,
  backoff: { type: 'exponential', delay: 60_000 },
  ...keepRecentRuns,
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

/**
 * A queue of the queue catalogue (libs/contracts/src/queues): jobs go in only through
 * `enqueue`/`schedule`, which take a job name of the entry and validate the payload
 * against its schema, so a bad job fails at the caller instead of in a worker later.
 */
export interface JobQueue<Q extends QueueDefinition> {
  readonly definition: Q;
  /** The BullMQ queue, for reading its state (counts, failed jobs, schedulers). */
  readonly bull: Queue;
  enqueue<N extends JobName<Q>>(job: N, payload: JobInput<Q, N>, opts?: JobsOptions): Promise<Job>;
  /** Upserts a repeatable job whose scheduler id is the job name (one schedule however many instances run). */
  schedule<N extends JobName<Q>>(
    job: N,
    repeat: SchedulerRepeat,
    payload: JobInput<Q, N>,
    opts?: JobSchedulerTemplateOptions,
  ): Promise<void>;
  close(): Promise<void>;
}

type SchedulerRepeat = Parameters<Queue['upsertJobScheduler']>[1];
type JobSchedulerTemplateOptions = NonNullable<NonNullable<Parameters<Queue['upsertJobScheduler']>[2]>['opts']>;

function jobSchema<Q extends QueueDefinition>(queue: Q, job: string): z.ZodType {
  const schema = Object.hasOwn(queue.jobs, job) ? queue.jobs[job] : undefined;
  if (!schema) throw new UnrecoverableError(`queue ${queue.name}: unknown job ${job}`);
  return schema;
}

export function createQueue<Q extends QueueDefinition>(
  definition: Q,
  connection: Redis,
  opts: Partial<Omit<QueueOptions, 'connection'>> = {},
): JobQueue<Q> {
  const bull = new Queue(definition.name, {
    ...opts,
    connection: ownConnection(connection, false),
    defaultJobOptions: { ...defaultJobOptions, ...opts.defaultJobOptions },
  });
  return {
    definition,
    bull,
    // async: a payload failing its schema is a rejected promise like any other add failure.
    enqueue: async (job, payload, jobOpts) => bull.add(job, jobSchema(definition, job).parse(payload), jobOpts),
    async schedule(job, repeat, payload, templateOpts) {
      await bull.upsertJobScheduler(job, repeat, { name: job, data: jobSchema(definition, job).parse(payload), opts: templateOpts });
    },
    close: () => bull.close(),
  };
}

/** One handler per job of the queue; each gets the payload parsed by the job's schema. */
export type JobHandlers<Q extends QueueDefinition> = {
  [N in JobName<Q>]: (payload: JobPayload<Q, N>, job: Job) => Promise<unknown>;
};

export interface CreateWorkerOptions extends Partial<Omit<WorkerOptions, 'connection'>> {
  /** Where connection errors and finally failed jobs are reported. */
  log?: FastifyBaseLogger;
}

/**
 * A worker for a catalogue queue; `close()` waits for running jobs and releases its
 * connections. A job with an unknown name or a payload failing its schema can never
 * succeed: it fails at once (UnrecoverableError, no retries) and stays in the failed set.
 */
export function createWorker<Q extends QueueDefinition>(
  definition: Q,
  handlers: JobHandlers<Q>,
  connection: Redis,
  opts: CreateWorkerOptions = {},
): Worker {
  const { log, ...workerOptions } = opts;
  const name = definition.name;
  const processor = async (job: Job) => {
    const parsed = jobSchema(definition, job.name).safeParse(job.data);
    if (!parsed.success) throw new UnrecoverableError(`queue ${name}, job ${job.name}: invalid payload: ${z.prettifyError(parsed.error)}`);
    const handler = handlers[job.name as JobName<Q>];
    return handler(parsed.data as JobPayload<Q, JobName<Q>>, job);
  };
  const worker = new Worker(name, processor, { ...workerOptions, connection: ownConnection(connection) });
  // An EventEmitter 'error' without a listener would crash the process (e.g. Redis restarting).
  worker.on('error', (error) => log?.warn({ err: error, queue: name }, 'job worker: error'));
  worker.on('failed', (job, error) => {
    if (!job) return;
    const attempts = job.opts.attempts ?? 1;
    const entry = { err: error, queue: name, jobId: job.id, attempt: job.attemptsMade, attempts };
    if (job.attemptsMade >= attempts || error instanceof UnrecoverableError)
      log?.error(entry, 'job failed for good, kept in the failed set');
    else log?.warn(entry, 'job failed, will be retried');
  });
  return worker;
}

/** Completion/failure events of a queue (e.g. to wait for a job in tests or to push live updates). */
export function createQueueEvents(definition: QueueDefinition, connection: Redis, opts: { prefix?: string } = {}): QueueEvents {
  return new QueueEvents(definition.name, { ...opts, connection: ownConnection(connection) });
}
