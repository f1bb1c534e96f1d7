import { STATISTICS_MAX_DAYS } from '@asp/contracts';
import { DateTime } from 'luxon';

/** The shop's time zone: a day of the dashboard is a calendar day here (document 1 §7 statistics). */
export const STATISTICS_TIME_ZONE = 'Europe/Berlin';

export const RANGE_PRESETS = ['today', 'yesterday', '7d', '30d', 'year', 'custom'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

export const INTERVALS = ['day', 'week', 'month'] as const;
export type StatisticsInterval = (typeof INTERVALS)[number];

/** A period of whole Berlin calendar days, both ends included ('YYYY-MM-DD'). */
export interface DayRange {
  from: string;
  to: string;
}

/** The same period as instants for the API: Berlin midnight of `from` up to (excluding) Berlin midnight after `to`. */
export interface InstantRange {
  from: string;
  to: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function berlinDay(day: string): DateTime {
  return DateTime.fromISO(day, { zone: STATISTICS_TIME_ZONE }).startOf('day');
}

function isoDay(dt: DateTime): string {
  return dt.toISODate() ?? '';
}

/** Whether a text is a real calendar day 'YYYY-MM-DD'. */
export function isDay(value: string | null | undefined): value is string {
  return !!value && DAY.test(value) && berlinDay(value).isValid;
}

/** Today's Berlin calendar day at the instant `now`. */
export function berlinToday(now: Date): string {
  return isoDay(DateTime.fromJSDate(now, { zone: STATISTICS_TIME_ZONE }));
}

/**
 * The days a preset covers at the instant `now` (in Berlin): heute, gestern, the last 7 or
 * 30 days including today, this year from 1 January up to today. 'custom' has no days of
 * its own (the caller keeps the chosen ones); it answers today.
 */
export function presetRange(preset: RangePreset, now: Date): DayRange {
  const today = DateTime.fromJSDate(now, { zone: STATISTICS_TIME_ZONE }).startOf('day');
  switch (preset) {
    case 'yesterday': {
      const day = isoDay(today.minus({ days: 1 }));
      return { from: day, to: day };
    }
    case '7d':
      return { from: isoDay(today.minus({ days: 6 })), to: isoDay(today) };
    case '30d':
      return { from: isoDay(today.minus({ days: 29 })), to: isoDay(today) };
    case 'year':
      return { from: isoDay(today.startOf('year')), to: isoDay(today) };
    default:
      return { from: isoDay(today), to: isoDay(today) };
  }
}

/** How many calendar days a range covers (1 for a single day), whatever the DST changes in it. */
export function rangeDays(range: DayRange): number {
  return Math.round(berlinDay(range.to).diff(berlinDay(range.from), 'days').days) + 1;
}

/** Whether the service answers for this range: from not after to, at most STATISTICS_MAX_DAYS days. */
export function isAllowedRange(range: DayRange): boolean {
  return range.from <= range.to && rangeDays(range) <= STATISTICS_MAX_DAYS;
}

/** The period of the same number of days that ends the day before `range` starts (the comparison). */
export function previousRange(range: DayRange): DayRange {
  const days = rangeDays(range);
  const to = berlinDay(range.from).minus({ days: 1 });
  return { from: isoDay(to.minus({ days: days - 1 })), to: isoDay(to) };
}

/** The instants of a day range (ISO with offset in UTC): midnight to midnight in Berlin, so 23 or 25 hour days are whole. */
export function toInstants(range: DayRange): InstantRange {
  const from = berlinDay(range.from).toUTC().toISO({ suppressMilliseconds: true }) ?? '';
  const to = berlinDay(range.to).plus({ days: 1 }).toUTC().toISO({ suppressMilliseconds: true }) ?? '';
  return { from, to };
}

/** The interval that suits a range when none was chosen: days up to a month, weeks up to half a year, else months. */
export function defaultInterval(range: DayRange): StatisticsInterval {
  const days = rangeDays(range);
  if (days <= 31) return 'day';
  if (days <= 183) return 'week';
  return 'month';
}

/** The dashboard's settings as kept in the URL query. */
export interface DashboardSettings {
  preset: RangePreset;
  range: DayRange;
  interval: StatisticsInterval;
  branch: number | null;
}

/**
 * Reads the settings from the URL query (`range`, `from`, `to`, `interval`, `branch`) at
 * `now`; anything missing or unreadable falls back to the last 7 days. A preset is
 * re-evaluated at `now`, so a bookmarked '7d' always means the last seven days.
 */
export function readSettings(query: URLSearchParams, now: Date): DashboardSettings {
  const raw = query.get('range');
  let preset: RangePreset = (RANGE_PRESETS as readonly string[]).includes(raw ?? '') ? (raw as RangePreset) : '7d';
  const from = query.get('from');
  const to = query.get('to');
  // A custom range needs two real days in order, no longer than the service answers; otherwise the default preset stands.
  if (preset === 'custom' && !(isDay(from) && isDay(to) && isAllowedRange({ from, to }))) preset = '7d';
  const range = preset === 'custom' ? { from: from ?? '', to: to ?? '' } : presetRange(preset, now);
  const intervalText = query.get('interval') ?? '';
  const interval = (INTERVALS as readonly string[]).includes(intervalText) ? (intervalText as StatisticsInterval) : defaultInterval(range);
  const branchText = query.get('branch');
  const branch = branchText && /^\d+$/.test(branchText) ? Number(branchText) : null;
  return { preset, range, interval, branch };
}

/** The URL query of settings (a preset's days are not written: they follow from the preset and the day it is read). */
export function writeSettings(settings: DashboardSettings): URLSearchParams {
  const query = new URLSearchParams({ range: settings.preset });
  if (settings.preset === 'custom') {
    query.set('from', settings.range.from);
    query.set('to', settings.range.to);
  }
  query.set('interval', settings.interval);
  if (settings.branch !== null) query.set('branch', String(settings.branch));
  return query;
}

/** The statistics query of a day range (document 1 §7: from and to; the service takes whole days, `to` included). */
export function toDayQuery(range: DayRange, interval: StatisticsInterval, branch: number | null): string {
  const query = new URLSearchParams({ from: range.from, to: range.to, interval });
  if (branch !== null) query.set('branch', String(branch));
  return query.toString();
}
