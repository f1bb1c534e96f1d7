import { DEFAULT_TIME_ZONE, parseTimeOfDay, type DayInput } from './time';
import {
  addZonedDays,
  atMinutesOn,
  ceilToStep,
  isoDayOf,
  isValidDate,
  startOfZonedDay,
  weekdayOfDate,
  zonedDate,
  type ZonedDate,
} from './zoned-date';
import type { OpeningHourRule } from './types';

/** A range of one day as in the rules ('08:00' – '12:00'). */
export interface TimeRange {
  from: string;
  to: string;
}

/** An opening interval in absolute time. */
export interface OpeningInterval {
  start: Date;
  end: Date;
}

/** Closing soon: less than 60 minutes remain (website.md §4, §9). */
export const CLOSING_SOON_MINUTES = 60;
/** Next-open search: 15-minute steps over up to 72 hours (website.md §5, §9). */
export const NEXT_OPEN_STEP_MINUTES = 15;
export const NEXT_OPEN_MAX_HOURS = 72;

// Memo of parsed once-rule dates (rule object → zone → calendar day); no I/O, only speed.
const onceDays = new WeakMap<OpeningHourRule, Map<string, string | null>>();

function onceDay(rule: OpeningHourRule, zone: string): string | null {
  let byZone = onceDays.get(rule);
  if (!byZone) onceDays.set(rule, (byZone = new Map()));
  if (!byZone.has(zone)) {
    const date = rule.date ? zonedDate(rule.date, zone) : null;
    byZone.set(zone, date && isValidDate(date) ? isoDayOf(date) : null);
  }
  return byZone.get(zone)!;
}

function ruleLevel(rule: OpeningHourRule, day: ZonedDate, zone: string): number {
  if (rule.type === 'daily') return 0;
  if (rule.type === 'once') {
    // The once rule belongs to the ISO week of its date and applies on its weekday:
    // the same ISO week and the same weekday are the same calendar day.
    const date = onceDay(rule, zone);
    return date !== null && date === isoDayOf(day) ? 2 : -1;
  }
  return rule.type === weekdayOfDate(day) ? 1 : -1;
}

/**
 * The opening ranges of one calendar day (website.md §5): daily rules form the base, a
 * weekday rule overwrites them, a once rule of the same ISO week overwrites both; rules
 * of the same kind append their ranges; a closed rule clears the day. Sorted by start.
 */
export function rangesForDay(rules: OpeningHourRule[] | null | undefined, day: DayInput, zone = DEFAULT_TIME_ZONE): TimeRange[] {
  const date = zonedDate(day, zone);
  let best = -1;
  let applicable: OpeningHourRule[] = [];
  for (const rule of rules ?? []) {
    const level = ruleLevel(rule, date, zone);
    if (level < 0 || level < best) continue;
    if (level > best) {
      best = level;
      applicable = [];
    }
    applicable.push(rule);
  }
  if (applicable.some((r) => r.isClosed)) return [];
  return applicable
    .filter((r) => parseTimeOfDay(r.from) !== null && parseTimeOfDay(r.to) !== null)
    .map((r) => ({ from: r.from, to: r.to }))
    .sort((a, b) => parseTimeOfDay(a.from)! - parseTimeOfDay(b.from)!);
}

/** Whether a day has no opening range. */
export function isClosedOnDay(rules: OpeningHourRule[] | null | undefined, day: DayInput, zone = DEFAULT_TIME_ZONE): boolean {
  return rangesForDay(rules, day, zone).length === 0;
}

/**
 * Absolute intervals of one day. A range whose end is not after its start ('18:00' –
 * '02:00', or an end of '00:00') runs past midnight into the next day.
 */
export function intervalsForDay(rules: OpeningHourRule[] | null | undefined, day: DayInput, zone = DEFAULT_TIME_ZONE): OpeningInterval[] {
  const date = zonedDate(day, zone);
  // Frozen rules cannot change (the orders service's shared replica records), so their
  // intervals per day are kept: every order asks for the same few days of the same branch.
  const memo = rules && Object.isFrozen(rules) ? memoOf(rules) : null;
  const key = memo ? `${zone} ${isoDayOf(date)}` : '';
  const known = memo?.get(key);
  if (known) return copyOf(known);
  const intervals = rangesForDay(rules, date, zone).map((range) => {
    const from = parseTimeOfDay(range.from)!;
    let to = parseTimeOfDay(range.to)!;
    if (to <= from) to += 1440;
    return { start: new Date(atMinutesOn(date, from).getTime()), end: new Date(atMinutesOn(date, to).getTime()) };
  });
  if (memo) {
    if (memo.size >= 64) memo.clear();
    memo.set(key, copyOf(intervals));
  }
  return intervals;
}

const copyOf = (intervals: OpeningInterval[]): OpeningInterval[] =>
  intervals.map(({ start, end }) => ({ start: new Date(start.getTime()), end: new Date(end.getTime()) }));

const intervalMemos = new WeakMap<OpeningHourRule[], Map<string, OpeningInterval[]>>();

function memoOf(rules: OpeningHourRule[]): Map<string, OpeningInterval[]> {
  let memo = intervalMemos.get(rules);
  if (!memo) intervalMemos.set(rules, (memo = new Map()));
  return memo;
}

/** Intervals from the day before `first` to `days` days after it, merged where they touch. */
export function mergedIntervals(
  rules: OpeningHourRule[] | null | undefined,
  first: DayInput,
  days: number,
  zone = DEFAULT_TIME_ZONE,
): OpeningInterval[] {
  const start = startOfZonedDay(zonedDate(first, zone));
  const all: OpeningInterval[] = [];
  for (let i = -1; i <= days; i++) all.push(...intervalsForDay(rules, addZonedDays(start, i), zone));
  all.sort((a, b) => a.start.getTime() - b.start.getTime());
  const merged: OpeningInterval[] = [];
  for (const interval of all) {
    const last = merged[merged.length - 1];
    if (last && interval.start.getTime() <= last.end.getTime()) {
      if (interval.end.getTime() > last.end.getTime()) last.end = interval.end;
    } else merged.push({ ...interval });
  }
  return merged;
}

/** The merged interval containing the instant (start inclusive, end exclusive). */
export function currentInterval(rules: OpeningHourRule[] | null | undefined, at: Date, zone = DEFAULT_TIME_ZONE): OpeningInterval | null {
  const t = at.getTime();
  return mergedIntervals(rules, at, 1, zone).find((i) => i.start.getTime() <= t && t < i.end.getTime()) ?? null;
}

/** Open: the instant lies within one of the ranges (website.md §4). */
export function isOpenAt(rules: OpeningHourRule[] | null | undefined, at: Date, zone = DEFAULT_TIME_ZONE): boolean {
  return currentInterval(rules, at, zone) !== null;
}

/** When the current opening ends (null when closed). */
export function openUntil(rules: OpeningHourRule[] | null | undefined, at: Date, zone = DEFAULT_TIME_ZONE): Date | null {
  return currentInterval(rules, at, zone)?.end ?? null;
}

/** Closing soon: open and less than 60 minutes remain (website.md §4). */
export function isClosingSoon(
  rules: OpeningHourRule[] | null | undefined,
  at: Date,
  zone = DEFAULT_TIME_ZONE,
  thresholdMinutes = CLOSING_SOON_MINUTES,
): boolean {
  const end = openUntil(rules, at, zone);
  return end !== null && end.getTime() - at.getTime() < thresholdMinutes * 60_000;
}

/**
 * The next time the rules are open (website.md §5): the instant itself when open,
 * otherwise searched in 15-minute steps (on the quarter hours) over up to 72 hours.
 */
export function nextOpening(
  rules: OpeningHourRule[] | null | undefined,
  at: Date,
  zone = DEFAULT_TIME_ZONE,
  options: { stepMinutes?: number; maxHours?: number } = {},
): Date | null {
  const step = options.stepMinutes ?? NEXT_OPEN_STEP_MINUTES;
  const limit = at.getTime() + (options.maxHours ?? NEXT_OPEN_MAX_HOURS) * 3_600_000;
  if (isOpenAt(rules, at, zone)) return at;
  const intervals = mergedIntervals(rules, at, Math.ceil((options.maxHours ?? NEXT_OPEN_MAX_HOURS) / 24) + 1, zone);
  const open = (t: number): boolean => intervals.some((i) => i.start.getTime() <= t && t < i.end.getTime());
  // Steps on the quarter hours of the shop's zone.
  const aligned = ceilToStep(at, step, zone);
  for (let t = aligned.getTime(); t <= limit; t += step * 60_000) if (open(t)) return new Date(t);
  return null;
}
