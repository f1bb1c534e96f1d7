/**
 * Whether the page runs in the self-service (kiosk) context (storefront.md §2.1, §4):
 * the shell opens it with ?context=self-service and remembers it for the browser session
 * under this sessionStorage key (shell/src/chrome/self-service.ts). A remote cannot import
 * the shell, so the checkout reads the same key.
 */
export const SELF_SERVICE_STORAGE_KEY = 'asp.context';

export function isSelfServiceContext(): boolean {
  try {
    if (typeof window !== 'undefined' && new URLSearchParams(window.location.search).get('context') === 'self-service') return true;
    return typeof sessionStorage !== 'undefined' && sessionStorage.getItem(SELF_SERVICE_STORAGE_KEY) === 'self-service';
  } catch {
    return false;
  }
}
