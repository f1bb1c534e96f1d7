import { z } from 'zod';

/**
 * Job of `contentQueues.maintenance` (queues/content.ts) removing uploads that no order references once they are older
 * than `maxAgeHours`: anyone may upload, so a file nobody ordered with must not stay for
 * ever. At least 24 hours, so a customer still filling the cart keeps the file.
 */
export const pruneOrphanUploadsJobSchema = z.object({ maxAgeHours: z.number().int().min(24) });
export type PruneOrphanUploadsJob = z.infer<typeof pruneOrphanUploadsJobSchema>;

/**
 * Job of `contentQueues.maintenance` removing AI image suggestions (`suggestion: true`) nobody
 * accepted within `maxAgeDays`: accepting (saving) a suggestion clears the flag, so a used image
 * is never one of them. At least one day, so a suggestion made today can still be accepted.
 */
export const pruneAiSuggestionsJobSchema = z.object({ maxAgeDays: z.number().int().min(1) });
export type PruneAiSuggestionsJob = z.infer<typeof pruneAiSuggestionsJobSchema>;
