import { z } from 'zod';

/**
 * Building blocks shared by the catalogue entities. Contracts carry no texts: the
 * German messages come from the zod error map every service installs, so issues
 * raised here use the standard issue codes (e.g. invalid_format/email → the e-mail text).
 */

/** Database id of a record (bigserial). */
export const recordIdSchema = z.number().int().positive();

/** A reference to another record by id, as the spec writes it for tags: `{ id }`. */
export const idReferenceSchema = z.object({ id: recordIdSchema });

/** An image of the content service (`/image/{id}-{version}.{extension}`). */
export const catalogImageSchema = z.object({
  id: recordIdSchema,
  version: z.number().int().nonnegative().default(1),
  extension: z.string().trim().min(1).max(10),
});
export type CatalogImage = z.infer<typeof catalogImageSchema>;

/** URL-safe identifier (`/store/{identifier}`): lower-case letters, digits and hyphens. */
export const slugIdentifierSchema = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** An optional e-mail address: '' means none; anything else must look like an address. */
export const optionalEmailSchema = z
  .string()
  .trim()
  .max(180)
  .superRefine((value, ctx) => {
    if (value && !EMAIL_PATTERN.test(value)) ctx.addIssue({ code: 'invalid_format', format: 'email', input: value });
  })
  .default('');

/** Free text, '' when empty. */
export const optionalTextSchema = (max = 255) => z.string().trim().max(max).default('');

/** Longer HTML or plain text (descriptions, allergens, legal texts). */
export const htmlTextSchema = z.string().max(100_000).default('');

/** VAT rate in percent. */
export const taxRateSchema = z.number().min(0).max(100);

/** Money amount in the shop currency (gross), never negative. */
export const moneySchema = z.number().min(0).max(1_000_000);

/** ISO 8601 instant with offset, e.g. '2025-05-01T06:00:00.000Z'. */
export const instantSchema = z.iso.datetime({ offset: true });

/** Calendar date 'YYYY-MM-DD'. */
export const calendarDateSchema = z.iso.date();

/** Price calculation models (storefront.md §9): fixed (Exakt), approximate (ca.), minimum (ab). */
export const calculationModelSchema = z.enum(['fixed', 'approximate', 'minimum']);
export type CalculationModelValue = z.infer<typeof calculationModelSchema>;

/** Delivery type values (storefront.md §9). */
export const deliveryMethodSchema = z.enum(['takeaway', 'delivery', 'dineIn']);
export type DeliveryMethod = z.infer<typeof deliveryMethodSchema>;

/** Wall-clock time 'HH:MM' on a 24-hour clock; '24:00' ends a window at midnight (schedules of signage and working time). */
export const clockTimeSchema = z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/);
