import { GERMAN_STATES, type GermanState } from '@asp/contracts';

/** Kinds of a working activity (issue 15): time at work, a booked break, and absences. */
export type ActivityKind = 'work' | 'break' | 'holiday' | 'sickness' | 'training';

/** An interval between two instants (ISO 8601 with offset); an open interval has no end yet. */
export interface TimeSpan {
  start: string;
  end: string | null;
}

/** What the working-time rules need of an activity (the service's record has more). */
export interface ActivityTimes extends TimeSpan {
  kind: ActivityKind;
  /** Pauses inside the activity (subtracted from its duration). */
  pauses?: readonly TimeSpan[];
  /** A holiday or sickness activity that covers only half of each day it spans. */
  isHalfDay?: boolean;
}

/** A planned time window, wall-clock 'HH:mm'; an end at or before the start runs past midnight. */
export interface TimeWindow {
  start: string;
  end: string;
}

// The states are the branch record's (libs/contracts); re-exported for the rules' callers.
export { GERMAN_STATES, type GermanState };

/** A working schedule: weekly windows (ISO weekday 1 = Monday … 7 = Sunday) and dated shifts, valid from/to a day. */
export interface ScheduleTimes {
  validFrom: string;
  validTo: string | null;
  weekly: ReadonlyArray<TimeWindow & { weekday: number }>;
  shifts: ReadonlyArray<TimeWindow & { date: string }>;
  /**
   * The state of the schedule's branch: its public holidays free this schedule's planned
   * time. Missing (a branch not known yet): the state the caller passes as the default.
   */
  state?: GermanState;
}

/** A state code from configuration (e.g. HOLIDAY_STATE, any case), or the fallback when it names none. */
export function germanStateOr(value: string | undefined, fallback: GermanState): GermanState {
  const code = (value ?? '').trim().toUpperCase();
  return (GERMAN_STATES as readonly string[]).includes(code) ? (code as GermanState) : fallback;
}
