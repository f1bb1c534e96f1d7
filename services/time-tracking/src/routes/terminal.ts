import { z } from 'zod';
import {
  dataEnvelope,
  terminalBalancesSchema,
  terminalMeSchema,
  terminalParamsSchema,
  terminalPunchSchema,
  terminalSchedulesSchema,
  workingActivitySchema,
  TERMINAL_PIN_HEADER,
  TERMINAL_SEALED_PIN_HEADER,
} from '@asp/contracts';
import { timeTrackingTexts } from '@asp/i18n';
import { notFound, sql, type ServiceApp } from '@asp/server-kit';
import { DateTime } from 'luxon';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TimeTrackingDeps } from '../deps';
import { TABLES } from '../tables';
import { loadUserTimes, userBalances, userHolidayAccount } from '../time-sheets';
import { punch, type PunchAction } from '../terminal/punch';
import { assertTerminalPin } from '../terminal/pins';
import { pinFromSeal } from '../terminal/seal-keys';
import { assertTerminalToken } from '../terminal/tokens';
import { nextShift, stateOf, todayMinutes } from '../terminal/view';

const tags = ['time-tracking terminal'];
const base = '/api/time-tracking/:token/:username';
/** Every terminal route answers 401 (token) and 404 (user) besides its own. */
const config = { openapi: { optionalSession: true, errors: [401, 403, 404, 429] } };
const punchConfig = { openapi: { optionalSession: true, errors: [401, 403, 404, 409, 429] } };

/**
 * The terminal calls (document 1 §7 `time-tracking/{a}/{b}/…`, a = the terminal's access
 * token, b = a user name): no staff session, the token is the credential. The token is
 * checked before anything else (wrong → 401, no data); then the user must exist, be
 * enabled and work at the token's branch (else 404 'Benutzer konnte nicht geladen werden.'),
 * and give their PIN if they have one (terminal/pins.ts).
 * Answers are `no-store`: the token is in the URL.
 */
export function registerTerminalRoutes(app: ServiceApp, deps: TimeTrackingDeps): void {
  const { db, options } = deps;

  /**
   * The terminal, the user and their PIN check. `sealedFor` names the punch a sealed PIN
   * (TERMINAL_SEALED_PIN_HEADER, an offline punch) must be bound to; other calls take the
   * plain PIN header only.
   */
  async function resolve(
    request: { params: z.infer<typeof terminalParamsSchema>; headers: FastifyRequest['headers'] },
    reply: FastifyReply,
    sealedFor?: { action: PunchAction; at: string | undefined },
  ) {
    const { params } = request;
    reply.header('cache-control', 'no-store');
    const terminal = await assertTerminalToken(db, params.token);
    const user = await db
      .selectFrom(TABLES.users)
      .selectAll()
      .where(sql<boolean>`lower(username) = lower(${params.username})`)
      .where('is_enabled', '=', true)
      .where(sql<boolean>`${terminal.branch} = any(branches)`)
      .executeTakeFirst();
    if (!user) throw notFound(timeTrackingTexts.unknownUser);
    // A user with a PIN sends it with every call (header: URLs are logged); an offline punch sends it sealed.
    const plain = request.headers[TERMINAL_PIN_HEADER];
    const sealed = sealedFor ? request.headers[TERMINAL_SEALED_PIN_HEADER] : undefined;
    const pin =
      typeof sealed === 'string' && sealedFor
        ? await pinFromSeal(db, sealed, { username: params.username, ...sealedFor })
        : typeof plain === 'string'
          ? plain
          : undefined;
    await assertTerminalPin(db, Number(user.id), pin, options.now());
    return { terminal, user: { ...user, id: Number(user.id) } };
  }

  app.get(
    `${base}/me`,
    {
      config,
      schema: {
        summary: 'The employee at the terminal',
        tags,
        params: terminalParamsSchema,
        response: { 200: dataEnvelope(terminalMeSchema) },
      },
    },
    async (request, reply) => {
      const { terminal, user } = await resolve(request, reply);
      const now = options.now();
      const since = DateTime.fromJSDate(now, { zone: 'Europe/Berlin' }).startOf('day').minus({ days: 1 }).toUTC().toISO()!;
      const times = await loadUserTimes(db, user.id);
      const recent = times.activities.filter((activity) => activity.end === null || activity.end > since);
      const current = recent.find((activity) => activity.kind === 'work' && activity.end === null) ?? null;
      const branch = await db.selectFrom(TABLES.branches).select(['id', 'name']).where('id', '=', terminal.branch).executeTakeFirst();
      return {
        data: {
          user: { id: user.id, username: user.username, firstName: user.first_name, lastName: user.last_name },
          branch: { id: terminal.branch, name: branch?.name ?? '' },
          state: stateOf(current),
          current,
          todayMinutes: todayMinutes(recent, now),
          nextShift: nextShift(times.schedules, now, options.holidayState),
        },
      };
    },
  );

  app.get(
    `${base}/working-schedules`,
    {
      config,
      schema: {
        summary: "The employee's current and future schedules",
        tags,
        params: terminalParamsSchema,
        response: { 200: dataEnvelope(terminalSchedulesSchema) },
      },
    },
    async (request, reply) => {
      const { user } = await resolve(request, reply);
      const today = DateTime.fromJSDate(options.now(), { zone: 'Europe/Berlin' }).toISODate()!;
      const { schedules } = await loadUserTimes(db, user.id);
      return { data: schedules.filter((schedule) => schedule.validTo === null || schedule.validTo >= today) };
    },
  );

  app.get(
    `${base}/working-activities`,
    {
      config,
      schema: {
        summary: "The employee's activities of the last 31 days",
        tags,
        params: terminalParamsSchema,
        response: { 200: dataEnvelope(z.array(workingActivitySchema)) },
      },
    },
    async (request, reply) => {
      const { user } = await resolve(request, reply);
      const since = new Date(options.now().getTime() - 31 * 24 * 3600_000).toISOString();
      const { activities } = await loadUserTimes(db, user.id);
      return {
        data: activities
          .filter((activity) => activity.start >= since)
          .reverse()
          .slice(0, 100),
      };
    },
  );

  app.get(
    `${base}/balances`,
    {
      config,
      schema: {
        summary: "The employee's balances this year",
        tags,
        params: terminalParamsSchema,
        response: { 200: dataEnvelope(terminalBalancesSchema) },
      },
    },
    async (request, reply) => {
      const { user } = await resolve(request, reply);
      const now = options.now();
      const today = DateTime.fromJSDate(now, { zone: 'Europe/Berlin' });
      const times = await loadUserTimes(db, user.id);
      const { months } = userBalances(times, { from: `${today.year}-01`, to: today.toFormat('yyyy-MM') }, options.holidayState, now);
      const { missingBreaks } = userBalances(
        times,
        { from: today.toFormat('yyyy-MM'), to: today.toFormat('yyyy-MM') },
        options.holidayState,
        now,
      );
      return { data: { months, holiday: userHolidayAccount(times, today.year, options.holidayState, now), missingBreaks } };
    },
  );

  for (const action of ['start', 'pause', 'resume', 'end'] as const satisfies readonly PunchAction[]) {
    app.post(
      `${base}/working-activities/${action}`,
      {
        config: punchConfig,
        schema: {
          summary: `Terminal punch: ${action}`,
          tags,
          params: terminalParamsSchema,
          body: terminalPunchSchema,
          response: { 200: dataEnvelope(workingActivitySchema.nullable()) },
        },
      },
      async (request, reply) => {
        const { terminal, user } = await resolve(request, reply, { action, at: request.body?.at });
        return { data: await punch(deps, { terminal, user: user.id }, action, request.body) };
      },
    );
  }
}
