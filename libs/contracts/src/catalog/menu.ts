import { z } from 'zod';
import { instantSchema, recordIdSchema } from './common';
import { availabilityScheduleSchema } from './opening-hours';

/** One category of a menu with the products it shows there, in display order. */
export const menuCatalogCategorySchema = z.object({
  id: recordIdSchema,
  products: z.array(recordIdSchema).default([]),
});

/**
 * Menu (Produktkatalog), storefront.md §3. The active menu of a branch is the one
 * with the latest availableFrom that is not in the future (storefront.md §4); a menu
 * with a schedule counts only within it, and then wins over menus without one.
 */
export const menuInputSchema = z.object({
  name: z.string().trim().min(1).max(120),
  /** Branch ids. */
  branches: z.array(recordIdSchema).default([]),
  /** null = available since always. */
  availableFrom: instantSchema.nullable().default(null),
  /**
   * Issue 13 'Menus (… availableFrom, schedules)': opening-hour rules when the menu is
   * shown (a lunch menu Mo–Fr 11–14); null = always. libs/domain `activeMenu` reads it.
   */
  schedule: availabilityScheduleSchema,
  /** storefront.md §3: 'catalog (categories each with id and products)'. */
  catalog: z.array(menuCatalogCategorySchema).default([]),
});

export const menuSchema = menuInputSchema.extend({ id: z.number().int() });
export type Menu = z.infer<typeof menuSchema>;
export type MenuInput = z.input<typeof menuInputSchema>;

/** GET /api/menus filter parameters: the menus of one branch, words of the name. */
export const menuListQuerySchema = z.object({
  branch: z.coerce.number().int().positive().optional(),
  q: z.string().trim().max(120).optional(),
});
export type MenuListQuery = z.infer<typeof menuListQuerySchema>;
