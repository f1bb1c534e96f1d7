import { z } from 'zod';
import { branchSchema, initDataSchema, productSchema } from '@asp/contracts';
import { listEntities, type ServiceApp, type ServiceContext } from '@asp/server-kit';
import { readConfig } from '../config-store';
import { TABLES } from '../tables';
import { isBranchVisibleToPublic, isProductVisibleToPublic } from '../visibility';

/**
 * GET /api/init: the catalogue part of the start-up loads (storefront.md §7) in one
 * call, filtered for anonymous callers exactly like the single lists. Sites,
 * navigations, blocks and nodes come from the content service, the user from identity.
 */
export function registerInitRoutes(app: ServiceApp, ctx: ServiceContext): void {
  app.get('/api/init', { config: { openapi: { optionalSession: true } }, schema: { summary: 'Start-up data of the shop (staff see unpublished records too)', response: { 200: z.object({ data: initDataSchema }) } } }, async (request) => {
    const { db } = ctx;
    const staff = Boolean(request.staff);
    const [config, divisions, branchRows, menus, categories, productRows, tags, tables, donatees] = await Promise.all([
      readConfig(db),
      listEntities(db, TABLES.divisions),
      listEntities(db, TABLES.branches),
      listEntities(db, TABLES.menus),
      listEntities(db, TABLES.categories),
      listEntities(db, TABLES.products),
      listEntities(db, TABLES.tags),
      listEntities(db, TABLES.tables),
      listEntities(db, TABLES.donatees),
    ]);
    // Read as the entities they are (each document was validated by the same schema on write),
    // so the public filters take typed records; the response is serialised through these schemas anyway.
    const branches = z.array(branchSchema).parse(branchRows);
    const products = z.array(productSchema).parse(productRows);
    return {
      data: {
        config,
        divisions,
        branches: staff ? branches : branches.filter(isBranchVisibleToPublic),
        menus,
        categories,
        products: staff ? products : products.filter(isProductVisibleToPublic),
        tags,
        tables,
        donatees,
      },
    } as never;
  });
}
