/**
 * Reading and writing first-party cookies through `document.cookie` (or any object with
 * the same `cookie` accessor, which is what the tests pass in).
 */
export interface CookieStore {
  cookie: string;
}

const DAY_SECONDS = 24 * 60 * 60;

function browserCookies(): CookieStore | null {
  return typeof document === 'undefined' ? null : document;
}

/** The value of one cookie, or null when it is not set. */
export function getCookie(name: string, store: CookieStore | null = browserCookies()): string | null {
  for (const part of (store?.cookie ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

/** The Set-Cookie string of a first-party cookie kept `days` days, for the whole site. */
export function cookieString(name: string, value: string, days: number, secure = false): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, `Max-Age=${Math.round(days * DAY_SECONDS)}`, 'Path=/', 'SameSite=Lax'];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

/** Sets a cookie for `days` days (Secure on https pages). */
export function setCookie(name: string, value: string, days: number, store: CookieStore | null = browserCookies()): void {
  if (!store) return;
  const secure = typeof location !== 'undefined' && location.protocol === 'https:';
  store.cookie = cookieString(name, value, days, secure);
}

/** Removes a cookie (Max-Age 0). */
export function deleteCookie(name: string, store: CookieStore | null = browserCookies()): void {
  if (!store) return;
  store.cookie = `${name}=; Max-Age=0; Path=/; SameSite=Lax`;
}
