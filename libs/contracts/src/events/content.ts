import { z } from 'zod';
import { defineEvent, recordChangedPayload, recordDeletedPayload, resourceEvents } from './define';
import { blockSchema } from '../content/block';
import { navigationSchema } from '../content/navigation';
import { nodeSchema } from '../content/node';
import { redirectSchema } from '../content/redirect';
import { siteSchema } from '../content/site';
import { uploadRecordSchema } from '../content/upload';
import { imageSchema } from '../content/image';
import { sitePublishedPayloadSchema } from '../content/site-publishing';
import { imageTemplateSchema } from '../content/image-template';

/** JetStream stream of the content service. */
export const CONTENT_STREAM = { name: 'CONTENT', subjects: ['content.>'] };

/**
 * Event catalogue of the content service. An upload is never changed, only created and
 * deleted; the website resources (navigations, sites, blocks, nodes, redirects) emit the
 * three events of every standard resource (created/updated carry the whole record, deleted its id).
 */
export const contentEvents = {
  upload: {
    created: defineEvent('content.upload.created', 1, recordChangedPayload(uploadRecordSchema)),
    deleted: defineEvent('content.upload.deleted', 1, recordDeletedPayload),
  },
  /** Images: created, updated (alt text, a new version, processing finished), deleted. */
  image: resourceEvents('content.image', imageSchema),
  navigation: resourceEvents('content.navigation', navigationSchema),
  site: resourceEvents('content.site', siteSchema),
  block: resourceEvents('content.block', blockSchema),
  node: resourceEvents('content.node', nodeSchema),
  redirect: resourceEvents('content.redirect', redirectSchema),
  imageTemplate: resourceEvents('content.image-template', imageTemplateSchema),
  /** A site's draft became the public page (at once, by schedule or by rollback); version history in site_versions. */
  sitePublished: defineEvent('content.site.published', 1, sitePublishedPayloadSchema),
};
export type ContentUploadCreated = z.infer<typeof contentEvents.upload.created.payload>;
