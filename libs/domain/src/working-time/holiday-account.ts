import { DEFAULT_TIME_ZONE } from '../time';
import { daysCovered } from './durations';
import { holidayOn } from './holidays';
import { scheduledMinutes } from './planned';
import type { ActivityTimes, GermanState, ScheduleTimes } from './types';

/** A holiday account for one year, in days (halves possible). */
export interface HolidayAccount {
  year: number;
  entitlementDays: number;
  carriedDays: number;
  takenDays: number;
  /** How many of the taken days were half days. */
  halfDays: number;
  remainingDays: number;
}

export interface HolidayAccountInput {
  year: number;
  entitlementDays: number;
  /** Days carried over from the previous year (§7 BUrlG allows it in exceptions). */
  carriedDays?: number;
  activities: readonly ActivityTimes[];
  schedules: readonly ScheduleTimes[];
  state: GermanState;
  zone?: string;
}

/**
 * Entitlement, taken and remaining holiday of a year. A holiday activity uses a day only
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
      const holiday = holidayOn(day, input.state);
      if (holiday?.fraction === 1) continue;
      const share = activity.isHalfDay || holiday ? 0.5 : 1;
      used.set(day, Math.min(1, (used.get(day) ?? 0) + share));
    }
  }
  const shares = [...used.values()];
  const takenDays = shares.reduce((sum, share) => sum + share, 0);
  const carriedDays = input.carriedDays ?? 0;
  return {
    year: input.year,
    entitlementDays: input.entitlementDays,
    carriedDays,
    takenDays,
    halfDays: shares.filter((share) => share === 0.5).length,
    remainingDays: input.entitlementDays + carriedDays - takenDays,
  };
}
