import { z } from 'zod';
import { catalogImageSchema, htmlTextSchema } from './common';

/**
 * Division (Organisation): groups branches; the division page (/) lists them.
 * Membership is kept on the branch (`branch.division`), so a branch belongs to at most one.
 */
export const divisionInputSchema = z.object({
  name: z.string().trim().min(1).max(120),
  description: htmlTextSchema,
  logo: catalogImageSchema.nullable().default(null),
});

export const divisionSchema = divisionInputSchema.extend({ id: z.number().int() });
export type Division = z.infer<typeof divisionSchema>;
export type DivisionInput = z.input<typeof divisionInputSchema>;
