import { DateTime } from 'luxon';
import { DEFAULT_TIME_ZONE } from '../time';
import { daysCovered, minutesByDay, netIntervals } from './durations';
import { daysBetween, plannedMinutes } from './planned';
import type { ActivityTimes, GermanState, ScheduleTimes } from './types';

/** One month of a time account. Minutes; `carriedMinutes` is the balance at the month's end, earlier months included. */
export interface MonthBalance {
  month: string;
  plannedMinutes: number;
  workedMinutes: number;
  /** Planned time credited for holiday and sickness days (paid absence). */
  absenceMinutes: number;
  balanceMinutes: number;
  carriedMinutes: number;
}

export interface BalanceInput {
  /** First and last month, 'YYYY-MM'; the carry starts at `from` with `openingMinutes`. */
  from: string;
  to: string;
  openingMinutes?: number;
  schedules: readonly ScheduleTimes[];
  activities: readonly ActivityTimes[];
  state: GermanState;
  /** Days after today (zone) are not planned yet: the current month counts up to today. */
  now: Date;
  zone?: string;
}

/** Months from `from` to `to` inclusive ('YYYY-MM'). */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  for (let month = DateTime.fromISO(`${from}-01`, { zone: 'UTC' }); month.toFormat('yyyy-MM') <= to; month = month.plus({ months: 1 }))
    months.push(month.toFormat('yyyy-MM'));
  return months;
}

/**
 * The overtime account month by month: planned minutes from the schedules (holidays off),
 * worked minutes of work and training activities (pauses subtracted, split at midnight),
 * holiday and sickness days credited with the day's planned minutes (half on half-day
 * absences), balance = worked + credited − planned, carried on into the next month.
 */
export function monthBalances(input: BalanceInput): MonthBalance[] {
  const zone = input.zone ?? DEFAULT_TIME_ZONE;
  const today = DateTime.fromJSDate(input.now, { zone }).toISODate()!;
  const worked = new Map<string, number>();
  const absent = new Map<string, number>();
  for (const activity of input.activities) {
    if (activity.kind === 'work' || activity.kind === 'training') {
      for (const [day, minutes] of minutesByDay(netIntervals(activity, input.now), zone)) worked.set(day, (worked.get(day) ?? 0) + minutes);
    } else if (activity.kind === 'holiday' || activity.kind === 'sickness') {
      const share = activity.isHalfDay ? 0.5 : 1;
      for (const day of daysCovered(activity, zone)) absent.set(day, Math.min(1, (absent.get(day) ?? 0) + share));
    }
  }
  let carried = input.openingMinutes ?? 0;
  return monthsBetween(input.from, input.to).map((month) => {
    const last = DateTime.fromISO(`${month}-01`, { zone: 'UTC' }).endOf('month').toISODate()!;
    let planned = 0;
    let done = 0;
    let absence = 0;
    for (const day of daysBetween(`${month}-01`, last < today ? last : today)) {
      const dayPlanned = plannedMinutes(day, input.schedules, input.state, zone);
      planned += dayPlanned;
      done += worked.get(day) ?? 0;
      absence += dayPlanned * (absent.get(day) ?? 0);
    }
    const workedMinutes = Math.round(done);
    const absenceMinutes = Math.round(absence);
    const balanceMinutes = workedMinutes + absenceMinutes - planned;
    carried += balanceMinutes;
    return { month, plannedMinutes: planned, workedMinutes, absenceMinutes, balanceMinutes, carriedMinutes: carried };
  });
}
