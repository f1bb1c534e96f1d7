import { z } from 'zod';

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

/** `POST /api/content-ai/generate/image`: alt text / caption suggestions for an image. */
export const generateImageTextBodySchema = z.object({
  imageId: z.number().int().positive(),
  prompt: z.string().trim().max(2000).default(''),
});
export type GenerateImageTextBody = z.infer<typeof generateImageTextBodySchema>;

export const generateImageTextResultSchema = z.object({ alt: z.string(), model: z.string() });
