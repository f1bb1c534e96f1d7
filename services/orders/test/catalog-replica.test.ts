import { randomUUID } from 'node:crypto';
import { branchInputSchema, CATALOG_STREAM, configInputSchema, productInputSchema } from '@asp/contracts';
import { ensureStream } from '@asp/server-kit';
import { waitFor } from '@asp/server-kit/testing';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { createdOrder, MONDAY_10, openBranch, orderBody, shopConfig, startOrders, type Harness } from './helpers';

let h: Harness;
let nc: NatsConnection;
beforeAll(async () => {
  h = await startOrders();
  nc = await connect({ servers: h.nats.url });
  // The stream appears after the orders service started (the catalog service may start later).
  await ensureStream(await jetstreamManager(nc), CATALOG_STREAM);
});
afterAll(async () => {
  await nc?.drain();
  await h?.close();
});

/** Publishes like the catalog's outbox relay: the envelope as JSON, Nats-Msg-Id = event id. */
async function publish(subject: string, payload: unknown, id: string = randomUUID()) {
  const envelope = { id, subject, version: 1, occurredAt: new Date().toISOString(), payload };
  await jetstream(nc).publish(subject, new TextEncoder().encode(JSON.stringify(envelope)), { msgID: `${id}-${Math.random()}` });
  return id;
}

const replicaRow = async (table: string, id: number) =>
  (await h.service.ctx.db.selectFrom(table).select('data').where('id', '=', id).executeTakeFirst())?.data;

test('catalog events arriving through NATS build the replica, idempotently, and orders use it', async () => {
  const branch = branchInputSchema.parse({ ...openBranch(), identifier: 'replica-filiale', name: 'Replica' });
  const product = productInputSchema.parse({ name: 'Leberkäse', price: 2.5, unit: 'piece', tax: 7 });
  const firstProductEvent = await publish('catalog.product.created', { id: 7, data: { ...product, id: 7 } });
  await publish('catalog.branch.created', { id: 3, data: { ...branch, id: 3 } });
  await publish('catalog.config.updated', { data: configInputSchema.parse(shopConfig) });
  await publish('catalog.table.created', { id: 11, data: { id: 11, identifier: 'T7', branch: 3, description: '' } });
  // Entities the orders service does not keep are acknowledged and skipped.
  await publish('catalog.tag.created', { id: 1, data: { id: 1, name: 'Grill' } });

  await waitFor(async () => (await replicaRow('catalog_tables', 11)) !== undefined, 15_000);
  expect(await replicaRow('catalog_branches', 3)).toMatchObject({ id: 3, identifier: 'replica-filiale' });
  expect(await replicaRow('catalog_products', 7)).toMatchObject({ id: 7, name: 'Leberkäse', price: 2.5 });
  expect(await replicaRow('catalog_config', 1)).toMatchObject({ shopName: 'Metzgerei Test' });

  // An update wins; the first event delivered again (same event id, new message) changes nothing.
  await publish('catalog.product.updated', { id: 7, data: { ...product, id: 7, price: 2.9 } });
  await waitFor(async () => (await replicaRow('catalog_products', 7))?.price === 2.9);
  await publish('catalog.product.created', { id: 7, data: { ...product, id: 7 } }, firstProductEvent);
  const marker = await publish('catalog.table.created', { id: 12, data: { id: 12, identifier: 'T8', branch: 3, description: '' } });
  await waitFor(async () => (await replicaRow('catalog_tables', 12)) !== undefined);
  expect((await replicaRow('catalog_products', 7))?.price).toBe(2.9);
  const handled = await h.service.ctx.db
    .selectFrom('processed_events')
    .select('event_id')
    .where('event_id', 'in', [firstProductEvent, marker])
    .execute();
  expect(handled).toHaveLength(2);

  h.clock.now = MONDAY_10;
  const order = await createdOrder(h, {
    ...orderBody({ branch: { id: 3 }, bratwurst: { id: 7 } } as never),
    isDineIn: true,
    table: 'T7',
  });
  expect(order).toMatchObject({ tableIdentifier: 'T7', totals: { totalGross: 5.8 } });

  await publish('catalog.table.deleted', { id: 11 });
  await waitFor(async () => (await replicaRow('catalog_tables', 11)) === undefined);
}, 30_000);
