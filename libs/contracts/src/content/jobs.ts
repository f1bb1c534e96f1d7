import { z } from 'zod';

/**
 * BullMQ queue of the content service's housekeeping (DESIGN.md §7): repeatable jobs that
 * keep its tables and its upload folder from growing without bound.
 */
export const CONTENT_MAINTENANCE_QUEUE = 'content.maintenance';

/**
 * Job (and job scheduler id) removing uploads that no order references once they are older
 * than `maxAgeHours`: anyone may upload, so a file nobody ordered with must not stay for
 * ever. At least 24 hours, so a customer still filling the cart keeps the file.
 */
export const PRUNE_ORPHAN_UPLOADS_JOB = 'prune-orphan-uploads';
export const pruneOrphanUploadsJobSchema = z.object({ maxAgeHours: z.number().int().min(24) });
export type PruneOrphanUploadsJob = z.infer<typeof pruneOrphanUploadsJobSchema>;
