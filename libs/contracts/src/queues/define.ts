import { z } from 'zod';

/**
 * One BullMQ queue of a domain's queue catalogue: its name and, per job name, the
 * schema of the job's payload. server-kit's createQueue/createWorker take only such
 * entries, so a job is validated when it is added and again when a worker reads it.
 */
export interface QueueDefinition<J extends Record<string, z.ZodType> = Record<string, z.ZodType>> {
  name: string;
  jobs: J;
}

export function defineQueue<J extends Record<string, z.ZodType>>(name: string, jobs: J): QueueDefinition<J> {
  return { name, jobs };
}

export type JobName<Q extends QueueDefinition> = keyof Q['jobs'] & string;
/** What a producer passes (defaults may be left out). */
export type JobInput<Q extends QueueDefinition, N extends JobName<Q>> = z.input<Q['jobs'][N]>;
/** What a worker receives (parsed). */
export type JobPayload<Q extends QueueDefinition, N extends JobName<Q>> = z.output<Q['jobs'][N]>;
