import { DEFAULT_TIME_ZONE, WEEKDAYS, type DayInput } from './time';
import type { Weekday } from './types';

/**
 * Wall-clock arithmetic in the shop's zone for the first screen's rules (opening hours,
 * branch state, menus), without luxon (19 KiB brotli on the storefront's first load; it stays
 * for working time, the back office and the services: `luxon-time.ts`).
 *
 * The zone data is the runtime's (Intl, as luxon uses it), read once per zone and minute:
 * opening hours ask for the same few midnights and range ends again and again, and building
 * a zoned date through Intl every time made them the storefront's longest tasks (issue 18).
 * This relies on offset changes falling on whole minutes, true for every zone since 1972.
 *
 * Semantics: a wall-clock time in the spring-forward gap (02:30 on the last Sunday of March in
 * Europe/Berlin) is the moment an hour later, as luxon; an ambiguous one in the autumn overlap
 * is the later, standard-time moment (luxon picks by the current season); adding days keeps
 * the clock time.
 */
export class ZonedDate {
  private readonly fields: Date;

  private constructor(
    private readonly epoch: number,
    readonly timeZone: string,
  ) {
    // A Date shifted by the offset: its UTC fields are the wall clock in the zone.
    this.fields = new Date(Number.isNaN(epoch) ? NaN : epoch + offsetMinutesAt(timeZone, epoch) * 60_000);
  }

  /** The instant in the zone. */
  static at(epoch: number, zone: string): ZonedDate {
    return new ZonedDate(epoch, zone);
  }

  /** A wall-clock time in the zone (month from 0, overflowing fields carry over like Date's). */
  static of(zone: string, year: number, month: number, day: number, hour = 0, minute = 0, second = 0, millisecond = 0): ZonedDate {
    return new ZonedDate(instantOfWallClock(zone, Date.UTC(year, month, day, hour, minute, second, millisecond)), zone);
  }

  getTime(): number {
    return this.epoch;
  }
  getFullYear(): number {
    return this.fields.getUTCFullYear();
  }
  getMonth(): number {
    return this.fields.getUTCMonth();
  }
  getDate(): number {
    return this.fields.getUTCDate();
  }
  getDay(): number {
    return this.fields.getUTCDay();
  }
  getHours(): number {
    return this.fields.getUTCHours();
  }
  getMinutes(): number {
    return this.fields.getUTCMinutes();
  }
  getSeconds(): number {
    return this.fields.getUTCSeconds();
  }
  getMilliseconds(): number {
    return this.fields.getUTCMilliseconds();
  }
  toISOString(): string {
    return new Date(this.epoch).toISOString();
  }
}

/** A Date or a ZonedDate. */
type Instant = { getTime(): number };

const offsetFormatters = new Map<string, Intl.DateTimeFormat>();
const offsetsByZone = new Map<string, Map<number, number>>();
/** Distinct minutes kept per zone before the zone's memo starts again (a few hundred are in use). */
const OFFSET_MEMO_LIMIT = 20_000;

/** The zone's UTC offset in minutes at an instant (Berlin in summer: 120). */
export function offsetMinutesAt(zone: string, epoch: number): number {
  const minute = Math.floor(epoch / 60_000);
  let memo = offsetsByZone.get(zone);
  if (!memo) offsetsByZone.set(zone, (memo = new Map()));
  const known = memo.get(minute);
  if (known !== undefined) return known;
  let formatter = offsetFormatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      era: 'short',
    });
    offsetFormatters.set(zone, formatter);
  }
  const parts: Record<string, string> = {};
  for (const part of formatter.formatToParts(new Date(minute * 60_000))) parts[part.type] = part.value;
  const year = parts.era === 'BC' || parts.era === 'B' ? 1 - Number(parts.year) : Number(parts.year);
  const wall = Date.UTC(year, Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute));
  const offset = Math.round((wall - minute * 60_000) / 60_000);
  if (memo.size >= OFFSET_MEMO_LIMIT) memo.clear();
  memo.set(minute, offset);
  return offset;
}

/** The instant whose wall clock in the zone reads `local` (a UTC timestamp of the same numerals). */
function instantOfWallClock(zone: string, local: number): number {
  if (Number.isNaN(local)) return NaN;
  // The offsets half a day before and after: at most one change lies between them.
  const before = offsetMinutesAt(zone, local - 43_200_000);
  const after = offsetMinutesAt(zone, local + 43_200_000);
  const early = local - before * 60_000;
  if (before === after) return early;
  const late = local - after * 60_000;
  const earlyValid = offsetMinutesAt(zone, early) === before;
  const lateValid = offsetMinutesAt(zone, late) === after;
  // The repeated hour: the later moment. Only one reading: that one.
  if (earlyValid && lateValid) return Math.max(early, late);
  if (earlyValid) return early;
  if (lateValid) return late;
  // In the gap: as many minutes after it as the time lies in it (as luxon).
  return local - Math.min(before, after) * 60_000;
}

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
  if (!match) return ZonedDate.at(NaN, zone);
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map((part) => Number(part ?? 0));
  const millis = Math.floor(Number(`0.${match[7] ?? '0'}`) * 1000);
  const valid = month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month) && hour < 24 && minute < 60 && second < 60;
  if (!valid) return ZonedDate.at(NaN, zone);
  if (match[8]) {
    const utc = Date.UTC(year, month - 1, day, hour, minute, second, millis) - offsetMinutes(match[8]) * 60_000;
    return ZonedDate.at(utc, zone);
  }
  return ZonedDate.of(zone, year, month - 1, day, hour, minute, second, millis);
}

function isLuxonLike(value: unknown): value is { toMillis(): number } {
  return typeof value === 'object' && value !== null && typeof (value as { toMillis?: unknown }).toMillis === 'function';
}

/** A Date, an ISO string (offsets honoured) or a luxon DateTime as a date in the zone. */
export function zonedDate(value: DayInput, zone: string = DEFAULT_TIME_ZONE): ZonedDate {
  if (value instanceof Date || value instanceof ZonedDate) return ZonedDate.at(value.getTime(), zone);
  if (isLuxonLike(value)) return ZonedDate.at(value.toMillis(), zone);
  return parseIso(value, zone);
}

/** Whether the date is a real instant (not parsed from an invalid string). */
export function isValidDate(date: Instant): boolean {
  return !Number.isNaN(date.getTime());
}

/** The weekday key of a zoned date. */
export function weekdayOfDate(date: ZonedDate): Weekday {
  return WEEKDAYS[(date.getDay() + 6) % 7];
}

/** The calendar day at a number of minutes after its midnight (≥ 1440 runs into later days). */
export function atMinutesOn(day: ZonedDate, minutes: number): ZonedDate {
  const rest = minutes % 1440;
  const extraDays = Math.floor(minutes / 1440);
  return ZonedDate.of(day.timeZone, day.getFullYear(), day.getMonth(), day.getDate() + extraDays, Math.floor(rest / 60), rest % 60);
}

/** Midnight of the date's calendar day in its zone. */
export function startOfZonedDay(date: ZonedDate): ZonedDate {
  return atMinutesOn(date, 0);
}

/** The same clock time a number of calendar days later (or earlier when negative). */
export function addZonedDays(date: ZonedDate, days: number): ZonedDate {
  return ZonedDate.of(
    date.timeZone,
    date.getFullYear(),
    date.getMonth(),
    date.getDate() + days,
    date.getHours(),
    date.getMinutes(),
    date.getSeconds(),
    date.getMilliseconds(),
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
export function clockOf(date: Instant, zone: string = DEFAULT_TIME_ZONE): string {
  const zoned = ZonedDate.at(date.getTime(), zone);
  return `${pad(zoned.getHours())}:${pad(zoned.getMinutes())}`;
}

/** Whether two instants fall on the same calendar day in the zone. */
export function isSameZonedDay(a: Instant, b: Instant, zone: string = DEFAULT_TIME_ZONE): boolean {
  return isoDayOf(ZonedDate.at(a.getTime(), zone)) === isoDayOf(ZonedDate.at(b.getTime(), zone));
}

/**
 * Rounds up to the next multiple of `step` minutes within the hour of the zone; an instant
 * already on such a minute stays (seconds count as a started minute).
 */
export function ceilToStep(date: Instant, step: number, zone: string = DEFAULT_TIME_ZONE): ZonedDate {
  const ms = date.getTime();
  const minuteStart = Math.floor(ms / 60_000) * 60_000;
  const bumped = minuteStart === ms ? ms : minuteStart + 60_000;
  const rest = ZonedDate.at(bumped, zone).getMinutes() % step;
  return ZonedDate.at(rest === 0 ? bumped : bumped + (step - rest) * 60_000, zone);
}
