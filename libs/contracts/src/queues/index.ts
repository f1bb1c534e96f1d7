import type { QueueDefinition } from './define';
import { contentQueues } from './content';
import { ordersQueues } from './orders';
import { devicesQueues } from './devices';
import { analyticsQueues } from './analytics';

export * from './define';
export * from './orders';
export * from './content';
export * from './devices';
export * from './analytics';

/** Every queue of the platform, by owning service. */
export const queueCatalogues: Record<string, Record<string, QueueDefinition>> = {
  orders: ordersQueues,
  content: contentQueues,
  devices: devicesQueues,
  analytics: analyticsQueues,
};
