import { z } from 'zod';
import { catalogImageSchema } from './common';

/** Tag (storefront.md §3): branch filter on the branch list, e.g. 'Partyservice'. */
export const tagInputSchema = z.object({
  name: z.string().trim().min(1).max(80),
  image: catalogImageSchema.nullable().default(null),
});

export const tagSchema = tagInputSchema.extend({ id: z.number().int() });
export type Tag = z.infer<typeof tagSchema>;
export type TagInput = z.input<typeof tagInputSchema>;

/** GET /api/tags filter parameters: words of the name. */
export const tagListQuerySchema = z.object({ q: z.string().trim().max(120).optional() });
export type TagListQuery = z.infer<typeof tagListQuerySchema>;
