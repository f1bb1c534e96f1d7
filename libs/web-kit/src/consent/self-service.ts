/**
 * The self-service (kiosk) context (storefront.md §2.1 route meta 'self-service'): opened
 * with ?context=self-service and remembered for the browser session, so a kiosk keeps it
 * on every page. It suppresses the cookie banner, third-party scripts and popups, shows
 * the screensaver, and the checkout empties the stored order draft after an order.
 * Shell and remotes read it here (sessionStorage is the page's shared truth).
 */
export const SELF_SERVICE_CONTEXT = 'self-service';
export const SELF_SERVICE_STORAGE_KEY = 'asp.context';

type SessionArea = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function sessionArea(): SessionArea | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Reads the context from the query (?context=self-service turns it on, any other
 * ?context= value off) and remembers it; without the parameter the remembered one holds.
 */
export function resolveSelfService(search: string, storage: SessionArea | null = sessionArea()): boolean {
  const context = new URLSearchParams(search).get('context');
  try {
    if (context === SELF_SERVICE_CONTEXT) storage?.setItem(SELF_SERVICE_STORAGE_KEY, SELF_SERVICE_CONTEXT);
    else if (context !== null) storage?.removeItem(SELF_SERVICE_STORAGE_KEY);
    return storage?.getItem(SELF_SERVICE_STORAGE_KEY) === SELF_SERVICE_CONTEXT;
  } catch {
    return context === SELF_SERVICE_CONTEXT;
  }
}

/** Whether the page runs in the self-service context (for a remote, e.g. after an order). */
export function isSelfServiceContext(storage: SessionArea | null = sessionArea()): boolean {
  const search = typeof location === 'undefined' ? '' : location.search;
  return resolveSelfService(search, storage);
}
