/** JetStream stream of the analytics service. */
export const ANALYTICS_STREAM = { name: 'ANALYTICS', subjects: ['analytics.>'] };

/**
 * Event catalogue of the analytics service: empty for now. Log entries are many and
 * nobody else needs them one by one, so ingestion publishes nothing; the statistics
 * (a later issue) will consume other services' events (orders.order.*) instead.
 */
export const analyticsEvents = {} as const;
