import { z } from 'zod';
import { calendarDateSchema, clockTimeSchema, optionalTextSchema } from '../catalog/common';
import { foreignIdSchema } from './activity';

/** A planned window; an end at or before the start runs past midnight (night shift). */
const windowShape = { start: clockTimeSchema, end: clockTimeSchema };

/**
 * A working schedule (document 1 §3 "working schedules", issue 15): a user's planned time at
 * a branch (and department) — weekly windows (ISO weekday 1 = Monday … 7 = Sunday) and/or
 * dated shifts — valid from/to a day. `holidayDaysPerYear` is the holiday entitlement the
 * time sheets use for a year (the largest of the user's schedules valid in it).
 */
export const workingScheduleInputSchema = z.object({
  user: foreignIdSchema,
  branch: foreignIdSchema,
  department: foreignIdSchema.nullable().default(null),
  validFrom: calendarDateSchema,
  validTo: calendarDateSchema.nullable().default(null),
  weekly: z
    .array(z.object({ weekday: z.number().int().min(1).max(7), ...windowShape }))
    .max(28)
    .default([]),
  shifts: z
    .array(z.object({ date: calendarDateSchema, ...windowShape }))
    .max(400)
    .default([]),
  holidayDaysPerYear: z.number().min(0).max(60).multipleOf(0.5).default(30),
  comment: optionalTextSchema(500),
});
export type WorkingScheduleInput = z.input<typeof workingScheduleInputSchema>;

export const workingScheduleSchema = workingScheduleInputSchema.extend({ id: z.number().int() });
export type WorkingSchedule = z.infer<typeof workingScheduleSchema>;

/** GET /api/working-schedules filters: user, branch, department; `from`/`to` keep schedules valid in that period. */
export const workingScheduleListQuerySchema = z.object({
  user: z.coerce.number().int().positive().optional(),
  branch: z.coerce.number().int().positive().optional(),
  department: z.coerce.number().int().positive().optional(),
  from: calendarDateSchema.optional(),
  to: calendarDateSchema.optional(),
});
