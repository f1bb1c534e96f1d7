import { isoDay } from '@asp/domain';

/**
 * German calendar labels of the pickers (Intl, de-DE). Day strings are calendar days
 * ('YYYY-MM-DD'), formatted at noon UTC so no zone can move them to another day.
 */
const monthFormat = new Intl.DateTimeFormat('de-DE', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const longDateFormat = new Intl.DateTimeFormat('de-DE', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const shortDateFormat = new Intl.DateTimeFormat('de-DE', {
  weekday: 'short',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'UTC',
});

const noonOf = (day: string): Date => new Date(`${day}T12:00:00Z`);

/** 'Juni 2025' */
export function monthLabel(year: number, month: number): string {
  return monthFormat.format(new Date(Date.UTC(year, month - 1, 15, 12)));
}

/** 'Montag, 2. Juni 2025' (the accessible name of a day button). */
export function longDateLabel(day: string): string {
  return longDateFormat.format(noonOf(day));
}

/** 'Mo., 02.06.2025' (the chosen day in the form). */
export function shortDateLabel(day: string): string {
  return shortDateFormat.format(noonOf(day));
}

/** The month a picker opens on: the selected (or first available) day's, else the current one. */
export function initialMonth(day: string | null, now: Date, zone: string): { year: number; month: number } {
  const [year, month] = (day ?? isoDay(now, zone)).split('-').map(Number);
  return { year, month };
}
