import { DEFAULT_TIME_ZONE } from '../time';
import { minutesByDay, netIntervals } from './durations';
import type { ActivityTimes } from './types';

/** ArbZG §4: only interruptions of at least 15 minutes count as a rest break. */
export const MIN_BREAK_BLOCK_MINUTES = 15;

/**
 * The rest break the Arbeitszeitgesetz (§4) requires for a day's working time: at least
 * 30 minutes after more than six hours, 45 minutes after more than nine hours.
 */
export function requiredBreakMinutes(workedMinutes: number): number {
  if (workedMinutes > 9 * 60) return 45;
  if (workedMinutes > 6 * 60) return 30;
  return 0;
}

/** One day's working time and breaks against §4 ArbZG. */
export interface BreakCheck {
  date: string;
  workedMinutes: number;
  breakMinutes: number;
  requiredMinutes: number;
  missingMinutes: number;
}

/** Kinds that are working time under the ArbZG (training is working time too). */
const isWorkingTime = (activity: ActivityTimes) => activity.kind === 'work' || activity.kind === 'training';

/**
 * Per calendar day: working time (work and training, pauses subtracted), breaks taken
 * (pauses of those activities and 'break' activities, each block only when it lasts at
 * least 15 minutes) and what §4 ArbZG required. Days are sorted; only days with work.
 */
export function checkBreaks(activities: readonly ActivityTimes[], now: Date = new Date(), zone: string = DEFAULT_TIME_ZONE): BreakCheck[] {
  const worked = new Map<string, number>();
  const breaks = new Map<string, number>();
  const add = (target: Map<string, number>, days: Map<string, number>) => {
    for (const [day, minutes] of days) target.set(day, (target.get(day) ?? 0) + minutes);
  };
  const blocks: Array<[number, number]> = [];
  for (const activity of activities) {
    if (isWorkingTime(activity)) {
      const intervals = netIntervals(activity, now);
      add(worked, minutesByDay(intervals, zone));
      // The gaps between the worked intervals are the pauses actually taken.
      for (let i = 1; i < intervals.length; i += 1) blocks.push([intervals[i - 1]![1], intervals[i]![0]]);
    } else if (activity.kind === 'break') {
      blocks.push(...netIntervals({ start: activity.start, end: activity.end }, now));
    }
  }
  add(
    breaks,
    minutesByDay(
      blocks.filter(([from, to]) => to - from >= MIN_BREAK_BLOCK_MINUTES * 60_000),
      zone,
    ),
  );
  return [...worked.keys()].sort().map((date) => {
    const workedMinutes = Math.round(worked.get(date)!);
    const breakMinutes = Math.round(breaks.get(date) ?? 0);
    const requiredMinutes = requiredBreakMinutes(workedMinutes);
    return { date, workedMinutes, breakMinutes, requiredMinutes, missingMinutes: Math.max(0, requiredMinutes - breakMinutes) };
  });
}

/** The days on which the statutory break is missing (to flag them). */
export function missingBreaks(activities: readonly ActivityTimes[], now?: Date, zone?: string): BreakCheck[] {
  return checkBreaks(activities, now, zone).filter((day) => day.missingMinutes > 0);
}
