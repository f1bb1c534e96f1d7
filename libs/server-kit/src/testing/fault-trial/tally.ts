import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { ORDERS_STREAM, orderEvents } from '@asp/contracts';
import { sql, type Db } from '../../db/database';

export interface Tally {
  /** Committed orders (rows of the orders table). */
  orders: number;
  /** orders.order.placed messages in the ORDERS stream. */
  events: number;
  /** order_facts rows in the analytics database. */
  effects: number;
  /** Committed orders without an event or without an effect. */
  lost: number;
  /** Orders with more than one event or more than one effect. */
  duplicates: number;
}

/** How many placed events the ORDERS stream holds for each order id (read with an ordered consumer). */
async function placedEventsPerOrder(nats: NatsConnection): Promise<Map<number, number>> {
  const subject = orderEvents.placed.subject;
  const info = await (await jetstreamManager(nats)).streams.info(ORDERS_STREAM.name, { subjects_filter: subject });
  const total = info.state.subjects?.[subject] ?? 0;
  const counts = new Map<number, number>();
  if (total === 0) return counts;
  const consumer = await jetstream(nats).consumers.get(ORDERS_STREAM.name, { filter_subjects: subject }); // a string, not a list: nats-server 2.9 knows one filter subject
  let seen = 0;
  // Bounded fetches, not consume(): the loop ends by count and cannot wait forever.
  for (let round = 0; seen < total && round < 100; round++) {
    const batch = await consumer.fetch({ max_messages: Math.min(total - seen, 500), expires: 2_000 });
    for await (const msg of batch) {
      const { payload } = msg.json<{ payload: { id: number } }>();
      counts.set(payload.id, (counts.get(payload.id) ?? 0) + 1);
      seen += 1;
    }
  }
  return counts;
}

async function effectsPerOrder(analyticsDb: Db): Promise<Map<number, number>> {
  const rows = await sql<{ order_id: string; n: string }>`select order_id, count(*) as n from order_facts group by order_id`.execute(
    analyticsDb,
  );
  return new Map(rows.rows.map((row) => [Number(row.order_id), Number(row.n)]));
}

/** Pending outbox rows of the orders service: zero once the relay has published everything. */
export async function unpublishedEvents(ordersDb: Db): Promise<number> {
  const result = await sql<{ n: string }>`select count(*) as n from outbox where published_at is null`.execute(ordersDb);
  return Number(result.rows[0].n);
}

export async function countEffects(analyticsDb: Db): Promise<number> {
  const result = await sql<{ n: string }>`select count(*) as n from order_facts`.execute(analyticsDb);
  return Number(result.rows[0].n);
}

/** Compares committed orders, their events on the stream and their projection rows, per order id. */
export async function tally(opts: { ordersDb: Db; analyticsDb: Db; natsUrl: string }): Promise<Tally> {
  const committed = (await opts.ordersDb.selectFrom('orders').select('id').execute()).map((row) => Number(row.id));
  const nats = await connect({ servers: opts.natsUrl });
  let events: Map<number, number>;
  try {
    events = await placedEventsPerOrder(nats);
  } finally {
    await nats.close();
  }
  const effects = await effectsPerOrder(opts.analyticsDb);
  const sum = (counts: Map<number, number>) => [...counts.values()].reduce((total, n) => total + n, 0);
  return {
    orders: committed.length,
    events: sum(events),
    effects: sum(effects),
    lost: committed.filter((id) => !events.get(id) || !effects.get(id)).length,
    duplicates: committed.filter((id) => (events.get(id) ?? 0) > 1 || (effects.get(id) ?? 0) > 1).length,
  };
}

export const tallyLine = (t: Tally) =>
  `orders=${t.orders} events=${t.events} effects=${t.effects} lost=${t.lost} duplicates=${t.duplicates}`;
