import { DEFAULT_TIME_ZONE } from '../time';
import { daysCovered } from './durations';
import { personalHolidayOn, scheduledMinutes } from './planned';
import type { ActivityTimes, GermanState, ScheduleTimes } from './types';

/** A holiday account for one year, in days (halves possible). */
export interface HolidayAccount {
  year: number;
  entitlementDays: number;
  carriedDays: number;
  /** Carried days not taken by the carry deadline (31.03.): lapsed. 0 while the deadline is ahead. */
  expiredDays: number;
  /** The last day carried days can be taken ('YYYY-03-31'); null when nothing was carried. */
  carriedUntil: string | null;
  takenDays: number;
  /** How many of the taken days were half days. */
  halfDays: number;
  remainingDays: number;
}

export interface HolidayAccountInput {
  year: number;
  entitlementDays: number;
  /** Days carried over from the previous year (negative: an overdraft, which does not lapse). */
  carriedDays?: number;
  /** Today ('YYYY-MM-DD' in the zone): carried days lapse only once the deadline has passed. Absent: the year is over. */
  today?: string;
  activities: readonly ActivityTimes[];
  schedules: readonly ScheduleTimes[];
  state: GermanState;
  zone?: string;
}

/** Carried days must be taken by this day of the following year (§7 (3) BUrlG: the first three months). */
export const CARRY_DEADLINE = '03-31';

/**
 * Entitlement, taken and remaining holiday of a year. Days taken up to the carry deadline
 * use the carried days first; carried days left after it lapse. A holiday activity uses a day only
 * on a planned working day (schedules) that is not a public holiday; it uses half a day
 * when the activity is a half-day one or the day is a half holiday (24.12., 31.12.).
 */
export function holidayAccount(input: HolidayAccountInput): HolidayAccount {
  const zone = input.zone ?? DEFAULT_TIME_ZONE;
  const used = new Map<string, number>();
  for (const activity of input.activities) {
    if (activity.kind !== 'holiday') continue;
    for (const day of daysCovered(activity, zone)) {
      if (!day.startsWith(`${input.year}-`) || scheduledMinutes(day, input.schedules, zone) === 0) continue;
      const holiday = personalHolidayOn(day, input.schedules, input.state, zone);
      if (holiday?.fraction === 1) continue;
      const share = activity.isHalfDay || holiday ? 0.5 : 1;
      used.set(day, Math.min(1, (used.get(day) ?? 0) + share));
    }
  }
  const shares = [...used.values()];
  const takenDays = shares.reduce((sum, share) => sum + share, 0);
  const carriedDays = input.carriedDays ?? 0;
  const deadline = `${input.year}-${CARRY_DEADLINE}`;
  const takenByDeadline = [...used].filter(([day]) => day <= deadline).reduce((sum, [, share]) => sum + share, 0);
  const lapsed = carriedDays > 0 && (input.today === undefined || input.today > deadline);
  const expiredDays = lapsed ? Math.max(0, carriedDays - takenByDeadline) : 0;
  return {
    year: input.year,
    entitlementDays: input.entitlementDays,
    carriedDays,
    expiredDays,
    carriedUntil: carriedDays > 0 ? deadline : null,
    takenDays,
    halfDays: shares.filter((share) => share === 0.5).length,
    remainingDays: input.entitlementDays + carriedDays - expiredDays - takenDays,
  };
}

export interface HolidayYearsInput extends Omit<HolidayAccountInput, 'year' | 'entitlementDays' | 'carriedDays'> {
  /** The first year of the account (the user's first schedule); nothing is carried into it. */
  firstYear: number;
  year: number;
  entitlementOf(year: number): number;
}

/**
 * The account of `year` with what is left of each year before carried into the next, from
 * `firstYear` on: a year's remaining days (after its own carried days lapsed) are the next
 * year's carried days.
 */
export function holidayAccountWithCarry(input: HolidayYearsInput): HolidayAccount {
  const { firstYear, year, entitlementOf, ...rest } = input;
  let carriedDays = 0;
  for (let past = Math.max(firstYear, year - 50); past < year; past++) {
    carriedDays = holidayAccount({ ...rest, year: past, entitlementDays: entitlementOf(past), carriedDays }).remainingDays;
  }
  return holidayAccount({ ...rest, year, entitlementDays: entitlementOf(year), carriedDays });
}
