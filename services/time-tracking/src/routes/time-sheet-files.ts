import { payrollCsvParamsSchema, timeSheetPdfParamsSchema, ROLE_ADMIN, ROLE_EMPLOYEE } from '@asp/contracts';
import { timeTrackingTexts } from '@asp/i18n';
import { forbidden, isAdmin, notFound, requireRole, sql, type ServiceApp } from '@asp/server-kit';
import { DateTime } from 'luxon';
import type { TimeTrackingDeps } from '../deps';
import { TABLES } from '../tables';
import { employeeMonth, isMonthClosed, sheetUsers } from '../time-sheet-files/month-sheet';
import { loadTimesOfUsers, loadUserTimes } from '../time-sheets';
import { payrollCsv } from '../time-sheet-files/payroll-csv';
import { renderTimeSheetPdf } from '../time-sheet-files/time-sheet-pdf';

const tags = ['time sheets'];
const monthOf = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}`;

/**
 * The time sheet as files (issue 15): an employee's month as a PDF (the employee their own,
 * admins anyone's) and every employee's month as a CSV for payroll (admins). Both are
 * computed like /api/time-sheets/balances; the session cookie authorises a plain link.
 */
export function registerTimeSheetFileRoutes(app: ServiceApp, deps: TimeTrackingDeps): void {
  const { db, options } = deps;
  const printedAt = () => DateTime.fromJSDate(options.now(), { zone: 'Europe/Berlin' }).toFormat('dd.MM.yyyy HH:mm');

  app.get(
    '/api/time-sheets/:user/:year/:month.pdf',
    {
      onRequest: requireRole(ROLE_EMPLOYEE),
      config: { openapi: { errors: [403, 404] } },
      schema: { summary: 'Monthly time sheet of an employee (PDF)', tags, params: timeSheetPdfParamsSchema },
    },
    async (request, reply) => {
      const { user, year, month } = request.params;
      if (!isAdmin(request.staff) && Number(request.staff!.sub) !== user) throw forbidden(timeTrackingTexts.timeSheetNotYours);
      const [person] = await sheetUsers(db, [user]);
      if (!person) throw notFound(timeTrackingTexts.timeSheetUnknownUser);
      const shown = monthOf(year, month);
      const times = await loadUserTimes(db, person.id);
      const sheet = employeeMonth(
        times,
        person,
        { month: shown, isClosed: await isMonthClosed(db, shown) },
        options.holidayState,
        options.now(),
      );
      const pdf = await renderTimeSheetPdf(sheet, printedAt());
      const file = `stundenzettel-${person.username.replace(/[^a-zA-Z0-9_-]/g, '_')}-${sheet.month}.pdf`;
      return reply
        .headers({ 'content-type': 'application/pdf', 'content-disposition': `inline; filename="${file}"`, 'cache-control': 'no-store' })
        .send(pdf);
    },
  );

  app.get(
    '/api/time-sheets/:year/:month.csv',
    {
      onRequest: requireRole(ROLE_ADMIN),
      schema: { summary: 'Every employee’s month for payroll (CSV)', tags, params: payrollCsvParamsSchema },
    },
    async (request, reply) => {
      const month = monthOf(request.params.year, request.params.month);
      const first = `${month}-01`;
      const last = DateTime.fromISO(first, { zone: 'UTC' }).endOf('month').toISODate()!;
      // Everyone planned in the month or with an activity in it.
      const planned = await db
        .selectFrom(TABLES.workingSchedules)
        .select(sql<string>`data->>'user'`.as('user'))
        .where(sql<boolean>`data->>'validFrom' <= ${last} and (data->>'validTo' is null or data->>'validTo' >= ${first})`)
        .execute();
      const active = await db
        .selectFrom(TABLES.workingActivities)
        .select(sql<string>`data->>'user'`.as('user'))
        .where(sql<boolean>`left(data->>'start', 7) <= ${month} and (data->>'end' is null or left(data->>'end', 7) >= ${month})`)
        .execute();
      const ids = [...new Set([...planned, ...active].map((row) => Number(row.user)))];
      const people = await sheetUsers(db, ids);
      const times = await loadTimesOfUsers(
        db,
        people.map((person) => person.id),
      );
      const sheet = { month, isClosed: await isMonthClosed(db, month) };
      const now = options.now();
      const months = people.map((person) => employeeMonth(times.get(person.id)!, person, sheet, options.holidayState, now));
      return reply
        .headers({
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="arbeitszeiten-${month}.csv"`,
          'cache-control': 'no-store',
        })
        .send(payrollCsv(months));
    },
  );
}
