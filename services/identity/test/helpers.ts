import { randomBytes } from 'node:crypto';
import { buildService, CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE, type RunningService, type ServiceEnv } from '@asp/server-kit';
import { signStaffToken, testServiceEnv } from '@asp/server-kit/testing';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { createIdentityService, type IdentityOptions } from '../src/identity-service';

export interface Harness {
  service: RunningService;
  /** `app.inject` that also remembers every response body (to prove the hash never leaks). */
  call(options: InjectOptions): Promise<LightMyRequestResponse>;
  bodies: string[];
  /** Headers of a (token-only) admin, enough to manage users. */
  admin: Record<string, string>;
  close(): Promise<void>;
}

export async function startIdentity(options: IdentityOptions = {}, env: Partial<ServiceEnv> = {}): Promise<Harness> {
  const service = await buildService(createIdentityService(options), await testServiceEnv(env));
  const bodies: string[] = [];
  return {
    service,
    bodies,
    async call(injectOptions) {
      const response = await service.app.inject(injectOptions);
      bodies.push(response.body);
      return response;
    },
    admin: signStaffToken({ sub: '999999', username: 'token-admin' }).headers,
    close: () => service.close(),
  };
}

/**
 * Each test signs in from its own random address and with its own random names: Redis
 * (throttle counters) is shared by all test files of the run, which may share a process.
 */
export function uniqueIp(): string {
  const [a, b, c] = randomBytes(3);
  return `10.${a}.${b}.${c}`;
}

export const uniqueName = (prefix: string) => `${prefix}-${randomBytes(5).toString('hex')}`;

export interface SignedIn {
  response: LightMyRequestResponse;
  token: string;
  csrf: string;
  /** Cookie plus CSRF header, as the back office sends them. */
  headers: Record<string, string>;
  cookieOnly: Record<string, string>;
}

export function cookieValue(response: LightMyRequestResponse, name: string): string | undefined {
  return (response.cookies as { name: string; value: string }[]).find((cookie) => cookie.name === name)?.value;
}

/** Signs in from `ip`; `browserCookies` is the Cookie header the browser sends along. */
export async function login(h: Harness, username: string, password: string, ip = uniqueIp(), browserCookies?: string): Promise<SignedIn> {
  const response = await h.call({
    method: 'POST',
    url: '/api/login',
    payload: { username, password },
    remoteAddress: ip,
    ...(browserCookies ? { headers: { cookie: browserCookies } } : {}),
  });
  const token = cookieValue(response, SESSION_COOKIE) ?? '';
  const csrf = cookieValue(response, CSRF_COOKIE) ?? '';
  const cookie = `${SESSION_COOKIE}=${token}; ${CSRF_COOKIE}=${csrf}`;
  return { response, token, csrf, headers: { cookie, [CSRF_HEADER]: csrf }, cookieOnly: { cookie } };
}

export interface NewUser {
  username?: string;
  password?: string;
  roles?: string[];
  branches?: number[];
  isEnabled?: boolean;
  expiresAt?: string | null;
  credentialsExpireAt?: string | null;
  firstName?: string;
  lastName?: string;
  email?: string | null;
}

/** Creates a user through the API as an admin and returns the created record. */
export async function createUser(h: Harness, fields: NewUser = {}) {
  const payload = { username: uniqueName('user'), password: 'geheim123', roles: ['ROLE_EMPLOYEE'], branches: [1], ...fields };
  const response = await h.call({ method: 'POST', url: '/api/users', headers: h.admin, payload });
  if (response.statusCode !== 201) throw new Error(`createUser: ${response.statusCode} ${response.body}`);
  return { ...(response.json().data as { id: number; username: string; roles: string[]; branches: number[] }), password: payload.password };
}

export const decodeJwt = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as Record<string, unknown>;
