import { ANALYTICS_STREAM, servicePort } from '@asp/contracts';
import { germanStateOr, type GermanState } from '@asp/domain/working-time';
import type { Closable, Db, ServiceDefinition } from '@asp/server-kit';
import { analyticsMigrations } from './migrations';
import { auditLogConsumers } from './audit-log/recorder';
import { orderFactsConsumer } from './order-facts';
import { registerAnalyticsLogRoutes } from './routes/analytics-log';
import { registerLogRoutes } from './routes/logs';
import { registerOrderStatisticsRoutes } from './routes/statistics-orders';
import { registerVisitorStatisticsRoutes } from './routes/statistics-visitors';
import { registerWorkingTimeStatisticsRoutes } from './routes/statistics-working-time';
import { statisticsMigrations } from './statistics/migrations';
import { orderStatisticsConsumer } from './statistics/order-statistics';
import { createPostgresStatisticsStore } from './statistics/postgres-store';
import { DEFAULT_RETENTION_MONTHS, startRetention } from './statistics/retention-job';
import type { StatisticsStore } from './statistics/store';
import { workingTimeStatisticsConsumer } from './statistics/working-time-projection';
import { branchStatesConsumer } from './statistics/branch-states';
import { seedDemoStatistics } from './seed';

export interface AnalyticsOptions {
  /**
   * Secret mixed into the visitor and session hashes besides the day's salt.
   * Default: ANALYTICS_ID_SALT from the environment.
   */
  idSalt?: string;
  /** Months raw analytics log rows are kept (default ANALYTICS_LOG_RETENTION_MONTHS or 13). */
  retentionMonths?: number;
  /** BullMQ key prefix (tests use their own). */
  queuePrefix?: string;
  /** Where the statistics are read from (default: PostgreSQL, the service's own database). */
  statisticsStore?: (db: Db) => StatisticsStore;
  /**
   * The German state whose public holidays free planned time (default HOLIDAY_STATE, else
   * Baden-Württemberg): the same setting the time-tracking service plans with.
   */
  holidayState?: GermanState;
}

const retentionFromEnv = () => {
  const months = Number(process.env.ANALYTICS_LOG_RETENTION_MONTHS);
  return Number.isInteger(months) && months >= 1 && months <= 120 ? months : DEFAULT_RETENTION_MONTHS;
};

/**
 * The analytics service (DESIGN.md §4): the consented analytics log (POST /api/analytics-log),
 * the audit log, and the statistics (GET /api/statistics/…, issue 17) from roll-ups kept
 * current by the log ingestion and by the order and time-tracking events.
 */
export function createAnalyticsService(options: AnalyticsOptions = {}): ServiceDefinition {
  return {
    name: 'analytics',
    defaultPort: servicePort('analytics'),
    migrations: { ...analyticsMigrations, ...statisticsMigrations },
    stream: ANALYTICS_STREAM,
    consumers: [orderFactsConsumer, orderStatisticsConsumer, workingTimeStatisticsConsumer, branchStatesConsumer, ...auditLogConsumers],
    async routes(app, ctx) {
      registerAnalyticsLogRoutes(app, ctx, { idSalt: options.idSalt ?? process.env.ANALYTICS_ID_SALT ?? 'asp-analytics' });
      registerLogRoutes(app, ctx);
      const store = (options.statisticsStore ?? createPostgresStatisticsStore)(ctx.db);
      registerVisitorStatisticsRoutes(app, store);
      registerOrderStatisticsRoutes(app, store);
      registerWorkingTimeStatisticsRoutes(app, store, options.holidayState ?? germanStateOr(process.env.HOLIDAY_STATE, 'BW'));
    },
    async background(ctx): Promise<Closable[]> {
      if (!ctx.redis) {
        ctx.log.warn('no Redis: the analytics log is not trimmed');
        return [];
      }
      return startRetention(ctx.db, ctx.redis, ctx.log, {
        retentionMonths: options.retentionMonths ?? retentionFromEnv(),
        queuePrefix: options.queuePrefix,
      });
    },
    seed: seedDemoStatistics,
  };
}

export const analyticsService = createAnalyticsService();
