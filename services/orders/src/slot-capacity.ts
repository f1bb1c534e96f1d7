import type { Branch, Product } from '@asp/contracts';
import {
  appointmentSlots,
  bookedOutMessage,
  bookedOutWindows,
  CHECKOUT_V2_HORIZON_DAYS,
  nextFreeSlot,
  slotCapacityOf,
  slotGroupOf,
  slotWindowStart,
  type OrderType,
  type SlotGroup,
} from '@asp/domain';
import { sql, unprocessable } from '@asp/server-kit';
import { TABLES, type OrdersDb, type OrdersTrx } from './tables';

type Reader = OrdersDb | OrdersTrx;

/**
 * Slot capacity (ours, issue 11): at most `capacity` orders with an appointment per
 * branch, order-type group and 15-minute window (libs/domain slot-capacity.ts).
 *
 * Atomicity: one upsert on the window's row — `insert … on conflict do update set booked =
 * booked + 1 where booked < capacity returning booked`. PostgreSQL takes the row lock
 * and re-checks the condition on the newest committed row, so parallel orders queue on
 * that one row and exactly `capacity` of them get a row back; a rolled-back order never
 * held a seat. The check constraint `booked <= capacity` backs this up.
 *
 * Orders without an appointment ('so bald wie möglich') are not counted: they have no
 * promised time, the branch works them off in order, and refusing them would turn a
 * full quarter hour into "no orders at all" while the shop is open.
 */
export interface SlotRequest {
  branchId: number;
  group: SlotGroup;
  start: Date;
  capacity: number;
}

/** The window an order would take, or null (no appointment, or unlimited capacity). */
export function slotRequestOf(
  branch: Branch,
  orderType: OrderType,
  appointmentDate: string | null | undefined,
  zone: string,
): SlotRequest | null {
  const capacity = slotCapacityOf(branch, orderType);
  if (capacity === null || !appointmentDate) return null;
  return { branchId: branch.id, group: slotGroupOf(orderType), start: slotWindowStart(new Date(appointmentDate), zone), capacity };
}

export interface RefusalContext {
  branch: Branch;
  orderType: OrderType;
  now: Date;
  zone: string;
  products: Product[];
  variant: 1 | 2;
  wanted: Date;
}

/** Start instants of the windows that are full at `capacity`, from `from`'s window on. */
export async function fullWindows(
  db: Reader,
  branchId: number,
  group: SlotGroup,
  capacity: number,
  from: Date,
  zone?: string,
): Promise<Date[]> {
  const rows = await db
    .selectFrom(TABLES.orderSlots)
    .select('slot_start')
    .where('branch_id', '=', branchId)
    .where('slot_group', '=', group)
    .where('slot_start', '>=', slotWindowStart(from, zone))
    .where('booked', '>=', capacity)
    .orderBy('slot_start')
    .execute();
  return rows.map((row) => new Date(row.slot_start as string | Date));
}

/** The German 422 for a full window, naming the next free picker slot (field appointmentDate). */
async function bookedOut(db: Reader, request: SlotRequest, ctx: RefusalContext) {
  const full = await fullWindows(db, request.branchId, request.group, request.capacity, ctx.now, ctx.zone);
  const horizonDays = ctx.variant === 2 ? CHECKOUT_V2_HORIZON_DAYS : undefined;
  const slots = appointmentSlots(ctx.branch, ctx.orderType, ctx.now, { products: ctx.products, zone: ctx.zone, horizonDays });
  // The refused window counts as full even if a seat was freed since: the answer is about it.
  const windows = bookedOutWindows([...full, request.start].map((d) => d.toISOString()));
  const next = nextFreeSlot(slots, windows, ctx.wanted, ctx.zone);
  return unprocessable([{ field: 'appointmentDate', message: bookedOutMessage(next, ctx.zone) }]);
}

/**
 * A cheap look before the rest of the order is built: a window that is already full is
 * refused early. Not a guarantee — `bookSlot` is.
 */
export async function assertSlotAvailable(db: Reader, request: SlotRequest, ctx: RefusalContext): Promise<void> {
  const row = await db
    .selectFrom(TABLES.orderSlots)
    .select('booked')
    .where('branch_id', '=', request.branchId)
    .where('slot_group', '=', request.group)
    .where('slot_start', '=', request.start)
    .executeTakeFirst();
  if (row && Number(row.booked) >= request.capacity) throw await bookedOut(db, request, ctx);
}

/** Takes a seat for the order in `trx`, or throws the German 422 when the window is full. */
export async function bookSlot(trx: OrdersTrx, orderId: number, request: SlotRequest, ctx: RefusalContext): Promise<void> {
  const table = sql.table(TABLES.orderSlots);
  const booked = await trx
    .insertInto(TABLES.orderSlots)
    .values({ branch_id: request.branchId, slot_group: request.group, slot_start: request.start, booked: 1, capacity: request.capacity })
    .onConflict((c) =>
      c
        .columns(['branch_id', 'slot_group', 'slot_start'])
        .doUpdateSet({ booked: sql`${table}.booked + 1`, capacity: request.capacity })
        .where(sql<boolean>`${table}.booked < ${request.capacity}`),
    )
    .returning('booked')
    .executeTakeFirst();
  if (!booked) throw await bookedOut(trx, request, ctx);
  await trx
    .insertInto(TABLES.orderSlotBookings)
    .values({ order_id: orderId, branch_id: request.branchId, slot_group: request.group, slot_start: request.start })
    .execute();
}

/**
 * Gives the order's seat back (rejected, cancelled, payment failed), in the caller's
 * transaction. The booking row is deleted first, so a second call releases nothing.
 */
export async function releaseSlot(trx: OrdersTrx, orderId: number): Promise<void> {
  await sql`
    with released as (
      delete from ${sql.table(TABLES.orderSlotBookings)} where order_id = ${orderId}
      returning branch_id, slot_group, slot_start
    )
    update ${sql.table(TABLES.orderSlots)} as s set booked = s.booked - 1
    from released r
    where s.branch_id = r.branch_id and s.slot_group = r.slot_group and s.slot_start = r.slot_start
  `.execute(trx);
}
