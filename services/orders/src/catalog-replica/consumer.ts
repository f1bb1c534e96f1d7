import { CATALOG_STREAM, catalogEvents, type EventDefinition } from '@asp/contracts';
import { on, type ConsumerDefinition } from '@asp/server-kit';
import { REPLICA_TABLES } from '../tables';
import { storeScreenKeyHash } from '../order-screens/screen-keys';
import { applyCatalogEvent } from './apply-event';
import { storeStockSetting } from '../stock';
import { ticketDayOf } from '../ticket-numbers';

/** The catalogue records the replica keeps (REPLICA_TABLES) and the shop configuration. */
const replicatedEvents: EventDefinition[] = [
  ...Object.keys(REPLICA_TABLES).flatMap((entity) => Object.values(catalogEvents[entity as keyof typeof REPLICA_TABLES])),
  catalogEvents.config.updated,
];

/**
 * Durable JetStream consumer that keeps the catalogue replica up to date. It starts at
 * the beginning of the CATALOG stream (which holds every seed and admin change), so a
 * fresh orders database catches up on its own. Several handlers: the consumer reads the
 * whole stream (nats-server 2.9 allows one filter subject per consumer) and acks the
 * events of records it does not keep (divisions, tags, departments) without effect.
 */
export const catalogReplicaConsumer: ConsumerDefinition = {
  stream: CATALOG_STREAM.name,
  durable: 'orders-catalog-replica',
  handlers: [
    ...replicatedEvents.map((event) =>
      on(event, async (payload, trx, meta) => {
        await applyCatalogEvent(trx, { subject: meta.subject, payload });
      }),
    ),
    // The hash of a branch's order-screen API key (order screens, issue 12).
    on(catalogEvents.orderScreenKey.changed, async (payload, trx) => {
      await storeScreenKeyHash(trx, payload.id, payload.keyHash);
    }),
    // Stock settings per product and branch (issue 13); counted against today's Berlin day.
    on(catalogEvents.productStock.changed, async (payload, trx) => {
      await storeStockSetting(trx, payload, ticketDayOf(new Date()));
    }),
  ],
};
