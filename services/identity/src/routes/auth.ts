import { z } from 'zod';
import { currentUserSchema, dataEnvelope, identityEvents, loginRequestSchema } from '@asp/contracts';
import { authTexts } from '@asp/i18n';
import { SESSION_COOKIE, unauthorized, writeEvent, type ServiceApp, type ServiceContext } from '@asp/server-kit';
import type { Redis } from 'ioredis';
import { DEVICE_COOKIE, type DeviceMarker } from '../device-cookie';
import type { LoginThrottle } from '../login-throttle';
import { burnVerifyTime, verifyPassword } from '../passwords';
import {
  clearSessionCookies,
  createSession,
  findLiveSession,
  issueSessionCookies,
  needsRefresh,
  newCsrfToken,
  revokeSession,
  sessionClaims,
} from '../sessions';
import { findUserById, findUserByUsername, signInProblem, toCurrentUser } from '../user-store';

const anonymous = { roles: [], user: null };

/**
 * Sign-in, sign-out and the current user (document 1 §2, §3, §8; DESIGN.md §8).
 * CSRF needs nothing here: server-kit refuses a state-changing cookie request
 * without the matching X-CSRF-Token header before any route runs (logout included).
 */
export interface LoginGuards {
  throttle: LoginThrottle;
  devices: DeviceMarker;
}

export async function registerAuthRoutes(app: ServiceApp, ctx: ServiceContext, redis: Redis, guards: LoginGuards): Promise<void> {
  const { throttle, devices } = guards;
  const { db } = ctx;
  const secure = ctx.env.production;

  app.post(
    '/api/login',
    {
      config: { openapi: { errors: [401, 429] } },
      schema: {
        summary: 'Sign in (sets the session and CSRF cookies)',
        body: loginRequestSchema,
        response: { 200: dataEnvelope(currentUserSchema) },
      },
    },
    async (request, reply) => {
      const { username, password } = request.body;
      const ip = request.ip;
      const deviceCookie = request.cookies[DEVICE_COOKIE];
      const device = devices.deviceFor(deviceCookie, username);
      // Reserved before the password is looked at, so parallel guesses cannot outrun the count;
      // an error on the way leaves the reservation counted as a failure.
      const attempt = await throttle.reserve(username, device ? { device } : { ip }, ip);

      const user = await findUserByUsername(db, username);
      const passwordOk = user ? await verifyPassword(user.password_hash, password) : (await burnVerifyTime(password), false);
      if (!user || !passwordOk) {
        await attempt.failed();
        throw unauthorized(authTexts.invalidCredentials);
      }
      await attempt.succeeded();
      // Account states are told only to someone who knows the password.
      const problem = signInProblem(user);
      if (problem) throw unauthorized(authTexts[problem]);

      // The session row and the sign-in event commit together (the audit log lists sign-ins).
      const sid = await db.transaction().execute(async (trx) => {
        const created = await createSession(trx, user.id, { ip, userAgent: request.headers['user-agent'] });
        const actor = { id: Number(user.id), username: user.username };
        await writeEvent(trx, identityEvents.login.succeeded, { id: actor.id, actor });
        return created;
      });
      await issueSessionCookies(app, db, reply, sessionClaims(user, sid, newCsrfToken()), secure);
      devices.remember(reply, deviceCookie, username, secure);
      return { data: toCurrentUser(user) };
    },
  );

  app.post(
    '/api/logout',
    {
      config: { openapi: { optionalSession: true } },
      schema: { summary: 'Sign out (revokes the session)', response: { 200: z.object({ data: z.null() }) } },
    },
    async (request, reply) => {
      if (request.staff) await revokeSession(db, redis, request.staff);
      clearSessionCookies(reply, secure);
      return { data: null };
    },
  );

  app.get(
    '/api/users/me',
    {
      config: { openapi: { optionalSession: true } },
      schema: {
        summary: 'The signed-in user (anonymous: no user); slides the session',
        response: { 200: dataEnvelope(currentUserSchema) },
      },
    },
    async (request, reply) => {
      const staff = request.staff;
      // The public shop asks this at start-up: anonymous is an answer, not an error.
      if (!staff) {
        // A dead token (expired, logged out elsewhere) is dropped rather than sent forever.
        if (request.cookies[SESSION_COOKIE]) clearSessionCookies(reply, secure);
        return { data: anonymous };
      }

      // Re-read from the database, so a disabled or deleted user loses access at once.
      const session = await findLiveSession(db, staff.sid);
      const user = session && String(session.user_id) === staff.sub ? await findUserById(db, Number(staff.sub)) : null;
      if (!session || !user || signInProblem(user)) {
        clearSessionCookies(reply, secure);
        throw unauthorized(authTexts.noSession);
      }
      if (needsRefresh(staff)) {
        // Same sid and CSRF token, fresh roles and branches, new expiry.
        await issueSessionCookies(app, db, reply, sessionClaims(user, staff.sid, staff.csrf), secure);
      }
      return { data: toCurrentUser(user) };
    },
  );
}
