import { z } from 'zod';
import { siteInputSchema, siteSchema } from './site';

/**
 * Drafts, preview links, scheduled publishing and version history of sites (issue 14, beyond
 * the spec). `GET /api/sites` keeps serving the PUBLISHED page; staff edit a draft beside it
 * (`/api/sites/{id}/draft`), look at it through a secret preview link and publish it now or
 * at a set time. Every publication is a numbered version that can be rolled back to.
 */

/** The draft of a site: the full site fields (like `PUT /api/sites/{id}`), not yet public. */
export const siteDraftSchema = z.object({
  siteId: z.number().int(),
  /** The draft's fields; without a stored draft: the published page's fields. */
  data: siteInputSchema,
  /** False: no draft is stored, `data` is the published page. */
  hasDraft: z.boolean(),
  /** ISO time of the last draft save (null without a draft). */
  updatedAt: z.string().nullable(),
  /** ISO time a publication is scheduled for (null: none). */
  scheduledAt: z.string().nullable(),
  /** Number of the published version the draft started from (0: never published through a draft). */
  baseVersion: z.number().int(),
});
export type SiteDraft = z.infer<typeof siteDraftSchema>;

/** `POST /api/sites/{id}/publish`: without `at` at once; with `at` (ISO date-time in the future) by a delayed job. */
export const sitePublishBodySchema = z.object({
  at: z.iso.datetime({ offset: true }).optional(),
});
export type SitePublishBody = z.infer<typeof sitePublishBodySchema>;

/** Answer of publish: the published site and its version (at once), or the scheduled time. */
export const sitePublishResultSchema = z.object({
  site: siteSchema.nullable(),
  version: z.number().int().nullable(),
  scheduledAt: z.string().nullable(),
});
export type SitePublishResult = z.infer<typeof sitePublishResultSchema>;

/** One entry of `GET /api/sites/{id}/versions` (newest first, limit/offset + x-total-count). */
export const siteVersionSummarySchema = z.object({
  version: z.number().int(),
  name: z.string(),
  path: z.string(),
  publishedAt: z.string(),
  /** Display name of who published (or 'Zeitplan' for a scheduled publication). */
  publishedBy: z.string().nullable(),
  /** Set when this version was made by rolling back to an earlier one. */
  restoredFrom: z.number().int().nullable(),
});
export type SiteVersionSummary = z.infer<typeof siteVersionSummarySchema>;

/** `GET /api/sites/{id}/versions/{version}`: the summary plus the full fields. */
export const siteVersionSchema = siteVersionSummarySchema.extend({ data: siteInputSchema });
export type SiteVersion = z.infer<typeof siteVersionSchema>;

/** `POST /api/sites/{id}/preview-link`: a new secret link (older ones stay valid until they expire). */
export const sitePreviewLinkSchema = z.object({
  token: z.string(),
  /** Website path that renders the draft: `/vorschau/{token}`. */
  url: z.string(),
  expiresAt: z.string(),
});
export type SitePreviewLink = z.infer<typeof sitePreviewLinkSchema>;

/** Job of `contentQueues.publishing`: publish the stored draft of a site (job id = `publish-site-<id>`). */
export const publishSiteJobSchema = z.object({ siteId: z.number().int().positive(), scheduledAt: z.string() });
export type PublishSiteJob = z.infer<typeof publishSiteJobSchema>;

/** Payload of `content.site.published`. */
export const sitePublishedPayloadSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  restoredFrom: z.number().int().nullable(),
  data: siteSchema,
});
