import { germanStateOr, type GermanState } from '@asp/domain/working-time';

/** Settings of the time-tracking service beyond the common service environment. */
export interface TimeTrackingOptions {
  /**
   * The German state whose public holidays count (HOLIDAY_STATE, default Baden-Württemberg,
   * where the seeded branches are). One state for all branches: branches carry no state yet.
   */
  holidayState: GermanState;
  /** The clock (punches, balances); tests set it. */
  now: () => Date;
  /** The plain demo terminal token the seed stores (hashed) for Konstanz; printed by `npm start`. */
  demoTerminalToken: string;
}

/** The demo terminal token of the Konstanz branch (demo data only; README "Demo"). */
export const DEMO_TERMINAL_TOKEN = 'demo-terminal-konstanz';

export function readTimeTrackingOptions(env: NodeJS.ProcessEnv = process.env): TimeTrackingOptions {
  return {
    holidayState: germanStateOr(env.HOLIDAY_STATE, 'BW'),
    now: () => new Date(),
    demoTerminalToken: DEMO_TERMINAL_TOKEN,
  };
}
