import { orderEvents, type Order } from '@asp/contracts';
import { isOrderCanceled } from '@asp/domain';
import { sql, writeEvent } from '@asp/server-kit';
import { recordHistory, type OrderChange } from './order-history';
import type { OrderEventKey } from './order-state-machine';
import { statusOf } from './order-state-machine';
import { releaseSlot } from './slot-capacity';
import { releaseStock } from './stock';
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
  await recordHistory(trx, order.id, 'placed', new Date(order.createdAt), {});
}

export async function emit(trx: OrdersTrx, order: Order, event: OrderEventKey): Promise<void> {
  await writeEvent(trx, orderEvents[event], { id: order.id, data: order });
}

/**
 * Applies a patch, stores it and emits the event, all in `trx`. Returns the new order.
 * `event` null only for a change that is no state change (the started payment's id and
 * page: the `placed` event already told everyone the order awaits payment). Every event
 * also becomes a row of the order's history, naming `change.actor` (null: customer or system).
 */
export async function updateOrder(
  trx: OrdersTrx,
  order: Order,
  patch: Partial<Order>,
  event: OrderEventKey | null,
  now: Date,
  change: OrderChange = {},
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
  // …and so are its quantities of today's stock (issue 13).
  if (isOrderCanceled(next)) await releaseStock(trx, order.id);
  if (event) {
    await emit(trx, next, event);
    await recordHistory(trx, order.id, event, now, change);
  }
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
  /** takeaway: neither delivery nor dine-in. */
  type?: 'takeaway' | 'delivery' | 'dineIn';
  /** Words that must each occur in the customer's name, company, phone or e-mail, or the ticket number. */
  q?: string;
  /** Search the ticket number only (the viewer may not see customer contact data). */
  ticketOnly?: boolean;
  from?: Date;
  to?: Date;
  sort?: 'createdAt' | 'appointment';
  direction?: 'asc' | 'desc';
  limit: number;
  offset?: number;
  /** Only orders whose time (counter appointment, else desired time, else creation) lies before this instant. */
  dueBefore?: Date;
}

/** The time an order is due: the proposed counter appointment, else the desired time, else (as soon as possible) its creation. */
const DUE_AT = sql<Date>`coalesce((data->>'counterAppointment')::timestamptz, (data->>'appointmentDate')::timestamptz, created_at)`;
/** The time staff promised (confirm), else the desired time, else the creation: the history's "appointment" sort. */
const APPOINTMENT_AT = sql<Date>`coalesce((data->>'appointment')::timestamptz, (data->>'appointmentDate')::timestamptz, created_at)`;

const CONTACT_FIELDS = ['firstName', 'lastName', 'companyName', 'company', 'email', 'phone'];
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

/** Each word in the ticket number or (unless ticketOnly) a contact field; phones also match without spaces and signs. */
function searchCondition(q: string, ticketOnly: boolean) {
  const words = q.split(/\s+/).filter(Boolean);
  if (!words.length) return undefined;
  const fields = ticketOnly
    ? [sql`ticket_number::text`]
    : [
        sql`ticket_number::text`,
        ...CONTACT_FIELDS.map((field) => sql`(data->'customer'->>${sql.lit(field)})`),
        sql`regexp_replace(coalesce(data->'customer'->>'phone', ''), '[^0-9]', '', 'g')`,
      ];
  const haystack = sql`lower(concat_ws(' ', ${sql.join(fields)}))`;
  return sql<boolean>`(${sql.join(
    words.map((word) => sql`${haystack} like ${`%${escapeLike(word.toLocaleLowerCase('de'))}%`}`),
    sql` and `,
  )})`;
}

/** The filters of a list as one query (no order, no paging), shared by the page and its count. */
function filteredOrders(db: Reader, filter: OrderListFilter) {
  let query = db.selectFrom(TABLES.orders);
  if (filter.branches) query = filter.branches.length ? query.where('branch_id', 'in', filter.branches) : query.where(sql<boolean>`false`);
  if (filter.branch !== undefined) query = query.where('branch_id', '=', filter.branch);
  if (filter.statuses?.length) query = query.where('status', 'in', filter.statuses);
  if (filter.type === 'takeaway') query = query.where(sql<boolean>`data @> '{"isDelivery": false, "isDineIn": false}'::jsonb`);
  if (filter.type === 'delivery') query = query.where(sql<boolean>`data @> '{"isDelivery": true}'::jsonb`);
  if (filter.type === 'dineIn') query = query.where(sql<boolean>`data @> '{"isDineIn": true}'::jsonb`);
  const search = filter.q ? searchCondition(filter.q, Boolean(filter.ticketOnly)) : undefined;
  if (search) query = query.where(search);
  if (filter.from) query = query.where('created_at', '>=', filter.from);
  if (filter.to) query = query.where('created_at', '<', filter.to);
  // The instants are ISO with offset (the create and confirm contracts), so the casts are exact.
  if (filter.dueBefore) query = query.where(sql<boolean>`${DUE_AT} < ${filter.dueBefore}`);
  return query;
}

/**
 * One page, filtered, sorted and paged in PostgreSQL: newest first unless asked
 * otherwise. The default order (created_at, id) is the one the indexes of migration 0103
 * hold, so a page reads its rows from an index instead of sorting every matching order.
 */
export async function listOrders(db: Reader, filter: OrderListFilter): Promise<Order[]> {
  const rows = await listOrdersQuery(db, filter).execute();
  return rows.map((row) => row.data as Order);
}

/** How many orders match the filters (the x-total-count of the page). */
export async function countOrders(db: Reader, filter: OrderListFilter): Promise<number> {
  const row = await filteredOrders(db, filter)
    .select(sql<number>`count(*)::int`.as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** The list's query, unexecuted (tests read its plan). */
export function listOrdersQuery(db: Reader, filter: OrderListFilter) {
  const direction = filter.direction ?? 'desc';
  let query = filteredOrders(db, filter).select('data');
  if (filter.sort === 'appointment') query = query.orderBy(APPOINTMENT_AT, direction);
  return query
    .orderBy('created_at', direction)
    .orderBy('id', direction)
    .limit(filter.limit)
    .offset(filter.offset ?? 0);
}
