import { z } from 'zod';
import { branchSchema } from './branch';
import { categorySchema } from './category';
import { configSchema } from './config';
import { divisionSchema } from './division';
import { donateeSchema } from './donatee';
import { menuSchema } from './menu';
import { productSchema } from './product';
import { tableSchema } from './table';
import { tagSchema } from './tag';

/**
 * GET /api/init: the catalogue part of the start-up loads (storefront.md §7) in one
 * call, filtered for the public like the single lists. The current user comes from
 * identity (/api/users/me); sites, navigations, blocks and nodes from the content service.
 */
export const initDataSchema = z.object({
  config: configSchema,
  divisions: z.array(divisionSchema),
  branches: z.array(branchSchema),
  menus: z.array(menuSchema),
  categories: z.array(categorySchema),
  products: z.array(productSchema),
  tags: z.array(tagSchema),
  tables: z.array(tableSchema),
  donatees: z.array(donateeSchema),
});
export type InitData = z.infer<typeof initDataSchema>;
