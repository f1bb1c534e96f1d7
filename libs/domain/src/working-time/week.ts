import { DateTime } from 'luxon';
import { DEFAULT_TIME_ZONE, parseTimeOfDay } from '../time';
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

/**
 * A window on its day as real instants [from, to) in epoch milliseconds: wall-clock start and
 * end in the zone, an end at or before the start on the next day. In the nights the clocks
 * change the span is an hour shorter or longer, as it is for the people working it; a time
 * the clocks skip (02:30 on the last Sunday of March) is the moment an hour later (luxon),
 * a time that occurs twice the first of them. Invalid times: null.
 */
export function windowInstants(window: TimeWindow & { date: string }, zone: string = DEFAULT_TIME_ZONE): [number, number] | null {
  const range = windowRange(window);
  if (!range) return null;
  const day = DateTime.fromISO(window.date, { zone });
  const at = (minutes: number) =>
    day
      .plus({ days: Math.floor(minutes / 1440) })
      .set({ hour: Math.floor((minutes % 1440) / 60), minute: minutes % 60 })
      .toMillis();
  return [at(range[0]), at(range[1])];
}

/**
 * Whether two windows on their days overlap in real time, so a night shift of the previous
 * day (22:00–06:00) collides with an early shift at 05:00 the next morning, also in the nights
 * the clocks change. Touching ends do not: 07:00–12:00 and 12:00–16:00 are two shifts back to
 * back.
 */
export function datedWindowsOverlap(a: TimeWindow & { date: string }, b: TimeWindow & { date: string }, zone?: string): boolean {
  const first = windowInstants(a, zone);
  const second = windowInstants(b, zone);
  if (!first || !second) return false;
  return first[0] < second[1] && second[0] < first[1];
}
