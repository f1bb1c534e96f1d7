/** Count-up animation constants (website.md §2, §9). */
export const COUNT_UP_DURATION_MS = 2000;
export const COUNT_UP_STEP_MS = 10;
export const COUNT_UP_VISIBILITY_THRESHOLD = 0.2;

/** A value of the numbers block split around its first run of digits. */
export interface CountUpValue {
  /** Text before the digits. */
  prefix: string;
  /** The first run of digits as a number (null when the value has none). */
  target: number | null;
  /** Everything after the first run of digits, kept as text. */
  suffix: string;
}

/**
 * Parses a numbers-block value (website.md §2): the number counts up to its first run of
 * digits; every other character is kept as text ('250+ Kunden' → '', 250, '+ Kunden').
 */
export function parseCountUp(value: string | number | null | undefined): CountUpValue {
  const text = value === null || value === undefined ? '' : String(value);
  const match = /\d+/.exec(text);
  if (!match) return { prefix: text, target: null, suffix: '' };
  return { prefix: text.slice(0, match.index), target: Number(match[0]), suffix: text.slice(match.index + match[0].length) };
}

/**
 * The counted value after `elapsedMs` (from 0 to the target in steps of 10 ms over 2000 ms,
 * rounded down to whole numbers; the target once the duration is over).
 */
export function countUpValue(target: number, elapsedMs: number, durationMs = COUNT_UP_DURATION_MS, stepMs = COUNT_UP_STEP_MS): number {
  if (elapsedMs <= 0) return 0;
  const totalSteps = Math.max(1, Math.round(durationMs / stepMs));
  const steps = Math.min(totalSteps, Math.floor(elapsedMs / stepMs));
  return steps >= totalSteps ? target : Math.floor((target * steps) / totalSteps);
}

/** The text shown for a counted value: prefix, number, suffix. */
export function formatCountUp(parsed: CountUpValue, current: number): string {
  return parsed.target === null ? parsed.prefix : `${parsed.prefix}${current}${parsed.suffix}`;
}

/** Whether the animation runs: at least 20 % visible (it resets when it leaves view). */
export function isCountUpVisible(intersectionRatio: number): boolean {
  return intersectionRatio >= COUNT_UP_VISIBILITY_THRESHOLD;
}
