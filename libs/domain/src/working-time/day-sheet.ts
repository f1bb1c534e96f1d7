import { DateTime } from 'luxon';
import { DEFAULT_TIME_ZONE } from '../time';
import { daysCovered, minutesByDay, netIntervals } from './durations';
import { daysBetween, personalHolidayOn, plannedMinutes } from './planned';
import type { ActivityKind, ActivityTimes, GermanState, ScheduleTimes } from './types';

/** One day of a monthly time sheet (minutes; times 'HH:mm' in the zone). */
export interface SheetDay {
  date: string;
  /** First start and last end of the work/training activities that began this day ('' when none). */
  start: string;
  end: string;
  /** Time between that start and end not worked: pauses and gaps between activities. */
  breakMinutes: number;
  workedMinutes: number;
  plannedMinutes: number;
  /** Planned time credited for holiday or sickness (half on half days). */
  absenceMinutes: number;
  balanceMinutes: number;
  /** The public holiday's name, the absence kind, or ''. */
  holiday: string;
  absence: Extract<ActivityKind, 'holiday' | 'sickness'> | null;
  /** A day after today: planned is shown, nothing counts yet (as in monthBalances). */
  isFuture: boolean;
}

export interface SheetInput {
  month: string;
  schedules: readonly ScheduleTimes[];
  activities: readonly ActivityTimes[];
  state: GermanState;
  now: Date;
  zone?: string;
}

/**
 * A month day by day for the printed time sheet, by the same rules as monthBalances: worked
 * time of work and training split at midnight, absences credited with the day's planned
 * time, public holidays planned off; days after today do not count yet. The sums of the
 * counted days equal that month's balance.
 */
export function monthSheet(input: SheetInput): SheetDay[] {
  const zone = input.zone ?? DEFAULT_TIME_ZONE;
  const today = DateTime.fromJSDate(input.now, { zone }).toISODate()!;
  const local = (instant: number) => DateTime.fromMillis(instant, { zone });
  const last = DateTime.fromISO(`${input.month}-01`, { zone: 'UTC' }).endOf('month').toISODate()!;
  const working = input.activities.filter((activity) => activity.kind === 'work' || activity.kind === 'training');
  const worked = new Map<string, number>();
  for (const activity of working)
    for (const [day, minutes] of minutesByDay(netIntervals(activity, input.now), zone)) worked.set(day, (worked.get(day) ?? 0) + minutes);
  const absent = new Map<string, { share: number; kind: 'holiday' | 'sickness' }>();
  for (const activity of input.activities) {
    if (activity.kind !== 'holiday' && activity.kind !== 'sickness') continue;
    for (const day of daysCovered(activity, zone)) {
      const share = Math.min(1, (absent.get(day)?.share ?? 0) + (activity.isHalfDay ? 0.5 : 1));
      absent.set(day, { share, kind: activity.kind });
    }
  }
  return daysBetween(`${input.month}-01`, last).map((date) => {
    const isFuture = date > today;
    const begun = working.filter((activity) => local(Date.parse(activity.start)).toISODate() === date);
    const spans = begun.map((activity) => {
      const intervals = netIntervals(activity, input.now);
      const from = Date.parse(activity.start);
      const to = intervals.length ? intervals[intervals.length - 1]![1] : from;
      return { from, to, net: intervals.reduce((sum, [a, b]) => sum + (b - a), 0) };
    });
    const first = Math.min(...spans.map((span) => span.from));
    const lastEnd = Math.max(...spans.map((span) => span.to));
    const net = spans.reduce((sum, span) => sum + span.net, 0);
    const planned = isFuture ? 0 : plannedMinutes(date, input.schedules, input.state, zone);
    const absence = absent.get(date);
    const absenceMinutes = Math.round(planned * (absence?.share ?? 0));
    const workedMinutes = isFuture ? 0 : Math.round(worked.get(date) ?? 0);
    return {
      date,
      start: spans.length ? local(first).toFormat('HH:mm') : '',
      end: spans.length ? local(lastEnd).toFormat('HH:mm') : '',
      breakMinutes: spans.length ? Math.round((lastEnd - first - net) / 60_000) : 0,
      workedMinutes,
      plannedMinutes: planned,
      absenceMinutes,
      balanceMinutes: isFuture ? 0 : workedMinutes + absenceMinutes - planned,
      holiday: personalHolidayOn(date, input.schedules, input.state, zone)?.name ?? '',
      absence: absence?.kind ?? null,
      isFuture,
    };
  });
}
