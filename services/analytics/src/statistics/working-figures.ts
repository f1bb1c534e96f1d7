import type {
  StatisticsQuery,
  StatisticsResponse,
  UserProfileQuery,
  UserProfileWorkingActivitiesQuery,
  WorkingSchedulesStatistics,
} from '@asp/contracts';
import { backofficeTimeTexts } from '@asp/i18n';
import { holidayOn, netIntervals, scheduleValidOn, windowMinutes, type GermanState } from '@asp/domain/working-time';
import { boundOf, bucketStarts, coverage, dayIndex, resolvePeriod, splitByDay, type DayInfo, type Period } from './period';
import type { DayMinutes, ScheduleRow, StatisticsStore } from './store';

const round = (value: number) => Math.round(value * 100) / 100;
const ratio = (part: number, whole: number) => (whole ? Math.round((part / whole) * 10_000) / 10_000 : 0);
const kindLabel = (kind: string) => backofficeTimeTexts.kinds[kind as keyof typeof backofficeTimeTexts.kinds] ?? kind;

/**
 * Minutes per Berlin day, user and kind inside [from, to): whole days from the roll-up of
 * finished activities; partial days and running activities (up to `now`) worked out here
 * from the few activities concerned. Pauses subtracted; a half-day absence counts half.
 */
async function minutesIn(
  store: StatisticsStore,
  range: Omit<Period, 'interval'>,
  days: readonly DayInfo[],
  filter: { branch?: number; user?: number },
  now: Date,
): Promise<DayMinutes[]> {
  const edges = (
    [
      [range.from, range.firstDayStart],
      [range.endDayStart, range.to],
    ] as Array<[Date, Date]>
  ).filter(([start, end]) => end > start);
  const [whole, loose] = await Promise.all([
    store.activityDays(range.firstDay, range.endDay, filter),
    store.activities(range.from, range.to, { ...filter, runningOrIn: edges }),
  ]);
  const rows = [...whole];
  for (const activity of loose) {
    const windows: Array<[Date, Date]> = activity.end === null ? [[range.from, range.to]] : edges;
    const clipped = netIntervals(activity, now).flatMap(([start, end]) =>
      windows
        .map(([from, to]): [number, number] => [Math.max(start, from.getTime()), Math.min(end, to.getTime())])
        .filter(([from, to]) => to > from),
    );
    const byDay = new Map<string, number>();
    splitByDay(days, clipped, byDay, activity.isHalfDay ? 0.5 : 1);
    for (const [day, minutes] of byDay) rows.push({ day, user: activity.user, kind: activity.kind, minutes });
  }
  return rows;
}

/** Minutes per kind and, for work, per day and per user and day. */
function tally(rows: readonly DayMinutes[]) {
  const kinds = new Map<string, number>();
  const workByDay = new Map<string, number>();
  const workByUser = new Map<number, Map<string, number>>();
  for (const { day, user, kind, minutes } of rows) {
    kinds.set(kind, (kinds.get(kind) ?? 0) + minutes);
    if (kind !== 'work') continue;
    workByDay.set(day, (workByDay.get(day) ?? 0) + minutes);
    const own = workByUser.get(user) ?? new Map<string, number>();
    own.set(day, (own.get(day) ?? 0) + minutes);
    workByUser.set(user, own);
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
function bucketed(period: Period, days: readonly DayInfo[], byDay: ReadonlyMap<string, number>) {
  const sums = new Map<string, number>();
  for (const day of days) if (byDay.has(day.date)) sums.set(day.bucket, (sums.get(day.bucket) ?? 0) + byDay.get(day.date)!);
  return bucketStarts(period).map(({ local, iso }) => ({ start: iso, value: round(sums.get(local) ?? 0) }));
}

/**
 * Planned minutes per user and day from the schedules, as the time-tracking service plans
 * them: nothing on a public holiday of the schedule's branch's state (`state` while no
 * catalog event named it), half on a half holiday (24.12., 31.12.).
 * A window's minutes depend only on its day and times, so each distinct one is worked out
 * once (luxon is the slow part).
 */
function plannedByUser(schedules: readonly ScheduleRow[], days: readonly DayInfo[], state: GermanState): Map<number, Map<string, number>> {
  const freedIn = new Map<GermanState, Map<string, number>>();
  const freedOf = (of: GermanState) => {
    if (!freedIn.has(of)) freedIn.set(of, new Map(days.map((day) => [day.date, holidayOn(day.date, of)?.fraction ?? 0])));
    return freedIn.get(of)!;
  };
  const windows = new Map<string, number>();
  const minutesOf = (date: string, window: { start: string; end: string }) => {
    const key = `${date}|${window.start}|${window.end}`;
    if (!windows.has(key)) windows.set(key, windowMinutes(date, window));
    return windows.get(key)!;
  };
  const planned = new Map<number, Map<string, number>>();
  for (const schedule of schedules) {
    const user = planned.get(schedule.user) ?? new Map<string, number>(days.map((day) => [day.date, 0]));
    planned.set(schedule.user, user);
    const shifts = new Map<string, Array<{ start: string; end: string }>>();
    for (const shift of schedule.shifts) shifts.set(shift.date, [...(shifts.get(shift.date) ?? []), shift]);
    const freed = freedOf(schedule.state ?? state);
    for (const day of days) {
      if (!scheduleValidOn(schedule, day.date)) continue;
      let minutes = 0;
      for (const window of schedule.weekly) if (window.weekday === day.weekday) minutes += minutesOf(day.date, window);
      for (const shift of shifts.get(day.date) ?? []) minutes += minutesOf(day.date, shift);
      user.set(day.date, user.get(day.date)! + Math.round(minutes * (1 - freed.get(day.date)!)));
    }
  }
  return planned;
}

const sum = (values: Iterable<number>) => [...values].reduce((total, value) => total + value, 0);
const nowFor = (period: Pick<Period, 'to'>) => new Date(Math.min(Date.now(), period.to.getTime()));

export async function workingActivitiesFigure(
  store: StatisticsStore,
  query: StatisticsQuery,
): Promise<StatisticsResponse<'working-activities'>> {
  const period = resolvePeriod(query.from, query.to, query.interval);
  const days = dayIndex(period);
  const { kinds, workByDay } = tally(await minutesIn(store, period, days, { branch: query.branch }, nowFor(period)));
  const points = bucketed(period, days, workByDay);
  return {
    from: period.from.toISOString(),
    to: period.to.toISOString(),
    interval: period.interval,
    total: round(sum(points.map((point) => point.value))),
    points,
    rows: kindRows(kinds),
  };
}

export async function workingSchedulesFigure(
  store: StatisticsStore,
  query: StatisticsQuery,
  state: GermanState,
): Promise<WorkingSchedulesStatistics> {
  const period = resolvePeriod(query.from, query.to, query.interval);
  const days = dayIndex(period);
  const [minutes, schedules] = await Promise.all([
    minutesIn(store, period, days, { branch: query.branch }, nowFor(period)),
    store.schedules(days[0].date, days[days.length - 1].date, { branch: query.branch }),
  ]);
  const { workByUser } = tally(minutes);
  const planned = plannedByUser(schedules, days, state);
  const plannedByDay = new Map<string, number>();
  for (const userDays of planned.values())
    for (const [day, minutes] of userDays) plannedByDay.set(day, (plannedByDay.get(day) ?? 0) + minutes);
  const workedByDay = new Map<string, number>();
  for (const userDays of workByUser.values())
    for (const [day, minutes] of userDays) workedByDay.set(day, (workedByDay.get(day) ?? 0) + minutes);
  const plannedPoints = bucketed(period, days, plannedByDay);
  const workedPoints = bucketed(period, days, workedByDay);
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
 * A staff member's profile: work up to `now` against what the schedules plan for the Berlin
 * days that ended by `now` (a date as `now` is its midnight, so both cover the same days).
 */
export async function userProfileFigure(
  store: StatisticsStore,
  query: UserProfileQuery,
  state: GermanState,
): Promise<StatisticsResponse<'user-profile'>> {
  const period = resolvePeriod(query.start, query.end, 'day', ['start', 'end']);
  const requested = query.now ? boundOf(query.now, false).toJSDate() : new Date();
  const now = new Date(Math.min(Math.max(requested.getTime(), period.from.getTime()), period.to.getTime()));
  const days = dayIndex(period);
  const [minutes, schedules] = await Promise.all([
    now > period.from ? minutesIn(store, coverage(period.from, now), days, { user: query.user }, now) : Promise.resolve([]),
    store.schedules(days[0].date, days[days.length - 1].date, { user: query.user }),
  ]);
  const { kinds, workByDay } = tally(minutes);
  const plannedDays = plannedByUser(schedules, days, state).get(query.user) ?? new Map<string, number>();
  const daysBeforeNow = new Set(days.filter((day) => day.endMs <= now.getTime()).map((day) => day.date));
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
    days: days.map(({ date }) => ({ date, planned: round(plannedDays.get(date) ?? 0), worked: round(workByDay.get(date) ?? 0) })),
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
