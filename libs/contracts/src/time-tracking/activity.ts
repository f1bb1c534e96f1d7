import { z } from 'zod';
import { calendarDateSchema, instantSchema, optionalTextSchema, recordIdSchema } from '../catalog/common';

/** Ids of other services' records (users, branches, departments) are only bounded: PostgreSQL integer range. */
export const foreignIdSchema = recordIdSchema.max(2_147_483_647);

/** Kinds of a working activity (issue 15): work, a booked break, and absences. */
export const workingActivityKindSchema = z.enum(['work', 'break', 'holiday', 'sickness', 'training']);
export type WorkingActivityKind = z.infer<typeof workingActivityKindSchema>;

/** A pause inside an activity; an open pause (end null) is running. */
export const activityPauseSchema = z.object({ start: instantSchema, end: instantSchema.nullable().default(null) });
export type ActivityPause = z.infer<typeof activityPauseSchema>;

/**
 * A working activity (document 1 §3, issue 15): whose, where (branch, optionally department,
 * project, task), what kind, from when to when (end null: running), its pauses. Instants
 * are stored in UTC. `isLate`: a terminal punch sent after the fact with its original
 * time (offline terminal). `isHalfDay`: a holiday or sickness that covers half of each day.
 */
export const workingActivityInputSchema = z.object({
  user: foreignIdSchema,
  branch: foreignIdSchema,
  department: foreignIdSchema.nullable().default(null),
  project: foreignIdSchema.nullable().default(null),
  task: foreignIdSchema.nullable().default(null),
  kind: workingActivityKindSchema.default('work'),
  start: instantSchema,
  end: instantSchema.nullable().default(null),
  pauses: z.array(activityPauseSchema).max(50).default([]),
  isHalfDay: z.boolean().default(false),
  isLate: z.boolean().default(false),
  comment: optionalTextSchema(500),
  /**
   * Why an admin changed an activity of a closed month (issue 15): required then, and new
   * for each change; kept in the record and so in its updated event (the audit trail).
   */
  changeReason: optionalTextSchema(500),
});
export type WorkingActivityInput = z.input<typeof workingActivityInputSchema>;

export const workingActivitySchema = workingActivityInputSchema.extend({ id: z.number().int() });
export type WorkingActivity = z.infer<typeof workingActivitySchema>;

/**
 * GET /api/working-activities filters (all in SQL): user, branch, department, project,
 * task, kind; `from`/`to` (instants or days) keep activities overlapping that period;
 * `open=true` only running ones.
 */
export const workingActivityListQuerySchema = z.object({
  user: z.coerce.number().int().positive().optional(),
  branch: z.coerce.number().int().positive().optional(),
  department: z.coerce.number().int().positive().optional(),
  project: z.coerce.number().int().positive().optional(),
  task: z.coerce.number().int().positive().optional(),
  kind: workingActivityKindSchema.optional(),
  from: z.union([instantSchema, calendarDateSchema]).optional(),
  to: z.union([instantSchema, calendarDateSchema]).optional(),
  open: z.enum(['true', 'false']).optional(),
});
