/**
 * Fills `{name}` placeholders of a product text. Unknown placeholders stay visible
 * so a missing parameter is noticed instead of silently rendering an empty string.
 */
export function fill(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) =>
    Object.prototype.hasOwnProperty.call(params, key) ? String(params[key]) : match,
  );
}

/** Picks the singular or plural form (German: 1 is singular, everything else plural). */
export function plural(count: number, forms: { one: string; other: string }): string {
  return fill(count === 1 ? forms.one : forms.other, { count });
}

const moneyFormatters = new Map<string, Intl.NumberFormat>();

/** Formats an amount de-DE with two decimals in the configured currency (default EUR). */
export function formatMoney(amount: number, currency = 'EUR'): string {
  let formatter = moneyFormatters.get(currency);
  if (!formatter) {
    formatter = new Intl.NumberFormat('de-DE', { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 });
    moneyFormatters.set(currency, formatter);
  }
  return formatter.format(amount);
}

/** DD.MM.YYYY in the shop's time zone. */
export function formatDate(date: Date | string, timeZone = 'Europe/Berlin'): string {
  return new Intl.DateTimeFormat('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone }).format(new Date(date));
}

/** HH:mm in the shop's time zone. */
export function formatTime(date: Date | string, timeZone = 'Europe/Berlin'): string {
  return new Intl.DateTimeFormat('de-DE', { hour: '2-digit', minute: '2-digit', hour12: false, timeZone }).format(new Date(date));
}

/** DD.MM.YYYY HH:mm in the shop's time zone. */
export function formatDateTime(date: Date | string, timeZone = 'Europe/Berlin'): string {
  return `${formatDate(date, timeZone)} ${formatTime(date, timeZone)}`;
}

/**
 * A byte count as people read it in a message: '64 KB', '10 MB', '13,4 MB' (binary
 * units, written KB/MB as the spec's upload limit '10 MB' is).
 */
export function formatByteSize(bytes: number): string {
  const [value, unit] = bytes >= 1024 * 1024 ? [bytes / (1024 * 1024), 'MB'] : bytes >= 1024 ? [bytes / 1024, 'KB'] : [bytes, 'Bytes'];
  return `${new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1 }).format(value)} ${unit}`;
}
