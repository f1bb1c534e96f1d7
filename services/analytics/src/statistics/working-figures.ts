import type {
  StatisticsQuery,
  StatisticsResponse,
  UserProfileQuery,
  UserProfileWorkingActivitiesQuery,
  WorkingSchedulesStatistics,
} from '@asp/contracts';
import { backofficeTimeTexts } from '@asp/i18n';
import { minutesByDay, netIntervals, scheduledMinutes } from '@asp/domain/working-time';
import { boundOf, bucketOfDay, bucketStarts, daysOf, resolvePeriod, type Period } from './period';
import type { ActivityRow, ScheduleRow, StatisticsStore } from './store';

const round = (value: number) => Math.round(value * 100) / 100;
const ratio = (part: number, whole: number) => (whole ? Math.round((part / whole) * 10_000) / 10_000 : 0);
const kindLabel = (kind: string) => backofficeTimeTexts.kinds[kind as keyof typeof backofficeTimeTexts.kinds] ?? kind;

/**
 * Minutes per Berlin day of an activity inside [from, to): its span minus pauses, a running
 * one up to `now`; a half-day absence counts half.
 */
function activityDays(activity: ActivityRow, from: Date, to: Date, now: Date): Map<string, number> {
  const clipped = netIntervals(activity, now)
    .map(([start, end]): [number, number] => [Math.max(start, from.getTime()), Math.min(end, to.getTime())])
    .filter(([start, end]) => end > start);
  const days = minutesByDay(clipped);
  if (activity.isHalfDay) for (const [day, minutes] of days) days.set(day, minutes / 2);
  return days;
}

/** Minutes per kind and, for work, per day, of the activities inside [from, to). */
function tally(activities: readonly ActivityRow[], from: Date, to: Date, now: Date) {
  const kinds = new Map<string, number>();
  const workByDay = new Map<string, number>();
  const workByUser = new Map<number, Map<string, number>>();
  for (const activity of activities) {
    for (const [day, minutes] of activityDays(activity, from, to, now)) {
      kinds.set(activity.kind, (kinds.get(activity.kind) ?? 0) + minutes);
      if (activity.kind !== 'work') continue;
      workByDay.set(day, (workByDay.get(day) ?? 0) + minutes);
      const user = workByUser.get(activity.user) ?? new Map<string, number>();
      user.set(day, (user.get(day) ?? 0) + minutes);
      workByUser.set(activity.user, user);
    }
  }
  return { kinds, workByDay, workByUser };
}

function kindRows(kinds: Map<string, number>) {
  const total = [...kinds.values()].reduce((sum, value) => sum + value, 0);
  return [...kinds]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([key, value]) => ({ key, label: kindLabel(key), value: round(value), share: ratio(value, total) }));
}

/** Sums per-day values into the period's buckets. */
function bucketed(period: Period, byDay: ReadonlyMap<string, number>) {
  const sums = new Map<string, number>();
  for (const [day, value] of byDay) sums.set(bucketOfDay(day, period.interval), (sums.get(bucketOfDay(day, period.interval)) ?? 0) + value);
  return bucketStarts(period).map(({ local, iso }) => ({ start: iso, value: round(sums.get(local) ?? 0) }));
}

/** Planned minutes per user and day from the schedules (before public holidays: the state is the time-tracking service's). */
function plannedByUser(schedules: readonly ScheduleRow[], days: readonly string[]): Map<number, Map<string, number>> {
  const byUser = new Map<number, ScheduleRow[]>();
  for (const schedule of schedules) byUser.set(schedule.user, [...(byUser.get(schedule.user) ?? []), schedule]);
  const planned = new Map<number, Map<string, number>>();
  for (const [user, own] of byUser) planned.set(user, new Map(days.map((day) => [day, scheduledMinutes(day, own)])));
  return planned;
}

const sum = (values: Iterable<number>) => [...values].reduce((total, value) => total + value, 0);
const nowFor = (period: Pick<Period, 'to'>) => new Date(Math.min(Date.now(), period.to.getTime()));

export async function workingActivitiesFigure(
  store: StatisticsStore,
  query: StatisticsQuery,
): Promise<StatisticsResponse<'working-activities'>> {
  const period = resolvePeriod(query.from, query.to, query.interval);
  const activities = await store.activities(period.from, period.to, { branch: query.branch });
  const { kinds, workByDay } = tally(activities, period.from, period.to, nowFor(period));
  const points = bucketed(period, workByDay);
  return {
    from: period.from.toISOString(),
    to: period.to.toISOString(),
    interval: period.interval,
    total: round(sum(points.map((point) => point.value))),
    points,
    rows: kindRows(kinds),
  };
}

export async function workingSchedulesFigure(store: StatisticsStore, query: StatisticsQuery): Promise<WorkingSchedulesStatistics> {
  const period = resolvePeriod(query.from, query.to, query.interval);
  const days = daysOf(period);
  const [activities, schedules] = await Promise.all([
    store.activities(period.from, period.to, { branch: query.branch }),
    store.schedules(days[0], days[days.length - 1], { branch: query.branch }),
  ]);
  const { workByUser } = tally(activities, period.from, period.to, nowFor(period));
  const planned = plannedByUser(schedules, days);
  const plannedByDay = new Map<string, number>();
  for (const userDays of planned.values())
    for (const [day, minutes] of userDays) plannedByDay.set(day, (plannedByDay.get(day) ?? 0) + minutes);
  const workedByDay = new Map<string, number>();
  for (const userDays of workByUser.values())
    for (const [day, minutes] of userDays) workedByDay.set(day, (workedByDay.get(day) ?? 0) + minutes);
  const plannedPoints = bucketed(period, plannedByDay);
  const workedPoints = bucketed(period, workedByDay);
  const users = [...new Set([...planned.keys(), ...workByUser.keys()])]
    .sort((a, b) => a - b)
    .map((user) => {
      const userPlanned = round(sum(planned.get(user)?.values() ?? []));
      const userWorked = round(sum(workByUser.get(user)?.values() ?? []));
      return { user, planned: userPlanned, worked: userWorked, adherence: ratio(userWorked, userPlanned) };
    });
  const totalPlanned = round(sum(plannedPoints.map((point) => point.value)));
  const totalWorked = round(sum(workedPoints.map((point) => point.value)));
  return {
    from: period.from.toISOString(),
    to: period.to.toISOString(),
    interval: period.interval,
    planned: totalPlanned,
    worked: totalWorked,
    adherence: ratio(totalWorked, totalPlanned),
    points: plannedPoints.map((point, index) => ({ start: point.start, planned: point.value, worked: workedPoints[index].value })),
    users,
  };
}

/**
 * A staff member's profile: work up to `now` against what the schedules plan for the whole
 * days before now's Berlin day... (a `now` at midnight — a date — makes both the same).
 */
export async function userProfileFigure(store: StatisticsStore, query: UserProfileQuery): Promise<StatisticsResponse<'user-profile'>> {
  const period = resolvePeriod(query.start, query.end, 'day', ['start', 'end']);
  const requested = query.now ? boundOf(query.now, false).toJSDate() : new Date();
  const now = new Date(Math.min(Math.max(requested.getTime(), period.from.getTime()), period.to.getTime()));
  const days = daysOf(period);
  const [activities, schedules] = await Promise.all([
    store.activities(period.from, period.to, { user: query.user }),
    store.schedules(days[0], days[days.length - 1], { user: query.user }),
  ]);
  const { kinds, workByDay } = tally(activities, period.from, now, now);
  const plannedDays = plannedByUser(schedules, days).get(query.user) ?? new Map<string, number>();
  const daysBeforeNow = new Set(daysOf({ from: period.from, to: now }).filter((day) => boundOf(day, true).toJSDate() <= now));
  const planned = round(sum([...plannedDays].filter(([day]) => daysBeforeNow.has(day)).map(([, minutes]) => minutes)));
  const plannedTotal = round(sum(plannedDays.values()));
  const worked = round(sum(workByDay.values()));
  return {
    user: query.user,
    start: period.from.toISOString(),
    now: now.toISOString(),
    end: period.to.toISOString(),
    worked,
    planned,
    balance: round(worked - planned),
    plannedTotal,
    remaining: round(plannedTotal - planned),
    kinds: kindRows(kinds),
    days: days.map((date) => ({ date, planned: round(plannedDays.get(date) ?? 0), worked: round(workByDay.get(date) ?? 0) })),
  };
}

export async function userProfileActivitiesFigure(
  store: StatisticsStore,
  query: UserProfileWorkingActivitiesQuery,
): Promise<StatisticsResponse<'user-profile-working-activities'>> {
  const period = resolvePeriod(query.start, query.end, 'day', ['start', 'end']);
  const now = new Date();
  const activities = (await store.activities(period.from, period.to, { user: query.user })).map((activity) => {
    const net = sum(netIntervals(activity, now).map(([from, to]) => (to - from) / 60_000));
    const span = ((activity.end ? Date.parse(activity.end) : now.getTime()) - Date.parse(activity.start)) / 60_000;
    const minutes = round(activity.isHalfDay ? net / 2 : net);
    return {
      id: activity.id,
      kind: activity.kind,
      branch: activity.branch,
      start: activity.start,
      end: activity.end,
      minutes,
      pauseMinutes: round(span - net),
    };
  });
  return {
    user: query.user,
    start: period.from.toISOString(),
    end: period.to.toISOString(),
    total: round(sum(activities.map((activity) => activity.minutes))),
    activities,
  };
}
