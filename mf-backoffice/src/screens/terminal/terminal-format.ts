import type { TerminalMe } from '@asp/contracts';

/** 465 → '7:45 h'; with `signed` a leading + or − (time balances). */
export function formatMinutes(minutes: number, signed = false): string {
  const sign = minutes < 0 ? '−' : signed ? '+' : '';
  const abs = Math.abs(Math.round(minutes));
  return `${sign}${Math.floor(abs / 60)}:${String(abs % 60).padStart(2, '0')} h`;
}

const dayFormat = new Intl.DateTimeFormat('de-DE', { weekday: 'short', day: '2-digit', month: '2-digit', timeZone: 'UTC' });

/** The next planned shift, e.g. 'Mi., 26.11., 07:00–15:30'. */
export function formatShift(shift: NonNullable<TerminalMe['nextShift']>): string {
  return `${dayFormat.format(new Date(`${shift.date}T12:00:00Z`))}, ${shift.start}–${shift.end}`;
}
