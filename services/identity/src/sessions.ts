import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { Redis } from 'ioredis';
import {
  CSRF_COOKIE,
  SESSION_COOKIE,
  revokedSessionKey,
  sql,
  type Db,
  type ServiceApp,
  type StaffSession,
  type Trx,
} from '@asp/server-kit';
import type { UserRow } from './user-store';

/**
 * Staff sessions (DESIGN.md §8): a short-lived Ed25519 JWT in an HttpOnly cookie,
 * backed by a row in `sessions` so that logout (and disabling a user) can revoke
 * it server-side. Every service refuses a revoked sid through the Redis key
 * `revokedSessionKey(sid)`, which lives exactly as long as the token could.
 */
export const SESSION_LIFETIME_SECONDS = 3600;

export interface SessionRow {
  sid: string;
  user_id: number;
  expires_at: Date;
  revoked_at: Date | null;
}

export async function createSession(db: Db | Trx, userId: number, meta: { ip: string; userAgent?: string }): Promise<string> {
  const sid = randomUUID();
  await db
    .insertInto('sessions')
    .values({
      sid,
      user_id: userId,
      expires_at: new Date(Date.now() + SESSION_LIFETIME_SECONDS * 1000),
      ip: meta.ip,
      user_agent: meta.userAgent?.slice(0, 500) ?? null,
    })
    .execute();
  // Housekeeping: rows of this user's long-gone sessions are of no further use.
  await db
    .deleteFrom('sessions')
    .where('user_id', '=', userId)
    .where('expires_at', '<', sql<Date>`now() - interval '1 day'`)
    .execute();
  return sid;
}

export async function findLiveSession(db: Db, sid: string): Promise<SessionRow | null> {
  const row = await db
    .selectFrom('sessions')
    .select(['sid', 'user_id', 'expires_at', 'revoked_at'])
    .where('sid', '=', sid)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return (row as SessionRow | undefined) ?? null;
}

/** A fresh random 128-bit double-submit token (base64url). */
export const newCsrfToken = () => randomBytes(16).toString('base64url');

export function sessionClaims(user: UserRow, sid: string, csrf: string): StaffSession {
  return {
    sub: String(user.id),
    sid,
    username: user.username,
    roles: [...user.roles],
    branches: user.branches.map(Number),
    // show_customer_data (document 1 §3): the services strip customer contact without it.
    showCustomerData: user.data.showCustomerData === true,
    csrf,
  };
}

/** Signs the token and sets both cookies; the session row's expiry follows the token. */
export async function issueSessionCookies(
  app: ServiceApp,
  db: Db,
  reply: FastifyReply,
  claims: StaffSession,
  secure: boolean,
): Promise<void> {
  const token = app.jwt.sign(claims, { expiresIn: SESSION_LIFETIME_SECONDS });
  await db
    .updateTable('sessions')
    .set({ expires_at: new Date(Date.now() + SESSION_LIFETIME_SECONDS * 1000) })
    .where('sid', '=', claims.sid)
    .execute();
  const common = { path: '/', sameSite: 'strict' as const, secure, maxAge: SESSION_LIFETIME_SECONDS };
  reply.setCookie(SESSION_COOKIE, token, { ...common, httpOnly: true });
  // Readable by the page, which echoes it in the X-CSRF-Token header.
  reply.setCookie(CSRF_COOKIE, claims.csrf, { ...common, httpOnly: false });
}

export function clearSessionCookies(reply: FastifyReply, secure: boolean): void {
  const common = { path: '/', sameSite: 'strict' as const, secure };
  reply.clearCookie(SESSION_COOKIE, { ...common, httpOnly: true });
  reply.clearCookie(CSRF_COOKIE, { ...common, httpOnly: false });
}

/** Sliding session: a token past half its lifetime is re-issued on the next current-user call. */
export function needsRefresh(session: StaffSession, nowSeconds = Math.floor(Date.now() / 1000)): boolean {
  return typeof session.iat === 'number' && nowSeconds - session.iat > SESSION_LIFETIME_SECONDS / 2;
}

/** A session that may be revoked: its id and how long its newest token can live. */
export interface RevocableSession {
  sid: string;
  expires_at: Date;
}

/**
 * Marks sessions revoked and publishes the revocation to every service via Redis,
 * with a TTL until the last token of the session would expire anyway.
 */
export async function revokeSessions(db: Db, redis: Redis, rows: RevocableSession[], tokenExp?: number): Promise<void> {
  if (!rows.length) return;
  await db
    .updateTable('sessions')
    .set({ revoked_at: new Date() })
    .where(
      'sid',
      'in',
      rows.map((row) => row.sid),
    )
    .execute();
  const pipeline = redis.pipeline();
  for (const row of rows) {
    const until = Math.max(row.expires_at.getTime(), (tokenExp ?? 0) * 1000);
    pipeline.set(revokedSessionKey(row.sid), '1', 'PX', Math.max(1000, until - Date.now() + 1000));
  }
  await pipeline.exec();
}

/** Logout: the session of the presented token. */
export async function revokeSession(db: Db, redis: Redis, session: StaffSession): Promise<void> {
  const row = await db.selectFrom('sessions').select(['sid', 'expires_at']).where('sid', '=', session.sid).executeTakeFirst();
  // Without a row (e.g. a token from before a database reset) the token's exp still bounds the key.
  const exp = session.exp ?? Math.floor(Date.now() / 1000) + SESSION_LIFETIME_SECONDS;
  await revokeSessions(db, redis, [(row as RevocableSession | undefined) ?? { sid: session.sid, expires_at: new Date(0) }], exp);
}

/**
 * The live sessions of a user, read before a change that must end them
 * (disabled, deleted, password or permissions changed); revoke them after commit.
 */
export async function liveSessionsOf(db: Db | Trx, userId: number): Promise<RevocableSession[]> {
  const rows = await db
    .selectFrom('sessions')
    .select(['sid', 'expires_at'])
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', new Date())
    .execute();
  return rows as RevocableSession[];
}
