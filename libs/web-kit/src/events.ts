/**
 * Window CustomEvents between the shell and the remotes (each bundle has its own copy
 * of web-kit and its own Redux store, so the page's `window` is the one bus they share).
 * Names are 'asp:<what>'. Append-only: several teams add their events here.
 */

/** The cart of a branch (or 'default') was saved; detail: { cartKey: string, itemCount: number }. */
export const CART_CHANGED_EVENT = 'asp:cart-changed';

/**
 * The header's cart button asks the storefront to open or close the cart drawer; detail:
 * CartDrawerRequest ({ open?, cartKey? }, cart/cart-drawer-request.ts), none toggles.
 */
export const CART_DRAWER_TOGGLE_EVENT = 'asp:cart-drawer-toggle';

/** The cookie consent was given (no detail); analytics and third-party scripts may start. */
export const CONSENT_CHANGED_EVENT = 'asp:consent-changed';

/** Sends one of the events above on the page's window (no-op outside a browser). */
export function emitWindowEvent<T>(name: string, detail?: T): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent(name, { detail }));
}

/** Listens to one of the events above; returns the unsubscribe function. */
export function onWindowEvent<T>(name: string, listener: (detail: T) => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  const handler = (event: Event) => listener((event as CustomEvent<T>).detail);
  window.addEventListener(name, handler);
  return () => window.removeEventListener(name, handler);
}

/** A remote asks the shell to open the app-install prompt (the status page's install hint; no detail). */
export const INSTALL_APP_EVENT = 'asp:install-app';

/**
 * A remote names the page it shows (a shop category, a site page); detail: { pathname, name }.
 * The shell composes the document title from it (head/page-title.ts: publishPageTitle).
 */
export const PAGE_TITLE_EVENT = 'asp:page-title';
