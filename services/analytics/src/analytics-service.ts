import { ANALYTICS_STREAM, servicePort } from '@asp/contracts';
import type { ServiceDefinition } from '@asp/server-kit';
import { analyticsMigrations } from './migrations';
import { auditLogConsumers } from './audit-log/recorder';
import { orderFactsConsumer } from './order-facts';
import { registerAnalyticsLogRoutes } from './routes/analytics-log';
import { registerLogRoutes } from './routes/logs';

export interface AnalyticsOptions {
  /**
   * Secret mixed into the visitor and session hashes, so stored hashes cannot be matched
   * against ids seen elsewhere. Default: ANALYTICS_ID_SALT from the environment.
   */
  idSalt?: string;
}

/**
 * The analytics service (DESIGN.md §4). For now it stores what the browser logs after
 * cookie consent (POST /api/analytics-log) and projects every placed order into
 * `order_facts` (the statistics endpoints, which will read it, come later).
 */
export function createAnalyticsService(options: AnalyticsOptions = {}): ServiceDefinition {
  return {
    name: 'analytics',
    defaultPort: servicePort('analytics'),
    migrations: analyticsMigrations,
    stream: ANALYTICS_STREAM,
    consumers: [orderFactsConsumer, ...auditLogConsumers],
    async routes(app, ctx) {
      registerAnalyticsLogRoutes(app, ctx, { idSalt: options.idSalt ?? process.env.ANALYTICS_ID_SALT ?? 'asp-analytics' });
      registerLogRoutes(app, ctx);
    },
  };
}

export const analyticsService = createAnalyticsService();
