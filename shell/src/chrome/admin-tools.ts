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
