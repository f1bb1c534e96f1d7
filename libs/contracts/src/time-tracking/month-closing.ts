import { z } from 'zod';

const monthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/);

/**
 * A closed month (issue 15, beyond the spec): after it, the month's activities can be
 * changed only by an admin giving a reason; terminals and absence approvals are refused.
 * One closing for all branches (payroll runs for the whole business).
 */
export const monthClosingSchema = z.object({ month: z.string(), closedAt: z.string(), closedBy: z.string() });
export type MonthClosing = z.infer<typeof monthClosingSchema>;

/** POST /api/time-tracking/month-closings */
export const monthClosingInputSchema = z.object({ month: monthSchema });
