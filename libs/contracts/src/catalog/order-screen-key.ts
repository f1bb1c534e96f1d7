import { z } from 'zod';

/**
 * The order-screen API key of a branch (platform-and-backoffice.md §6, issue 12): the
 * credential in the URL of the counter and kitchen screens. Only admins read or rotate it
 * (`GET /api/branches/{id}/order-screen-api-key`, `POST …/order-screen-api-key/rotate`);
 * it is not part of the branch record, so no branch list, /api/init or branch event carries it.
 */
export const orderScreenApiKeySchema = z.object({
  branch: z.number().int(),
  orderScreenApiKey: z.string(),
  rotatedAt: z.string(),
});
export type OrderScreenApiKey = z.infer<typeof orderScreenApiKeySchema>;

/**
 * What the catalog tells other services about a key: its SHA-256 (hex) only. The key has
 * 256 random bits, so the hash needs no salt; the plain key never leaves the catalog.
 */
export const orderScreenKeyChangedPayload = z.object({ id: z.number().int(), keyHash: z.string().regex(/^[0-9a-f]{64}$/) });
