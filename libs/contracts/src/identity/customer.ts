import { z } from 'zod';

/**
 * Customers kept by staff (document 1 §3). Either a last name or a company name
 * is required (checked by the identity service, so the schema stays extendable).
 */
const text = (max: number) => z.string().trim().max(max).default('');

export const customerFieldsSchema = z.object({
  firstName: text(100),
  lastName: text(100),
  companyName: text(200),
  email: z.email().max(180).nullable().default(null),
  phone: text(40),
  street: text(200),
  zipCode: text(10),
  city: text(100),
  /** ISO 3166-1 alpha-2, e.g. DE, AT, CH. */
  country: z
    .string()
    .trim()
    .regex(/^[A-Z]{2}$/)
    .default('DE'),
  comment: text(2000),
});
export type CustomerFields = z.input<typeof customerFieldsSchema>;

export const customerSchema = customerFieldsSchema.extend({ id: z.number().int() });
export type Customer = z.infer<typeof customerSchema>;

/** GET /api/customers filter: `q` searches names, company, e-mail, phone and city. */
export const customerListQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  city: z.string().trim().max(100).optional(),
  country: z.string().trim().max(2).optional(),
});
export type CustomerListQuery = z.infer<typeof customerListQuerySchema>;

/** Fields the staff list sorts by (`?sort=lastName`, `?sort=-city`), in SQL. */
export const customerSortFields = ['lastName', 'firstName', 'companyName', 'email', 'city'] as const;
