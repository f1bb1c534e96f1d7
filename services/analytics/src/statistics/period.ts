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
  const fromMidnight = from.startOf('day');
  const first = fromMidnight.equals(from) ? from : fromMidnight.plus({ days: 1 });
  let end = to.startOf('day');
  if (end < first) end = first;
  return {
    from: from.toJSDate(),
    to: to.toJSDate(),
    interval,
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
