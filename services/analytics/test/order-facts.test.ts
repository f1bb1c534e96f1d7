import { randomUUID } from 'node:crypto';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { headers as natsHeaders, connect, type NatsConnection } from '@nats-io/transport-node';
import { ORDERS_STREAM, orderEvents } from '@asp/contracts';
import { buildService, ensureStream, type RunningService } from '@asp/server-kit';
import { startNatsServer, testServiceEnv, waitFor, type TestNatsServer } from '@asp/server-kit/testing';
import { createAnalyticsService } from '../src/analytics-service';
import { orderFactOf } from '../src/order-facts';

let nats: TestNatsServer;
let client: NatsConnection;
let service: RunningService;

beforeAll(async () => {
  // Its own NATS: the durable consumer and the ORDERS stream are not shared with other files.
  nats = await startNatsServer();
  client = await connect({ servers: nats.url });
  await ensureStream(await jetstreamManager(client), ORDERS_STREAM);
  service = await buildService(createAnalyticsService(), await testServiceEnv({ natsUrl: nats.url }));
});
afterAll(async () => {
  await service.close();
  await client.close();
  await nats.stop();
});

const placed = (id: number, data: Record<string, unknown> = {}) => ({
  id,
  data: {
    branch: { id: 3 },
    paymentMethod: 'cash',
    isDelivery: false,
    isDineIn: true,
    totals: { totalGross: 12.5 },
    createdAt: '2025-06-02T08:00:00.000Z',
    customer: { firstName: 'Max' },
    ...data,
  },
});

/** Publishes an event envelope as the orders relay does (Nats-Msg-Id = event id). */
async function publish(eventId: string, payload: unknown, msgId = eventId) {
  const h = natsHeaders();
  h.set('Nats-Msg-Id', msgId);
  const envelope = { id: eventId, subject: orderEvents.placed.subject, version: 1, occurredAt: new Date().toISOString(), payload };
  await jetstream(client).publish(orderEvents.placed.subject, JSON.stringify(envelope), { headers: h });
}

const facts = () => service.ctx.db.selectFrom('order_facts').selectAll().orderBy('order_id').execute();

test('every placed order becomes one order_facts row, a redelivered event none more', async () => {
  const first = randomUUID();
  await publish(first, placed(1));
  // The same event again under another message id: JetStream keeps it, the consumer's
  // processed_events record must stop the second effect.
  await publish(first, placed(1), randomUUID());
  await publish(randomUUID(), placed(2, { isDelivery: true, isDineIn: false, paymentMethod: 'mollie', totals: { totalGross: 30 } }));
  await waitFor(async () => (await facts()).length >= 2, 15_000);
  await new Promise((resolve) => setTimeout(resolve, 500));
  const rows = await facts();
  expect(rows.map((row) => [Number(row.order_id), row.order_type, row.payment_method, row.total_gross, Number(row.branch_id)])).toEqual([
    [1, 'dine-in', 'cash', 12.5, 3],
    [2, 'delivery', 'mollie', 30, 3],
  ]);
  expect(rows[0].event_id).toBe(first);
  expect(rows[0].placed_at).toEqual(new Date('2025-06-02T08:00:00.000Z'));
});

test('an event without the fields it needs is refused (the consumer retries it, nothing is stored)', () => {
  expect(() => orderFactOf(randomUUID(), { id: 5, data: { branch: { id: 1 } } })).toThrow();
});
