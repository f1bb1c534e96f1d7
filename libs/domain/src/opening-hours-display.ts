import { dayLabels, fill, openingHoursTexts } from '@asp/i18n';
import { rangesForDay, type TimeRange } from './opening-hours';
import { DEFAULT_TIME_ZONE, type DayInput } from './time';
import { addZonedDays, isoDayOf, startOfZonedDay, startOfZonedWeek, weekdayOfDate, zonedDate } from './zoned-date';
import type { OpeningHourRule, Weekday } from './types';

export type DayKey = 'today' | 'tomorrow' | Weekday;

/**
 * An entry of the branch opening-hours display (website.md §2): days (a day or a list),
 * isRange, isClosed and hours (list of from/to).
 */
export interface OpeningHoursEntry {
  days: DayKey | DayKey[];
  isRange: boolean;
  isClosed: boolean;
  hours: TimeRange[];
}

/** Day label: Heute, Morgen, Montag … Sonntag (website.md §2). */
export function dayLabel(day: DayKey): string {
  return dayLabels[day];
}

/**
 * Label of a day relative to now: 'Heute', 'Morgen', otherwise the weekday name.
 */
export function relativeDayLabel(date: DayInput, now: Date, zone = DEFAULT_TIME_ZONE): string {
  const day = zonedDate(date, zone);
  const today = zonedDate(now, zone);
  if (isoDayOf(day) === isoDayOf(today)) return dayLabels.today;
  if (isoDayOf(day) === isoDayOf(addZonedDays(startOfZonedDay(today), 1))) return dayLabels.tomorrow;
  return dayLabels[weekdayOfDate(day)];
}

/**
 * The days of an entry as text (website.md §2): one day by its label; a range of two
 * days 'A & B'; a longer range 'first - last'; a list that is no range joined by ', '.
 */
export function formatEntryDays(entry: Pick<OpeningHoursEntry, 'days' | 'isRange'>): string {
  const days = (Array.isArray(entry.days) ? entry.days : [entry.days]).map(dayLabel);
  if (days.length === 1) return days[0];
  if (!entry.isRange) return days.join(', ');
  if (days.length === 2) return fill(openingHoursTexts.twoDays, { first: days[0], last: days[1] });
  return fill(openingHoursTexts.dayRange, { first: days[0], last: days[days.length - 1] });
}

/** The hours of an entry (website.md §2): each 'from - to Uhr', or ['geschlossen']. */
export function formatEntryHours(entry: Pick<OpeningHoursEntry, 'isClosed' | 'hours'>): string[] {
  if (entry.isClosed || entry.hours.length === 0) return [openingHoursTexts.closed];
  return entry.hours.map((h) => fill(openingHoursTexts.hours, { from: h.from, to: h.to }));
}

/** One row of the display: the days text and the hours texts. */
export function formatEntry(entry: OpeningHoursEntry): { days: string; hours: string[] } {
  return { days: formatEntryDays(entry), hours: formatEntryHours(entry) };
}

/** The seven days (Monday to Sunday) of the ISO week of `reference`, with their ranges. */
export function weekSchedule(
  rules: OpeningHourRule[] | null | undefined,
  reference: DayInput,
  zone = DEFAULT_TIME_ZONE,
): Array<{ weekday: Weekday; date: string; hours: TimeRange[] }> {
  const monday = startOfZonedWeek(zonedDate(reference, zone));
  return Array.from({ length: 7 }, (_, i) => {
    const day = addZonedDays(monday, i);
    return { weekday: weekdayOfDate(day), date: isoDayOf(day), hours: rangesForDay(rules, day, zone) };
  });
}

const sameHours = (a: TimeRange[], b: TimeRange[]): boolean =>
  a.length === b.length && a.every((r, i) => r.from === b[i].from && r.to === b[i].to);

/**
 * The week as display entries: consecutive days with the same hours are grouped into a
 * range (Montag - Freitag, Samstag & Sonntag).
 */
export function weekOpeningHours(
  rules: OpeningHourRule[] | null | undefined,
  reference: DayInput,
  zone = DEFAULT_TIME_ZONE,
): OpeningHoursEntry[] {
  const entries: OpeningHoursEntry[] = [];
  for (const day of weekSchedule(rules, reference, zone)) {
    const last = entries[entries.length - 1];
    if (last && sameHours(last.hours, day.hours)) {
      last.days = [...(last.days as DayKey[]), day.weekday];
      last.isRange = true;
    } else {
      entries.push({ days: [day.weekday], isRange: false, isClosed: day.hours.length === 0, hours: day.hours });
    }
  }
  return entries.map((e) => ((e.days as DayKey[]).length === 1 ? { ...e, days: (e.days as DayKey[])[0] } : e));
}

/** The next `count` days from today, labelled Heute, Morgen, then weekday names. */
export function upcomingOpeningHours(
  rules: OpeningHourRule[] | null | undefined,
  now: Date,
  count = 7,
  zone = DEFAULT_TIME_ZONE,
): OpeningHoursEntry[] {
  const today = startOfZonedDay(zonedDate(now, zone));
  return Array.from({ length: count }, (_, i) => {
    const day = addZonedDays(today, i);
    const hours = rangesForDay(rules, day, zone);
    const key: DayKey = i === 0 ? 'today' : i === 1 ? 'tomorrow' : weekdayOfDate(day);
    return { days: key, isRange: false, isClosed: hours.length === 0, hours };
  });
}
