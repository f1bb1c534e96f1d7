import { z } from 'zod';
import { imageSchema } from './image';

/**
 * AI content (document 1 §7 "POST content-ai/generate/site/{id}", "POST content-ai/generate/image";
 * payloads designed here, README). A provider (OpenAI-compatible HTTP) writes text; the text
 * lands in the site's DRAFT for a person to accept — it never publishes.
 */

/** `POST /api/content-ai/generate/site/{id}`. */
export const generateSiteTextBodySchema = z.object({
  /** What the page should say (German), e.g. 'Wochenangebot Grillfleisch, freundlich'. */
  prompt: z.string().trim().min(1).max(2000),
  /** Which text: the draft's description, or a new `text` block appended to the draft body. */
  target: z.enum(['description', 'textBlock']).default('textBlock'),
});
export type GenerateSiteTextBody = z.infer<typeof generateSiteTextBodySchema>;

export const generateSiteTextResultSchema = z.object({
  /** The generated text (HTML for a text block, plain for a description). */
  text: z.string(),
  /** The model that wrote it (from the provider's answer). */
  model: z.string(),
});

/** `POST /api/content-ai/generate/image` with `mode: 'alt'` (the default): an alt text suggestion for an existing image. */
export const generateImageTextBodySchema = z.object({
  mode: z.literal('alt').default('alt'),
  imageId: z.number().int().positive(),
  prompt: z.string().trim().max(2000).default(''),
});
export type GenerateImageTextBody = z.input<typeof generateImageTextBodySchema>;

export const generateImageTextResultSchema = z.object({ alt: z.string(), model: z.string() });

/** Formats of a new image: square, landscape, portrait (the sizes OpenAI's image models and most compatible servers accept). */
export const GENERATED_IMAGE_SIZES = ['1024x1024', '1536x1024', '1024x1536'] as const;
export type GeneratedImageSize = (typeof GENERATED_IMAGE_SIZES)[number];

/**
 * `POST /api/content-ai/generate/image` with `mode: 'create'`: a new image from a prompt,
 * stored as a suggestion (`suggestion: true`) for a person to accept or delete.
 */
export const generateImageBodySchema = z.object({
  mode: z.literal('create'),
  /** What the image should show (German or English), e.g. 'Grillplatte mit Bratwürsten, Tageslicht'. */
  prompt: z.string().trim().min(1).max(2000),
  size: z.enum(GENERATED_IMAGE_SIZES).default('1024x1024'),
});
export type GenerateImageBody = z.input<typeof generateImageBodySchema>;

/** The two forms of the call, told apart by `mode`; a body without it is the alt-text form (as before image generation). */
export const generateImageRequestSchema = z.discriminatedUnion('mode', [generateImageTextBodySchema, generateImageBodySchema]);

/** The answer of the `create` form (201): the stored suggestion, in the shape of `GET /api/images/{id}`. */
export const generatedImageResultSchema = z.object({ image: imageSchema, model: z.string() });
export type GeneratedImageResult = z.infer<typeof generatedImageResultSchema>;
