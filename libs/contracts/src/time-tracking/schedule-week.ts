import { z } from 'zod';
import { calendarDateSchema, clockTimeSchema } from '../catalog/common';
import { foreignIdSchema } from './activity';

/**
 * GET /api/working-schedules/week (issue 15, the week grid): one branch (optionally one
 * department), the week of `week` (any day; the answer starts on its Monday).
 */
export const scheduleWeekQuerySchema = z.object({
  week: calendarDateSchema,
  branch: z.coerce.number().int().positive().max(2_147_483_647),
  department: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});

const windowSchema = z.object({ start: clockTimeSchema, end: clockTimeSchema });

/** A dated shift in the grid: which schedule holds it (a move names it by schedule, date and times). */
export const weekShiftSchema = windowSchema.extend({ schedule: z.number().int() });

/** One employee's week: recurring windows (from the weekly plan) and dated shifts per day, planned minutes of the week. */
export const scheduleWeekRowSchema = z.object({
  user: z.object({ id: z.number().int(), username: z.string(), firstName: z.string(), lastName: z.string() }),
  /** The schedules of this user at the branch valid in the week (a new shift goes into the first). */
  schedules: z.array(z.number().int()),
  days: z.array(z.object({ date: z.string(), weekly: z.array(windowSchema), shifts: z.array(weekShiftSchema) })),
  /** Planned minutes of the week at this branch (public holidays off, 24.12./31.12. half). */
  plannedMinutes: z.number().int(),
});

export const scheduleWeekSchema = z.object({
  week: z.string(),
  days: z.array(z.string()),
  holidays: z.array(z.object({ date: z.string(), name: z.string() })),
  rows: z.array(scheduleWeekRowSchema),
});
export type ScheduleWeek = z.infer<typeof scheduleWeekSchema>;
export type ScheduleWeekRow = z.infer<typeof scheduleWeekRowSchema>;

/**
 * POST /api/working-schedules/copy-week ('Vorwoche kopieren'): the dated shifts of the week
 * before `week` at the branch (department) are copied seven days on, all or none.
 */
export const copyWeekInputSchema = z.object({
  week: calendarDateSchema,
  branch: foreignIdSchema,
  department: foreignIdSchema.nullable().optional(),
});
export const copyWeekResultSchema = z.object({ copied: z.number().int() });

/**
 * POST /api/working-schedules/move-shift (drag and drop in the grid): a dated shift, named
 * by its schedule, day and times, moves to another day and/or employee (same branch).
 */
export const moveShiftInputSchema = z.object({
  schedule: foreignIdSchema,
  date: calendarDateSchema,
  start: clockTimeSchema,
  end: clockTimeSchema,
  toUser: foreignIdSchema,
  toDate: calendarDateSchema,
});
export type MoveShiftInput = z.infer<typeof moveShiftInputSchema>;

/** POST /api/working-schedules/add-shift: a new dated shift for an employee at a branch. */
export const addShiftInputSchema = z.object({
  user: foreignIdSchema,
  branch: foreignIdSchema,
  date: calendarDateSchema,
  start: clockTimeSchema,
  end: clockTimeSchema,
});
export type AddShiftInput = z.infer<typeof addShiftInputSchema>;
