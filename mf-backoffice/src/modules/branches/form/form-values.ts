import { DEFAULT_TIME_ZONE, localStamp, toZoned } from '@asp/domain';

/** Messages of the form's own checks and of the server, keyed by field path ('name', 'openingHours[1].from'). */
export type FieldErrors = Partial<Record<string, string>>;

let lastKey = 0;
/** A React key for a new row of a list editor (never sent to the server). */
export const newRowKey = (): string => `row-${++lastKey}`;

/**
 * A decimal number as typed ('47.5' or '47,5'): the number, null for an empty input, or
 * undefined when it is no number (which cannot be sent at all).
 */
export function parseDecimal(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const value = Number(trimmed.replace(',', '.'));
  return Number.isFinite(value) ? value : undefined;
}

/** A rate or other number for its input, with the German decimal comma ('7,7'); '' for none. */
export const formatDecimal = (value: number | null | undefined): string =>
  value === null || value === undefined ? '' : String(value).replace('.', ',');

/** A money amount for its input: two decimals, German decimal comma ('3,90'); '' for none. */
export const formatMoney = (value: number | null | undefined): string =>
  value === null || value === undefined ? '' : value.toFixed(2).replace('.', ',');

/** An instant as the value of a datetime-local input ('2025-05-01T08:00') in the shop's zone; '' for none. */
export function instantToLocal(instant: string | null | undefined, zone = DEFAULT_TIME_ZONE): string {
  if (!instant) return '';
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return '';
  const stamp = localStamp(date, zone);
  return `${stamp.date}T${stamp.time}`;
}

/** A datetime-local value read in the shop's zone as an ISO instant; null for '', undefined when unreadable. */
export function localToInstant(local: string, zone = DEFAULT_TIME_ZONE): string | null | undefined {
  const trimmed = local.trim();
  if (!trimmed) return null;
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(trimmed)) return undefined;
  const zoned = toZoned(trimmed, zone);
  return zoned.isValid ? (zoned.toUTC().toISO() ?? undefined) : undefined;
}
