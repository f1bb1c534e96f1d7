import { z } from 'zod';
import { initDataSchema } from '@asp/contracts';
import { listEntities, type ServiceApp, type ServiceContext } from '@asp/server-kit';
import { readConfig } from '../config-store';
import { PUBLIC_ROWS } from '../public-rows';
import { TABLES } from '../tables';

/**
 * GET /api/init: the catalogue part of the start-up loads (storefront.md §7) in one
 * call, filtered for anonymous callers exactly like the single lists. Sites,
 * navigations, blocks and nodes come from the content service, the user from identity.
 */
export function registerInitRoutes(app: ServiceApp, ctx: ServiceContext): void {
  app.get(
    '/api/init',
    {
      config: { openapi: { optionalSession: true } },
      schema: {
        summary: 'Start-up data of the shop (staff see unpublished records too)',
        response: { 200: z.object({ data: initDataSchema }) },
      },
    },
    async (request) => {
      const { db } = ctx;
      const staff = Boolean(request.staff);
      const [config, divisions, branches, menus, categories, products, tags, tables, donatees] = await Promise.all([
        readConfig(db),
        listEntities(db, TABLES.divisions),
        listEntities(db, TABLES.branches, staff ? undefined : PUBLIC_ROWS.branches),
        listEntities(db, TABLES.menus),
        listEntities(db, TABLES.categories),
        listEntities(db, TABLES.products, staff ? undefined : PUBLIC_ROWS.products),
        listEntities(db, TABLES.tags),
        listEntities(db, TABLES.tables),
        listEntities(db, TABLES.donatees),
      ]);
      return {
        data: {
          config,
          divisions,
          branches,
          menus,
          categories,
          products,
          tags,
          tables,
          donatees,
        },
      } as never;
    },
  );
}
