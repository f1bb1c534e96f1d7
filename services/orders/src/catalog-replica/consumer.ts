import { CATALOG_STREAM } from '@asp/contracts';
import type { ConsumerDefinition } from '@asp/server-kit';
import { applyCatalogEvent } from './apply-event';

/**
 * Durable JetStream consumer that keeps the catalogue replica up to date. It starts at
 * the beginning of the CATALOG stream (which holds every seed and admin change), so a
 * fresh orders database catches up on its own. One filter subject only: nats-server 2.9
 * does not support several per consumer.
 */
export const catalogReplicaConsumer: ConsumerDefinition = {
  stream: CATALOG_STREAM.name,
  durable: 'orders-catalog-replica',
  filterSubjects: ['catalog.>'],
  async handle(event, trx) {
    await applyCatalogEvent(trx, event);
  },
};
