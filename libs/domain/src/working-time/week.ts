import { DateTime } from 'luxon';
import { parseTimeOfDay } from '../time';
import type { TimeWindow } from './types';

/** The Monday of the ISO week a day ('YYYY-MM-DD') lies in. */
export function mondayOf(date: string): string {
  return DateTime.fromISO(date, { zone: 'UTC' }).startOf('week').toISODate()!;
}

/** A day moved by whole days ('YYYY-MM-DD', calendar arithmetic: no time zone involved). */
export function addDays(date: string, days: number): string {
  return DateTime.fromISO(date, { zone: 'UTC' }).plus({ days }).toISODate()!;
}

/** The seven days Monday … Sunday of the week that starts on `monday`. */
export const weekDays = (monday: string): string[] => Array.from({ length: 7 }, (_, index) => addDays(monday, index));

/** ISO weekday of a day: 1 = Monday … 7 = Sunday. */
export const weekdayOf = (date: string): number => DateTime.fromISO(date, { zone: 'UTC' }).weekday;

/**
 * A window as minutes after its day's midnight, [from, to): an end at or before the start
 * runs past midnight (a night shift ends on the next day, so `to` exceeds 1440).
 */
export function windowRange(window: TimeWindow): [number, number] | null {
  const start = parseTimeOfDay(window.start);
  const end = parseTimeOfDay(window.end);
  if (start === null || end === null) return null;
  return [start, end > start ? end : end + 1440];
}

/** Whole calendar days from `from` to `to` ('YYYY-MM-DD'; negative when `to` is earlier). */
export const daysApart = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/**
 * Whether two windows on their days overlap, so a night shift of the previous day
 * (22:00–06:00) collides with an early shift at 05:00 the next morning. Touching ends do not:
 * 07:00–12:00 and 12:00–16:00 are two shifts back to back. Wall-clock minutes:
 * the hour the clocks change is not counted, which at most misses a one-hour overlap then.
 */
export function datedWindowsOverlap(a: TimeWindow & { date: string }, b: TimeWindow & { date: string }): boolean {
  const first = windowRange(a);
  const second = windowRange(b);
  if (!first || !second) return false;
  const offset = daysApart(a.date, b.date) * 1440;
  return first[0] < second[1] + offset && second[0] + offset < first[1];
}
