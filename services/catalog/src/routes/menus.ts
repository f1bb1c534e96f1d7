import { menuInputSchema, catalogEvents } from '@asp/contracts';
import { catalogTexts } from '@asp/i18n';
import { registerResource, type ServiceApp, type ServiceContext } from '@asp/server-kit';
import { assertReferencesExist, type Reference } from '../references';
import { PUBLIC_ROWS } from '../public-rows';
import { TABLES } from '../tables';

/** Menus (Produktkataloge): which categories and products a branch shows from when. */
export function registerMenuRoutes(app: ServiceApp, ctx: ServiceContext): void {
  registerResource(app, ctx, {
    path: '/api/menus',
    table: TABLES.menus,
    resource: 'menus',
    events: catalogEvents.menu,
    schema: menuInputSchema,
    // Public: a menu only lists ids; non-public products are filtered where products are read.
    publicWhere: PUBLIC_ROWS.all,
    async beforeWrite(menu, trx) {
      const categories: Reference[] = [];
      const products: Reference[] = [];
      menu.catalog.forEach((category, c) => {
        categories.push({ field: `catalog[${c}].id`, id: category.id });
        category.products.forEach((id, p) => products.push({ field: `catalog[${c}].products[${p}]`, id }));
      });
      await assertReferencesExist(trx, [
        {
          table: TABLES.branches,
          references: menu.branches.map((id, index) => ({ field: `branches[${index}]`, id })),
          message: catalogTexts.unknownBranch,
        },
        { table: TABLES.categories, references: categories, message: catalogTexts.unknownCategory },
        { table: TABLES.products, references: products, message: catalogTexts.unknownProduct },
      ]);
    },
  });
}
