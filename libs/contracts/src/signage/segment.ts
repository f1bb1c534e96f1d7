import { z } from 'zod';
import { catalogImageSchema, recordIdSchema } from '../catalog/common';
import { signageScheduleSchema } from './schedule';

/**
 * What a segment ('Filmsequenz', document 1 §8) shows: an image or a video of the content
 * service (or a URL), an HTML/text slide, an image-template render, or a menu board fed
 * live from the catalogue (issue 16).
 */
export const segmentKindSchema = z.enum(['image', 'video', 'html', 'image-template', 'menu-board']);
export type SegmentKind = z.infer<typeof segmentKindSchema>;

/** How a menu board lays out its products. */
export const menuBoardLayoutSchema = z.enum(['list', 'grid', 'columns']);
export type MenuBoardLayout = z.infer<typeof menuBoardLayoutSchema>;

/** A file of the content service: `/image/{id}-{version}.{extension}` or `/upload/…` for videos. */
export const signageMediaSchema = catalogImageSchema;
export type SignageMedia = z.infer<typeof signageMediaSchema>;

const dbId = recordIdSchema.max(2_147_483_647);

/**
 * A segment (document 1 §3 "digital signage segments"; issue 16). Which fields a kind
 * needs is checked by the signage service (German 422 on the field):
 * image/video: `media` or `url`; html: `html`; image-template: `template`;
 * menu-board: `menuBoard`.
 */
export const segmentInputSchema = z.object({
  name: z.string().trim().min(1).max(120),
  kind: segmentKindSchema,
  /** Seconds on screen (a video plays this long at most). */
  duration: z.number().int().min(1).max(3600),
  /** When the segment may play; null = always. */
  schedule: signageScheduleSchema.nullable().default(null),
  media: signageMediaSchema.nullable().default(null),
  url: z
    .url({ protocol: /^https?$/ })
    .max(2000)
    .nullable()
    .default(null),
  /** The HTML slide (sanitised by the service). */
  html: z.string().max(100_000).default(''),
  /** The image template rendered for this segment, with the values of its fields. */
  template: z
    .object({ id: dbId, values: z.record(z.string().max(64), z.string().max(2000)).default({}) })
    .nullable()
    .default(null),
  menuBoard: z
    .object({
      category: dbId,
      layout: menuBoardLayoutSchema.default('list'),
      /** Heading over the products; empty = the category's name. */
      title: z.string().trim().max(120).default(''),
      /** Sold-out products stay on the board, marked 'ausverkauft' (true) or disappear (false). */
      showSoldOut: z.boolean().default(true),
    })
    .nullable()
    .default(null),
});
export type SegmentInput = z.input<typeof segmentInputSchema>;

export const segmentSchema = segmentInputSchema.extend({ id: z.number().int() });
export type Segment = z.infer<typeof segmentSchema>;

/** List filters of `GET /api/digital-signage-segments` (plus limit/offset/sort). */
export const segmentListQuerySchema = z.object({
  search: z.string().trim().max(120).optional(),
  kind: segmentKindSchema.optional(),
  /** Menu boards of this category. */
  category: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
