import type { GermanState } from '@asp/contracts';
import type { Period } from './period';

/** A roll-up value per key (summed over the period). */
export interface KeyValue {
  key: string;
  value: number;
}
/** A roll-up value per Berlin bucket start (local wall clock 'YYYY-MM-DDTHH:mm:ss'). */
export interface BucketValue {
  bucket: string;
  value: number;
}
export interface HeatCell {
  weekday: number;
  hour: number;
  value: number;
}
export interface ActivityRow {
  id: number;
  user: number;
  branch: number;
  kind: string;
  start: string;
  end: string | null;
  pauses: Array<{ start: string; end: string | null }>;
  isHalfDay: boolean;
}
/** Minutes of one user and kind on one Berlin day. */
export interface DayMinutes {
  day: string;
  user: number;
  kind: string;
  minutes: number;
}
export interface ScheduleRow {
  user: number;
  branch: number;
  /** The branch's state (catalog); null while no event named it: the service's default state applies. */
  state: GermanState | null;
  validFrom: string;
  validTo: string | null;
  weekly: Array<{ weekday: number; start: string; end: string }>;
  shifts: Array<{ date: string; start: string; end: string }>;
}

/** Narrowing of a read: a branch (order and working-time figures), the keys of one origin. */
export interface Filter {
  branch?: number;
}

/**
 * Everything the statistics read, behind one interface: the endpoints (figures.ts) compute
 * only from these answers. PostgreSQL (postgres-store.ts) is the default; a ClickHouse
 * implementation would answer the same reads from its own tables (docs/architecture.md).
 */
export interface StatisticsStore {
  /** Sum of a metric per bucket of the period's interval (only buckets with data). */
  series(metric: string, period: Period, filter?: Filter): Promise<BucketValue[]>;
  /** Sum of a metric per key over the period, largest first. */
  breakdown(metric: string, period: Period, filter?: Filter, limit?: number): Promise<KeyValue[]>;
  /** Sum of an hour-of-day keyed metric ('00'…'23') per Berlin weekday and hour over the period (only cells with data). */
  heatMap(metric: string, period: Period, filter?: Filter): Promise<HeatCell[]>;
  /** Labels of id keys (product names). */
  labels(metric: string, keys: readonly string[]): Promise<Map<string, string>>;
  /** Minutes of finished activities per Berlin day, user and kind for the days [firstDay, endDay). */
  activityDays(firstDay: string, endDay: string, filter?: Filter & { user?: number }): Promise<DayMinutes[]>;
  /**
   * Activities overlapping [from, to), optionally of one user or branch; with `runningOrIn`
   * only the running ones and those overlapping one of those windows (a period's partial days).
   */
  activities(from: Date, to: Date, filter?: Filter & { user?: number; runningOrIn?: Array<[Date, Date]> }): Promise<ActivityRow[]>;
  /** Schedules valid on some day of [firstDay, lastDay], optionally of one user or branch. */
  schedules(firstDay: string, lastDay: string, filter?: Filter & { user?: number }): Promise<ScheduleRow[]>;
}
