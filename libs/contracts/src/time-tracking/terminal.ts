import { z } from 'zod';
import { calendarDateSchema, instantSchema } from '../catalog/common';
import { foreignIdSchema, workingActivitySchema } from './activity';
import { clockTimeSchema } from '../catalog/common';
import { workingScheduleSchema } from './schedule';
import { holidayAccountSchema, monthBalanceSchema, breakCheckSchema } from './time-sheets';

/**
 * How late an offline punch may arrive with its original time (`at`): 24 hours — a
 * terminal that lost the network over night still delivers the evening's punches the next
 * morning; older punches are refused (409) and belong in the back office with a reason.
 */
export const LATE_PUNCH_LIMIT_MS = 24 * 60 * 60_000;
/** A punch whose `at` lies more than this before its arrival is marked `isLate`. */
export const LATE_PUNCH_MARK_MS = 2 * 60_000;
/** Clocks of tablets drift: an `at` up to this far in the future counts as now. */
export const PUNCH_CLOCK_SKEW_MS = 2 * 60_000;

/** The path of every terminal call (document 1 §7: `time-tracking/{a}/{b}/…`, a = access token, b = user name). */
export const terminalParamsSchema = z.object({
  token: z.string().min(1).max(200),
  username: z.string().min(1).max(180),
});

/** Body of start/pause/resume/end: optional original time (offline punch) and what the work is booked on. */
export const terminalPunchSchema = z
  .object({
    at: instantSchema.optional(),
    department: foreignIdSchema.nullable().optional(),
    project: foreignIdSchema.nullable().optional(),
    task: foreignIdSchema.nullable().optional(),
  })
  // No body at all (Fastify passes null) is a punch now.
  .nullish();
export type TerminalPunch = z.infer<typeof terminalPunchSchema>;

export const terminalStateSchema = z.enum(['off', 'working', 'paused']);

/** The employee at the terminal (document 1 §3 "me"): who, where, the current activity, today's worked minutes, the next shift. */
export const terminalMeSchema = z.object({
  user: z.object({ id: z.number().int(), username: z.string(), firstName: z.string(), lastName: z.string() }),
  branch: z.object({ id: z.number().int(), name: z.string() }),
  state: terminalStateSchema,
  current: workingActivitySchema.nullable(),
  todayMinutes: z.number().int(),
  nextShift: z.object({ date: calendarDateSchema, start: clockTimeSchema, end: clockTimeSchema }).nullable(),
});
export type TerminalMe = z.infer<typeof terminalMeSchema>;

/** GET …/balances at the terminal: this month and the previous ones of the year, the year's holiday account, missing breaks. */
export const terminalBalancesSchema = z.object({
  months: z.array(monthBalanceSchema),
  holiday: holidayAccountSchema,
  missingBreaks: z.array(breakCheckSchema),
});
export type TerminalBalances = z.infer<typeof terminalBalancesSchema>;

export const terminalSchedulesSchema = z.array(workingScheduleSchema);

/** A terminal's access token as admins list it (never the token itself, nor its hash). */
export const terminalTokenSchema = z.object({
  id: z.number().int(),
  branch: z.number().int(),
  name: z.string(),
  createdAt: instantSchema,
  revokedAt: instantSchema.nullable(),
  lastUsedAt: instantSchema.nullable(),
});
export type TerminalToken = z.infer<typeof terminalTokenSchema>;

/** POST /api/time-tracking/terminal-tokens: a new token for a branch's terminal. */
export const terminalTokenInputSchema = z.object({ branch: foreignIdSchema, name: z.string().trim().min(1).max(120) });

/** The answer to creating one: the token in plain text, this once (the service keeps its SHA-256 only). */
export const createdTerminalTokenSchema = terminalTokenSchema.extend({ token: z.string() });
export type CreatedTerminalToken = z.infer<typeof createdTerminalTokenSchema>;

/** GET /api/time-tracking/terminal-tokens filter. */
export const terminalTokenListQuerySchema = z.object({ branch: z.coerce.number().int().positive().optional() });

/** A terminal PIN (issue 15): 4 to 6 digits, set by an admin (manager) per user, stored hashed. */
export const terminalPinInputSchema = z.object({ pin: z.string().regex(/^\d{4,6}$/) });
/** Which users have a PIN (never the PIN or its hash). */
export const terminalPinSchema = z.object({ user: z.number().int(), updatedAt: instantSchema });
export type TerminalPin = z.infer<typeof terminalPinSchema>;
/** The header a terminal sends the PIN in (a header, not the URL: URLs are logged). */
export const TERMINAL_PIN_HEADER = 'x-terminal-pin';
/**
 * The header of an offline punch made with a PIN: the PIN sealed for the service together
 * with the punch it authorises (@asp/domain/terminal-seal), so the tablet never stores it readable.
 */
export const TERMINAL_SEALED_PIN_HEADER = 'x-terminal-sealed-pin';
/** GET /api/time-tracking/{token}/seal-key: the service's public sealing key (X25519, raw, base64url). */
export const terminalSealKeySchema = z.object({ keyId: z.string(), publicKey: z.string() });
export type TerminalSealKey = z.infer<typeof terminalSealKeySchema>;
/** Wrong PINs in a row before the user is locked at the terminals, and for how long. */
export const TERMINAL_PIN_MAX_FAILURES = 5;
export const TERMINAL_PIN_LOCK_MS = 15 * 60_000;

/** GET /api/time-tracking/{token}/employees: the branch's enabled employees, for the terminal's list. */
export const terminalEmployeeSchema = z.object({
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  hasPin: z.boolean(),
  state: terminalStateSchema,
});
export type TerminalEmployee = z.infer<typeof terminalEmployeeSchema>;
export const terminalTokenParamsSchema = z.object({ token: z.string().min(1).max(200) });
