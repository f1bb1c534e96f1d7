import { checkoutTexts, donationTexts, fill, formatMoney } from '@asp/i18n';
import type { Id } from './types';

/** The donation per order shown in checkout variant 2, fully funded by the shop (storefront.md §9). */
export const DONATION_AMOUNT = 0.07;

/** The note of the donation section: the amount in the shop currency. */
export function donationNote(currency = 'EUR'): string {
  return fill(donationTexts.note, { amount: formatMoney(DONATION_AMOUNT, currency) });
}

export interface DonateeLike {
  id: Id;
  name: string;
  description?: string | null;
}

const plain = (html: string | null | undefined): string =>
  (html ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .toLocaleLowerCase('de-DE');

/**
 * Search of the recipient overlay (storefront.md §2.10, §8): the term is split on commas
 * and spaces; every part must occur in the name or the (HTML) description, case-insensitive.
 * An empty term lists everyone. `message` is 'Keine passende Organisation gefunden.' when
 * nothing matches.
 */
export function searchDonatees<T extends DonateeLike>(donatees: T[], term: string): { results: T[]; message: string | null } {
  const parts = term
    .toLocaleLowerCase('de-DE')
    .split(/[\s,]+/)
    .filter(Boolean);
  const results = donatees.filter((d) => {
    const text = `${d.name.toLocaleLowerCase('de-DE')} ${plain(d.description)}`;
    return parts.every((part) => text.includes(part));
  });
  return { results, message: results.length === 0 ? checkoutTexts.noDonateeMatch : null };
}

/** A click in the overlay (storefront.md §4): selects, or deselects the selected one. */
export function toggleDonatee(selected: Id | null | undefined, clicked: Id): Id | null {
  return selected !== null && selected !== undefined && String(selected) === String(clicked) ? null : clicked;
}
