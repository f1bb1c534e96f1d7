import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { DEVICE_COOKIE_NAME } from '@asp/contracts';
import { normalizeUsername } from './login-throttle';

/**
 * The known-good client marker ("device cookie", as OWASP suggests against lockout
 * abuse): after a successful sign-in the browser gets one entry per account, a
 * random nonce plus an HMAC binding it to the username. A later sign-in presenting
 * a valid entry for the same username is throttled per device instead of per
 * address, and never slowed down, so a guesser on the same network cannot keep a
 * colleague out. The username itself is not in the cookie; only the identity
 * service can make or check an entry.
 */
export const DEVICE_COOKIE = DEVICE_COOKIE_NAME;
/** A shop PC is shared by several staff members; the oldest entries fall out. */
const MAX_ENTRIES = 10;
const DEVICE_LIFETIME_SECONDS = 180 * 24 * 3600;
const PART_LENGTH = 22; // 16 bytes in base64url
const entryPattern = new RegExp(`^[\\w-]{${PART_LENGTH * 2}}$`);

export class DeviceMarker {
  private readonly key: Buffer;

  /** The key is derived from the signing key, so there is no extra secret to configure. */
  constructor(signingKey: string) {
    this.key = Buffer.from(hkdfSync('sha256', signingKey, '', 'asp login device marker', 32));
  }

  private mac(nonce: string, username: string): string {
    return createHmac('sha256', this.key)
      .update(`${nonce}\n${normalizeUsername(username)}`)
      .digest()
      .subarray(0, 16)
      .toString('base64url');
  }

  private entries(cookie: string | undefined): string[] {
    return (cookie ?? '')
      .split('.')
      .filter((entry) => entryPattern.test(entry))
      .slice(0, MAX_ENTRIES);
  }

  /** The device nonce of the cookie's entry for this username, if it has a valid one. */
  deviceFor(cookie: string | undefined, username: string): string | null {
    for (const entry of this.entries(cookie)) {
      const nonce = entry.slice(0, PART_LENGTH);
      const expected = Buffer.from(this.mac(nonce, username));
      const given = Buffer.from(entry.slice(PART_LENGTH));
      if (given.length === expected.length && timingSafeEqual(given, expected)) return nonce;
    }
    return null;
  }

  /** After a sign-in: this account's entry first (kept or new), then the others. */
  remember(reply: FastifyReply, cookie: string | undefined, username: string, secure: boolean): void {
    const nonce = this.deviceFor(cookie, username) ?? randomBytes(16).toString('base64url');
    const own = `${nonce}${this.mac(nonce, username)}`;
    const value = [own, ...this.entries(cookie).filter((entry) => entry !== own)].slice(0, MAX_ENTRIES).join('.');
    // Only the login call needs it; logout keeps it, since it marks the browser, not a session.
    reply.setCookie(DEVICE_COOKIE, value, {
      path: '/api/login',
      httpOnly: true,
      sameSite: 'strict',
      secure,
      maxAge: DEVICE_LIFETIME_SECONDS,
    });
  }
}
