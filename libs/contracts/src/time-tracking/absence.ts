import { z } from 'zod';
import { calendarDateSchema, optionalTextSchema } from '../catalog/common';
import { foreignIdSchema } from './activity';

/** Kinds of absence an employee requests (issue 15: holiday; sickness is reported, not requested). */
export const absenceKindSchema = z.enum(['holiday']);
/** `withdrawn`: taken back by the employee before the decision, or an approval an admin took back (its holiday booking removed). */
export const absenceStatusSchema = z.enum(['requested', 'approved', 'rejected', 'withdrawn']);
export type AbsenceStatus = z.infer<typeof absenceStatusSchema>;

/**
 * POST /api/time-tracking/absence-requests (issue 15, beyond the spec): days from/to
 * (inclusive, Berlin), optionally half days. An employee requests for themselves (`user`
 * is ignored, their first branch unless `branch` names another of theirs); an admin for anyone.
 */
export const absenceRequestInputSchema = z.object({
  user: foreignIdSchema.optional(),
  branch: foreignIdSchema.optional(),
  kind: absenceKindSchema.default('holiday'),
  startDate: calendarDateSchema,
  endDate: calendarDateSchema,
  isHalfDay: z.boolean().default(false),
  comment: optionalTextSchema(500),
});

export const absenceRequestSchema = z.object({
  id: z.number().int(),
  user: z.number().int(),
  branch: z.number().int(),
  kind: absenceKindSchema,
  startDate: z.string(),
  endDate: z.string(),
  isHalfDay: z.boolean(),
  comment: z.string(),
  status: absenceStatusSchema,
  requestedAt: z.string(),
  decidedAt: z.string().nullable(),
  decidedBy: z.string().nullable(),
  decisionComment: z.string(),
  /** The holiday activity an approval created (null again once a withdrawal removed it). */
  activity: z.number().int().nullable(),
  withdrawnAt: z.string().nullable(),
  withdrawnBy: z.string().nullable(),
});
export type AbsenceRequest = z.infer<typeof absenceRequestSchema>;

/** Approve, reject or withdraw: an optional comment (for the employee; a withdrawal's reason). */
export const absenceDecisionSchema = z.object({ comment: optionalTextSchema(500) }).nullish();

/** GET …/absence-requests filters (in SQL, paged): user, branch, status. */
export const absenceRequestListQuerySchema = z.object({
  user: z.coerce.number().int().positive().optional(),
  branch: z.coerce.number().int().positive().optional(),
  status: absenceStatusSchema.optional(),
  limit: z.coerce.number().int().min(1).max(1000).optional(),
  offset: z.coerce.number().int().min(0).optional(),
});
