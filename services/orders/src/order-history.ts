import type { OrderHistoryEntry } from '@asp/contracts';
import type { StaffSession } from '@asp/server-kit';
import type { OrderEventKey } from './order-state-machine';
import { TABLES, type OrdersDb, type OrdersTrx } from './tables';

/** The staff member behind a change; null stands for the customer or the system. */
export interface OrderActor {
  id: number;
  name: string;
}

/** Who made a change and why (a reason or a changed time), for the order's history. */
export interface OrderChange {
  actor?: OrderActor | null;
  note?: string | null;
}

/** The signed-in staff member as the history names them (the token carries the username). */
export function actorOf(staff: StaffSession | null): OrderActor | null {
  if (!staff) return null;
  const id = Number(staff.sub);
  return Number.isInteger(id) ? { id, name: staff.username } : null;
}

/**
 * Appends one history row. Called by order-store.ts in the transaction that writes the
 * order and its event, so the history never tells of a change that was rolled back.
 */
export async function recordHistory(trx: OrdersTrx, orderId: number, event: OrderEventKey, at: Date, change: OrderChange): Promise<void> {
  await trx
    .insertInto(TABLES.orderHistory)
    .values({
      order_id: orderId,
      at,
      event,
      actor_id: change.actor?.id ?? null,
      actor_name: change.actor?.name ?? null,
      note: change.note?.trim() || null,
    })
    .execute();
}

/** The history of one order, oldest first. */
export async function orderHistory(db: OrdersDb | OrdersTrx, orderId: number): Promise<OrderHistoryEntry[]> {
  const rows = await db.selectFrom(TABLES.orderHistory).selectAll().where('order_id', '=', orderId).orderBy('id').execute();
  return rows.map((row) => ({
    id: Number(row.id),
    orderId: Number(row.order_id),
    at: row.at.toISOString(),
    event: row.event,
    actor: row.actor_id === null ? null : { id: Number(row.actor_id), name: row.actor_name ?? '' },
    note: row.note,
  }));
}
