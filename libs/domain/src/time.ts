import { DateTime } from 'luxon';
import type { DateInput, Weekday } from './types';

/** The shop's time zone; every time rule is evaluated in it (parameterisable). */
export const DEFAULT_TIME_ZONE = 'Europe/Berlin';

/** Weekdays in ISO order (Monday = 1 … Sunday = 7). */
export const WEEKDAYS: readonly Weekday[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

/** A Date, an ISO string or a luxon DateTime. */
export type DayInput = DateInput | DateTime;

/** A Date or ISO string as a luxon DateTime in the zone (offsets in strings are honoured). */
export function toZoned(value: DayInput, zone: string = DEFAULT_TIME_ZONE): DateTime {
  if (DateTime.isDateTime(value)) return value.setZone(zone);
  const dt = value instanceof Date ? DateTime.fromJSDate(value, { zone }) : DateTime.fromISO(value, { zone });
  return dt.setZone(zone);
}

/** The weekday key of a zoned date-time. */
export function weekdayOf(dt: DateTime): Weekday {
  return WEEKDAYS[dt.weekday - 1];
}

/** Parses 'HH:mm' (00:00 … 24:00) into minutes after midnight, or null when invalid. */
export function parseTimeOfDay(value: string | null | undefined): number | null {
  const match = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec((value ?? '').trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (minutes > 59 || hours > 24 || (hours === 24 && minutes > 0)) return null;
  return hours * 60 + minutes;
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

const stampFormatters = new Map<string, Intl.DateTimeFormat>();

/**
 * Calendar day ('YYYY-MM-DD') and clock time ('HH:mm') of an instant in the zone, via a
 * cached Intl formatter (the zone database of the runtime; fast for long slot lists).
 */
export function localStamp(date: Date, zone: string = DEFAULT_TIME_ZONE): { date: string; time: string } {
  let formatter = stampFormatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    stampFormatters.set(zone, formatter);
  }
  const parts: Record<string, string> = {};
  for (const part of formatter.formatToParts(date)) parts[part.type] = part.value;
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}
