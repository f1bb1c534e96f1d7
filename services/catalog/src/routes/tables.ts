import { tableInputSchema, tableListQuerySchema, catalogEvents } from '@asp/contracts';
import { catalogTexts, validationTexts } from '@asp/i18n';
import { conflict, jsonContains, registerResource, searchWords, sql, type ServiceApp, type ServiceContext } from '@asp/server-kit';
import { assertReferencesExist } from '../references';
import { PUBLIC_ROWS } from '../public-rows';
import { TABLES } from '../tables';

/** Dine-in tables; the identifier is unique within its branch. */
export function registerTableRoutes(app: ServiceApp, ctx: ServiceContext): void {
  registerResource(app, ctx, {
    path: '/api/tables',
    table: TABLES.tables,
    resource: 'tables',
    events: catalogEvents.table,
    schema: tableInputSchema,
    identifierField: 'identifier',
    // The checkout offers the tables of the chosen branch (storefront.md §5).
    publicWhere: PUBLIC_ROWS.all,
    listQuery: tableListQuerySchema,
    sortFields: ['identifier', 'description'],
    filters: {
      branch: (branch) => jsonContains({ branch }),
      q: (q) => searchWords(q, ['identifier', 'description']),
    },
    async beforeWrite(table, trx, id) {
      await assertReferencesExist(trx, [
        { table: TABLES.branches, references: [{ field: 'branch', id: table.branch }], message: catalogTexts.unknownBranch },
      ]);
      let taken = trx
        .selectFrom(TABLES.tables)
        .select('id')
        .where('identifier', '=', table.identifier)
        .where(sql<string>`data->>'branch'`, '=', String(table.branch));
      if (id !== null) taken = taken.where('id', '!=', id);
      if (await taken.executeTakeFirst()) throw conflict(validationTexts.unique, 'identifier');
    },
  });
}
