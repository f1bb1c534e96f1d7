import { z } from 'zod';
import { dataEnvelope, monthClosingInputSchema, monthClosingSchema, timeTrackingEvents, ROLE_ADMIN, ROLE_EMPLOYEE } from '@asp/contracts';
import { fill, timeTrackingTexts } from '@asp/i18n';
import { conflict, eventActor, notFound, requireRole, writeEvent, type ServiceApp } from '@asp/server-kit';
import type { TimeTrackingDb } from '../tables';
import { TABLES } from '../tables';

const tags = ['time-tracking month closing'];

const present = (row: { month: string; closed_at: Date; closed_by: string }) => ({
  month: row.month,
  closedAt: row.closed_at.toISOString(),
  closedBy: row.closed_by,
});

/**
 * Month closing (issue 15, beyond the spec): an admin closes a month for payroll; from then
 * on its activities change only with an admin's new reason (month-closing.ts), terminals and
 * absence approvals touching it are refused. Staff read which months are closed; an admin
 * may open a month again (a correction; the reopened event records it).
 */
export function registerMonthClosingRoutes(app: ServiceApp, db: TimeTrackingDb): void {
  app.get(
    '/api/time-tracking/month-closings',
    {
      onRequest: requireRole(ROLE_EMPLOYEE),
      schema: { summary: 'List closed months', tags, response: { 200: dataEnvelope(z.array(monthClosingSchema)) } },
    },
    async () => ({ data: (await db.selectFrom(TABLES.monthClosings).selectAll().orderBy('month', 'desc').execute()).map(present) }),
  );

  app.post(
    '/api/time-tracking/month-closings',
    {
      onRequest: requireRole(ROLE_ADMIN),
      config: { openapi: { errors: [409] } },
      schema: { summary: 'Close a month', tags, body: monthClosingInputSchema, response: { 201: dataEnvelope(monthClosingSchema) } },
    },
    async (request, reply) => {
      const { month } = request.body;
      const row = await db.transaction().execute(async (trx) => {
        const inserted = await trx
          .insertInto(TABLES.monthClosings)
          .values({ month, closed_by: request.staff!.username })
          .onConflict((c) => c.column('month').doNothing())
          .returningAll()
          .executeTakeFirst();
        if (!inserted)
          throw conflict(fill(timeTrackingTexts.monthAlreadyClosed, { month: `${month.slice(5)}.${month.slice(0, 4)}` }), 'month');
        await writeEvent(trx, timeTrackingEvents.month.closed, { month, actor: eventActor(request.staff) });
        return inserted;
      });
      return reply.code(201).send({ data: present(row) });
    },
  );

  app.delete(
    '/api/time-tracking/month-closings/:month',
    {
      onRequest: requireRole(ROLE_ADMIN),
      config: { openapi: { errors: [404] } },
      schema: {
        summary: 'Open a closed month again',
        tags,
        params: monthClosingInputSchema,
        response: { 200: dataEnvelope(monthClosingSchema) },
      },
    },
    async (request) => {
      const { month } = request.params;
      const row = await db.transaction().execute(async (trx) => {
        const removed = await trx.deleteFrom(TABLES.monthClosings).where('month', '=', month).returningAll().executeTakeFirst();
        if (!removed) throw notFound(timeTrackingTexts.monthNotClosed);
        await writeEvent(trx, timeTrackingEvents.month.reopened, { month, actor: eventActor(request.staff) });
        return removed;
      });
      return { data: present(row) };
    },
  );
}
