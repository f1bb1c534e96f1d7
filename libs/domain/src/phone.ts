import { checkoutTexts } from '@asp/i18n';

/** Recognised phone prefixes (storefront.md §9). */
export const PHONE_PREFIXES: readonly string[] = ['+41', '+423', '+43', '+49'];

/** Seeded default prefix of the phone input (spec README: from the shop configuration). */
export const DEFAULT_PHONE_PREFIX = '+49';

/** The phone field keeps only plus, digits and spaces (storefront.md §5). */
export function cleanPhoneField(value: string | null | undefined): string {
  return (value ?? '').replace(/[^+\d ]/g, '');
}

/** On change only plus and digits are kept, and a leading 00 becomes + (storefront.md §5). */
export function cleanPhoneOnChange(value: string | null | undefined): string {
  return (value ?? '').replace(/[^+\d]/g, '').replace(/^00/, '+');
}

/**
 * Hint while the phone does not start with + (storefront.md §5); variant 2 uses an
 * Austrian example number. Null once it starts with +.
 */
export function phoneHint(value: string | null | undefined, variant: 1 | 2 = 1): string | null {
  if ((value ?? '').trim().startsWith('+')) return null;
  return variant === 2 ? checkoutTexts.phoneHintAustria : checkoutTexts.phoneHint;
}

/**
 * Phone pattern of the checkout (storefront.md §5): a leading 0 plus 1-14 digits, or +
 * plus a 1-3 digit country code plus 1-12 digits (2 to 15 digits after +). Spaces are
 * ignored.
 */
export function isValidPhone(value: string | null | undefined): boolean {
  const compact = (value ?? '').replace(/\s+/g, '');
  return /^0\d{1,14}$/.test(compact) || /^\+\d{1,3}\d{1,12}$/.test(compact);
}

/**
 * The phone input component (storefront.md §5): a leading 00 becomes +; a recognised
 * prefix (+41, +423, +43, +49) is split off, otherwise the default prefix applies (from
 * the configuration, seeded +49); leading zeros and non-digits are stripped from the number.
 */
export function splitPhone(
  value: string | null | undefined,
  defaultPrefix: string = DEFAULT_PHONE_PREFIX,
): { prefix: string; number: string } {
  const text = (value ?? '').trim().replace(/^00/, '+');
  const prefix = PHONE_PREFIXES.find((p) => text.startsWith(p));
  const rest = prefix ? text.slice(prefix.length) : text;
  return { prefix: prefix ?? defaultPrefix, number: rest.replace(/\D/g, '').replace(/^0+/, '') };
}

/** The emitted value: prefix plus number, or empty when there is no number. */
export function joinPhone(prefix: string, number: string | null | undefined): string {
  const digits = (number ?? '').replace(/\D/g, '').replace(/^0+/, '');
  return digits ? `${prefix}${digits}` : '';
}

/** A value run through the phone input component (split, cleaned, joined). */
export function normalizePhoneInput(value: string | null | undefined, defaultPrefix: string = DEFAULT_PHONE_PREFIX): string {
  const { prefix, number } = splitPhone(value, defaultPrefix);
  return joinPhone(prefix, number);
}
