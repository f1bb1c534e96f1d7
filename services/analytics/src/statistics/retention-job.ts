import { STATISTICS_TIME_ZONE, analyticsQueues, type RetainAnalyticsLogJob } from '@asp/contracts';
import { createQueue, createWorker, maintenanceJobOptions, sql, type Closable, type Db } from '@asp/server-kit';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { monthPartitionsAround, partitionName } from './partitions';

/** How long raw log rows are kept (months) unless ANALYTICS_LOG_RETENTION_MONTHS says otherwise. */
export const DEFAULT_RETENTION_MONTHS = 13;

export interface RetentionResult {
  droppedPartitions: string[];
  deletedRows: number;
  deletedVisitorDays: number;
}

/**
 * The analytics log's housekeeping. Every figure of a row was added to the roll-ups when
 * it arrived, so rows past the retention period are deleted without loss: whole months by
 * dropping their partition, the rest (a month straddling the cut, the default partition)
 * row by row. Past days' salts, visitor hashes and session pages go too (normally already
 * gone: the first visit of a day deletes the previous salt).
 */
export async function retainAnalyticsLog(
  db: Db,
  job: RetainAnalyticsLogJob,
  now: Date = new Date(),
  log?: FastifyBaseLogger,
): Promise<RetentionResult> {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - job.retentionMonths);
  const { rows: partitions } = await sql<{ name: string }>`
    select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid join pg_class p on p.oid = i.inhparent
    where p.relname = 'analytics_log' and c.relname ~ '^analytics_log_[0-9]{4}_[0-9]{2}$'`.execute(db);
  const droppedPartitions: string[] = [];
  for (const { name } of partitions) {
    const [year, month] = name.slice('analytics_log_'.length).split('_').map(Number);
    const monthEnd = new Date(Date.UTC(year, month, 1));
    if (monthEnd <= cutoff && name === partitionName(`${year}-${String(month).padStart(2, '0')}`)) {
      await sql`drop table ${sql.table(name)}`.execute(db);
      droppedPartitions.push(name);
    }
  }
  const deleted = await sql`delete from analytics_log where received_at < ${cutoff}`.execute(db);
  // Months ahead. Creating one fails while the default partition holds rows of that month
  // (a client clock far ahead): those rows stay in the default partition, which is still read.
  for (const statement of monthPartitionsAround(now, 0, 3)) {
    await statement.execute(db).catch((error: unknown) => log?.warn({ err: error }, 'analytics log partition not created'));
  }
  const today = sql`(now() at time zone ${STATISTICS_TIME_ZONE})::date`;
  await sql`delete from analytics_daily_salt where day < ${today}`.execute(db);
  await sql`delete from analytics_session_page where day < ${today}`.execute(db);
  const visitorDays = await sql`delete from analytics_visitor_day where day < ${today}`.execute(db);
  return {
    droppedPartitions: droppedPartitions.sort(),
    deletedRows: Number(deleted.numAffectedRows ?? 0),
    deletedVisitorDays: Number(visitorDays.numAffectedRows ?? 0),
  };
}

/** Schedules the daily run (03:20 UTC) on `analytics.maintenance` and starts its worker. */
export async function startRetention(
  db: Db,
  redis: Redis,
  log: FastifyBaseLogger,
  options: { retentionMonths: number; queuePrefix?: string },
): Promise<Closable[]> {
  const queue = createQueue(analyticsQueues.maintenance, redis, { prefix: options.queuePrefix });
  await queue.schedule('retain-log', { pattern: '20 3 * * *' }, { retentionMonths: options.retentionMonths }, maintenanceJobOptions);
  const worker = createWorker(
    analyticsQueues.maintenance,
    {
      'retain-log': async (payload) => {
        const result = await retainAnalyticsLog(db, payload, new Date(), log);
        log.info({ queue: analyticsQueues.maintenance.name, ...result }, 'analytics log retained');
        return result;
      },
    },
    redis,
    { log, prefix: options.queuePrefix, concurrency: 1 },
  );
  return [worker, queue];
}
