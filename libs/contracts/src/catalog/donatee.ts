import { z } from 'zod';
import { catalogImageSchema, htmlTextSchema, slugIdentifierSchema } from './common';

/** Donatee (Spendenempfänger), chosen in checkout variant 2. */
export const donateeInputSchema = z.object({
  /** Unique, URL-safe (document 1 §3: donatees (identifier)). */
  identifier: slugIdentifierSchema,
  name: z.string().trim().min(1).max(120),
  description: htmlTextSchema,
  image: catalogImageSchema.nullable().default(null),
});

export const donateeSchema = donateeInputSchema.extend({ id: z.number().int() });
export type Donatee = z.infer<typeof donateeSchema>;
export type DonateeInput = z.input<typeof donateeInputSchema>;

/** GET /api/donatees filter parameters: words of name or identifier. */
export const donateeListQuerySchema = z.object({ q: z.string().trim().max(120).optional() });
export type DonateeListQuery = z.infer<typeof donateeListQuerySchema>;
