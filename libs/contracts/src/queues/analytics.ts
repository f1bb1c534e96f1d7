import { z } from 'zod';
import { defineQueue } from './define';

/**
 * Job of `analyticsQueues.maintenance` (issue 17, daily): creates the analytics log's month
 * partitions ahead, deletes log rows older than `retentionMonths` (their figures live on in
 * the roll-ups) and past days' visitor salts and hashes.
 */
export const retainAnalyticsLogJobSchema = z.object({ retentionMonths: z.number().int().min(1).max(120) });
export type RetainAnalyticsLogJob = z.infer<typeof retainAnalyticsLogJobSchema>;

/** Queue catalogue of the analytics service (DESIGN.md §7). */
export const analyticsQueues = {
  maintenance: defineQueue('analytics.maintenance', { 'retain-log': retainAnalyticsLogJobSchema }),
};
