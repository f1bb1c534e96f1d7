import { z } from 'zod';
import {
  createdTerminalTokenSchema,
  dataEnvelope,
  terminalTokenInputSchema,
  terminalTokenListQuerySchema,
  terminalTokenSchema,
  timeTrackingEvents,
  ROLE_ADMIN,
} from '@asp/contracts';
import { timeTrackingTexts } from '@asp/i18n';
import { eventActor, idParams, notFound, requireRole, sql, unprocessable, writeEvent, type ServiceApp } from '@asp/server-kit';
import { TABLES, type TimeTrackingDb } from '../tables';
import { insertTerminalToken, newTerminalToken, presentToken } from '../terminal/tokens';

const tags = ['time-tracking terminal tokens'];
const columns = ['id', 'branch_id', 'name', 'created_at', 'revoked_at', 'last_used_at'] as const;

/**
 * Admins manage the terminals' access tokens: list (never the token or its hash), create
 * (the answer carries the token this once), revoke (the terminal gets the 401 from its
 * next call on; the row stays, so who had access when is known).
 */
export function registerTerminalTokenRoutes(app: ServiceApp, db: TimeTrackingDb): void {
  const admin = requireRole(ROLE_ADMIN);

  app.get(
    '/api/time-tracking/terminal-tokens',
    {
      onRequest: admin,
      schema: {
        summary: 'List terminal tokens',
        tags,
        querystring: terminalTokenListQuerySchema,
        response: { 200: dataEnvelope(z.array(terminalTokenSchema)) },
      },
    },
    async (request) => {
      let query = db.selectFrom(TABLES.terminalTokens).select(columns).orderBy('id');
      if (request.query.branch) query = query.where('branch_id', '=', request.query.branch);
      return { data: (await query.execute()).map(presentToken) };
    },
  );

  app.post(
    '/api/time-tracking/terminal-tokens',
    {
      onRequest: admin,
      config: { openapi: { errors: [422] } },
      schema: {
        summary: 'Create a terminal token',
        tags,
        body: terminalTokenInputSchema,
        response: { 201: dataEnvelope(createdTerminalTokenSchema) },
      },
    },
    async (request, reply) => {
      const { branch, name } = request.body;
      const token = newTerminalToken();
      const created = await db.transaction().execute(async (trx) => {
        const known = await trx.selectFrom(TABLES.branches).select('id').where('id', '=', branch).executeTakeFirst();
        if (!known) throw unprocessable([{ message: timeTrackingTexts.unknownBranch, field: 'branch' }]);
        const row = await insertTerminalToken(trx, branch, name, token);
        await writeEvent(trx, timeTrackingEvents.terminalToken.created, {
          id: Number(row.id),
          branch,
          name,
          actor: eventActor(request.staff),
        });
        return row;
      });
      reply.header('cache-control', 'no-store');
      return reply.code(201).send({ data: { ...presentToken(created), token } });
    },
  );

  app.delete(
    '/api/time-tracking/terminal-tokens/:id',
    {
      onRequest: admin,
      schema: { summary: 'Revoke a terminal token', tags, params: idParams, response: { 200: dataEnvelope(terminalTokenSchema) } },
    },
    async (request) => {
      const revoked = await db.transaction().execute(async (trx) => {
        const row = await trx
          .updateTable(TABLES.terminalTokens)
          .set({ revoked_at: sql`coalesce(revoked_at, now())` })
          .where('id', '=', request.params.id)
          .returning(columns)
          .executeTakeFirst();
        if (!row) throw notFound();
        await writeEvent(trx, timeTrackingEvents.terminalToken.revoked, {
          id: Number(row.id),
          branch: row.branch_id,
          name: row.name,
          actor: eventActor(request.staff),
        });
        return row;
      });
      return { data: presentToken(revoked) };
    },
  );
}
