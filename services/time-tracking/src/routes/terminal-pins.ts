import { z } from 'zod';
import {
  dataEnvelope,
  terminalEmployeeSchema,
  terminalPinInputSchema,
  terminalPinSchema,
  terminalSealKeySchema,
  terminalTokenParamsSchema,
  ROLE_ADMIN,
} from '@asp/contracts';
import { timeTrackingTexts } from '@asp/i18n';
import { notFound, requireRole, sql, type ServiceApp } from '@asp/server-kit';
import type { TimeTrackingDeps } from '../deps';
import { TABLES } from '../tables';
import { hashPin } from '../terminal/pins';
import { currentSealKey } from '../terminal/seal-keys';
import { assertTerminalToken } from '../terminal/tokens';

const tags = ['time-tracking terminal'];
/** A user id (PostgreSQL integer range). */
const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/**
 * The terminal's employee list and the PINs behind it (issue 15). The list shows the
 * branch's enabled employees (names and state only) to whoever holds the terminal's token;
 * a user with a PIN must then give it (routes/terminal.ts), offline sealed with the
 * seal key (terminal/seal-keys.ts). Admins set and remove PINs.
 */
export function registerTerminalPinRoutes(app: ServiceApp, deps: TimeTrackingDeps): void {
  const { db } = deps;
  const admin = requireRole(ROLE_ADMIN);

  app.get(
    '/api/time-tracking/:token/employees',
    {
      config: { openapi: { optionalSession: true, errors: [401] } },
      schema: {
        summary: 'The branch’s employees for the terminal',
        tags,
        params: terminalTokenParamsSchema,
        response: { 200: dataEnvelope(z.array(terminalEmployeeSchema)) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const terminal = await assertTerminalToken(db, request.params.token);
      const users = await db
        .selectFrom(TABLES.users)
        .leftJoin(TABLES.terminalPins, 'terminal_pins.user_id', 'replica_users.id')
        .select(['replica_users.id', 'username', 'first_name', 'last_name', 'terminal_pins.user_id as pin'])
        .where('is_enabled', '=', true)
        .where(sql<boolean>`${terminal.branch} = any(branches)`)
        .orderBy('last_name')
        .orderBy('first_name')
        .execute();
      const running = users.length
        ? await db
            .selectFrom(TABLES.workingActivities)
            .select([sql<string>`data->>'user'`.as('user'), sql<unknown>`data->'pauses'`.as('pauses')])
            .where(sql<boolean>`data->>'end' is null and data->>'kind' = 'work'`)
            .execute()
        : [];
      const stateOf = (id: number) => {
        const activity = running.find((row) => Number(row.user) === id);
        if (!activity) return 'off' as const;
        const pauses = (activity.pauses ?? []) as Array<{ end: string | null }>;
        return pauses.some((pause) => pause.end === null) ? ('paused' as const) : ('working' as const);
      };
      return {
        data: users.map((user) => ({
          username: user.username,
          firstName: user.first_name,
          lastName: user.last_name,
          hasPin: user.pin !== null,
          state: stateOf(Number(user.id)),
        })),
      };
    },
  );

  app.get(
    '/api/time-tracking/:token/seal-key',
    {
      config: { openapi: { optionalSession: true, errors: [401] } },
      schema: {
        summary: 'The public key the terminal seals offline PINs with',
        tags,
        params: terminalTokenParamsSchema,
        response: { 200: dataEnvelope(terminalSealKeySchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      await assertTerminalToken(db, request.params.token);
      return { data: await currentSealKey(db, deps.options.now()) };
    },
  );

  app.get(
    '/api/time-tracking/pins',
    {
      onRequest: admin,
      schema: { summary: 'Users with a terminal PIN', tags, response: { 200: dataEnvelope(z.array(terminalPinSchema)) } },
    },
    async () => {
      const rows = await db.selectFrom(TABLES.terminalPins).select(['user_id', 'updated_at']).orderBy('user_id').execute();
      return { data: rows.map((row) => ({ user: row.user_id, updatedAt: row.updated_at.toISOString() })) };
    },
  );

  app.put(
    '/api/time-tracking/pins/:id',
    {
      onRequest: admin,
      config: { openapi: { errors: [404] } },
      schema: {
        summary: 'Set a user’s terminal PIN',
        tags,
        params: idParams,
        body: terminalPinInputSchema,
        response: { 200: dataEnvelope(terminalPinSchema) },
      },
    },
    async (request) => {
      const user = request.params.id;
      const known = await db.selectFrom(TABLES.users).select('id').where('id', '=', user).executeTakeFirst();
      if (!known) throw notFound(timeTrackingTexts.unknownUser);
      const pin_hash = await hashPin(request.body.pin);
      const row = await db
        .insertInto(TABLES.terminalPins)
        .values({ user_id: user, pin_hash })
        .onConflict((c) => c.column('user_id').doUpdateSet({ pin_hash, failed_attempts: 0, locked_until: null, updated_at: sql`now()` }))
        .returning(['user_id', 'updated_at'])
        .executeTakeFirstOrThrow();
      return { data: { user: row.user_id, updatedAt: row.updated_at.toISOString() } };
    },
  );

  app.delete(
    '/api/time-tracking/pins/:id',
    {
      onRequest: admin,
      config: { openapi: { errors: [404] } },
      schema: {
        summary: 'Remove a user’s terminal PIN',
        tags,
        params: idParams,
        response: { 200: dataEnvelope(z.object({ user: z.number().int() })) },
      },
    },
    async (request) => {
      const removed = await db
        .deleteFrom(TABLES.terminalPins)
        .where('user_id', '=', request.params.id)
        .returning('user_id')
        .executeTakeFirst();
      if (!removed) throw notFound();
      return { data: { user: removed.user_id } };
    },
  );
}
