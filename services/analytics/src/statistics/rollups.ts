import { sql, type Db, type Trx } from '@asp/server-kit';
import { STATISTICS_TIME_ZONE } from '@asp/contracts';

/** One addition to a roll-up: `value` added to `metric`/`key` (at `branch`, 0 = none) in the hour and Berlin day of `at`. */
export interface RollupAddition {
  metric: string;
  at: Date | string;
  key?: string;
  branch?: number;
  value: number;
}

/**
 * Adds to the hourly and daily roll-ups in one statement each (rows summed first, so one
 * statement never touches a row twice). Called inside the transaction that records the
 * source (a log batch, a handled event), so a roll-up never counts a thing twice.
 */
export async function addToRollups(trx: Trx | Db, additions: readonly RollupAddition[]): Promise<void> {
  const rows = additions.filter((addition) => addition.value !== 0);
  if (!rows.length) return;
  const metrics = rows.map((row) => row.metric);
  const ats = rows.map((row) => (typeof row.at === 'string' ? row.at : row.at.toISOString()));
  const branches = rows.map((row) => row.branch ?? 0);
  const keys = rows.map((row) => row.key ?? '');
  const values = rows.map((row) => row.value);
  const source = sql`unnest(${metrics}::text[], ${ats}::timestamptz[], ${branches}::int[], ${keys}::text[], ${values}::numeric[]) as s(metric, at, branch, key, value)`;
  await sql`
    insert into stat_hourly (metric, bucket, branch, key, value)
    select metric, date_trunc('hour', at), branch, key, sum(value) from ${source}
    group by 1, 2, 3, 4
    on conflict (metric, bucket, branch, key) do update set value = stat_hourly.value + excluded.value`.execute(trx);
  await sql`
    insert into stat_daily (metric, bucket, branch, key, value)
    select metric, (at at time zone ${STATISTICS_TIME_ZONE})::date, branch, key, sum(value) from ${source}
    group by 1, 2, 3, 4
    on conflict (metric, bucket, branch, key) do update set value = stat_daily.value + excluded.value`.execute(trx);
}

/** Remembers the label of an id key (a product's name), the latest wins. */
export async function setLabels(trx: Trx | Db, metric: string, labels: ReadonlyMap<string, string>): Promise<void> {
  if (!labels.size) return;
  const keys = [...labels.keys()];
  const names = [...labels.values()];
  await sql`
    insert into stat_label (metric, key, label)
    select ${metric}, key, label from unnest(${keys}::text[], ${names}::text[]) as s(key, label)
    on conflict (metric, key) do update set label = excluded.label`.execute(trx);
}
