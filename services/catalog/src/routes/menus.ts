import { menuInputSchema, menuListQuerySchema, catalogEvents } from '@asp/contracts';
import { catalogTexts } from '@asp/i18n';
import { jsonContains, registerResource, searchWords, unprocessable, type ServiceApp, type ServiceContext } from '@asp/server-kit';
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
    listQuery: menuListQuerySchema,
    sortFields: ['name', 'availableFrom'],
    filters: {
      branch: (branch) => jsonContains({ branches: [branch] }),
      q: (q) => searchWords(q, ['name']),
    },
    async beforeWrite(menu, trx) {
      assertNoRepeats(menu.catalog);
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

/** A category appears once per menu, a product once per category: the shop would show it twice. */
function assertNoRepeats(catalog: Array<{ id: number; products: number[] }>): void {
  const seen = new Set<number>();
  catalog.forEach((category, c) => {
    if (seen.has(category.id)) throw unprocessable([{ message: catalogTexts.categoryTwiceInMenu, field: `catalog[${c}].id` }]);
    seen.add(category.id);
    category.products.forEach((id, p) => {
      if (category.products.indexOf(id) !== p) {
        throw unprocessable([{ message: catalogTexts.productTwiceInCategory, field: `catalog[${c}].products[${p}]` }]);
      }
    });
  });
}
