import { z } from 'zod';
import { catalogImageSchema, recordIdSchema } from './common';
import { availabilityScheduleSchema } from './opening-hours';

/**
 * Category (storefront.md §3). Main and sub categories (shop routes with
 * {categoryId}/{categoryIdSub}) are one entity: a sub category names its `parent`.
 * Which products a category shows at a branch is decided by the active menu.
 */
export const categoryInputSchema = z.object({
  name: z.string().trim().min(1).max(120),
  image: catalogImageSchema.nullable().default(null),
  isEnabled: z.boolean().default(true),
  /** Opening-hour rules when the category is available; null = always. */
  schedule: availabilityScheduleSchema,
  /** Shown (disabled) outside its schedule instead of hidden. */
  isVisibleWhenUnavailable: z.boolean().default(false),
  parent: recordIdSchema.nullable().default(null),
  /**
   * Place among its siblings (ascending; equal positions keep id order). The back office
   * moves categories up and down with it; the shop without a branch lists its categories
   * in this order, a branch's shop in the order of its menu.
   */
  position: z.number().int().min(0).max(1_000_000).default(0),
});

export const categorySchema = categoryInputSchema.extend({ id: z.number().int() });
export type Category = z.infer<typeof categorySchema>;
export type CategoryInput = z.input<typeof categoryInputSchema>;

/** GET /api/categories filter parameters: a part of the name, the children of one parent ('none' = main categories). */
export const categoryListQuerySchema = z.object({
  q: z.string().trim().max(120).optional(),
  /** 'none' or a category id (one string pattern: a plain query parameter in the API documents). */
  parent: z
    .string()
    .regex(/^(none|[1-9][0-9]{0,14})$/)
    .optional(),
});
export type CategoryListQuery = z.infer<typeof categoryListQuerySchema>;
