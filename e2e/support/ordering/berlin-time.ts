/**
 * Calendar days in the shop's zone (Europe/Berlin), so the journeys can make a branch
 * closed or open on a known day whatever time the suite runs at.
 */
const ZONE = 'Europe/Berlin';

/** 'YYYY-MM-DD' of today in Berlin plus `offsetDays`. */
export function berlinDay(offsetDays = 0, now = new Date()): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  const [year, month, day] = today.split('-').map(Number);
  // Noon UTC of the target day: no DST shift can move it to a neighbouring day.
  return new Date(Date.UTC(year, month - 1, day + offsetDays, 12)).toISOString().slice(0, 10);
}

/** The opening-hours rule type of a day ('monday' … 'sunday'). */
export function weekdayRuleType(day: string): string {
  return new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', { weekday: 'long', timeZone: 'UTC' }).toLowerCase();
}

/** The German day name ('Dienstag'). */
export function germanWeekday(day: string): string {
  return new Date(`${day}T12:00:00Z`).toLocaleDateString('de-DE', { weekday: 'long', timeZone: 'UTC' });
}

/** 'dd.MM.yyyy' of an instant in Berlin. */
export function berlinDate(at: Date): string {
  return new Intl.DateTimeFormat('de-DE', { timeZone: ZONE, day: '2-digit', month: '2-digit', year: 'numeric' }).format(at);
}

/** 'HH:mm' of an instant in Berlin. */
export function berlinTime(at: Date): string {
  return new Intl.DateTimeFormat('de-DE', { timeZone: ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);
}

/** Opening hours that are open at every moment: one daily range running past midnight into the next day. */
export const OPEN_ALL_DAY = [{ type: 'daily', isClosed: false, from: '00:00', to: '00:00' }];

/** Opening hours open only on `day`'s weekday, 08:00–12:00: closed today and tomorrow when `day` is two days ahead. */
export function openOnlyOn(day: string): Array<Record<string, unknown>> {
  return [{ type: weekdayRuleType(day), isClosed: false, from: '08:00', to: '12:00' }];
}

/** The instant of a Berlin wall-clock time ('YYYY-MM-DD', 'HH:mm') as ISO 8601 with offset. */
export function berlinInstant(day: string, time: string): string {
  for (const offset of ['+01:00', '+02:00']) {
    const iso = `${day}T${time}:00${offset}`;
    const at = new Date(iso);
    if (berlinTime(at) === time && at.toLocaleDateString('sv-SE', { timeZone: ZONE }) === day) return iso;
  }
  throw new Error(`${day} ${time} does not exist in Berlin`);
}
