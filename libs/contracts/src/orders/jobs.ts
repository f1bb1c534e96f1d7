import { z } from 'zod';

/**
 * BullMQ queue of the orders service's housekeeping (DESIGN.md §7): repeatable jobs that
 * keep its tables from growing without bound.
 */
export const ORDERS_MAINTENANCE_QUEUE = 'orders.maintenance';

/**
 * Job (and job scheduler id) forgetting Idempotency-Keys older than `maxAgeHours`: a client
 * retries a submit within minutes, so keys are kept for at least 24 hours, then removed.
 */
export const PRUNE_IDEMPOTENCY_KEYS_JOB = 'prune-idempotency-keys';
export const pruneIdempotencyKeysJobSchema = z.object({ maxAgeHours: z.number().int().min(24) });
export type PruneIdempotencyKeysJob = z.infer<typeof pruneIdempotencyKeysJobSchema>;
