import { DateTime } from 'luxon';
import { DEFAULT_TIME_ZONE, WEEKDAYS, type DayInput } from './time';
import type { Weekday } from './types';

// luxon helpers for the rules that need calendar arithmetic beyond the first screen
// (availability, slot capacity, date picker, order status, working time, services). The
// first screen's rules use `zoned-date.ts`, so luxon stays out of the storefront's first load.

/** A Date or ISO string as a luxon DateTime in the zone (offsets in strings are honoured). */
export function toZoned(value: DayInput, zone: string = DEFAULT_TIME_ZONE): DateTime {
  if (DateTime.isDateTime(value)) return value.setZone(zone);
  const dt = typeof value === 'string' ? DateTime.fromISO(value, { zone }) : DateTime.fromMillis(value.getTime(), { zone });
  return dt.setZone(zone);
}

/** The weekday key of a zoned date-time. */
export function weekdayOf(dt: DateTime): Weekday {
  return WEEKDAYS[dt.weekday - 1];
}

/**
 * A calendar day in the zone at a number of minutes after its midnight (DST-safe: luxon
 * resolves the wall-clock time; a time in the spring-forward gap moves to the next valid time).
 */
export function atMinutes(day: DateTime, minutes: number): DateTime {
  const date = minutes >= 1440 ? day.plus({ days: Math.floor(minutes / 1440) }) : day;
  const rest = minutes % 1440;
  return DateTime.fromObject(
    { year: date.year, month: date.month, day: date.day, hour: Math.floor(rest / 60), minute: rest % 60 },
    { zone: day.zone },
  );
}

/** The calendar day ('YYYY-MM-DD') of an instant in the zone. */
export function isoDay(value: DayInput, zone: string = DEFAULT_TIME_ZONE): string {
  return toZoned(value, zone).toISODate()!;
}

/** Rounds up to the next multiple of `minutes` within the hour (zone-aligned). */
export function ceilToMinutes(dt: DateTime, minutes: number): DateTime {
  const base = dt.startOf('minute');
  const exact = base.equals(dt);
  const bumped = exact ? base : base.plus({ minutes: 1 });
  const rest = bumped.minute % minutes;
  return rest === 0 ? bumped : bumped.plus({ minutes: minutes - rest });
}
