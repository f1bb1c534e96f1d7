import type { QueueDefinition } from './define';
import { contentQueues } from './content';
import { ordersQueues } from './orders';

export * from './define';
export * from './orders';
export * from './content';

/** Every queue of the platform, by owning service. */
export const queueCatalogues: Record<string, Record<string, QueueDefinition>> = {
  orders: ordersQueues,
  content: contentQueues,
};
