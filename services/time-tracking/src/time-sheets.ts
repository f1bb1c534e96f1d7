import type { HolidayAccountView, MonthBalanceView, WorkingActivity, WorkingSchedule } from '@asp/contracts';
import { jsonText, sql } from '@asp/server-kit';
import {
  checkBreaks,
  holidayAccountWithCarry,
  monthBalances,
  type ActivityTimes,
  type BreakCheck,
  type GermanState,
  type ScheduleTimes,
} from '@asp/domain/working-time';
import { DateTime } from 'luxon';
import { TABLES, type TimeTrackingDb } from './tables';

/** A schedule with the state of its branch (replica): that state's public holidays free its planned time. */
export type StatedSchedule = WorkingSchedule & { state?: GermanState };

/** A user's schedules and activities as the working-time rules read them. */
export interface UserTimes {
  schedules: StatedSchedule[];
  activities: WorkingActivity[];
}

const ofUsers = (users: readonly number[]) => sql<boolean>`${jsonText('user')} = any(${users.map(String)}::text[])`;

/** Everything of one user up to an instant (activities starting before it). Payroll data per person is small. */
export async function loadUserTimes(db: TimeTrackingDb, user: number, until?: string): Promise<UserTimes> {
  return (await loadTimesOfUsers(db, [user], until)).get(user)!;
}

/**
 * Everything of several users (the balances and holiday lists, the payroll export) in three
 * statements however many they are: their schedules, their activities and the branch states.
 * Every user asked for has an entry, empty when nothing is recorded.
 */
export async function loadTimesOfUsers(db: TimeTrackingDb, users: readonly number[], until?: string): Promise<Map<number, UserTimes>> {
  const times = new Map(users.map((user): [number, UserTimes] => [user, { schedules: [], activities: [] }]));
  if (!users.length) return times;
  const schedules = await db.selectFrom(TABLES.workingSchedules).select(['id', 'data']).where(ofUsers(users)).orderBy('id').execute();
  let activities = db
    .selectFrom(TABLES.workingActivities)
    .select(['id', 'data'])
    .where(ofUsers(users))
    .orderBy(sql`data->>'start'`)
    .orderBy('id');
  if (until) activities = activities.where(sql<boolean>`(data->>'start')::timestamptz < ${until}::timestamptz`);
  const entity = <T>(row: { id: number; data: unknown }) => ({ ...(row.data as object), id: Number(row.id) }) as T;
  const states = await branchStates(db);
  for (const schedule of schedules.map(entity<WorkingSchedule>)) {
    // A branch the replica does not know yet has no state here: the rules use the service's default.
    times.get(schedule.user)?.schedules.push({ ...schedule, state: states.get(schedule.branch) });
  }
  for (const activity of (await activities.execute()).map(entity<WorkingActivity>)) times.get(activity.user)?.activities.push(activity);
  return times;
}

/** Every branch's state (a few rows: one per branch). */
export async function branchStates(db: TimeTrackingDb): Promise<Map<number, GermanState>> {
  const rows = await db.selectFrom(TABLES.branches).select(['id', 'holiday_state']).execute();
  return new Map(rows.map((row) => [Number(row.id), row.holiday_state]));
}

const scheduleTimes = (schedules: readonly StatedSchedule[]): ScheduleTimes[] =>
  schedules.map(({ validFrom, validTo, weekly, shifts, state }) => ({ validFrom, validTo, weekly, shifts, state }));
const activityTimes = (activities: readonly WorkingActivity[]): ActivityTimes[] =>
  activities.map(({ kind, start, end, pauses, isHalfDay }) => ({ kind, start, end, pauses, isHalfDay }));

/** The month the account starts: the user's first schedule (or first activity), never after `from`. */
function carryStart(times: UserTimes, from: string): string {
  const firsts = [...times.schedules.map((s) => s.validFrom.slice(0, 7)), ...times.activities.map((a) => a.start.slice(0, 7))].sort();
  return firsts[0] && firsts[0] < from ? firsts[0] : from;
}

/**
 * The months `from`…`to` of a user's time account, the carry computed from the account's
 * first month (so a balance carried in from months before `from` is included), and the
 * days in the period whose statutory breaks are missing.
 */
export function userBalances(
  times: UserTimes,
  period: { from: string; to: string },
  state: GermanState,
  now: Date,
): { months: MonthBalanceView[]; missingBreaks: BreakCheck[] } {
  const all = monthBalances({
    from: carryStart(times, period.from),
    to: period.to,
    schedules: scheduleTimes(times.schedules),
    activities: activityTimes(times.activities),
    state,
    now,
  });
  const missingBreaks = checkBreaks(activityTimes(times.activities), now).filter(
    (day) => day.missingMinutes > 0 && day.date.slice(0, 7) >= period.from && day.date.slice(0, 7) <= period.to,
  );
  return { months: all.filter((month) => month.month >= period.from), missingBreaks };
}

/** A year's entitlement: the largest `holidayDaysPerYear` of the schedules valid in it (none: 0). */
function entitlementOf(schedules: readonly WorkingSchedule[], year: number): number {
  const valid = schedules.filter((s) => s.validFrom <= `${year}-12-31` && (s.validTo === null || s.validTo >= `${year}-01-01`));
  return Math.max(0, ...valid.map((s) => s.holidayDaysPerYear));
}

/**
 * The year's holiday account, with the days left of each year since the user's first one
 * carried into the next (lapsing after 31.03., see CARRY_DEADLINE) as of `now`.
 */
export function userHolidayAccount(times: UserTimes, year: number, state: GermanState, now: Date): HolidayAccountView {
  const firstYear = Number(carryStart(times, `${year}-01`).slice(0, 4));
  return holidayAccountWithCarry({
    firstYear,
    year,
    entitlementOf: (of) => entitlementOf(times.schedules, of),
    activities: activityTimes(times.activities),
    schedules: scheduleTimes(times.schedules),
    state,
    today: DateTime.fromJSDate(now, { zone: 'Europe/Berlin' }).toISODate()!,
  });
}
