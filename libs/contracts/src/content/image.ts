import { z } from 'zod';

/**
 * Images of the website and the catalogue (website.md §3 'Image: id, version, extension,
 * alt'; document 1 §3, §7 standard calls). An image is made from a file first sent to
 * POST /api/uploads; the content service copies it, reads its dimensions and makes the
 * six widths in a BullMQ job. Records elsewhere refer to it as `{ id, version, extension }`
 * (catalogImageSchema) and link it as /image/{id}-{version}.{extension}.
 */

/** Original formats an image may have (the upload types sharp can resize). */
export const IMAGE_FILE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif'] as const;
export type ImageFileExtension = (typeof IMAGE_FILE_EXTENSIONS)[number];
/** The `accept` attribute of the back office's image inputs. */
export const IMAGE_FILE_ACCEPT = IMAGE_FILE_EXTENSIONS.map((extension) => `.${extension}`).join(',');
/** Largest and smallest side in pixels, and the most elongated ratio (long side : short side). */
export const IMAGE_MAX_SIDE = 10_000;
export const IMAGE_MIN_SIDE = 16;
export const IMAGE_MAX_RATIO = 10;

/** 'processing' until the sizes exist (the original is served meanwhile), then 'ready'; 'failed' after the job's last attempt. */
export const imageStatusSchema = z.enum(['processing', 'ready', 'failed']);
export type ImageStatus = z.infer<typeof imageStatusSchema>;

/** The stored record (what events carry; answers add the id). */
export const imageDataSchema = z.object({
  version: z.number().int().positive(),
  extension: z.enum(IMAGE_FILE_EXTENSIONS),
  alt: z.string().max(255),
  mimeType: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** File size of the original in bytes. */
  bytes: z.number().int().nonnegative(),
  /** The original file name, when the browser sent one. */
  name: z.string().nullable(),
  status: imageStatusSchema,
  createdAt: z.string(),
  /**
   * An AI-generated image nobody has accepted yet (POST /api/content-ai/generate/image):
   * its files are served to staff only, never to the public website. Saving the image
   * (PUT /api/images/{id}) accepts it and drops the mark; absent on every other image.
   */
  suggestion: z.literal(true).optional(),
});
export const imageSchema = imageDataSchema.extend({ id: z.number().int() });
export type Image = z.infer<typeof imageSchema>;

/** POST /api/images: the upload holding the file (POST /api/uploads first) and the alternative text. */
export const imageCreateBodySchema = z.object({
  uploadId: z.number().int().positive(),
  alt: z.string().trim().max(255).default(''),
});
export type ImageCreateBody = z.input<typeof imageCreateBodySchema>;

/**
 * PUT /api/images/{id}: the alternative text, and optionally a new file (an upload id):
 * the image then gets the next version — old links keep showing the old file.
 * Other fields of a full record are ignored (they are the server's).
 */
export const imageUpdateBodySchema = z.object({
  alt: z.string().trim().max(255),
  uploadId: z.number().int().positive().optional(),
});
export type ImageUpdateBody = z.input<typeof imageUpdateBodySchema>;

/** Sort fields of GET /api/images. */
export const IMAGE_SORT_FIELDS = ['alt', 'name', 'width', 'height', 'bytes', 'createdAt'] as const;

/** Job of `contentQueues.images`: make the sized files of one version of an image. */
export const imageSizesJobSchema = z.object({ id: z.number().int().positive(), version: z.number().int().positive() });
export type ImageSizesJob = z.infer<typeof imageSizesJobSchema>;

/** Demo images (seeded by content, referenced by the catalogue seed): ids are fixed so both seeds agree. */
export const DEMO_IMAGES = [
  { id: 1, title: 'Rinderfilet', color: '#8c2f39', alt: 'Rinderfilet am Stück' },
  { id: 2, title: 'Bratwurst', color: '#b5651d', alt: 'Grobe Bratwürste' },
  { id: 3, title: 'Schinken', color: '#c0576b', alt: 'Schwarzwälder Schinken in Scheiben' },
  { id: 4, title: 'Grillfleisch', color: '#6b3e26', alt: 'Mariniertes Grillfleisch' },
  { id: 5, title: 'Hähnchen', color: '#d89a3b', alt: 'Hähnchenbrustfilets' },
  { id: 6, title: 'Aufschnitt', color: '#9e4a5a', alt: 'Aufschnittplatte' },
] as const;
/** Demo images are PNG tiles of this size, version 1. */
export const DEMO_IMAGE_EXTENSION = 'png';
