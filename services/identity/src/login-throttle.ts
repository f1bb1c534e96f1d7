import type { Redis, Result } from 'ioredis';
import { authTexts, plural } from '@asp/i18n';
import { tooManyRequests } from '@asp/server-kit';
import { failureScript, reserveScript, successScript } from './login-throttle-scripts';

/**
 * Failed-login throttling (DESIGN.md §8), kept in Redis so that every identity
 * instance sees the same counts.
 *
 * Every attempt *reserves* its failure atomically (one Lua script) before the
 * password is verified, and the decision is taken from the reserved count: a
 * burst of parallel guesses cannot slip past a check-then-record gap. A success
 * gives its reservation back.
 *
 * - Hard lock per (account, client): the only lock. The client is the browser's
 *   known-good marker for this account (device cookie) or else the IP address, so
 *   a guesser locks only himself out, never a colleague on the same shop Wi-Fi.
 * - Slow-downs for clients that are not known-good for the account: per account
 *   across all clients (bounds guessing from many addresses) and per IP (bounds one
 *   address spraying names). Past their limits such attempts get one turn per
 *   interval instead of a lock, so nobody can lock staff out by guessing; a
 *   known-good client is never slowed down.
 */
export interface LockPolicy {
  maxFailures: number;
  windowMs: number;
  lockMs: number;
}

export interface SlowDownPolicy {
  maxFailures: number;
  /** Quiet time after the last failure before the count is forgotten. */
  windowMs: number;
  /** Past the limit: one attempt per this interval. */
  slowMs: number;
}

export interface ThrottlePolicies {
  client: LockPolicy;
  account: SlowDownPolicy;
  ip: SlowDownPolicy;
}

export const defaultThrottlePolicies: ThrottlePolicies = {
  // Guessing one account from one client: 5 tries per 15 minutes, then 5 minutes' pause.
  client: { maxFailures: 5, windowMs: 15 * 60_000, lockMs: 5 * 60_000 },
  // One account from many addresses: past 20 failures, one unknown-client try per 30 s (≈ 2 900 a day at most).
  account: { maxFailures: 20, windowMs: 15 * 60_000, slowMs: 30_000 },
  // One address spraying names; higher, since a shop's staff share one NAT address.
  ip: { maxFailures: 30, windowMs: 15 * 60_000, slowMs: 10_000 },
};

export const normalizeUsername = (username: string) => username.trim().toLowerCase();

/** Who is trying: a known-good marker of this browser for the account, else the address. */
export type LoginClient = { device: string } | { ip: string };

const clientId = (client: LoginClient) => ('device' in client ? `device:${client.device}` : `ip:${client.ip}`);
// Encoded, so that no username can make two different keys collide.
const accountId = (username: string) => encodeURIComponent(normalizeUsername(username));

export const loginKeys = {
  failures: (username: string, client: LoginClient) => `asp:login:failures:${accountId(username)}:${clientId(client)}`,
  lock: (username: string, client: LoginClient) => `asp:login:lock:${accountId(username)}:${clientId(client)}`,
  accountFailures: (username: string) => `asp:login:account-failures:${accountId(username)}`,
  accountTurn: (username: string) => `asp:login:account-turn:${accountId(username)}`,
  ipFailures: (ip: string) => `asp:login:ip-failures:${ip}`,
  ipTurn: (ip: string) => `asp:login:ip-turn:${ip}`,
};

/** A reserved attempt; exactly one of its methods is called once the password is checked. */
export interface LoginAttempt {
  failed(): Promise<void>;
  succeeded(): Promise<void>;
}

// The Lua scripts as Redis commands (defineCommand below), typed the way ioredis documents it.
declare module 'ioredis' {
  interface RedisCommander<Context> {
    aspLoginReserve(...keysAndArgs: (string | number)[]): Result<[string, number], Context>;
    aspLoginFailure(...keysAndArgs: (string | number)[]): Result<unknown, Context>;
    aspLoginSuccess(...keysAndArgs: (string | number)[]): Result<unknown, Context>;
  }
}

export class LoginThrottle {
  private readonly commands: Redis;

  constructor(
    redis: Redis,
    private readonly policies: ThrottlePolicies = defaultThrottlePolicies,
  ) {
    // EVALSHA with the script cached by Redis; ioredis falls back to EVAL after a Redis restart.
    redis.defineCommand('aspLoginReserve', { numberOfKeys: 6, lua: reserveScript });
    redis.defineCommand('aspLoginFailure', { numberOfKeys: 2, lua: failureScript });
    redis.defineCommand('aspLoginSuccess', { numberOfKeys: 3, lua: successScript });
    this.commands = redis;
  }

  /**
   * Reserves one attempt for the account from this client, or throws 429 with the
   * spec's minutes message when the pair is locked or an unknown client must wait.
   */
  async reserve(username: string, client: LoginClient, ip: string): Promise<LoginAttempt> {
    const { client: lock, account, ip: address } = this.policies;
    const trusted = 'device' in client;
    const keys = [
      loginKeys.failures(username, client),
      loginKeys.lock(username, client),
      loginKeys.accountFailures(username),
      loginKeys.accountTurn(username),
      loginKeys.ipFailures(ip),
      loginKeys.ipTurn(ip),
    ];
    const [verdict, value] = await this.commands.aspLoginReserve(
      ...keys,
      trusted ? 1 : 0,
      lock.maxFailures,
      lock.windowMs,
      lock.lockMs,
      account.maxFailures,
      account.windowMs,
      account.slowMs,
      address.maxFailures,
      address.windowMs,
      address.slowMs,
    );
    if (verdict !== 'ok') throw lockedFor(value);
    const reserved = value;
    return {
      failed: async () => {
        // The last allowed failure starts the lock (the reservation already counted it).
        if (reserved >= lock.maxFailures) await this.commands.aspLoginFailure(keys[0], keys[1], lock.lockMs);
      },
      // Forgives this pair's failures; gives back only this attempt's share of the slow-down counts.
      succeeded: async () => {
        await this.commands.aspLoginSuccess(keys[0], keys[2], keys[4], trusted ? 1 : 0);
      },
    };
  }
}

function lockedFor(remainingMs: number) {
  const minutes = Math.max(1, Math.ceil(remainingMs / 60_000));
  return tooManyRequests(plural(minutes, authTexts.tooManyAttempts), Math.max(1, Math.ceil(remainingMs / 1000)));
}
