import { z } from 'zod';
import {
  dataEnvelope,
  holidayBalanceSchema,
  holidayBalancesQuerySchema,
  timeSheetBalanceSchema,
  timeSheetBalancesQuerySchema,
  ROLE_EMPLOYEE,
  TIME_SHEET_MAX_MONTHS,
} from '@asp/contracts';
import { timeTrackingTexts } from '@asp/i18n';
import { badRequest, isAdmin, requireRole, sql, type ServiceApp } from '@asp/server-kit';
import { monthsBetween } from '@asp/domain/working-time';
import type { FastifyRequest } from 'fastify';
import type { TimeTrackingDeps } from '../deps';
import { TABLES } from '../tables';
import { loadTimesOfUsers, userBalances, userHolidayAccount } from '../time-sheets';

const tags = ['time sheets'];

/**
 * Time sheets (document 1 §7 `time-sheets/balances`, `time-sheets/holiday-balances`): the
 * time account by month and the holiday account by year, from the schedules and activities
 * by the rules of libs/domain (working-time). Admins ask for any user or, without `user`,
 * every user with a schedule; an employee gets their own only.
 */
export function registerTimeSheetRoutes(app: ServiceApp, deps: TimeTrackingDeps): void {
  const { db, options } = deps;
  const staff = requireRole(ROLE_EMPLOYEE);

  /** The users the answer covers, with their names (a user unknown to the replica keeps empty names). */
  async function usersFor(request: FastifyRequest, user: number | undefined) {
    let ids: number[];
    if (!isAdmin(request.staff)) ids = [Number(request.staff!.sub)];
    else if (user) ids = [user];
    else {
      const rows = await db
        .selectFrom(TABLES.workingSchedules)
        .select(sql<string>`distinct data->>'user'`.as('user'))
        .execute();
      ids = rows.map((row) => Number(row.user)).sort((a, b) => a - b);
    }
    if (!ids.length) return [];
    const known = await db.selectFrom(TABLES.users).select(['id', 'username', 'first_name', 'last_name']).where('id', 'in', ids).execute();
    const byId = new Map(known.map((row) => [Number(row.id), row]));
    return ids.map((id) => {
      const row = byId.get(id);
      return { id, username: row?.username ?? '', firstName: row?.first_name ?? '', lastName: row?.last_name ?? '' };
    });
  }

  /** usersFor, each with their times: everyone's loaded in one go, not a round of queries per person. */
  async function peopleWithTimes(request: FastifyRequest, user: number | undefined) {
    const people = await usersFor(request, user);
    const times = await loadTimesOfUsers(
      db,
      people.map((person) => person.id),
    );
    return people.map((person) => ({ person, times: times.get(person.id)! }));
  }

  app.get(
    '/api/time-sheets/balances',
    {
      onRequest: staff,
      schema: {
        summary: 'Time accounts by month',
        tags,
        querystring: timeSheetBalancesQuerySchema,
        response: { 200: dataEnvelope(z.array(timeSheetBalanceSchema)) },
      },
    },
    async (request) => {
      const { from, to, user } = request.query;
      if (from > to) throw badRequest(timeTrackingTexts.fromAfterTo, 'from');
      if (monthsBetween(from, to).length > TIME_SHEET_MAX_MONTHS) throw badRequest(timeTrackingTexts.tooManyMonths, 'to');
      const now = options.now();
      const data = (await peopleWithTimes(request, user)).map(({ person, times }) => ({
        user: person,
        ...userBalances(times, { from, to }, options.holidayState, now),
      }));
      return { data };
    },
  );

  app.get(
    '/api/time-sheets/holiday-balances',
    {
      onRequest: staff,
      schema: {
        summary: 'Holiday accounts of a year',
        tags,
        querystring: holidayBalancesQuerySchema,
        response: { 200: dataEnvelope(z.array(holidayBalanceSchema)) },
      },
    },
    async (request) => {
      const { year, user } = request.query;
      const now = options.now();
      const data = (await peopleWithTimes(request, user)).map(({ person, times }) => ({
        user: person,
        ...userHolidayAccount(times, year, options.holidayState, now),
      }));
      return { data };
    },
  );
}
