import { analyticsEvents, ANALYTICS_STREAM } from './analytics';
import { catalogEvents, CATALOG_STREAM } from './catalog';
import { contentEvents, CONTENT_STREAM } from './content';
import type { EventCatalogue } from './define';
import { devicesEvents, DEVICES_STREAM } from './devices';
import { identityEvents, IDENTITY_STREAM } from './identity';
import { orderEvents, ORDERS_STREAM, stockEvents } from './orders';
import { signageEvents, SIGNAGE_STREAM } from './signage';
import { timeTrackingEvents, TIME_TRACKING_STREAM } from './time-tracking';

/**
 * Every domain's event catalogue and stream, keyed by the service that produces them:
 * the one list the source scan and the event table (docs/events.md) are made from.
 */
export const eventCatalogues: Record<string, { stream: { name: string; subjects: string[] }; events: EventCatalogue }> = {
  identity: { stream: IDENTITY_STREAM, events: identityEvents },
  catalog: { stream: CATALOG_STREAM, events: catalogEvents },
  orders: { stream: ORDERS_STREAM, events: { ...orderEvents, stock: stockEvents } },
  content: { stream: CONTENT_STREAM, events: contentEvents },
  analytics: { stream: ANALYTICS_STREAM, events: analyticsEvents },
  devices: { stream: DEVICES_STREAM, events: devicesEvents },
  signage: { stream: SIGNAGE_STREAM, events: signageEvents },
  'time-tracking': { stream: TIME_TRACKING_STREAM, events: timeTrackingEvents },
};
