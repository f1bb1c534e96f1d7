import { DateTime } from 'luxon';
import { DEFAULT_TIME_ZONE } from '../time';
import type { ActivityTimes, TimeSpan } from './types';

const MINUTE = 60_000;

/** An instant's milliseconds; an open end is `now`. */
const at = (value: string | null, now: Date): number => (value === null ? now.getTime() : Date.parse(value));

/**
 * The intervals [start, end) in milliseconds an activity really lasted: its span minus its
 * pauses (each clipped to the span; open pauses run to the end). Instants, not wall-clock
 * times, so a span across a daylight-saving change counts the hours that really passed.
 */
export function netIntervals(activity: Pick<ActivityTimes, 'start' | 'end' | 'pauses'>, now: Date): Array<[number, number]> {
  const start = at(activity.start, now);
  const end = Math.max(start, at(activity.end, now));
  const pauses = (activity.pauses ?? [])
    .map((pause): [number, number] => [Math.max(start, at(pause.start, now)), Math.min(end, at(pause.end ?? activity.end, now))])
    .filter(([from, to]) => to > from)
    .sort((a, b) => a[0] - b[0]);
  const intervals: Array<[number, number]> = [];
  let cursor = start;
  for (const [from, to] of pauses) {
    if (from > cursor) intervals.push([cursor, from]);
    cursor = Math.max(cursor, to);
  }
  if (end > cursor) intervals.push([cursor, end]);
  return intervals;
}

/** Minutes of a span (exact instants), 0 when the end is before the start. */
export function spanMinutes(span: TimeSpan, now: Date = new Date()): number {
  return Math.max(0, at(span.end, now) - at(span.start, now)) / MINUTE;
}

/** Minutes an activity lasted with its pauses subtracted (open activities up to `now`). */
export function netMinutes(activity: Pick<ActivityTimes, 'start' | 'end' | 'pauses'>, now: Date = new Date()): number {
  return netIntervals(activity, now).reduce((sum, [from, to]) => sum + (to - from) / MINUTE, 0);
}

/**
 * Splits intervals at the zone's midnights: minutes per calendar day ('YYYY-MM-DD'). A night
 * shift 22:00–06:00 gives 120 minutes to the first day and 360 to the next; days are those
 * of the zone, so 23 or 25 hour days (DST) are split where their midnight really is.
 */
export function minutesByDay(intervals: ReadonlyArray<[number, number]>, zone: string = DEFAULT_TIME_ZONE): Map<string, number> {
  const days = new Map<string, number>();
  for (const [from, to] of intervals) {
    let cursor = from;
    while (cursor < to) {
      const local = DateTime.fromMillis(cursor, { zone });
      const nextMidnight = local.startOf('day').plus({ days: 1 }).toMillis();
      const until = Math.min(to, nextMidnight);
      const day = local.toISODate()!;
      days.set(day, (days.get(day) ?? 0) + (until - cursor) / MINUTE);
      cursor = until;
    }
  }
  return days;
}

/** The calendar days (zone) an interval touches: [start, end) overlaps the day; an open interval only its first day. */
export function daysCovered(span: TimeSpan, zone: string = DEFAULT_TIME_ZONE): string[] {
  const first = DateTime.fromISO(span.start, { zone }).startOf('day');
  if (span.end === null) return [first.toISODate()!];
  const end = DateTime.fromISO(span.end, { zone });
  const days: string[] = [];
  for (let day = first; day < end || days.length === 0; day = day.plus({ days: 1 })) days.push(day.toISODate()!);
  return days;
}
