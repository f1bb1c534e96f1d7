import { z } from 'zod';
import type { ResourceEvents } from '@asp/contracts';
import type { FastifyRequest } from 'fastify';
import { authTexts, validationTexts, type ResourceKey } from '@asp/i18n';
import { sql, type Db, type Trx } from '../db/database';
import { writeEvent } from '../events/outbox';
import { eventActor, requireRole, ROLE_ADMIN } from '../auth/staff-auth';
import { HttpError, conflict, forbidden, notFound } from './errors';
import { sanitizeMarkupInDocument, sanitizeRichTextFields } from './rich-text';
import {
  allOf,
  filterConditions,
  listPagingShape,
  sortOrder,
  sortQueryShape,
  TOTAL_COUNT_HEADER,
  type ListFilters,
  type SqlCondition,
} from './resource-list';
import type { ServiceApp, ServiceContext } from '../service';

export const idParams = z.object({ id: z.coerce.number().int().positive() });

type Entity = Record<string, unknown> & { id: number };

export interface ResourceDefinition<S extends z.ZodObject, Q extends z.ZodObject = z.ZodObject> {
  /** e.g. '/api/branches' — the standard calls of document 1 §7 are derived from it. */
  path: string;
  table: string;
  /** i18n noun for the German default messages. */
  resource: ResourceKey;
  /** The resource's created/updated/deleted events from its domain's catalogue. */
  events: ResourceEvents;
  /** Fields of the record without id. */
  schema: S;
  /** Copied into the `identifier` column (unique) when the table has one. */
  identifierField?: keyof z.infer<S> & string;
  /** Fields that must be unique across records ('Dieser Wert wird bereits verwendet.'). */
  uniqueFields?: (keyof z.infer<S> & string)[];
  /**
   * Who may read without a session, and what: rows matching this SQL condition are
   * public (`sql\`true\`` for all). Absent: reading needs a staff session.
   */
  publicWhere?: SqlCondition;
  /** Roles that may read when there is no public filter (ROLE_ADMIN always may). */
  readRoles?: string[];
  /** Roles that may create/update/delete (ROLE_ADMIN always may). */
  writeRoles?: string[];
  /**
   * Fields a list may be sorted by (`?sort=name`, `?sort=-name`; sortOrder in
   * resource-list.ts). Without, lists are ordered by id.
   */
  sortFields?: readonly string[];
  /** Filter parameters of the list (document 1 §7); `limit`/`offset` are added to every list. */
  listQuery?: Q;
  /** How each parameter of `listQuery` narrows the list, as SQL (see resource-list.ts). */
  filters?: ListFilters<z.infer<Q>>;
  /**
   * Fields holding rich text (HTML), as dotted paths ('description', 'content.allergens'):
   * sanitised with sanitizeRichText before anything else looks at a written record.
   */
  richTextFields?: readonly string[];
  /** A website document (sites, blocks, nodes): every markup string anywhere in it is sanitised (sanitizeMarkupInDocument). */
  markupDocument?: boolean;
  /** Business checks before a write (throw HttpError with a German message). */
  beforeWrite?: (data: z.infer<S>, trx: Trx, id: number | null) => Promise<void>;
  /** Bytes a POST/PUT body may have; default DEFAULT_BODY_LIMIT (64 KB). Documents with HTML texts need DOCUMENT_BODY_LIMIT. */
  bodyLimit?: number;
  /** Work after a record was created, in the same transaction (e.g. a secret kept beside the record). */
  afterCreate?: (entity: Entity, trx: Trx) => Promise<void>;
  /** Checks before delete (e.g. still referenced). */
  beforeDelete?: (id: number, trx: Trx) => Promise<void>;
  /**
   * Narrows what a staff caller may read, write and delete (e.g. an employee: only their
   * branches' records); undefined = everything. A record outside it answers 404.
   */
  staffScope?: (request: FastifyRequest) => SqlCondition | undefined;
  /**
   * Answers carry more than the stored record (server-managed state kept in other tables,
   * e.g. a device's last contact): `present` adds it to the stored records, `responseSchema`
   * describes the result (default: the schema plus id). Events still carry the stored record.
   */
  present?: { schema: z.ZodObject; records: (db: Db, entities: Entity[]) => Promise<Record<string, unknown>[]> };
}

export function toEntity(row: { id: number; data: unknown }): Entity {
  return { ...(row.data as Record<string, unknown>), id: Number(row.id) };
}

/** The rows matching `where` (all without), ordered by id. */
export async function listEntities(db: Db | Trx, table: string, where?: SqlCondition): Promise<Entity[]> {
  let query = db.selectFrom(table).select(['id', 'data']).orderBy('id');
  if (where) query = query.where(where);
  return (await query.execute()).map(toEntity);
}

/** One row by id, if it also matches `where`. */
export async function findEntity(db: Db | Trx, table: string, id: number, where?: SqlCondition): Promise<Entity | null> {
  let query = db.selectFrom(table).select(['id', 'data']).where('id', '=', id);
  if (where) query = query.where(where);
  const row = await query.executeTakeFirst();
  return row ? toEntity(row) : null;
}

/**
 * Registers GET list, GET {id}, POST, PUT {id}, DELETE {id} for one document-shaped
 * resource: zod validation both ways, German messages, role guards, unique fields,
 * and a `<stem>.created|updated|deleted` event written in the same transaction.
 */
export function registerResource<S extends z.ZodObject, Q extends z.ZodObject = z.ZodObject>(
  app: ServiceApp,
  ctx: ServiceContext,
  def: ResourceDefinition<S, Q>,
): void {
  const { db } = ctx;
  const entitySchema = def.present?.schema ?? def.schema.extend({ id: z.number().int() });
  const present = async (entities: Entity[]) => (def.present ? def.present.records(db, entities) : entities);
  const presentOne = async (entity: Entity) => (await present([entity]))[0];
  const writeGuard = requireRole(...(def.writeRoles ?? [ROLE_ADMIN]));
  const readGuard = def.publicWhere ? undefined : requireRole(...(def.readRoles ?? [ROLE_ADMIN]));
  // Staff see every record; anonymous callers only reach a list with a public condition.
  const visibility = (request: FastifyRequest): SqlCondition | undefined => (request.staff ? def.staffScope?.(request) : def.publicWhere);
  const listQuery = (def.listQuery ?? z.object({})).extend(listPagingShape).extend(sortQueryShape(def.sortFields));

  async function assertUnique(trx: Trx, data: Record<string, unknown>, id: number | null) {
    for (const field of def.uniqueFields ?? []) {
      const value = data[field];
      if (value === undefined || value === null || value === '') continue;
      let query = trx
        .selectFrom(def.table)
        .select('id')
        .where(sql`data->>${field}`, '=', String(value));
      if (id !== null) query = query.where('id', '!=', id);
      if (await query.executeTakeFirst()) throw conflict(validationTexts.unique, field);
    }
  }

  /** Locks the row for the rest of the transaction; a missing one (or one outside the caller's scope) is the German 404. */
  async function assertExists(trx: Trx, id: number, scope?: SqlCondition) {
    let query = trx.selectFrom(def.table).select('id').where('id', '=', id);
    if (scope) query = query.where(scope);
    const row = await query.forUpdate().executeTakeFirst();
    if (!row) throw notFound();
  }

  // What the documents say (http/openapi.ts): guards are read from the hooks; these are
  // the answers only the handlers know about.
  const noun = def.path.split('/').pop()!.replace(/-/g, ' ');
  const title = noun[0].toUpperCase() + noun.slice(1);
  const readDoc = { openapi: { optionalSession: Boolean(def.publicWhere) } };
  const writeDoc = {
    openapi: { errors: [...(def.uniqueFields?.length || def.identifierField ? [409] : []), ...(def.beforeWrite ? [409, 422] : [])] },
  };
  const deleteDoc = { openapi: { errors: def.beforeDelete ? [409, 422] : [] } };

  function columns(data: Record<string, unknown>) {
    const values: Record<string, unknown> = { data: JSON.stringify(data), updated_at: new Date() };
    if (def.identifierField) values.identifier = (data[def.identifierField] as string | undefined) || null;
    return values;
  }

  app.get(
    def.path,
    {
      onRequest: readGuard,
      config: readDoc,
      schema: { summary: `${title}: list`, querystring: listQuery, response: { 200: z.object({ data: z.array(entitySchema) }) } },
    },
    async (request, reply) => {
      const query = request.query as z.infer<Q> & { limit?: number; offset?: number; sort?: string };
      const where = allOf([visibility(request), ...filterConditions(def.filters, query)]);
      let select = db.selectFrom(def.table).select(['id', 'data']).where(where).orderBy(sortOrder(query.sort));
      if (query.limit !== undefined) select = select.limit(query.limit);
      if (query.offset !== undefined) select = select.offset(query.offset);
      const rows = await select.execute();
      if (query.limit !== undefined || query.offset !== undefined) {
        const { total } = await db
          .selectFrom(def.table)
          .select(sql<number>`count(*)::int`.as('total'))
          .where(where)
          .executeTakeFirstOrThrow();
        reply.header(TOTAL_COUNT_HEADER, String(total));
      }
      return { data: await present(rows.map(toEntity)) } as never;
    },
  );

  app.get(
    `${def.path}/:id`,
    {
      onRequest: readGuard,
      config: readDoc,
      schema: { summary: `${title}: read one`, params: idParams, response: { 200: z.object({ data: entitySchema }) } },
    },
    async (request) => {
      const entity = await findEntity(db, def.table, request.params.id, visibility(request));
      if (!entity) throw notFound();
      return { data: await presentOne(entity) } as never;
    },
  );

  const sanitizeWrite = (body: Record<string, unknown>) => {
    const data = sanitizeRichTextFields(body, def.richTextFields ?? []);
    return def.markupDocument ? sanitizeMarkupInDocument(data) : data;
  };

  app.post(
    def.path,
    {
      bodyLimit: def.bodyLimit,
      onRequest: writeGuard,
      config: writeDoc,
      schema: { summary: `${title}: create`, body: def.schema, response: { 201: z.object({ data: entitySchema }) } },
    },
    async (request, reply) => {
      const data = sanitizeWrite(request.body as Record<string, unknown>);
      const entity = await db
        .transaction()
        .execute(async (trx) => {
          await assertUnique(trx, data, null);
          await def.beforeWrite?.(data as z.infer<S>, trx, null);
          const scope = def.staffScope?.(request);
          // A scoped caller may create only what they could then read.
          if (scope) await assertInScope(trx, data, scope);
          const row = await trx.insertInto(def.table).values(columns(data)).returning(['id', 'data']).executeTakeFirstOrThrow();
          const created = toEntity(row);
          await writeEvent(trx, def.events.created, { id: created.id, data: created, actor: eventActor(request.staff) });
          await def.afterCreate?.(created, trx);
          return created;
        })
        .catch(rethrowUniqueViolation(def.identifierField));
      return reply.code(201).send({ data: await presentOne(entity) } as never);
    },
  );

  app.put(
    `${def.path}/:id`,
    {
      bodyLimit: def.bodyLimit,
      onRequest: writeGuard,
      config: writeDoc,
      schema: { summary: `${title}: replace`, params: idParams, body: def.schema, response: { 200: z.object({ data: entitySchema }) } },
    },
    async (request) => {
      const { id } = request.params;
      const data = sanitizeWrite(request.body as Record<string, unknown>);
      const entity = await db
        .transaction()
        .execute(async (trx) => {
          // An unknown id is a 404 before anything else (a taken identifier must not turn it into 409).
          await assertExists(trx, id, def.staffScope?.(request));
          await assertUnique(trx, data, id);
          await def.beforeWrite?.(data as z.infer<S>, trx, id);
          const scope = def.staffScope?.(request);
          if (scope) await assertInScope(trx, data, scope);
          // The row is locked by assertExists, so the update finds it.
          const row = await trx
            .updateTable(def.table)
            .set(columns(data))
            .where('id', '=', id)
            .returning(['id', 'data'])
            .executeTakeFirstOrThrow();
          const updated = toEntity(row);
          await writeEvent(trx, def.events.updated, { id, data: updated, actor: eventActor(request.staff) });
          return updated;
        })
        .catch(rethrowUniqueViolation(def.identifierField));
      return { data: await presentOne(entity) } as never;
    },
  );

  app.delete(
    `${def.path}/:id`,
    {
      onRequest: writeGuard,
      config: deleteDoc,
      schema: { summary: `${title}: delete`, params: idParams, response: { 200: z.object({ data: z.object({ id: z.number().int() }) }) } },
    },
    async (request) => {
      const { id } = request.params;
      await db.transaction().execute(async (trx) => {
        await assertExists(trx, id, def.staffScope?.(request));
        await def.beforeDelete?.(id, trx);
        await trx.deleteFrom(def.table).where('id', '=', id).execute();
        await writeEvent(trx, def.events.deleted, { id, actor: eventActor(request.staff) });
      });
      return { data: { id } };
    },
  );
}

/** The new state of a record must lie in the caller's scope (checked by PostgreSQL on the document itself). */
async function assertInScope(trx: Trx, data: Record<string, unknown>, scope: SqlCondition): Promise<void> {
  const { inside } = await sql<{
    inside: boolean;
  }>`select exists (select 1 from (select ${JSON.stringify(data)}::jsonb as data) as candidate where ${scope}) as inside`
    .execute(trx)
    .then((result) => result.rows[0]!);
  if (!inside) throw forbidden(authTexts.forbidden);
}

/** A race past assertUnique still ends as the German uniqueness message, not a 500. */
function rethrowUniqueViolation(field?: string) {
  return (error: unknown): never => {
    if (error instanceof HttpError) throw error;
    if ((error as { code?: string }).code === '23505') throw conflict(validationTexts.unique, field);
    throw error;
  };
}
