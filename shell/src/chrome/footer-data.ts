import type { Branch, Config } from '@asp/contracts';
import { selectableBranches } from '@asp/domain';
import { chromeTexts } from '@asp/i18n';

/** A footer or banner link: internal (router) or external (new tab). */
export interface ChromeLink {
  key: string;
  label: string;
  href: string;
  isExternal: boolean;
}

/** Company data of the extended footer (storefront.md §2.13): shown only if all of them are set. */
export function companyData(config: Pick<Config, 'shopName' | 'street' | 'zipCode' | 'city'>) {
  const values = { name: config.shopName.trim(), street: config.street.trim(), zipCode: config.zipCode.trim(), city: config.city.trim() };
  return Object.values(values).every(Boolean) ? values : null;
}

/** HTML written in the back office counts as configured only when it holds some text. */
function hasText(html: string | null | undefined): boolean {
  return (
    !!html &&
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .trim().length > 0
  );
}

const LEGAL = [
  { key: 'termsAndConditions', text: 'termsAndConditionsText', site: '/site/terms-and-conditions' },
  { key: 'privacyPolicy', text: 'privacyPolicyText', site: '/site/privacy' },
  { key: 'imprint', text: 'imprintText', site: '/site/imprint' },
  { key: 'allergens', text: 'allergensText', site: '/site/allergens' },
] as const;

type LegalConfig = Pick<Config, (typeof LEGAL)[number]['key'] | (typeof LEGAL)[number]['text']>;

/**
 * The link to one legal page: the internal site page when its text is configured,
 * otherwise the configured external address (new tab), otherwise none.
 */
export function legalLink(config: LegalConfig, key: (typeof LEGAL)[number]['key']): ChromeLink | null {
  const entry = LEGAL.find((l) => l.key === key)!;
  const label = chromeTexts.footer[key];
  if (hasText(config[entry.text])) return { key, label, href: entry.site, isExternal: false };
  const external = config[entry.key].trim();
  return external ? { key, label, href: external, isExternal: true } : null;
}

/** Terms, privacy, imprint and allergens links of the footers, those that lead somewhere. */
export function legalLinks(config: LegalConfig): ChromeLink[] {
  return LEGAL.map((entry) => legalLink(config, entry.key)).filter((link): link is ChromeLink => link !== null);
}

/** Branches shown in the footer and used for its office hours: public and enabled. */
export function footerBranches<T extends Pick<Branch, 'isPublic' | 'isEnabled'>>(branches: readonly T[]): T[] {
  return selectableBranches(branches);
}

/** The 'Route' link to a maps service with latitude and longitude (null without coordinates). */
export function routeUrl(branch: Pick<Branch, 'latitude' | 'longitude'>): string | null {
  if (branch.latitude === null || branch.longitude === null) return null;
  return `https://www.google.com/maps/dir/?api=1&destination=${branch.latitude},${branch.longitude}`;
}

/** tel: link of a displayed phone number. */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, '')}`;
}
