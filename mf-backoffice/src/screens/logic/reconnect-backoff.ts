/**
 * Delays between reconnect attempts after the screen lost its stream: exponential from
 * `baseMs`, capped at `maxMs`, with up to `jitter` of the delay added at random so many
 * screens of a shop do not all knock at the same instant after an outage.
 */
export interface BackoffOptions {
  baseMs: number;
  maxMs: number;
  /** 0–1: share of the delay added at random. */
  jitter: number;
}

export const SCREEN_BACKOFF: BackoffOptions = { baseMs: 500, maxMs: 15_000, jitter: 0.2 };

/** The wait before attempt number `attempt` (0 = the first reconnect). `random` in [0, 1). */
export function backoffDelay(attempt: number, options: BackoffOptions = SCREEN_BACKOFF, random: () => number = Math.random): number {
  const exponential = Math.min(options.maxMs, options.baseMs * 2 ** Math.max(0, Math.min(attempt, 30)));
  return Math.round(Math.min(options.maxMs, exponential * (1 + options.jitter * random())));
}
