import { sql } from '@asp/server-kit';

/** 'YYYY-MM-01' of the UTC month `offset` months from `date`. */
function monthStart(date: Date, offset: number): string {
  const d = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + offset, 1));
  return d.toISOString().slice(0, 10);
}

/** Partition name of a month: analytics_log_2026_11. */
export const partitionName = (month: string) => `analytics_log_${month.slice(0, 4)}_${month.slice(5, 7)}`;

/**
 * `create table if not exists … partition of analytics_log` for every UTC month from
 * `back` months before `date` to `ahead` months after. Identifiers come from dates only.
 */
export function monthPartitionsAround(date: Date, back: number, ahead: number) {
  const statements = [];
  for (let offset = -back; offset <= ahead; offset++) {
    const from = monthStart(date, offset);
    const to = monthStart(date, offset + 1);
    statements.push(
      sql`create table if not exists ${sql.table(partitionName(from))} partition of analytics_log for values from (${sql.lit(`${from} 00:00:00+00`)}) to (${sql.lit(`${to} 00:00:00+00`)})`,
    );
  }
  return statements;
}
