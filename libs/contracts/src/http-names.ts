// Header, cookie and role names (re-exported by http.ts); no zod here, see there.

/** Header carrying the double-submit CSRF token on state-changing staff requests. */
export const CSRF_HEADER_NAME = 'X-CSRF-Token';
/** Cookie (readable by the page) holding that token. */
export const CSRF_COOKIE_NAME = 'asp_csrf';
export const IDEMPOTENCY_HEADER_NAME = 'Idempotency-Key';
/**
 * HttpOnly cookie (path /api/login) marking a browser that has signed in to an account
 * before: identity throttles such a browser per device instead of per address, and the
 * gateway gives it a login rate-limit bucket of its own.
 */
export const DEVICE_COOKIE_NAME = 'asp_device';

export const ROLE_ADMIN = 'ROLE_ADMIN';
export const ROLE_EMPLOYEE = 'ROLE_EMPLOYEE';
