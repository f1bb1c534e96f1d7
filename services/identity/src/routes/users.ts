import { z } from 'zod';
import {
  PASSWORD_MIN_LENGTH,
  dataEnvelope,
  identityEvents,
  userCreateSchema,
  userListQuerySchema,
  userSchema,
  userUpdateSchema,
} from '@asp/contracts';
import { fill, identityTexts, validationTexts } from '@asp/i18n';
import {
  HttpError,
  ROLE_ADMIN,
  TOTAL_COUNT_HEADER,
  conflict,
  eventActor,
  idParams,
  listPagingShape,
  notFound,
  requireRole,
  sql,
  unprocessable,
  writeEvent,
  type ServiceApp,
  type ServiceContext,
  type Trx,
} from '@asp/server-kit';
import type { Redis } from 'ioredis';
import { hashPassword } from '../passwords';
import { liveSessionsOf, revokeSessions, type RevocableSession } from '../sessions';
import { listUsers } from '../user-list';
import { findUserById, isActiveAdmin, signInProblem, toUser, userColumns, type UserRow } from '../user-store';

// Contracts cannot depend on i18n, so the password rule gets its German text here.
const passwordField = z
  .string()
  .min(PASSWORD_MIN_LENGTH, { error: fill(validationTexts.password, { limit: PASSWORD_MIN_LENGTH }) })
  .max(4096);
const createBody = userCreateSchema.extend({ password: passwordField });
const updateBody = userUpdateSchema.extend({ password: passwordField.optional() });
type UserInput = z.infer<typeof updateBody>;

function columns(input: UserInput, passwordHash: string | null) {
  return {
    username: input.username,
    ...(passwordHash ? { password_hash: passwordHash } : {}),
    roles: [...new Set(input.roles)],
    branches: [...new Set(input.branches)].sort((a, b) => a - b),
    is_enabled: input.isEnabled,
    is_locked: input.isLocked,
    expires_at: input.expiresAt ? new Date(input.expiresAt) : null,
    credentials_expire_at: input.credentialsExpireAt ? new Date(input.credentialsExpireAt) : null,
    data: JSON.stringify({
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      showCustomerData: input.showCustomerData,
    }),
    updated_at: new Date(),
  };
}

async function assertUsernameFree(trx: Trx, username: string, id: number | null): Promise<void> {
  let query = trx
    .selectFrom('users')
    .select('id')
    .where(sql`lower(username)`, '=', username.toLowerCase());
  if (id !== null) query = query.where('id', '!=', id);
  if (await query.executeTakeFirst()) throw conflict(validationTexts.unique, 'username');
}

/** Nobody could manage users any more: refuse the change that took the last active admin away. */
async function assertAdminRemains(trx: Trx): Promise<void> {
  const rows = (await trx
    .selectFrom('users')
    .select(userColumns)
    .where(sql<boolean>`${ROLE_ADMIN} = any(roles)`)
    .execute()) as UserRow[];
  if (!rows.some((row) => isActiveAdmin(row))) throw unprocessable(identityTexts.lastAdmin);
}

/** Tokens carry roles and branches; a change to who may do what (or whether at all) ends the sessions. */
function endsSessions(before: UserRow, after: UserRow, passwordChanged: boolean): boolean {
  return (
    passwordChanged ||
    Boolean(signInProblem(after)) ||
    before.username !== after.username ||
    before.roles.join() !== after.roles.join() ||
    before.branches.join() !== after.branches.join()
  );
}

// Serialises user writes, so two admins demoting each other cannot both pass the last-admin check.
const lockUsers = (trx: Trx) => sql`select pg_advisory_xact_lock(hashtext('identity.users'))`.execute(trx);

function rethrowUniqueViolation(error: unknown): never {
  if (!(error instanceof HttpError) && (error as { code?: string }).code === '23505') throw conflict(validationTexts.unique, 'username');
  throw error;
}

/** Standard calls on users (document 1 §7), for ROLE_ADMIN only. The hash never leaves this file's queries. */
export async function registerUserRoutes(app: ServiceApp, ctx: ServiceContext, redis: Redis): Promise<void> {
  const { db } = ctx;
  const adminOnly = requireRole(ROLE_ADMIN);
  const one = { response: { 200: dataEnvelope(userSchema) } };

  app.get(
    '/api/users',
    {
      onRequest: adminOnly,
      schema: {
        summary: 'Users: list (filter, sort, page in SQL)',
        querystring: userListQuerySchema.extend(listPagingShape),
        response: { 200: dataEnvelope(z.array(userSchema)) },
      },
    },
    async (request, reply) => {
      const { rows, total } = await listUsers(db, request.query);
      if (total !== null) reply.header(TOTAL_COUNT_HEADER, String(total));
      return { data: rows.map(toUser) };
    },
  );

  app.get('/api/users/:id', { onRequest: adminOnly, schema: { summary: 'Users: read one', params: idParams, ...one } }, async (request) => {
    const row = await findUserById(db, request.params.id);
    if (!row) throw notFound();
    return { data: toUser(row) };
  });

  app.post(
    '/api/users',
    {
      onRequest: adminOnly,
      config: { openapi: { errors: [409] } },
      schema: { summary: 'Users: create', body: createBody, response: { 201: dataEnvelope(userSchema) } },
    },
    async (request, reply) => {
      const input = request.body;
      const passwordHash = await hashPassword(input.password);
      const user = await db
        .transaction()
        .execute(async (trx) => {
          await lockUsers(trx);
          await assertUsernameFree(trx, input.username, null);
          const row = (await trx
            .insertInto('users')
            .values(columns(input, passwordHash))
            .returning(userColumns)
            .executeTakeFirstOrThrow()) as UserRow;
          const created = toUser(row);
          await writeEvent(trx, identityEvents.user.created, { id: created.id, data: created, actor: eventActor(request.staff) });
          return created;
        })
        .catch(rethrowUniqueViolation);
      return reply.code(201).send({ data: user });
    },
  );

  app.put(
    '/api/users/:id',
    {
      onRequest: adminOnly,
      config: { openapi: { errors: [409, 422] } },
      schema: { summary: 'Users: replace', params: idParams, body: updateBody, ...one },
    },
    async (request) => {
      const { id } = request.params;
      const input = request.body;
      const passwordHash = input.password ? await hashPassword(input.password) : null;
      let ended: RevocableSession[] = [];
      const user = await db
        .transaction()
        .execute(async (trx) => {
          await lockUsers(trx);
          const before = await findUserById(trx, id);
          if (!before) throw notFound();
          await assertUsernameFree(trx, input.username, id);
          const row = (await trx
            .updateTable('users')
            .set(columns(input, passwordHash))
            .where('id', '=', id)
            .returning(userColumns)
            .executeTakeFirstOrThrow()) as UserRow;
          if (isActiveAdmin(before) && !isActiveAdmin(row)) await assertAdminRemains(trx);
          if (endsSessions(before, row, Boolean(passwordHash))) ended = await liveSessionsOf(trx, id);
          const updated = toUser(row);
          await writeEvent(trx, identityEvents.user.updated, { id, data: updated, actor: eventActor(request.staff) });
          return updated;
        })
        .catch(rethrowUniqueViolation);
      await revokeSessions(db, redis, ended);
      return { data: user };
    },
  );

  app.delete(
    '/api/users/:id',
    {
      onRequest: adminOnly,
      config: { openapi: { errors: [422] } },
      schema: { summary: 'Users: delete', params: idParams, response: { 200: dataEnvelope(z.object({ id: z.number().int() })) } },
    },
    async (request) => {
      const { id } = request.params;
      const ended = await db.transaction().execute(async (trx) => {
        await lockUsers(trx);
        const before = await findUserById(trx, id);
        if (!before) throw notFound();
        const sessions = await liveSessionsOf(trx, id);
        await trx.deleteFrom('users').where('id', '=', id).execute();
        if (isActiveAdmin(before)) await assertAdminRemains(trx);
        await writeEvent(trx, identityEvents.user.deleted, { id, actor: eventActor(request.staff) });
        return sessions;
      });
      await revokeSessions(db, redis, ended);
      return { data: { id } };
    },
  );
}
