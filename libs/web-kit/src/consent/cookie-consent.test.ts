import { CookieJar } from '../testing/cookie-jar';
import { COOKIE_CONSENT_DAYS, COOKIE_CONSENT_NAME, giveCookieConsent, hasCookieConsent } from './cookie-consent';
import { cookieString, deleteCookie, getCookie, setCookie } from './cookies';

describe('cookie consent (storefront.md §4: stored 365 days)', () => {
  it('is not given on a first visit and given after accepting', () => {
    const jar = new CookieJar();
    expect(hasCookieConsent(jar)).toBe(false);
    giveCookieConsent(jar);
    expect(hasCookieConsent(jar)).toBe(true);
  });

  it('stores the consent for 365 days for the whole site', () => {
    const jar = new CookieJar();
    giveCookieConsent(jar);
    const stored = jar.cookies.get(COOKIE_CONSENT_NAME);
    expect(COOKIE_CONSENT_DAYS).toBe(365);
    expect(stored?.value).toBe('true');
    expect(stored?.attributes['max-age']).toBe(String(365 * 24 * 60 * 60));
    expect(stored?.attributes.path).toBe('/');
    expect(stored?.attributes.samesite).toBe('Lax');
  });

  it('counts only the value true as consent', () => {
    const jar = new CookieJar();
    jar.cookie = `${COOKIE_CONSENT_NAME}=false`;
    expect(hasCookieConsent(jar)).toBe(false);
    jar.cookie = `other=true`;
    expect(hasCookieConsent(jar)).toBe(false);
  });
});

describe('cookies', () => {
  it('reads one cookie among several, decoded', () => {
    const jar = new CookieJar();
    setCookie('pwa-dismiss', 'true', 30, jar);
    setCookie('name', 'a b;c', 1, jar);
    expect(getCookie('pwa-dismiss', jar)).toBe('true');
    expect(getCookie('name', jar)).toBe('a b;c');
    expect(getCookie('missing', jar)).toBeNull();
  });

  it('deletes a cookie', () => {
    const jar = new CookieJar();
    setCookie('pwa-dismiss', 'true', 30, jar);
    deleteCookie('pwa-dismiss', jar);
    expect(getCookie('pwa-dismiss', jar)).toBeNull();
  });

  it('builds the Set-Cookie string with Max-Age in seconds and Secure when asked', () => {
    expect(cookieString('a', 'x', 1)).toBe('a=x; Max-Age=86400; Path=/; SameSite=Lax');
    expect(cookieString('a', 'x', 30, true)).toBe('a=x; Max-Age=2592000; Path=/; SameSite=Lax; Secure');
  });
});
