// Staff tokens as identity signs them (its own file so harness.ts need not import the
// folder's index, which re-exports harness.ts).
import { createPrivateKey, randomBytes, randomUUID, sign } from 'node:crypto';
import { CSRF_HEADER, SESSION_COOKIE, type StaffSession } from '../auth/staff-auth';
import { readInfra } from './infra';

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

export interface StaffTokenResult {
  token: string;
  csrf: string;
  claims: StaffSession;
  /** `asp_session=<jwt>` for the Cookie header. */
  cookie: string;
  /** Cookie plus CSRF header, ready for `app.inject({ headers })`. */
  headers: Record<string, string>;
}

/**
 * Signs a staff token (EdDSA/Ed25519, as identity does) with the test private key.
 * Defaults: an admin without branches; override any claim.
 */
export function signStaffToken(claims: Partial<StaffSession> = {}, lifetimeSeconds = 3600): StaffTokenResult {
  const now = Math.floor(Date.now() / 1000);
  const session: StaffSession = {
    sub: '1',
    sid: randomUUID(),
    username: 'admin',
    roles: ['ROLE_ADMIN'],
    branches: [],
    csrf: randomBytes(16).toString('hex'),
    iat: now,
    exp: now + lifetimeSeconds,
    ...claims,
  };
  const signingInput = `${base64url(JSON.stringify({ alg: 'EdDSA', typ: 'JWT' }))}.${base64url(JSON.stringify(session))}`;
  const signature = sign(null, Buffer.from(signingInput), createPrivateKey(readInfra().jwtPrivateKey));
  const token = `${signingInput}.${base64url(signature)}`;
  const cookie = `${SESSION_COOKIE}=${token}`;
  return { token, csrf: session.csrf, claims: session, cookie, headers: { cookie, [CSRF_HEADER]: session.csrf } };
}
