import { z } from 'zod';

/**
 * Job of `ordersQueues.maintenance` (queues/orders.ts) forgetting Idempotency-Keys older than `maxAgeHours`: a client
 * retries a submit within minutes, so keys are kept for at least 24 hours, then removed.
 */
export const pruneIdempotencyKeysJobSchema = z.object({ maxAgeHours: z.number().int().min(24) });
export type PruneIdempotencyKeysJob = z.infer<typeof pruneIdempotencyKeysJobSchema>;
