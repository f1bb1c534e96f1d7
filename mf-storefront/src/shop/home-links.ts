import type { Branch } from '@asp/contracts';

type Located = Pick<Branch, 'latitude' | 'longitude' | 'street' | 'zipCode' | 'city'>;

function destination(branch: Located): string | null {
  if (branch.latitude !== null && branch.longitude !== null) return `${branch.latitude},${branch.longitude}`;
  const address = [branch.street, [branch.zipCode, branch.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return address || null;
}

/** External route directions to a branch (storefront.md §2.6 teaser, map marker click). */
export function directionsUrl(branch: Located): string | null {
  const target = destination(branch);
  return target ? `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(target)}` : null;
}

/**
 * A link to the branch on a public map service: shown instead of the 3D map when no map
 * style is configured, and next to the error text when the map cannot be shown.
 * Zoom from the configuration (default 19; the public service goes up to 19).
 */
export function mapUrl(branch: Pick<Branch, 'latitude' | 'longitude'>, zoom: number): string | null {
  if (branch.latitude === null || branch.longitude === null) return null;
  const z = Math.round(Math.min(Math.max(zoom, 0), 19));
  return `https://www.openstreetmap.org/?mlat=${branch.latitude}&mlon=${branch.longitude}#map=${z}/${branch.latitude}/${branch.longitude}`;
}

/** mailto: link of an e-mail address (spec README: e-mail links are mailto:, phone links tel:). */
export function mailtoHref(email: string): string {
  return `mailto:${email.trim()}`;
}

/** A website as an absolute link ('www.x.de' → 'https://www.x.de'). */
export function websiteHref(website: string): string {
  return /^https?:\/\//i.test(website) ? website : `https://${website}`;
}
