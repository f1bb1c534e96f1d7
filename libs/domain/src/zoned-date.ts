// The sub-path: the package index (no sideEffects flag) would bundle TZDate, tzScan and tzName too.
import type { TZDate } from '@date-fns/tz/date';
import { TZDateMini } from '@date-fns/tz/date/mini';
import { DEFAULT_TIME_ZONE, WEEKDAYS, type DayInput } from './time';
import type { Weekday } from './types';

/**
 * Wall-clock arithmetic in the shop's zone on `TZDateMini` (a `Date` whose getters and
 * setters work in a given zone, 1.3 KiB). The first screen's rules (opening hours, branch
 * state, menus) use these instead of luxon (19 KiB) so the storefront's first load stays
 * small; working time, the back office and the services keep luxon (`luxon-time.ts`).
 *
 * Semantics follow luxon's: a wall-clock time in the spring-forward gap (02:30 on the last
 * Sunday of March in Europe/Berlin) is the moment an hour later, an ambiguous one in the
 * autumn overlap is the later (standard-time) moment, and adding days keeps the clock time.
 */
export type ZonedDate = TZDate;

// ISO 8601 calendar date with optional time and offset ('2026-12-24', '2026-12-24T08:00',
// '2026-12-24T07:00:00.000Z', '2026-12-24T08:00+01:00').
const ISO_STAMP = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?)?(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function offsetMinutes(offset: string): number {
  if (offset.toUpperCase() === 'Z') return 0;
  const digits = offset.slice(1).replace(':', '');
  const minutes = Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2) || 0);
  return offset.startsWith('-') ? -minutes : minutes;
}

/** An ISO string as an instant: without an offset it is wall-clock time in the zone. */
function parseIso(value: string, zone: string): ZonedDate {
  const match = ISO_STAMP.exec(value.trim());
  if (!match) return new TZDateMini(NaN, zone);
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map((part) => Number(part ?? 0));
  const millis = Math.floor(Number(`0.${match[7] ?? '0'}`) * 1000);
  const valid = month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month) && hour < 24 && minute < 60 && second < 60;
  if (!valid) return new TZDateMini(NaN, zone);
  if (match[8]) {
    const utc = Date.UTC(year, month - 1, day, hour, minute, second, millis) - offsetMinutes(match[8]) * 60_000;
    return new TZDateMini(utc, zone);
  }
  return new TZDateMini(year, month - 1, day, hour, minute, second, millis, zone);
}

function isLuxonLike(value: unknown): value is { toMillis(): number } {
  return typeof value === 'object' && value !== null && typeof (value as { toMillis?: unknown }).toMillis === 'function';
}

/** A Date, an ISO string (offsets honoured) or a luxon DateTime as a date in the zone. */
export function zonedDate(value: DayInput, zone: string = DEFAULT_TIME_ZONE): ZonedDate {
  if (value instanceof Date) return new TZDateMini(value.getTime(), zone);
  if (isLuxonLike(value)) return new TZDateMini(value.toMillis(), zone);
  return parseIso(value, zone);
}

/** Whether the date is a real instant (not parsed from an invalid string). */
export function isValidDate(date: Date): boolean {
  return !Number.isNaN(date.getTime());
}

function zoneOf(date: ZonedDate): string {
  return date.timeZone ?? DEFAULT_TIME_ZONE;
}

/** The weekday key of a zoned date. */
export function weekdayOfDate(date: ZonedDate): Weekday {
  return WEEKDAYS[(date.getDay() + 6) % 7];
}

/** The calendar day at a number of minutes after its midnight (≥ 1440 runs into later days). */
export function atMinutesOn(day: ZonedDate, minutes: number): ZonedDate {
  const rest = minutes % 1440;
  const extraDays = Math.floor(minutes / 1440);
  return new TZDateMini(day.getFullYear(), day.getMonth(), day.getDate() + extraDays, Math.floor(rest / 60), rest % 60, zoneOf(day));
}

/** Midnight of the date's calendar day in its zone. */
export function startOfZonedDay(date: ZonedDate): ZonedDate {
  return atMinutesOn(date, 0);
}

/** The same clock time a number of calendar days later (or earlier when negative). */
export function addZonedDays(date: ZonedDate, days: number): ZonedDate {
  return new TZDateMini(
    date.getFullYear(),
    date.getMonth(),
    date.getDate() + days,
    date.getHours(),
    date.getMinutes(),
    date.getSeconds(),
    date.getMilliseconds(),
    zoneOf(date),
  );
}

/** Midnight of the Monday of the date's ISO week. */
export function startOfZonedWeek(date: ZonedDate): ZonedDate {
  return addZonedDays(startOfZonedDay(date), -((date.getDay() + 6) % 7));
}

const pad = (value: number): string => String(value).padStart(2, '0');

/** The calendar day ('YYYY-MM-DD') of a zoned date. */
export function isoDayOf(date: ZonedDate): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The clock time ('HH:mm') of an instant in the zone. */
export function clockOf(date: Date, zone: string = DEFAULT_TIME_ZONE): string {
  const zoned = new TZDateMini(date.getTime(), zone);
  return `${pad(zoned.getHours())}:${pad(zoned.getMinutes())}`;
}

/** Whether two instants fall on the same calendar day in the zone. */
export function isSameZonedDay(a: Date, b: Date, zone: string = DEFAULT_TIME_ZONE): boolean {
  return isoDayOf(new TZDateMini(a.getTime(), zone)) === isoDayOf(new TZDateMini(b.getTime(), zone));
}

/**
 * Rounds up to the next multiple of `step` minutes within the hour of the zone; an instant
 * already on such a minute stays (seconds count as a started minute).
 */
export function ceilToStep(date: Date, step: number, zone: string = DEFAULT_TIME_ZONE): ZonedDate {
  const ms = date.getTime();
  const minuteStart = Math.floor(ms / 60_000) * 60_000;
  const bumped = minuteStart === ms ? ms : minuteStart + 60_000;
  const rest = new TZDateMini(bumped, zone).getMinutes() % step;
  return new TZDateMini(rest === 0 ? bumped : bumped + (step - rest) * 60_000, zone);
}
