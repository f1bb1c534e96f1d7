import { z } from 'zod';
import { branchInputSchema, menuSchema, type Branch, catalogEvents } from '@asp/contracts';
import { catalogTexts } from '@asp/i18n';
import {
  DOCUMENT_BODY_LIMIT,
  conflict,
  findEntity,
  idParams,
  notFound,
  registerResource,
  sql,
  toEntity,
  type ServiceApp,
  type ServiceContext,
} from '@asp/server-kit';
import { issueOrderScreenKey } from '../order-screen-keys';
import { assertReferencesExist, assertUnused } from '../references';
import { TABLES } from '../tables';
import { PUBLIC_ROWS } from '../public-rows';
import { RICH_TEXT_FIELDS } from '../rich-text-fields';

/** Branches (standard calls, unique identifier) and GET /api/branches/{id}/menus. */
export function registerBranchRoutes(app: ServiceApp, ctx: ServiceContext): void {
  registerResource(app, ctx, {
    path: '/api/branches',
    bodyLimit: DOCUMENT_BODY_LIMIT,
    table: TABLES.branches,
    resource: 'branches',
    events: catalogEvents.branch,
    schema: branchInputSchema,
    richTextFields: RICH_TEXT_FIELDS.branches,
    identifierField: 'identifier',
    uniqueFields: ['identifier'],
    publicWhere: PUBLIC_ROWS.branches,
    // The back office's branch list sorts by these columns (?sort=name, ?sort=-city).
    sortFields: ['name', 'identifier', 'city'],
    async beforeWrite(branch, trx) {
      await assertReferencesExist(trx, [
        {
          table: TABLES.tags,
          references: branch.tags.map(({ id }, index) => ({ field: `tags[${index}].id`, id })),
          message: catalogTexts.unknownTag,
        },
        {
          table: TABLES.divisions,
          references: branch.division === null ? [] : [{ field: 'division', id: branch.division }],
          message: catalogTexts.unknownDivision,
        },
      ]);
    },
    // Every branch gets its order-screen API key when it is created (issue 12).
    async afterCreate(branch, trx) {
      await issueOrderScreenKey(trx, branch.id);
    },
    async beforeDelete(id, trx) {
      await assertUnused(trx, TABLES.menus, { branches: [id] }, catalogTexts.branchInMenu);
      const uses = async (table: string) =>
        trx
          .selectFrom(table)
          .select('id')
          .where(sql<boolean>`data @> ${JSON.stringify({ branch: id })}::jsonb`)
          .executeTakeFirst();
      if (await uses(TABLES.tables)) throw conflict(catalogTexts.branchHasTables);
      if (await uses(TABLES.departments)) throw conflict(catalogTexts.branchHasDepartments);
    },
  });

  // Document 1 §7 "GET branches/{id}/menus": every menu of the branch (the client picks the active one).
  app.get(
    '/api/branches/:id/menus',
    {
      config: { openapi: { optionalSession: true } },
      schema: { summary: 'Menus of a branch', params: idParams, response: { 200: z.object({ data: z.array(menuSchema) }) } },
    },
    async (request) => {
      const branch = (await findEntity(
        ctx.db,
        TABLES.branches,
        request.params.id,
        request.staff ? undefined : PUBLIC_ROWS.branches,
      )) as Branch | null;
      if (!branch) throw notFound();
      const menus = await ctx.db
        .selectFrom(TABLES.menus)
        .select(['id', 'data'])
        .where(sql<boolean>`data->'branches' @> ${JSON.stringify([branch.id])}::jsonb`)
        .orderBy('id')
        .execute();
      return { data: menus.map(toEntity) } as never;
    },
  );
}
