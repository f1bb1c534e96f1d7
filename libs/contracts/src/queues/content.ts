import { defineQueue } from './define';
import { pruneOrphanUploadsJobSchema } from '../content/jobs';

/** Queue catalogue of the content service (DESIGN.md §7). */
export const contentQueues = {
  /** Housekeeping: removes uploads no order references once they are old enough (hourly). */
  maintenance: defineQueue('content.maintenance', { 'prune-orphan-uploads': pruneOrphanUploadsJobSchema }),
};
