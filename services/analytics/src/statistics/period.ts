import { DateTime } from 'luxon';
import { STATISTICS_MAX_DAYS, STATISTICS_TIME_ZONE, type StatisticsInterval } from '@asp/contracts';
import { analyticsTexts, fill } from '@asp/i18n';
import { badRequest } from '@asp/server-kit';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const zone = STATISTICS_TIME_ZONE;

/**
 * A resolved period [from, to) and how the roll-ups cover it: whole Berlin days
 * [firstDay, endDay) from the daily roll-up, the partial edges [from, firstDayStart) and
 * [endDayStart, to) from the hourly one. Without a whole day the hourly roll-up covers all.
 */
export interface Period {
  from: Date;
  to: Date;
  interval: StatisticsInterval;
  firstDay: string;
  endDay: string;
  firstDayStart: Date;
  endDayStart: Date;
}

/** A bound: a day is its Berlin midnight (as an end: the next midnight), an instant itself. */
export function boundOf(value: string, isEnd: boolean): DateTime {
  if (DATE_ONLY.test(value)) {
    const day = DateTime.fromISO(value, { zone }).startOf('day');
    return isEnd ? day.plus({ days: 1 }) : day;
  }
  return DateTime.fromISO(value, { setZone: true }).setZone(zone);
}

/** Checks and resolves from/to (400 with a German message when reversed or too long). */
export function resolvePeriod(fromValue: string, toValue: string, interval: StatisticsInterval = 'day', fields = ['from', 'to']): Period {
  const from = boundOf(fromValue, false);
  const to = boundOf(toValue, true);
  if (!from.isValid || !to.isValid || to <= from) throw badRequest(analyticsTexts.periodReversed, fields[1]);
  if (to.diff(from, 'days').days > STATISTICS_MAX_DAYS)
    throw badRequest(fill(analyticsTexts.periodTooLong, { limit: STATISTICS_MAX_DAYS }), fields[1]);
  return { ...coverage(from, to), interval };
}

/** How the roll-ups cover [from, to): whole Berlin days and the partial edges (see Period). */
export function coverage(fromValue: DateTime | Date, toValue: DateTime | Date): Omit<Period, 'interval'> {
  const from = fromValue instanceof Date ? DateTime.fromJSDate(fromValue, { zone }) : fromValue;
  const to = toValue instanceof Date ? DateTime.fromJSDate(toValue, { zone }) : toValue;
  const fromMidnight = from.startOf('day');
  const first = fromMidnight.equals(from) ? from : fromMidnight.plus({ days: 1 });
  let end = to.startOf('day');
  if (end < first) end = first;
  return {
    from: from.toJSDate(),
    to: to.toJSDate(),
    firstDay: first.toISODate()!,
    endDay: end.toISODate()!,
    firstDayStart: first < to ? first.toJSDate() : to.toJSDate(),
    endDayStart: first < to ? end.toJSDate() : to.toJSDate(),
  };
}

/** Berlin start of every bucket of the period, as the local wall-clock key the SQL gives ('YYYY-MM-DDTHH:mm:ss') and as ISO with offset. */
export function bucketStarts(period: Period): Array<{ local: string; iso: string }> {
  const unit = period.interval;
  const end = DateTime.fromJSDate(period.to, { zone });
  const starts = [];
  for (let cursor = DateTime.fromJSDate(period.from, { zone }).startOf(unit); cursor < end; cursor = cursor.plus({ [`${unit}s`]: 1 })) {
    starts.push({ local: cursor.toFormat("yyyy-MM-dd'T'HH:mm:ss"), iso: cursor.toISO({ suppressMilliseconds: true })! });
  }
  return starts;
}

/** Berlin calendar days the period touches ('YYYY-MM-DD'). */
export function daysOf(period: Pick<Period, 'from' | 'to'>): string[] {
  const days: string[] = [];
  const end = DateTime.fromJSDate(period.to, { zone });
  for (let day = DateTime.fromJSDate(period.from, { zone }).startOf('day'); day < end; day = day.plus({ days: 1 }))
    days.push(day.toISODate()!);
  return days;
}

/** The Berlin bucket start (local key) of a day ('YYYY-MM-DD') for an interval. */
export const bucketOfDay = (day: string, interval: StatisticsInterval) =>
  DateTime.fromISO(day, { zone }).startOf(interval).toFormat("yyyy-MM-dd'T'HH:mm:ss");

/** A Berlin day of a period with its instants, weekday and bucket, worked out once per request. */
export interface DayInfo {
  date: string;
  startMs: number;
  endMs: number;
  weekday: number;
  bucket: string;
}

/**
 * The Berlin days [from, to) touches, each with its real start and end (23 or 25 hours
 * at the DST changes) — so per-activity work needs no time-zone arithmetic.
 */
export function dayIndex(period: Pick<Period, 'from' | 'to'> & { interval?: StatisticsInterval }): DayInfo[] {
  const days: DayInfo[] = [];
  const end = DateTime.fromJSDate(period.to, { zone });
  for (let day = DateTime.fromJSDate(period.from, { zone }).startOf('day'); day < end; day = day.plus({ days: 1 })) {
    days.push({
      date: day.toISODate()!,
      startMs: day.toMillis(),
      endMs: day.plus({ days: 1 }).toMillis(),
      weekday: day.weekday,
      bucket: day.startOf(period.interval ?? 'day').toFormat("yyyy-MM-dd'T'HH:mm:ss"),
    });
  }
  return days;
}

/** Splits [from, to) milliseconds at the index's midnights: minutes per day (outside the index: dropped). */
export function splitByDay(
  days: readonly DayInfo[],
  intervals: ReadonlyArray<[number, number]>,
  into: Map<string, number>,
  factor = 1,
): void {
  for (const [from, to] of intervals) {
    let low = 0;
    let high = days.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (days[mid].endMs <= from) low = mid + 1;
      else high = mid;
    }
    for (let i = low; i < days.length && days[i].startMs < to; i++) {
      const minutes = (Math.min(to, days[i].endMs) - Math.max(from, days[i].startMs)) / 60_000;
      if (minutes > 0) into.set(days[i].date, (into.get(days[i].date) ?? 0) + minutes * factor);
    }
  }
}
