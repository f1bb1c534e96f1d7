import { defineQueue } from './define';
import { pruneAiSuggestionsJobSchema, pruneOrphanUploadsJobSchema } from '../content/jobs';
import { imageSizesJobSchema } from '../content/image';
import { publishSiteJobSchema } from '../content/site-publishing';
import { sendFormMailJobSchema } from '../content/form';

/** Queue catalogue of the content service (DESIGN.md §7). */
export const contentQueues = {
  /** Housekeeping (hourly): removes uploads no order references and AI image suggestions nobody accepted, once old enough. */
  maintenance: defineQueue('content.maintenance', {
    'prune-orphan-uploads': pruneOrphanUploadsJobSchema,
    'prune-ai-suggestions': pruneAiSuggestionsJobSchema,
  }),
  /** Image processing: the six widths in the original format, WebP and AVIF (sharp), per uploaded version. */
  images: defineQueue('content.images', { 'make-sizes': imageSizesJobSchema }),
  /** Scheduled publication of a site's draft: one delayed job per site (job id `publish-site-<id>`). */
  publishing: defineQueue('content.publishing', { 'publish-site': publishSiteJobSchema }),
  /** The sendMail action of form submissions: one job per stored submission, retried with backoff. */
  formMail: defineQueue('content.form-mail', { 'send-form-mail': sendFormMailJobSchema }),
};
