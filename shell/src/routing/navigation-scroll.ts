/**
 * What the page does after a navigation (storefront.md §2.1: "Navigation scrolls smoothly
 * to the top, or to a hash after 750 ms"; §2.2: the routed content fades in).
 *
 * Pure, so the rules are tested without a browser; `useNavigationEffects` in the chrome
 * carries them out.
 */

/** storefront.md §9: scroll-to-hash delay 750 ms. */
export const SCROLL_TO_HASH_DELAY_MS = 750;

/** The parts of a location that decide the scroll (react-router's `Location` fits). */
export interface NavigationPoint {
  pathname: string;
  search?: string;
  hash: string;
}

export type ScrollAction =
  | { kind: 'none' }
  | { kind: 'top' }
  /** Scroll to the element with this id once `delayMs` have passed (the remote may still be rendering it). */
  | { kind: 'hash'; id: string; delayMs: number };

/** The element id a URL hash names ('#a%20b' → 'a b'); null for an empty hash or '#'. */
export function hashTarget(hash: string): string | null {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  if (!raw) return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * The scroll for a navigation from `previous` (null: the first page of the visit) to `next`:
 * - a URL with a hash: scroll to that element after 750 ms (also on the first page, and
 *   when only the hash changed, i.e. an in-page anchor link);
 * - another path without a hash: smoothly to the top;
 * - the first page without a hash, a change of the query only (sort, filters, the
 *   self-service flag) or a removed hash on the same path: nothing, the reader keeps their place.
 */
export function scrollActionFor(previous: NavigationPoint | null, next: NavigationPoint): ScrollAction {
  const id = hashTarget(next.hash);
  const samePath = previous !== null && previous.pathname === next.pathname;
  if (id !== null) {
    if (samePath && previous.hash === next.hash) return { kind: 'none' };
    return { kind: 'hash', id, delayMs: SCROLL_TO_HASH_DELAY_MS };
  }
  if (previous === null || samePath) return { kind: 'none' };
  return { kind: 'top' };
}

/** Whether the routed content fades in: on every change of path (not of query or hash), never on the first page. */
export function fadesIn(previous: NavigationPoint | null, next: NavigationPoint): boolean {
  return previous !== null && previous.pathname !== next.pathname;
}
