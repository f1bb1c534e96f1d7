import type { DateTime } from 'luxon';
import type { DateInput, Weekday } from './types';
import type { ZonedDate } from './zoned-date';

/** The shop's time zone; every time rule is evaluated in it (parameterisable). */
export const DEFAULT_TIME_ZONE = 'Europe/Berlin';

/** Weekdays in ISO order (Monday = 1 … Sunday = 7). */
export const WEEKDAYS: readonly Weekday[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

/** A Date, an ISO string, a luxon DateTime or a ZonedDate. */
export type DayInput = DateInput | DateTime | ZonedDate;

/** Parses 'HH:mm' (00:00 … 24:00) into minutes after midnight, or null when invalid. */
export function parseTimeOfDay(value: string | null | undefined): number | null {
  const match = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec((value ?? '').trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (minutes > 59 || hours > 24 || (hours === 24 && minutes > 0)) return null;
  return hours * 60 + minutes;
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
