import { z } from 'zod';

/** `{ data: ... }` — every success body (DESIGN.md §5). */
export const dataEnvelope = <S extends z.ZodType>(schema: S) => z.object({ data: schema });

/** `{ errors: [{ message, field }] }` — every error body, messages in German. */
export const errorItemSchema = z.object({ message: z.string(), field: z.string().optional() });
export const errorBodySchema = z.object({ errors: z.array(errorItemSchema) });
export type ErrorItem = z.infer<typeof errorItemSchema>;
export type ErrorBody = z.infer<typeof errorBodySchema>;

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
