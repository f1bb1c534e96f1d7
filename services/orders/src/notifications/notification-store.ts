import type { NotificationChannel, NotificationKind, OrderNotification } from '@asp/contracts';
import { sql } from '@asp/server-kit';
import { TABLES, type NotificationData, type OrdersDb, type OrdersTrx } from '../tables';

type Reader = OrdersDb | OrdersTrx;

export type { NotificationData };

/** A row as read: what a message is rendered from is `data` (the order as its event carried it). */
export interface NotificationRow {
  id: number;
  key: string;
  order_id: number;
  kind: NotificationKind;
  channel: NotificationChannel;
  recipient: string;
  status: OrderNotification['status'];
  attempts: number;
  last_error: string | null;
  message_id: string | null;
  data: NotificationData;
  created_at: Date;
  sent_at: Date | null;
}

/** `order-12-confirmed-email`; a resend appends `-resend-<random>` so it is a message of its own. */
export const notificationKey = (orderId: number, kind: NotificationKind, channel: NotificationChannel, suffix?: string) =>
  [`order-${orderId}-${kind}-${channel}`, suffix].filter(Boolean).join('-');

/**
 * Inserts a queued row in the caller's transaction; a second insert of the same key
 * (a redelivered event) changes nothing. True when the row is new.
 */
export async function insertNotification(
  trx: OrdersTrx,
  row: { key: string; orderId: number; kind: NotificationKind; channel: NotificationChannel; recipient: string; data: NotificationData },
): Promise<boolean> {
  const inserted = await trx
    .insertInto(TABLES.orderNotifications)
    .values({
      key: row.key,
      order_id: row.orderId,
      kind: row.kind,
      channel: row.channel,
      recipient: row.recipient,
      status: 'queued',
      attempts: 0,
      last_error: null,
      message_id: null,
      data: JSON.stringify(row.data),
      sent_at: null,
    })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return Boolean(inserted);
}

const toRow = (row: Omit<NotificationRow, 'sent_at'> & { sent_at: Date | string | null }): NotificationRow => ({
  ...row,
  id: Number(row.id),
  order_id: Number(row.order_id),
  sent_at: row.sent_at ? new Date(row.sent_at) : null,
});

export async function findNotification(db: Reader, key: string): Promise<NotificationRow | null> {
  const row = await db.selectFrom(TABLES.orderNotifications).selectAll().where('key', '=', key).executeTakeFirst();
  return row ? toRow(row) : null;
}

/** Locks the row until the transaction ends: two workers holding the same key never send at once. */
export async function lockNotification(trx: OrdersTrx, key: string): Promise<NotificationRow | null> {
  const row = await trx.selectFrom(TABLES.orderNotifications).selectAll().where('key', '=', key).forUpdate().executeTakeFirst();
  return row ? toRow(row) : null;
}

export async function countAttempt(db: Reader, key: string): Promise<void> {
  await db
    .updateTable(TABLES.orderNotifications)
    .set({ attempts: sql`attempts + 1`, updated_at: sql`now()` })
    .where('key', '=', key)
    .execute();
}

export async function markSent(trx: OrdersTrx, key: string, messageId: string): Promise<void> {
  await trx
    .updateTable(TABLES.orderNotifications)
    .set({ status: 'sent', message_id: messageId, last_error: null, sent_at: sql`now()`, updated_at: sql`now()` })
    .where('key', '=', key)
    .execute();
}

/** Records a failed attempt; `final` turns the row failed (the last attempt, or an error no retry can mend). */
export async function markAttemptFailed(db: Reader, key: string, error: string, final: boolean): Promise<void> {
  await db
    .updateTable(TABLES.orderNotifications)
    .set({ last_error: error.slice(0, 1000), updated_at: sql`now()`, ...(final ? { status: 'failed' as const } : {}) })
    .where('key', '=', key)
    .where('status', '!=', 'sent')
    .execute();
}

/** Rows queued for longer than `afterMs` (by the database's clock, which set created_at), oldest first. */
export async function staleQueuedKeys(db: Reader, afterMs: number, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom(TABLES.orderNotifications)
    .select('key')
    .where('status', '=', 'queued')
    .where('created_at', '<', sql<Date>`now() - make_interval(secs => ${afterMs / 1000})`)
    .orderBy('created_at')
    .limit(limit)
    .execute();
  return rows.map((row) => row.key);
}

export const toOrderNotification = (row: NotificationRow): OrderNotification => ({
  id: row.id,
  key: row.key,
  kind: row.kind,
  channel: row.channel,
  recipient: row.recipient,
  status: row.status,
  attempts: row.attempts,
  lastError: row.last_error,
  createdAt: new Date(row.created_at).toISOString(),
  sentAt: row.sent_at ? new Date(row.sent_at).toISOString() : null,
});

/** One page of an order's notifications, oldest first, and how many there are. */
export async function listOrderNotifications(db: Reader, orderId: number, limit: number, offset: number) {
  const [rows, count] = await Promise.all([
    db
      .selectFrom(TABLES.orderNotifications)
      .selectAll()
      .where('order_id', '=', orderId)
      .orderBy('created_at')
      .orderBy('id')
      .limit(limit)
      .offset(offset)
      .execute(),
    db
      .selectFrom(TABLES.orderNotifications)
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map((row) => toOrderNotification(toRow(row))), total: Number(count.total) };
}
