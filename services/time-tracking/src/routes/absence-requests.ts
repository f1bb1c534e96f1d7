import { z } from 'zod';
import {
  absenceDecisionSchema,
  absenceRequestInputSchema,
  absenceRequestListQuerySchema,
  absenceRequestSchema,
  dataEnvelope,
  timeTrackingEvents,
  workingActivityInputSchema,
  ROLE_ADMIN,
  ROLE_EMPLOYEE,
} from '@asp/contracts';
import { timeTrackingTexts } from '@asp/i18n';
import {
  conflict,
  eventActor,
  forbidden,
  idParams,
  isAdmin,
  notFound,
  requireRole,
  unprocessable,
  writeEvent,
  TOTAL_COUNT_HEADER,
  type ServiceApp,
} from '@asp/server-kit';
import { daysBetween } from '@asp/domain/working-time';
import { DateTime } from 'luxon';
import type { FastifyRequest } from 'fastify';
import type { TimeTrackingDeps } from '../deps';
import { assertMonthsOpen, monthsOf } from '../month-closing';
import { presentAbsenceRequest } from '../absence-request-record';
import { TABLES, type TimeTrackingTrx } from '../tables';

const tags = ['time-tracking absence requests'];
const MAX_DAYS = 60;
const present = presentAbsenceRequest;

/** A Berlin calendar day's start as a UTC instant. */
const dayStart = (date: string) => DateTime.fromISO(date, { zone: 'Europe/Berlin' }).toUTC().toISO()!;

/**
 * Absence requests (issue 15, beyond the spec): an employee asks for holiday, an admin
 * approves — which books a holiday activity over the days, so the holiday account drops —
 * or rejects. Employees see, make and withdraw their own; admins all, and an admin can
 * take an approval back (the holiday booking is deleted, so the account rises again).
 */
export function registerAbsenceRequestRoutes(app: ServiceApp, deps: TimeTrackingDeps): void {
  const { db } = deps;
  const staff = requireRole(ROLE_EMPLOYEE);
  const admin = requireRole(ROLE_ADMIN);

  app.get(
    '/api/time-tracking/absence-requests',
    {
      onRequest: staff,
      schema: {
        summary: 'List absence requests',
        tags,
        querystring: absenceRequestListQuerySchema,
        response: { 200: dataEnvelope(z.array(absenceRequestSchema)) },
      },
    },
    async (request, reply) => {
      const { user, branch, status, limit, offset } = request.query;
      let query = db.selectFrom(TABLES.absenceRequests);
      if (!isAdmin(request.staff)) query = query.where('user_id', '=', Number(request.staff!.sub));
      if (user) query = query.where('user_id', '=', user);
      if (branch) query = query.where('branch_id', '=', branch);
      if (status) query = query.where('status', '=', status);
      let rows = query.selectAll().orderBy('start_date', 'desc').orderBy('id', 'desc');
      if (limit !== undefined) rows = rows.limit(limit);
      if (offset !== undefined) rows = rows.offset(offset);
      const total = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      reply.header(TOTAL_COUNT_HEADER, String(total.n));
      return { data: (await rows.execute()).map(present) };
    },
  );

  app.post(
    '/api/time-tracking/absence-requests',
    {
      onRequest: staff,
      config: { openapi: { errors: [422] } },
      schema: {
        summary: 'Request an absence',
        tags,
        body: absenceRequestInputSchema,
        response: { 201: dataEnvelope(absenceRequestSchema) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const { user, branch } = await requester(request, body);
      if (body.endDate < body.startDate) throw unprocessable([{ message: timeTrackingTexts.endBeforeStart, field: 'endDate' }]);
      if (daysBetween(body.startDate, body.endDate).length > MAX_DAYS)
        throw unprocessable([{ message: timeTrackingTexts.absenceTooLong, field: 'endDate' }]);
      const row = await db.transaction().execute(async (trx) => {
        const inserted = await trx
          .insertInto(TABLES.absenceRequests)
          .values({
            user_id: user,
            branch_id: branch,
            kind: body.kind,
            start_date: body.startDate,
            end_date: body.endDate,
            is_half_day: body.isHalfDay,
            comment: body.comment,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await writeEvent(trx, timeTrackingEvents.absenceRequest.requested, {
          id: Number(inserted.id),
          data: present(inserted),
          actor: eventActor(request.staff),
        });
        return inserted;
      });
      return reply.code(201).send({ data: present(row) });
    },
  );

  /** Who the request is for: an employee themselves at one of their branches; an admin names the user (and branch). */
  async function requester(request: FastifyRequest, body: z.infer<typeof absenceRequestInputSchema>) {
    const staffBranches = request.staff!.branches;
    if (!isAdmin(request.staff)) {
      const branch = body.branch ?? staffBranches[0];
      if (branch === undefined) throw unprocessable([{ message: timeTrackingTexts.absenceNoBranch, field: 'branch' }]);
      if (!staffBranches.includes(branch)) throw unprocessable([{ message: timeTrackingTexts.absenceNotYourBranch, field: 'branch' }]);
      return { user: Number(request.staff!.sub), branch };
    }
    const user = body.user ?? Number(request.staff!.sub);
    const known = await db.selectFrom(TABLES.users).select('branches').where('id', '=', user).executeTakeFirst();
    const branch = body.branch ?? known?.branches[0];
    if (branch === undefined) throw unprocessable([{ message: timeTrackingTexts.absenceNoBranch, field: 'branch' }]);
    return { user, branch };
  }

  async function decide(trx: TimeTrackingTrx, id: number) {
    const row = await trx.selectFrom(TABLES.absenceRequests).selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    if (!row) throw notFound();
    if (row.status !== 'requested') throw conflict(timeTrackingTexts.absenceAlreadyDecided);
    return row;
  }

  for (const decision of ['approve', 'reject'] as const) {
    app.post(
      `/api/time-tracking/absence-requests/:id/${decision}`,
      {
        onRequest: admin,
        config: { openapi: { errors: [404, 409] } },
        schema: {
          summary: decision === 'approve' ? 'Approve an absence request' : 'Reject an absence request',
          tags,
          params: idParams,
          body: absenceDecisionSchema,
          response: { 200: dataEnvelope(absenceRequestSchema) },
        },
      },
      async (request) => {
        const actor = eventActor(request.staff);
        const decided = await db.transaction().execute(async (trx) => {
          const row = await decide(trx, request.params.id);
          let activityId: number | null = null;
          if (decision === 'approve') {
            const data = workingActivityInputSchema.parse({
              user: row.user_id,
              branch: row.branch_id,
              kind: 'holiday',
              start: dayStart(row.start_date),
              end: dayStart(DateTime.fromISO(row.end_date).plus({ days: 1 }).toISODate()!),
              isHalfDay: row.is_half_day,
              comment: row.comment,
            });
            await assertMonthsOpen(trx, monthsOf(data));
            const activity = await trx
              .insertInto(TABLES.workingActivities)
              .values({ data: JSON.stringify(data) })
              .returning('id')
              .executeTakeFirstOrThrow();
            activityId = Number(activity.id);
            await writeEvent(trx, timeTrackingEvents.workingActivity.created, { id: activityId, data: { ...data, id: activityId }, actor });
          }
          const updated = await trx
            .updateTable(TABLES.absenceRequests)
            .set({
              status: decision === 'approve' ? 'approved' : 'rejected',
              decided_at: new Date(),
              decided_by: request.staff!.username,
              decision_comment: request.body?.comment ?? '',
              activity_id: activityId,
            })
            .where('id', '=', row.id)
            .returningAll()
            .executeTakeFirstOrThrow();
          const event = decision === 'approve' ? timeTrackingEvents.absenceRequest.approved : timeTrackingEvents.absenceRequest.rejected;
          await writeEvent(trx, event, { id: Number(updated.id), data: present(updated), actor });
          return updated;
        });
        return { data: present(decided) };
      },
    );
  }

  app.post(
    '/api/time-tracking/absence-requests/:id/withdraw',
    {
      onRequest: staff,
      config: { openapi: { errors: [403, 404, 409] } },
      schema: {
        summary: 'Withdraw an absence request (or take an approval back)',
        tags,
        params: idParams,
        body: absenceDecisionSchema,
        response: { 200: dataEnvelope(absenceRequestSchema) },
      },
    },
    async (request) => {
      const actor = eventActor(request.staff);
      const admin = isAdmin(request.staff);
      const withdrawn = await db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom(TABLES.absenceRequests)
          .selectAll()
          .where('id', '=', request.params.id)
          .forUpdate()
          .executeTakeFirst();
        // Someone else's request is not there for an employee (as in the list).
        if (!row || (!admin && row.user_id !== Number(request.staff!.sub))) throw notFound();
        if (row.status === 'rejected' || row.status === 'withdrawn') throw conflict(timeTrackingTexts.absenceAlreadyClosed);
        if (row.status === 'approved') {
          if (!admin) throw forbidden(timeTrackingTexts.absenceApprovedWithdrawAdmin);
          if (row.activity_id !== null) await removeHoliday(trx, Number(row.activity_id), actor);
        }
        const updated = await trx
          .updateTable(TABLES.absenceRequests)
          .set({
            status: 'withdrawn',
            withdrawn_at: new Date(),
            withdrawn_by: request.staff!.username,
            activity_id: null,
            ...(request.body?.comment ? { decision_comment: request.body.comment } : {}),
          })
          .where('id', '=', row.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        await writeEvent(trx, timeTrackingEvents.absenceRequest.withdrawn, { id: Number(updated.id), data: present(updated), actor });
        return updated;
      });
      return { data: present(withdrawn) };
    },
  );

  /** Deletes the holiday an approval booked (unless its month is closed), with the activity's own deleted event for the audit trail. */
  async function removeHoliday(trx: TimeTrackingTrx, id: number, actor: ReturnType<typeof eventActor>) {
    const activity = await trx.selectFrom(TABLES.workingActivities).select('data').where('id', '=', id).forUpdate().executeTakeFirst();
    if (!activity) return; // deleted by hand already
    await assertMonthsOpen(trx, monthsOf(activity.data as { start: string; end: string | null }), timeTrackingTexts.monthClosedNoWithdraw);
    await trx.deleteFrom(TABLES.workingActivities).where('id', '=', id).execute();
    await writeEvent(trx, timeTrackingEvents.workingActivity.deleted, { id, actor });
  }
}
