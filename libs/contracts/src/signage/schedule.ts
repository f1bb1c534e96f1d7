import { z } from 'zod';
import { calendarDateSchema, clockTimeSchema } from '../catalog/common';

/** The time zone every signage schedule is read in (the shops are in Germany). */
export const SIGNAGE_TIME_ZONE = 'Europe/Berlin';

/** A part of the day: from (inclusive) to (exclusive); from > to runs over midnight (22:00–02:00). */
export const timeWindowSchema = z.object({ from: clockTimeSchema, to: clockTimeSchema });
export type TimeWindow = z.infer<typeof timeWindowSchema>;

/**
 * When a segment, a stream or a stream entry is shown (issue 16): on these ISO week days
 * (1 = Monday … 7 = Sunday; empty = every day), in these windows (empty = all day),
 * between these dates (inclusive; null = open). Read in Europe/Berlin time.
 */
export const signageScheduleSchema = z.object({
  days: z.array(z.number().int().min(1).max(7)).max(7).default([]),
  windows: z.array(timeWindowSchema).max(24).default([]),
  from: calendarDateSchema.nullable().default(null),
  to: calendarDateSchema.nullable().default(null),
});
export type SignageSchedule = z.infer<typeof signageScheduleSchema>;

/** The wall clock in Berlin at an instant: ISO date, ISO week day and minutes since midnight. */
export function berlinClock(at: Date): { date: string; weekday: number; minutes: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: SIGNAGE_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  const weekday = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(parts.weekday!) + 1;
  return { date: `${parts.year}-${parts.month}-${parts.day}`, weekday, minutes: Number(parts.hour) * 60 + Number(parts.minute) };
}

const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Whether `minutes` (since midnight) lies in the window; a window over midnight wraps. */
export function inTimeWindow(window: TimeWindow, minutes: number): boolean {
  const from = toMinutes(window.from);
  const to = toMinutes(window.to);
  if (from === to) return true;
  return from < to ? minutes >= from && minutes < to : minutes >= from || minutes < to;
}

/**
 * Whether a schedule is active at an instant (Berlin time). Days and dates are those of
 * the instant itself, also in the part of a window after midnight (simple; TVs in shops
 * that close at night rarely need more).
 */
export function isScheduleActive(schedule: SignageSchedule | null | undefined, at: Date): boolean {
  if (!schedule) return true;
  const clock = berlinClock(at);
  if (schedule.from && clock.date < schedule.from) return false;
  if (schedule.to && clock.date > schedule.to) return false;
  if (schedule.days.length && !schedule.days.includes(clock.weekday)) return false;
  if (schedule.windows.length && !schedule.windows.some((window) => inTimeWindow(window, clock.minutes))) return false;
  return true;
}
