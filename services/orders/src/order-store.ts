import { orderEvents, type Order } from '@asp/contracts';
import { isOrderCanceled } from '@asp/domain';
import { sql, writeEvent } from '@asp/server-kit';
import type { OrderEventKey } from './order-state-machine';
import { statusOf } from './order-state-machine';
import { releaseSlot } from './slot-capacity';
import { TABLES, type OrdersDb, type OrdersTrx } from './tables';

type Reader = OrdersDb | OrdersTrx;

/**
 * Orders are JSONB documents (the `Order` contract) with the columns they are found by.
 * Every write goes through here together with its `orders.order.*` event, in the
 * caller's transaction (transactional outbox).
 */
const toOrder = (row: { data: unknown } | undefined): Order | null => (row ? (row.data as Order) : null);

export async function nextOrderId(trx: OrdersTrx): Promise<number> {
  const { rows } = await sql<{ id: number }>`select nextval(pg_get_serial_sequence('orders', 'id'))::bigint as id`.execute(trx);
  return Number(rows[0].id);
}

export async function insertOrder(trx: OrdersTrx, order: Order): Promise<void> {
  await trx
    .insertInto(TABLES.orders)
    .values({
      id: order.id,
      uid: order.uid,
      hash: order.hash,
      branch_id: order.branch.id,
      ticket_day: order.ticketDay,
      ticket_number: order.ticketNumber,
      status: statusOf(order),
      payment_provider: order.payment?.provider ?? null,
      payment_id: order.payment?.id ?? null,
      data: JSON.stringify(order),
      created_at: order.createdAt,
      updated_at: order.updatedAt,
    })
    .execute();
  await emit(trx, order, 'placed');
}

export async function emit(trx: OrdersTrx, order: Order, event: OrderEventKey): Promise<void> {
  await writeEvent(trx, orderEvents[event], { id: order.id, data: order });
}

/**
 * Applies a patch, stores it and emits the event, all in `trx`. Returns the new order.
 * `event` null only for a change that is no state change (the started payment's id and
 * page: the `placed` event already told everyone the order awaits payment).
 */
export async function updateOrder(
  trx: OrdersTrx,
  order: Order,
  patch: Partial<Order>,
  event: OrderEventKey | null,
  now: Date,
): Promise<Order> {
  const next: Order = { ...order, ...patch, updatedAt: now.toISOString() };
  await trx
    .updateTable(TABLES.orders)
    .set({
      data: JSON.stringify(next),
      status: statusOf(next),
      updated_at: next.updatedAt,
      // The payment arrives after the order was placed (payments/start-payment.ts); webhooks find it by these.
      payment_provider: next.payment?.provider ?? null,
      payment_id: next.payment?.id ?? null,
    })
    .where('id', '=', order.id)
    .execute();
  // A rejected, cancelled or failed order will not be prepared: its seat is free again (issue 11).
  if (isOrderCanceled(next)) await releaseSlot(trx, order.id);
  if (event) await emit(trx, next, event);
  return next;
}

export async function findOrder(db: Reader, id: number): Promise<Order | null> {
  return toOrder(await db.selectFrom(TABLES.orders).select('data').where('id', '=', id).executeTakeFirst());
}

/** Locks the order row until the transaction ends: status changes of one order never interleave. */
export async function lockOrder(trx: OrdersTrx, id: number): Promise<Order | null> {
  return toOrder(await trx.selectFrom(TABLES.orders).select('data').where('id', '=', id).forUpdate().executeTakeFirst());
}

/** By uid only; the caller compares the hash in constant time. */
export async function findOrderByUid(db: Reader, uid: string, forUpdate = false): Promise<Order | null> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(uid)) return null;
  let query = db.selectFrom(TABLES.orders).select('data').where('uid', '=', uid);
  if (forUpdate) query = query.forUpdate();
  return toOrder(await query.executeTakeFirst());
}

export async function lockOrderByPayment(trx: OrdersTrx, provider: string, paymentId: string): Promise<Order | null> {
  return toOrder(
    await trx
      .selectFrom(TABLES.orders)
      .select('data')
      .where('payment_provider', '=', provider)
      .where('payment_id', '=', paymentId)
      .forUpdate()
      .executeTakeFirst(),
  );
}

export interface OrderListFilter {
  /** null: every branch (admin). */
  branches: number[] | null;
  branch?: number;
  statuses?: string[];
  from?: Date;
  to?: Date;
  limit: number;
  offset?: number;
  /** Only orders whose desired time (or, without one, whose creation) lies before this instant. */
  dueBefore?: Date;
}

/**
 * Newest first, filtered and paged in PostgreSQL. The order (created_at, id) is the one
 * the indexes of migration 0103 hold, so a page reads its rows from an index instead of
 * sorting every matching order.
 */
export async function listOrders(db: Reader, filter: OrderListFilter): Promise<Order[]> {
  const rows = await listOrdersQuery(db, filter).execute();
  return rows.map((row) => row.data as Order);
}

/** The list's query, unexecuted (tests read its plan). */
export function listOrdersQuery(db: Reader, filter: OrderListFilter) {
  let query = db
    .selectFrom(TABLES.orders)
    .select('data')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(filter.limit)
    .offset(filter.offset ?? 0);
  if (filter.branches) query = filter.branches.length ? query.where('branch_id', 'in', filter.branches) : query.where(sql<boolean>`false`);
  if (filter.branch !== undefined) query = query.where('branch_id', '=', filter.branch);
  if (filter.statuses?.length) query = query.where('status', 'in', filter.statuses);
  if (filter.from) query = query.where('created_at', '>=', filter.from);
  if (filter.to) query = query.where('created_at', '<', filter.to);
  // appointmentDate is an ISO instant with offset (the create contract), so the cast is exact.
  if (filter.dueBefore)
    query = query.where(sql<boolean>`coalesce((data->>'appointmentDate')::timestamptz, created_at) < ${filter.dueBefore}`);
  return query;
}
