import type { Redis } from 'ioredis';
import { authTexts, plural } from '@asp/i18n';
import { tooManyRequests } from '@asp/server-kit';

/**
 * Failed-login throttling (DESIGN.md §8), kept in Redis so that every identity
 * instance sees the same counts. Failures are counted per (lowercased) username
 * and per client IP within a window; reaching the limit locks that username or IP
 * for some minutes. Checked before the password, so a locked account stays locked
 * even when the right password arrives.
 */
export interface ThrottlePolicy {
  maxFailures: number;
  windowMs: number;
  lockMs: number;
}

export interface ThrottlePolicies {
  username: ThrottlePolicy;
  ip: ThrottlePolicy;
}

export const defaultThrottlePolicies: ThrottlePolicies = {
  // Guessing one account's password: 5 tries per 15 minutes, then 5 minutes' pause.
  username: { maxFailures: 5, windowMs: 15 * 60_000, lockMs: 5 * 60_000 },
  // Spraying many usernames from one address; higher, since a shop's staff share one NAT address.
  ip: { maxFailures: 30, windowMs: 15 * 60_000, lockMs: 15 * 60_000 },
};

type Scope = keyof ThrottlePolicies;

export const loginFailuresKey = (scope: Scope, id: string) => `asp:login:failures:${scope}:${id}`;
export const loginLockKey = (scope: Scope, id: string) => `asp:login:lock:${scope}:${id}`;

export const normalizeUsername = (username: string) => username.trim().toLowerCase();

export class LoginThrottle {
  constructor(
    private readonly redis: Redis,
    private readonly policies: ThrottlePolicies = defaultThrottlePolicies,
  ) {}

  private subjects(username: string, ip: string): [Scope, string][] {
    return [['username', normalizeUsername(username)], ['ip', ip]];
  }

  /** Throws 429 with the spec's minutes message while the username or the IP is locked. */
  async assertNotLocked(username: string, ip: string): Promise<void> {
    const remaining = await Promise.all(this.subjects(username, ip).map(([scope, id]) => this.redis.pttl(loginLockKey(scope, id))));
    const lockedMs = Math.max(0, ...remaining);
    if (lockedMs <= 0) return;
    const minutes = Math.max(1, Math.ceil(lockedMs / 60_000));
    throw tooManyRequests(plural(minutes, authTexts.tooManyAttempts), Math.ceil(lockedMs / 1000));
  }

  async recordFailure(username: string, ip: string): Promise<void> {
    for (const [scope, id] of this.subjects(username, ip)) {
      const policy = this.policies[scope];
      const key = loginFailuresKey(scope, id);
      // The window starts with the first failure (SET NX keeps its TTL on later INCRs).
      const results = await this.redis.multi().set(key, '0', 'PX', policy.windowMs, 'NX').incr(key).exec();
      const failures = Number(results?.[1]?.[1] ?? 0);
      if (failures >= policy.maxFailures) {
        // After the lock the count starts afresh.
        await this.redis.multi().set(loginLockKey(scope, id), '1', 'PX', policy.lockMs).del(key).exec();
      }
    }
  }

  /** A successful sign-in forgives the username's earlier failures (not the IP's). */
  async recordSuccess(username: string): Promise<void> {
    await this.redis.del(loginFailuresKey('username', normalizeUsername(username)));
  }
}
