import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyJwt from '@fastify/jwt';
import type { Redis } from 'ioredis';
import type { EventActor } from '@asp/contracts';
import { authTexts } from '@asp/i18n';
import { HttpError, forbidden, unauthorized } from '../http/errors';

export const SESSION_COOKIE = 'asp_session';
export const CSRF_COOKIE = 'asp_csrf';
export const CSRF_HEADER = 'x-csrf-token';
export const ROLE_ADMIN = 'ROLE_ADMIN';
export const ROLE_EMPLOYEE = 'ROLE_EMPLOYEE';

/** Claims of the staff token that identity signs (Ed25519) and every service verifies. */
export interface StaffSession {
  sub: string;
  /** Session id; logout revokes it server-side. */
  sid: string;
  username: string;
  roles: string[];
  branches: number[];
  /**
   * The user setting show_customer_data (document 1 §3) as 1 → true: only then do staff
   * responses carry the customer's contact (name, phone, e-mail, address). Missing in
   * tokens issued before the setting existed, which reads as "hidden".
   */
  showCustomerData?: boolean;
  /** Double-submit CSRF token; the browser echoes it in the X-CSRF-Token header. */
  csrf: string;
  iat?: number;
  exp?: number;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: StaffSession;
    user: StaffSession;
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    staff: StaffSession | null;
  }
}

/** Redis key marking a session as logged out until the token would have expired anyway. */
export const revokedSessionKey = (sid: string) => `asp:session:revoked:${sid}`;

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export interface StaffAuthOptions {
  publicKey: string;
  privateKey?: string;
  redis?: Redis;
  tokenLifetimeSeconds?: number;
}

/**
 * Reads the staff session (if any) on every request into `request.staff`.
 * Routes then guard themselves with `requireStaff` / `requireRole`.
 */
export async function registerStaffAuth(app: FastifyInstance, options: StaffAuthOptions): Promise<void> {
  await app.register(fastifyCookie);
  await app.register(fastifyJwt, {
    secret: options.privateKey ? { private: options.privateKey, public: options.publicKey } : { public: options.publicKey, private: '' },
    sign: { algorithm: 'EdDSA', expiresIn: options.tokenLifetimeSeconds ?? 3600 },
    verify: { algorithms: ['EdDSA'] },
    cookie: { cookieName: SESSION_COOKIE, signed: false },
  });
  app.decorateRequest('staff', null);
  app.addHook('onRequest', async (request) => {
    request.staff = await readSession(request, options.redis);
  });
}

async function readSession(request: FastifyRequest, redis?: Redis): Promise<StaffSession | null> {
  const hasCookie = Boolean(request.cookies?.[SESSION_COOKIE]);
  const hasBearer = /^Bearer /i.test(request.headers.authorization ?? '');
  if (!hasCookie && !hasBearer) return null;
  let session: StaffSession;
  try {
    session = await request.jwtVerify<StaffSession>(hasBearer ? undefined : { onlyCookie: true });
  } catch {
    return null;
  }
  if (redis && (await redis.exists(revokedSessionKey(session.sid)))) return null;
  const unsafe = !['GET', 'HEAD', 'OPTIONS'].includes(request.method);
  if (unsafe && !hasBearer) {
    const header = request.headers[CSRF_HEADER];
    if (typeof header !== 'string' || !safeEqual(header, session.csrf)) {
      throw new HttpError(403, [{ message: authTexts.invalidCsrfToken }]);
    }
  }
  return session;
}

/**
 * Who the request acts for, as resource events record it (the audit log reads it):
 * the session's user id and name; nothing for anonymous callers.
 */
export function eventActor(session: StaffSession | null): EventActor | undefined {
  const id = Number(session?.sub);
  return session && Number.isSafeInteger(id) ? { id, username: session.username } : undefined;
}

export function isAdmin(session: StaffSession | null): boolean {
  return Boolean(session?.roles.includes(ROLE_ADMIN));
}

/** Document 1 §6: a branch employee has ROLE_EMPLOYEE and the branch among their branches. */
export function isBranchEmployee(session: StaffSession | null, branchId: number): boolean {
  return Boolean(session?.roles.includes(ROLE_EMPLOYEE) && session.branches.includes(branchId));
}

/** What a guard demands: a staff session, and one of `roles` when there are any. */
export interface GuardRequirement {
  roles: string[];
}

type Guard = (request: FastifyRequest) => Promise<void>;
// Remembered per guard function so the OpenAPI documents can tell from a route's hooks
// which operations need the session (http/openapi.ts) — one source, no second list.
const guardRequirements = new WeakMap<Guard, GuardRequirement>();

/** The requirement of a function used as a route hook, if it is one of our guards. */
export function guardRequirement(hook: unknown): GuardRequirement | undefined {
  return typeof hook === 'function' ? guardRequirements.get(hook as Guard) : undefined;
}

/** preHandler: any signed-in staff member. */
export async function requireStaff(request: FastifyRequest): Promise<void> {
  if (!request.staff) throw unauthorized(authTexts.noSession);
}
guardRequirements.set(requireStaff, { roles: [] });

/** preHandler factory: signed in and holding one of the roles (ROLE_ADMIN always passes). */
export function requireRole(...roles: string[]): Guard {
  const guard: Guard = async (request) => {
    if (!request.staff) throw unauthorized(authTexts.noSession);
    if (isAdmin(request.staff)) return;
    if (!roles.some((role) => request.staff!.roles.includes(role))) throw forbidden(authTexts.forbidden);
  };
  guardRequirements.set(guard, { roles });
  return guard;
}
