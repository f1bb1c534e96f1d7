import Holidays from 'date-holidays';
import type { GermanState } from './types';

/** A public holiday on a calendar day; `fraction` 0.5 for a half day (24.12., 31.12.). */
export interface PublicHoliday {
  date: string;
  name: string;
  fraction: 1 | 0.5;
}

const cache = new Map<string, Map<string, PublicHoliday>>();

/**
 * The public holidays of a German state in a year (date-holidays, type 'public' only:
 * observances such as Rosenmontag or school holidays do not count). Half days: the
 * library marks 24.12. (Heiliger Abend) and 31.12. (Silvester) as 'bank' days from 14:00;
 * they are not statutory holidays, but the usual German practice (and ours) frees the
 * afternoon, so these two, and only these, count as half holidays: half the planned time.
 */
export function publicHolidays(year: number, state: GermanState): Map<string, PublicHoliday> {
  const key = `${state}:${year}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const holidays = new Map<string, PublicHoliday>();
  for (const entry of new Holidays('DE', state).getHolidays(year, 'de')) {
    const date = entry.date.slice(0, 10);
    if (entry.type === 'public') holidays.set(date, { date, name: entry.name, fraction: 1 });
    else if (entry.type === 'bank' && /-12-(24|31)$/.test(date) && !holidays.has(date))
      holidays.set(date, { date, name: entry.name, fraction: 0.5 });
  }
  cache.set(key, holidays);
  return holidays;
}

/** The public holiday on a day ('YYYY-MM-DD') in the state, or null. */
export function holidayOn(date: string, state: GermanState): PublicHoliday | null {
  return publicHolidays(Number(date.slice(0, 4)), state).get(date) ?? null;
}
