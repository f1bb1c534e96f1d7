import {
  addShiftInputSchema,
  copyWeekInputSchema,
  copyWeekResultSchema,
  dataEnvelope,
  moveShiftInputSchema,
  scheduleWeekQuerySchema,
  scheduleWeekSchema,
  ROLE_ADMIN,
  ROLE_EMPLOYEE,
} from '@asp/contracts';
import { timeTrackingTexts } from '@asp/i18n';
import { eventActor, forbidden, isAdmin, requireRole, type ServiceApp } from '@asp/server-kit';
import { z } from 'zod';
import type { TimeTrackingDeps } from '../deps';
import { addShift, copyPreviousWeek, loadScheduleWeek, moveShift } from '../schedule-week';

const tags = ['working schedules week'];
const ok = dataEnvelope(z.object({ ok: z.literal(true) }));

/**
 * The week grid of the working schedules (issue 15): read by the branch's staff, planned
 * by admins (the managers) — move a dated shift (drag and drop), add one, copy the previous
 * week's. Each write is one transaction that refuses overlaps with a German 409.
 */
export function registerScheduleWeekRoutes(app: ServiceApp, deps: TimeTrackingDeps): void {
  const { db, options } = deps;
  const admin = requireRole(ROLE_ADMIN);

  app.get(
    '/api/working-schedules/week',
    {
      onRequest: requireRole(ROLE_EMPLOYEE),
      config: { openapi: { errors: [403] } },
      schema: {
        summary: 'Week grid of a branch',
        tags,
        querystring: scheduleWeekQuerySchema,
        response: { 200: dataEnvelope(scheduleWeekSchema) },
      },
    },
    async (request) => {
      const { branch } = request.query;
      if (!isAdmin(request.staff) && !(request.staff?.branches ?? []).map(Number).includes(branch)) {
        throw forbidden(timeTrackingTexts.noBranchAccess);
      }
      return { data: await loadScheduleWeek(db, request.query, options.holidayState) };
    },
  );

  app.post(
    '/api/working-schedules/copy-week',
    {
      onRequest: admin,
      config: { openapi: { errors: [409] } },
      schema: {
        summary: 'Copy the previous week’s shifts',
        tags,
        body: copyWeekInputSchema,
        response: { 200: dataEnvelope(copyWeekResultSchema) },
      },
    },
    async (request) => {
      const copied = await db.transaction().execute((trx) => copyPreviousWeek(trx, request.body, eventActor(request.staff)));
      return { data: { copied } };
    },
  );

  app.post(
    '/api/working-schedules/move-shift',
    {
      onRequest: admin,
      config: { openapi: { errors: [409] } },
      schema: { summary: 'Move a shift to another day or employee', tags, body: moveShiftInputSchema, response: { 200: ok } },
    },
    async (request) => {
      await db.transaction().execute((trx) => moveShift(trx, request.body, eventActor(request.staff)));
      return { data: { ok: true as const } };
    },
  );

  app.post(
    '/api/working-schedules/add-shift',
    {
      onRequest: admin,
      config: { openapi: { errors: [409] } },
      schema: { summary: 'Add a shift', tags, body: addShiftInputSchema, response: { 200: ok } },
    },
    async (request) => {
      await db.transaction().execute((trx) => addShift(trx, request.body, eventActor(request.staff)));
      return { data: { ok: true as const } };
    },
  );
}
