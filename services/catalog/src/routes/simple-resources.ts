import {
  departmentInputSchema,
  departmentListQuerySchema,
  divisionInputSchema,
  donateeInputSchema,
  donateeListQuerySchema,
  tagInputSchema,
  tagListQuerySchema,
  catalogEvents,
} from '@asp/contracts';
import { catalogTexts } from '@asp/i18n';
import {
  DOCUMENT_BODY_LIMIT,
  conflict,
  jsonContains,
  jsonFlagIs,
  jsonTextContainsIgnoringCase,
  registerResource,
  ROLE_EMPLOYEE,
  searchWords,
  sql,
  type ServiceApp,
  type ServiceContext,
} from '@asp/server-kit';
import { assertReferencesExist, assertUnused } from '../references';
import { PUBLIC_ROWS } from '../public-rows';
import { RICH_TEXT_FIELDS } from '../rich-text-fields';
import { TABLES } from '../tables';

/**
 * Divisions, tags, donatees and departments: the standard resource calls of
 * document 1 §7 with little more than their references.
 */
export function registerSimpleResourceRoutes(app: ServiceApp, ctx: ServiceContext): void {
  registerResource(app, ctx, {
    path: '/api/divisions',
    bodyLimit: DOCUMENT_BODY_LIMIT,
    table: TABLES.divisions,
    resource: 'divisions',
    events: catalogEvents.division,
    schema: divisionInputSchema,
    richTextFields: RICH_TEXT_FIELDS.divisions,
    publicWhere: PUBLIC_ROWS.all,
    async beforeDelete(id, trx) {
      const member = await trx
        .selectFrom(TABLES.branches)
        .select('id')
        .where(sql<boolean>`data @> ${JSON.stringify({ division: id })}::jsonb`)
        .executeTakeFirst();
      if (member) throw conflict(catalogTexts.divisionHasBranches);
    },
  });

  registerResource(app, ctx, {
    path: '/api/tags',
    table: TABLES.tags,
    resource: 'tags',
    events: catalogEvents.tag,
    schema: tagInputSchema,
    publicWhere: PUBLIC_ROWS.all,
    listQuery: tagListQuerySchema,
    sortFields: ['name'],
    filters: { q: (q) => searchWords(q, ['name']) },
    async beforeDelete(id, trx) {
      await assertUnused(trx, TABLES.branches, { tags: [{ id }] }, catalogTexts.tagInUse);
      // Products group by tags too (the list's tag filter): refused like a category of a product.
      await assertUnused(trx, TABLES.products, { tags: [{ id }] }, catalogTexts.tagOfProduct);
    },
  });

  registerResource(app, ctx, {
    path: '/api/donatees',
    bodyLimit: DOCUMENT_BODY_LIMIT,
    table: TABLES.donatees,
    resource: 'donatees',
    events: catalogEvents.donatee,
    schema: donateeInputSchema,
    richTextFields: RICH_TEXT_FIELDS.donatees,
    identifierField: 'identifier',
    uniqueFields: ['identifier'],
    publicWhere: PUBLIC_ROWS.all,
    listQuery: donateeListQuerySchema,
    sortFields: ['name', 'identifier'],
    filters: { q: (q) => searchWords(q, ['name', 'identifier']) },
  });

  // Departments are internal (time tracking, order screens): staff only.
  registerResource(app, ctx, {
    path: '/api/departments',
    bodyLimit: DOCUMENT_BODY_LIMIT,
    table: TABLES.departments,
    resource: 'departments',
    events: catalogEvents.department,
    schema: departmentInputSchema,
    richTextFields: RICH_TEXT_FIELDS.departments,
    readRoles: [ROLE_EMPLOYEE],
    listQuery: departmentListQuerySchema,
    sortFields: ['name'],
    filters: {
      branch: (branch) => jsonContains({ branch }),
      isEnabled: (isEnabled) => jsonFlagIs('isEnabled', isEnabled),
      search: (search) => jsonTextContainsIgnoringCase('name', search),
    },
    async beforeWrite(department, trx) {
      if (department.branch === null) return;
      await assertReferencesExist(trx, [
        { table: TABLES.branches, references: [{ field: 'branch', id: department.branch }], message: catalogTexts.unknownBranch },
      ]);
    },
  });
}
