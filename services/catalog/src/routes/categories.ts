import { categoryInputSchema, categoryListQuerySchema, catalogEvents } from '@asp/contracts';
import { catalogTexts } from '@asp/i18n';
import {
  conflict,
  findEntity,
  jsonContains,
  registerResource,
  searchWords,
  unprocessable,
  type ServiceApp,
  type ServiceContext,
} from '@asp/server-kit';
import { readConfig } from '../config-store';
import { assertReferencesExist, assertUnused } from '../references';
import { PUBLIC_ROWS } from '../public-rows';
import { TABLES, type CatalogTrx } from '../tables';

/** Categories (main and sub categories, one level or more via `parent`). */
export function registerCategoryRoutes(app: ServiceApp, ctx: ServiceContext): void {
  registerResource(app, ctx, {
    path: '/api/categories',
    table: TABLES.categories,
    resource: 'categories',
    events: catalogEvents.category,
    schema: categoryInputSchema,
    // Disabled and scheduled categories are public too: the shop shows them as unavailable.
    publicWhere: PUBLIC_ROWS.all,
    listQuery: categoryListQuerySchema,
    sortFields: ['name', 'position'],
    filters: {
      q: (q) => searchWords(q, ['name']),
      parent: (parent) => jsonContains({ parent: parent === 'none' ? null : Number(parent) }),
    },
    async beforeWrite(category, trx, id) {
      if (category.parent === null) return;
      await assertReferencesExist(trx, [
        { table: TABLES.categories, references: [{ field: 'parent', id: category.parent }], message: catalogTexts.unknownCategory },
      ]);
      if (id !== null && (await isSelfOrDescendant(trx, category.parent, id))) {
        throw unprocessable([{ message: catalogTexts.categoryOwnParent, field: 'parent' }]);
      }
    },
    async beforeDelete(id, trx) {
      await assertUnused(trx, TABLES.menus, { catalog: [{ id }] }, catalogTexts.categoryInMenu);
      await assertUnused(trx, TABLES.categories, { parent: id }, catalogTexts.categoryHasChildren);
      await assertUnused(trx, TABLES.products, { content: { categories: [id] } }, catalogTexts.categoryOfProduct);
      if ((await readConfig(trx)).saleCategoryId === id) throw conflict(catalogTexts.saleCategoryInUse);
    },
  });
}

/** Whether `candidate` is `id` itself or lies below it (walking the parents up, loop-safe). */
async function isSelfOrDescendant(trx: CatalogTrx, candidate: number, id: number): Promise<boolean> {
  const seen = new Set<number>();
  let current: number | null = candidate;
  while (current !== null && !seen.has(current)) {
    if (current === id) return true;
    seen.add(current);
    const category = (await findEntity(trx, TABLES.categories, current)) as { parent?: number | null } | null;
    current = category?.parent ?? null;
  }
  return false;
}
