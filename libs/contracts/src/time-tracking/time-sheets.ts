import { z } from 'zod';

/** One month of a user's time account, minutes (libs/domain working-time monthBalances). */
export const monthBalanceSchema = z.object({
  month: z.string(),
  plannedMinutes: z.number().int(),
  workedMinutes: z.number().int(),
  absenceMinutes: z.number().int(),
  balanceMinutes: z.number().int(),
  carriedMinutes: z.number().int(),
});
export type MonthBalanceView = z.infer<typeof monthBalanceSchema>;

/** A day's working time against §4 ArbZG. */
export const breakCheckSchema = z.object({
  date: z.string(),
  workedMinutes: z.number().int(),
  breakMinutes: z.number().int(),
  requiredMinutes: z.number().int(),
  missingMinutes: z.number().int(),
});

/**
 * A year's holiday account, days (halves possible): what was left of the year before is
 * carried (negative: an overdraft) and usable until `carriedUntil` (31.03.); what of it is not
 * taken by then lapses (`expiredDays`). remaining = entitlement + carried − expired − taken.
 */
export const holidayAccountSchema = z.object({
  year: z.number().int(),
  entitlementDays: z.number(),
  carriedDays: z.number(),
  expiredDays: z.number(),
  carriedUntil: z.string().nullable(),
  takenDays: z.number(),
  halfDays: z.number().int(),
  remainingDays: z.number(),
});
export type HolidayAccountView = z.infer<typeof holidayAccountSchema>;

export const timeSheetUserSchema = z.object({ id: z.number().int(), username: z.string(), firstName: z.string(), lastName: z.string() });

const monthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/);

/**
 * GET /api/time-sheets/balances: `from`/`to` months ('YYYY-MM', at most 24), optionally one
 * user (else every user the caller may see). Each user's carry starts at their first schedule.
 */
export const timeSheetBalancesQuerySchema = z.object({
  user: z.coerce.number().int().positive().optional(),
  from: monthSchema,
  to: monthSchema,
});
export const timeSheetBalanceSchema = z.object({
  user: timeSheetUserSchema,
  months: z.array(monthBalanceSchema),
  missingBreaks: z.array(breakCheckSchema),
});
export type TimeSheetBalance = z.infer<typeof timeSheetBalanceSchema>;

/** GET /api/time-sheets/holiday-balances: a year, optionally one user. */
export const holidayBalancesQuerySchema = z.object({
  user: z.coerce.number().int().positive().optional(),
  year: z.coerce.number().int().min(2000).max(2100),
});
export const holidayBalanceSchema = holidayAccountSchema.extend({ user: timeSheetUserSchema });
export type HolidayBalance = z.infer<typeof holidayBalanceSchema>;

/** At most this many months per balances call. */
export const TIME_SHEET_MAX_MONTHS = 24;

/** GET /api/time-sheets/{user}/{year}/{month}.pdf — one employee's monthly time sheet (issue 15). */
export const timeSheetPdfParamsSchema = z.object({
  user: z.coerce.number().int().positive().max(2_147_483_647),
  year: z.coerce.number().int().min(2000).max(2100),
  month: z.coerce.number().int().min(1).max(12),
});

/** GET /api/time-sheets/{year}/{month}.csv — every employee's month for payroll (issue 15). */
export const payrollCsvParamsSchema = timeSheetPdfParamsSchema.omit({ user: true });
