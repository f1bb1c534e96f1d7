import { appointmentTexts, weekdayHeaders } from '@asp/i18n';
import { DateTime } from 'luxon';
import { toZoned } from './luxon-time';
import { DEFAULT_TIME_ZONE, parseTimeOfDay } from './time';
import type { DateInput } from './types';

/** Minute step of the time picker (storefront.md §5, §9). */
export const MINUTE_STEP = 5;

/** Weekday headers Mo … So (storefront.md §2.11). */
export const WEEKDAY_HEADERS: readonly string[] = weekdayHeaders;

/** ISO week number of a date in the zone (weeks start on Monday; week 1 holds 4 January). */
export function isoWeekNumber(date: DateInput, zone = DEFAULT_TIME_ZONE): number {
  return toZoned(date, zone).weekNumber;
}

export interface CalendarDay {
  /** 'YYYY-MM-DD' */
  date: string;
  day: number;
  isCurrentMonth: boolean;
  isToday: boolean;
  isPast: boolean;
  /** Past, or (with available dates given) a day without an available slot. */
  isDisabled: boolean;
}

export interface CalendarWeek {
  weekNumber: number;
  days: CalendarDay[];
}

export interface MonthGridInput {
  year: number;
  /** 1 … 12 */
  month: number;
  now: Date;
  /** Days with at least one slot; when given, other days are disabled. */
  availableDates?: string[] | null;
  zone?: string;
}

/**
 * The date picker's month grid (storefront.md §2.11, §5): whole weeks Monday to Sunday
 * with their ISO week numbers; past days and days without an available slot disabled.
 */
export function monthGrid(input: MonthGridInput): CalendarWeek[] {
  const zone = input.zone ?? DEFAULT_TIME_ZONE;
  const first = DateTime.fromObject({ year: input.year, month: input.month, day: 1 }, { zone });
  const today = toZoned(input.now, zone).startOf('day');
  const available = input.availableDates ? new Set(input.availableDates) : null;
  const weeks: CalendarWeek[] = [];
  for (let monday = first.startOf('week'); monday <= first.endOf('month'); monday = monday.plus({ weeks: 1 })) {
    const days = Array.from({ length: 7 }, (_, i) => {
      const day = monday.plus({ days: i });
      const date = day.toISODate()!;
      const isPast = day < today;
      return {
        date,
        day: day.day,
        isCurrentMonth: day.month === input.month,
        isToday: day.equals(today),
        isPast,
        isDisabled: isPast || (available !== null && !available.has(date)),
      };
    });
    weeks.push({ weekNumber: monday.weekNumber, days });
  }
  return weeks;
}

/** Previous / next month navigation. */
export function shiftMonth(year: number, month: number, delta: number): { year: number; month: number } {
  const index = year * 12 + (month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** Whether a day can be picked: not past and, with available dates given, one of them. */
export function isDaySelectable(date: string, now: Date, availableDates?: string[] | null, zone = DEFAULT_TIME_ZONE): boolean {
  const today = toZoned(now, zone).toISODate()!;
  return date >= today && (!availableDates || availableDates.includes(date));
}

/** Clicking a day: a disabled day does nothing (the selection stays). */
export function clickDay(
  selected: string | null,
  clicked: string,
  now: Date,
  availableDates?: string[] | null,
  zone = DEFAULT_TIME_ZONE,
): string | null {
  return isDaySelectable(clicked, now, availableDates, zone) ? clicked : selected;
}

/** Save of the date picker: with available dates given, disabled for an unavailable date. */
export function canSaveDate(date: string | null, availableDates?: string[] | null): boolean {
  if (!availableDates) return true;
  return date !== null && availableDates.includes(date);
}

/** The time picker's content: the slots with 'Verfügbare Zeiten:' or the no-slot message. */
export function timePickerState(slots: string[]): { message: string | null; label: string | null; slots: string[] } {
  if (slots.length === 0) return { message: appointmentTexts.noSlots, label: null, slots };
  return { message: null, label: appointmentTexts.availableTimes, slots };
}

/** Save of the time picker: disabled when there are no slots or the time is not one of them. */
export function canSaveTime(time: string | null, slots: string[]): boolean {
  return time !== null && slots.includes(time);
}

const pad = (n: number): string => String(n).padStart(2, '0');

/**
 * Up/down buttons of the time picker: hours by 1, minutes by the minute step (5); the
 * value wraps around within the day. An invalid time starts from 00:00.
 */
export function stepTime(time: string | null, unit: 'hour' | 'minute', direction: 1 | -1, minuteStep = MINUTE_STEP): string {
  const current = parseTimeOfDay(time) ?? 0;
  let hours = Math.floor(current / 60) % 24;
  let minutes = current % 60;
  if (unit === 'hour') hours = (hours + direction + 24) % 24;
  else {
    minutes = direction === 1 ? (Math.floor(minutes / minuteStep) + 1) * minuteStep : (Math.ceil(minutes / minuteStep) - 1) * minuteStep;
    minutes = (minutes + 60) % 60;
  }
  return `${pad(hours)}:${pad(minutes)}`;
}

/** A day plus a time in the zone as an ISO date-time with offset (DST-safe). */
export function combineDateAndTime(date: string, time: string, zone = DEFAULT_TIME_ZONE): string | null {
  const minutes = parseTimeOfDay(time);
  const day = DateTime.fromISO(date, { zone });
  if (minutes === null || !day.isValid || minutes >= 1440) return null;
  return day.set({ hour: Math.floor(minutes / 60), minute: minutes % 60 }).toISO();
}
