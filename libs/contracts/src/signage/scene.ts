import { z } from 'zod';
import { recordIdSchema } from '../catalog/common';

/**
 * A scene (document 1 §3 "scenes (path)"): a named screen that an admin can show on a TV
 * at once ('show scene' command) or assign to a TV as what it shows outside its stream.
 * Its content is an HTML slide (sanitised by the signage service, like the catalogue's
 * rich texts) and/or the segments it plays in a loop.
 */
export const sceneInputSchema = z.object({
  /** Unique, URL-like: 'angebote/fruehstueck'. */
  path: z
    .string()
    .trim()
    .min(1)
    .max(120)
    .regex(/^[a-z0-9]+(?:[-/][a-z0-9]+)*$/),
  name: z.string().trim().min(1).max(120),
  content: z
    .object({
      /** HTML shown full screen when the scene has no segments (and before the first). */
      html: z.string().max(100_000).default(''),
      /** Segments played in order while the scene is shown. */
      segments: z.array(recordIdSchema.max(2_147_483_647)).max(100).default([]),
      /** Seconds the HTML slide stays when the scene also has segments. */
      duration: z.number().int().min(1).max(3600).default(10),
    })
    .default({ html: '', segments: [], duration: 10 }),
});
export type SceneInput = z.input<typeof sceneInputSchema>;

export const sceneSchema = sceneInputSchema.extend({ id: z.number().int() });
export type Scene = z.infer<typeof sceneSchema>;

/** List filters of `GET /api/scenes` (plus limit/offset/sort). */
export const sceneListQuerySchema = z.object({
  /** A part of the name or path, ignoring case. */
  search: z.string().trim().max(120).optional(),
});
