import { ROLE_ADMIN } from '@asp/contracts';
import { SELF_SERVICE_CONTEXT } from '@asp/web-kit';

/** Whether the signed-in user sees the frontend tools panel (storefront.md §4: ROLE_ADMIN). */
export function seesAdminTools(roles: readonly string[]): boolean {
  return roles.includes(ROLE_ADMIN);
}

/**
 * The link that switches the self-service (kiosk) context on or off for the page shown:
 * `?context=self-service` starts it, any other context value ends it (web-kit
 * resolveSelfService keeps the choice for the browser session).
 */
export function selfServiceToggleHref(pathname: string, selfService: boolean): string {
  return `${pathname}?context=${selfService ? 'shop' : SELF_SERVICE_CONTEXT}`;
}

/**
 * The category a shop path shows (storefront.md §2.1: /shop/{categoryId}/{slug} and the
 * sub-category and branch forms of it): the deepest one named, for 'Kategorie bearbeiten'.
 */
export function shownCategoryId(pathname: string, branchIdentifiers: readonly string[]): number | null {
  const segments = pathname.split('/').filter(Boolean);
  if (segments[0] !== 'shop') return null;
  const rest = branchIdentifiers.includes(segments[1] ?? '') ? segments.slice(2) : segments.slice(1);
  const ids = [rest[0], rest[2]].filter((segment): segment is string => segment !== undefined && /^\d{1,15}$/.test(segment));
  return ids.length ? Number(ids[ids.length - 1]) : null;
}
