import { CART_STORAGE_PREFIX, ACTIVE_CART_STORAGE_KEY, COOKIE_CONSENT_NAME, deleteCookie, SELF_SERVICE_CONTEXT } from '@asp/web-kit';

/** Whether the signed-in user sees the frontend tools panel (storefront.md §4: ROLE_ADMIN). */
export function seesAdminTools(roles: readonly string[]): boolean {
  return roles.includes('ROLE_ADMIN');
}

/**
 * The link that switches the self-service (kiosk) context on or off for the page shown:
 * `?context=self-service` starts it, any other context value ends it (web-kit
 * resolveSelfService keeps the choice for the browser session).
 */
export function selfServiceToggleHref(pathname: string, selfService: boolean): string {
  return `${pathname}?context=${selfService ? 'shop' : SELF_SERVICE_CONTEXT}`;
}

/** Removes every stored cart and the badge's last cart; returns how many carts were removed. */
export function clearStoredCarts(storage: Pick<Storage, 'length' | 'key' | 'removeItem'>): number {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key?.startsWith(CART_STORAGE_PREFIX)) keys.push(key);
  }
  keys.forEach((key) => storage.removeItem(key));
  storage.removeItem(ACTIVE_CART_STORAGE_KEY);
  return keys.length;
}

/** Forgets the cookie consent, so the banner asks again (to check it as a visitor would). */
export function resetCookieConsent(): void {
  deleteCookie(COOKIE_CONSENT_NAME);
}
