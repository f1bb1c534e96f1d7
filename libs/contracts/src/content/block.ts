import { z } from 'zod';
import { contentIdentifierSchema } from './common';

/**
 * Content blocks (document 1 §3 "blocks (identifier)"; website.md §3 "Block: id, name"):
 * reusable pieces a page body or another block refers to. The content belongs to the
 * block type and stays generic JSON here.
 */
export const blockInputSchema = z.object({
  /** Unique (document 1 §3). */
  identifier: contentIdentifierSchema,
  name: z.string().trim().min(1).max(120),
  type: z.string().trim().min(1).max(64),
  isPublic: z.boolean().default(true),
  content: z.record(z.string(), z.unknown()).default({}),
});

export const blockSchema = blockInputSchema.extend({ id: z.number().int() });
export type Block = z.infer<typeof blockSchema>;
export type BlockInput = z.input<typeof blockInputSchema>;
