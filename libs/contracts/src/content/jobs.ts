import { z } from 'zod';

/**
 * Job of `contentQueues.maintenance` (queues/content.ts) removing uploads that no order references once they are older
 * than `maxAgeHours`: anyone may upload, so a file nobody ordered with must not stay for
 * ever. At least 24 hours, so a customer still filling the cart keeps the file.
 */
export const pruneOrphanUploadsJobSchema = z.object({ maxAgeHours: z.number().int().min(24) });
export type PruneOrphanUploadsJob = z.infer<typeof pruneOrphanUploadsJobSchema>;
