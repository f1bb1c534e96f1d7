import {
  projectInputSchema,
  projectListQuerySchema,
  taskInputSchema,
  taskListQuerySchema,
  timeTrackingEvents,
  workingActivityInputSchema,
  workingActivityListQuerySchema,
  workingScheduleInputSchema,
  workingScheduleListQuerySchema,
  ROLE_EMPLOYEE,
  type WorkingActivity,
} from '@asp/contracts';
import { timeTrackingTexts } from '@asp/i18n';
import {
  conflict,
  findEntity,
  isAdmin,
  jsonFlagIs,
  jsonText,
  registerResource,
  searchWords,
  sql,
  unprocessable,
  type ServiceApp,
  type ServiceContext,
} from '@asp/server-kit';
import type { FastifyRequest } from 'fastify';
import { assertNoOtherRunning, assertProjectAndTask, normaliseActivity, periodBound } from '../activity-rules';
import { assertChangeAllowed, assertMonthsOpen, monthsOf } from '../month-closing';
import { TABLES } from '../tables';

/** Admins see everything; an employee the records of their branches (document 1 §6). */
export function branchScope(request: FastifyRequest) {
  if (isAdmin(request.staff)) return undefined;
  const branches = (request.staff?.branches ?? []).map(String);
  return branches.length ? sql<boolean>`${jsonText('branch')} in (${sql.join(branches)})` : sql<boolean>`false`;
}

const idIs = (field: string) => (value: number) => sql<boolean>`${jsonText(field)} = ${String(value)}`;

/**
 * The standard calls (document 1 §7) of working activities, working schedules, projects
 * and tasks, with their filtered lists (in SQL, paged). Admins write; employees read their
 * branches' activities and schedules and every project and task. Staff punches go through
 * the terminal calls (routes/terminal.ts).
 */
export function registerResourceRoutes(app: ServiceApp, ctx: ServiceContext): void {
  registerResource(app, ctx, {
    path: '/api/working-activities',
    table: TABLES.workingActivities,
    resource: 'workingActivities',
    events: timeTrackingEvents.workingActivity,
    schema: workingActivityInputSchema,
    readRoles: [ROLE_EMPLOYEE],
    staffScope: branchScope,
    listQuery: workingActivityListQuerySchema,
    sortFields: ['start', 'end', 'user', 'kind'],
    filters: {
      user: idIs('user'),
      branch: idIs('branch'),
      department: idIs('department'),
      project: idIs('project'),
      task: idIs('task'),
      kind: (kind) => sql<boolean>`${jsonText('kind')} = ${kind}`,
      // Activities overlapping the period; running ones have no end yet.
      from: (from) => sql<boolean>`(data->>'end' is null or (data->>'end')::timestamptz > ${periodBound(from, 'from')}::timestamptz)`,
      to: (to) => sql<boolean>`(data->>'start')::timestamptz < ${periodBound(to, 'to')}::timestamptz`,
      open: (open) => (open === 'true' ? sql<boolean>`data->>'end' is null` : sql<boolean>`data->>'end' is not null`),
    },
    async beforeWrite(data, trx, id) {
      normaliseActivity(data);
      const previous = id === null ? null : await findEntity(trx, TABLES.workingActivities, id);
      await assertChangeAllowed(trx, data, previous as WorkingActivity | null);
      await assertProjectAndTask(trx, data);
      await assertNoOtherRunning(trx, data, id);
    },
    async beforeDelete(id, trx) {
      const previous = (await findEntity(trx, TABLES.workingActivities, id)) as WorkingActivity | null;
      if (previous) await assertMonthsOpen(trx, monthsOf(previous), timeTrackingTexts.monthClosedNoDelete);
    },
  });

  registerResource(app, ctx, {
    path: '/api/working-schedules',
    table: TABLES.workingSchedules,
    resource: 'workingSchedules',
    events: timeTrackingEvents.workingSchedule,
    schema: workingScheduleInputSchema,
    readRoles: [ROLE_EMPLOYEE],
    staffScope: branchScope,
    listQuery: workingScheduleListQuerySchema,
    sortFields: ['validFrom', 'user'],
    filters: {
      user: idIs('user'),
      branch: idIs('branch'),
      department: idIs('department'),
      from: (from) => sql<boolean>`(data->>'validTo' is null or data->>'validTo' >= ${from})`,
      to: (to) => sql<boolean>`data->>'validFrom' <= ${to}`,
    },
    async beforeWrite(data) {
      if (data.validTo !== null && data.validTo < data.validFrom) {
        throw unprocessable([{ message: timeTrackingTexts.validToBeforeFrom, field: 'validTo' }]);
      }
    },
  });

  registerResource(app, ctx, {
    path: '/api/projects',
    table: TABLES.projects,
    resource: 'projects',
    events: timeTrackingEvents.project,
    schema: projectInputSchema,
    readRoles: [ROLE_EMPLOYEE],
    listQuery: projectListQuerySchema,
    sortFields: ['name'],
    filters: {
      q: (q) => searchWords(q, ['name', 'description']),
      branch: idIs('branch'),
      isActive: (flag) => jsonFlagIs('isActive', flag),
    },
    async beforeDelete(id, trx) {
      const task = await trx
        .selectFrom(TABLES.tasks)
        .select('id')
        .where(sql<boolean>`${jsonText('project')} = ${String(id)}`)
        .executeTakeFirst();
      if (task) throw conflict(timeTrackingTexts.projectHasTasks);
    },
  });

  registerResource(app, ctx, {
    path: '/api/tasks',
    table: TABLES.tasks,
    resource: 'tasks',
    events: timeTrackingEvents.task,
    schema: taskInputSchema,
    readRoles: [ROLE_EMPLOYEE],
    listQuery: taskListQuerySchema,
    sortFields: ['name'],
    filters: {
      project: idIs('project'),
      q: (q) => searchWords(q, ['name', 'description']),
      isDone: (flag) => jsonFlagIs('isDone', flag),
    },
    async beforeWrite(data, trx) {
      const project = await trx.selectFrom(TABLES.projects).select('id').where('id', '=', data.project).executeTakeFirst();
      if (!project) throw unprocessable([{ message: timeTrackingTexts.unknownProject, field: 'project' }]);
    },
  });
}
