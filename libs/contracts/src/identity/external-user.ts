import { z } from 'zod';

/** External users (document 1 §3): people outside the staff, e.g. partners or suppliers. */
const text = (max: number) => z.string().trim().max(max).default('');

export const externalUserFieldsSchema = z.object({
  name: z.string().trim().min(1).max(200),
  email: z.email().max(180).nullable().default(null),
  phone: text(40),
  company: text(200),
  comment: text(2000),
  isEnabled: z.boolean().default(true),
});
export type ExternalUserFields = z.input<typeof externalUserFieldsSchema>;

export const externalUserSchema = externalUserFieldsSchema.extend({ id: z.number().int() });
export type ExternalUser = z.infer<typeof externalUserSchema>;

/** GET /api/external-users filter: `q` searches name, company, e-mail and phone. */
export const externalUserListQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  isEnabled: z.enum(['true', 'false']).optional(),
});
export type ExternalUserListQuery = z.infer<typeof externalUserListQuerySchema>;

/** Fields the staff list sorts by (`?sort=name`, `?sort=-company`), in SQL. */
export const externalUserSortFields = ['name', 'company', 'email'] as const;
