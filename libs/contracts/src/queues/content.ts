import { defineQueue } from './define';
import { pruneOrphanUploadsJobSchema } from '../content/jobs';
import { imageSizesJobSchema } from '../content/image';

/** Queue catalogue of the content service (DESIGN.md §7). */
export const contentQueues = {
  /** Housekeeping: removes uploads no order references once they are old enough (hourly). */
  maintenance: defineQueue('content.maintenance', { 'prune-orphan-uploads': pruneOrphanUploadsJobSchema }),
  /** Image processing: the six widths in the original format, WebP and AVIF (sharp), per uploaded version. */
  images: defineQueue('content.images', { 'make-sizes': imageSizesJobSchema }),
};
