import { CONSENT_CHANGED_EVENT, emitWindowEvent, onWindowEvent } from '../events';
import { deleteCookie, getCookie, setCookie, type CookieStore } from './cookies';

/** The consent cookie (storefront.md §3 storage: "cookie consent 365 days"). */
export const COOKIE_CONSENT_NAME = 'cookie-consent';
export const COOKIE_CONSENT_DAYS = 365;

/** Whether the visitor accepted the cookie banner (the consent cookie is 'true'). */
export function hasCookieConsent(store?: CookieStore | null): boolean {
  return getCookie(COOKIE_CONSENT_NAME, store) === 'true';
}

/**
 * Stores the consent for 365 days (storefront.md §4) and tells every bundle on the page
 * (shell and remotes each have their own web-kit copy) through a window event.
 */
export function giveCookieConsent(store?: CookieStore | null): void {
  setCookie(COOKIE_CONSENT_NAME, 'true', COOKIE_CONSENT_DAYS, store);
  emitWindowEvent(CONSENT_CHANGED_EVENT);
}

/** Forgets the consent, so the banner asks again (the administrator checking it as a visitor would). */
export function withdrawCookieConsent(store?: CookieStore | null): void {
  deleteCookie(COOKIE_CONSENT_NAME, store);
}

/** Runs `listener` when consent is given on this page; returns the unsubscribe function. */
export function onCookieConsent(listener: () => void): () => void {
  return onWindowEvent(CONSENT_CHANGED_EVENT, listener);
}
