import { STATISTICS_TIME_ZONE } from '@asp/contracts';
import { sql, type Db } from '@asp/server-kit';
import type { RawBuilder } from 'kysely';
import type { Period } from './period';
import type { ActivityRow, BucketValue, DayMinutes, Filter, HeatCell, KeyValue, ScheduleRow, StatisticsStore } from './store';

const zone = STATISTICS_TIME_ZONE;
const branchCondition = (filter?: Filter) => (filter?.branch ? sql`and branch = ${filter.branch}` : sql``);

/**
 * The rows of a metric covering the period, each with its Berlin wall-clock time `local`:
 * whole days from the daily roll-up, the partial edges from the hourly one. Both scans run on
 * the primary key (metric, bucket, …).
 */
function covering(metric: string, period: Period, filter?: Filter): RawBuilder<unknown> {
  return sql`(
    select bucket::timestamp as local, key, value from stat_daily
    where metric = ${metric} and bucket >= ${period.firstDay}::date and bucket < ${period.endDay}::date ${branchCondition(filter)}
    union all
    select bucket at time zone ${zone} as local, key, value from stat_hourly
    where metric = ${metric} ${branchCondition(filter)}
      and ((bucket >= ${period.from} and bucket < ${period.firstDayStart}) or (bucket >= ${period.endDayStart} and bucket < ${period.to}))
  )`;
}

export function createPostgresStatisticsStore(db: Db): StatisticsStore {
  return {
    async series(metric, period, filter) {
      const { rows } = await sql<{ bucket: string; value: string }>`
        select to_char(date_trunc(${period.interval}::text, local), 'YYYY-MM-DD"T"HH24:MI:SS') as bucket, sum(value) as value
        from ${covering(metric, period, filter)} as c group by 1`.execute(db);
      return rows.map((row): BucketValue => ({ bucket: row.bucket, value: Number(row.value) }));
    },
    async breakdown(metric, period, filter, limit = 100) {
      const { rows } = await sql<{ key: string; value: string }>`
        select key, sum(value) as value from ${covering(metric, period, filter)} as c
        group by key having sum(value) <> 0 order by sum(value) desc, key collate "C" limit ${limit}`.execute(db);
      return rows.map((row): KeyValue => ({ key: row.key, value: Number(row.value) }));
    },
    async heatMap(metric, period, filter) {
      // The metric's keys are the Berlin hours of day, so whole days come from the daily roll-up.
      const { rows } = await sql<{ weekday: number; hour: number; value: string }>`
        select extract(isodow from local)::int as weekday, key::int as hour, sum(value) as value
        from ${covering(metric, period, filter)} as c group by 1, 2`.execute(db);
      return rows.map((row): HeatCell => ({ weekday: row.weekday, hour: row.hour, value: Number(row.value) }));
    },
    async labels(metric, keys) {
      if (!keys.length) return new Map();
      const { rows } = await sql<{ key: string; label: string }>`
        select key, label from stat_label where metric = ${metric} and key = any(${[...keys]}::text[])`.execute(db);
      return new Map(rows.map((row) => [row.key, row.label]));
    },
    async activityDays(firstDay, endDay, filter) {
      const { rows } = await sql<{ day: string; user_id: number; kind: string; minutes: string }>`
        select to_char(day, 'YYYY-MM-DD') as day, user_id, kind, sum(minutes) as minutes from stat_activity_day
        where day >= ${firstDay}::date and day < ${endDay}::date
          ${filter?.user ? sql`and user_id = ${filter.user}` : sql``} ${branchCondition(filter)}
        group by day, user_id, kind`.execute(db);
      return rows.map((row): DayMinutes => ({ day: row.day, user: row.user_id, kind: row.kind, minutes: Number(row.minutes) }));
    },
    async activities(from, to, filter) {
      const windows = filter?.runningOrIn;
      const narrowed = windows
        ? sql`and (end_at is null ${sql.join(
            windows.map(([start, end]) => sql`or (start_at < ${end} and end_at > ${start})`),
            sql` `,
          )})`
        : sql``;
      const { rows } = await sql<{
        activity_id: string;
        user_id: number;
        branch: number;
        kind: string;
        start_at: Date;
        end_at: Date | null;
        pauses: ActivityRow['pauses'];
        is_half_day: boolean;
      }>`
        select activity_id, user_id, branch, kind, start_at, end_at, pauses, is_half_day from stat_activity
        where start_at < ${to} and (end_at is null or end_at > ${from})
          ${filter?.user ? sql`and user_id = ${filter.user}` : sql``} ${branchCondition(filter)} ${narrowed}
        order by start_at, activity_id`.execute(db);
      return rows.map((row) => ({
        id: Number(row.activity_id),
        user: row.user_id,
        branch: row.branch,
        kind: row.kind,
        start: row.start_at.toISOString(),
        end: row.end_at ? row.end_at.toISOString() : null,
        pauses: row.pauses,
        isHalfDay: row.is_half_day,
      }));
    },
    async schedules(firstDay, lastDay, filter) {
      const { rows } = await sql<{
        user_id: number;
        branch: number;
        valid_from: string;
        valid_to: string | null;
        weekly: ScheduleRow['weekly'];
        shifts: ScheduleRow['shifts'];
        holiday_state: ScheduleRow['state'];
      }>`
        select user_id, branch, to_char(valid_from, 'YYYY-MM-DD') as valid_from, to_char(valid_to, 'YYYY-MM-DD') as valid_to, weekly, shifts,
          (select holiday_state from stat_branch_state b where b.branch = stat_schedule.branch) as holiday_state
        from stat_schedule
        where valid_from <= ${lastDay}::date and (valid_to is null or valid_to >= ${firstDay}::date)
          ${filter?.user ? sql`and user_id = ${filter.user}` : sql``} ${branchCondition(filter)}`.execute(db);
      return rows.map((row) => ({
        user: row.user_id,
        branch: row.branch,
        validFrom: row.valid_from,
        validTo: row.valid_to,
        weekly: row.weekly,
        shifts: row.shifts,
        state: row.holiday_state,
      }));
    },
  };
}
