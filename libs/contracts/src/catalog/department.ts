import { z } from 'zod';
import { htmlTextSchema, recordIdSchema } from './common';

/**
 * Department (Abteilung) of a branch, e.g. Theke, Küche, Partyservice; used by staff
 * (time tracking, order screens). Staff-only: the public never reads departments.
 */
export const departmentInputSchema = z.object({
  name: z.string().trim().min(1).max(120),
  description: htmlTextSchema,
  /** The branch the department belongs to; null = all branches. */
  branch: recordIdSchema.nullable().default(null),
  isEnabled: z.boolean().default(true),
});

export const departmentSchema = departmentInputSchema.extend({ id: z.number().int() });
export type Department = z.infer<typeof departmentSchema>;
export type DepartmentInput = z.input<typeof departmentInputSchema>;

/** GET /api/departments filter parameters (document 1 §7: the list takes params). */
export const departmentListQuerySchema = z.object({
  branch: z.coerce.number().int().positive().optional(),
  /** Case-insensitive part of the name. */
  search: z.string().trim().max(120).optional(),
  isEnabled: z.enum(['true', 'false']).optional(),
});
export type DepartmentListQuery = z.infer<typeof departmentListQuerySchema>;
