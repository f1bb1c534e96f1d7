import { z } from 'zod';

/** `{ data: ... }` — every success body (DESIGN.md §5). */
export const dataEnvelope = <S extends z.ZodType>(schema: S) => z.object({ data: schema });

/** `{ errors: [{ message, field }] }` — every error body, messages in German. */
export const errorItemSchema = z.object({ message: z.string(), field: z.string().optional() });
export const errorBodySchema = z.object({ errors: z.array(errorItemSchema) });
export type ErrorItem = z.infer<typeof errorItemSchema>;
export type ErrorBody = z.infer<typeof errorBodySchema>;

// Plain names in a module without zod (issue 18): the browser's first load imports
// them (API client, admin tools) and must not pull the schemas above, nor zod, with them.
export { CSRF_COOKIE_NAME, CSRF_HEADER_NAME, DEVICE_COOKIE_NAME, IDEMPOTENCY_HEADER_NAME, ROLE_ADMIN, ROLE_EMPLOYEE } from './http-names';
