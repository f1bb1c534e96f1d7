import type { FastifyBaseLogger } from 'fastify';
import { isoDay } from '@asp/domain';
import { createDatabase, sql } from '@asp/server-kit';
import { TABLES, type OrdersDb, type OrdersTrx } from './tables';

/** The Berlin calendar day tickets are counted in (numbers restart at 1 every day). */
export const ticketDayOf = (at: Date): string => isoDay(at);

/**
 * The next ticket number of a branch on a day: 1, 2, 3 … One upsert on the counter row,
 * so no number is handed out twice. The row stays locked until `db`'s transaction ends.
 */
export async function nextTicketNumber(db: OrdersDb | OrdersTrx, branchId: number, day: string): Promise<number> {
  const row = await db
    .insertInto(TABLES.ticketCounters)
    .values({ branch_id: branchId, day, last_number: 1 })
    .onConflict((c) =>
      c.columns(['branch_id', 'day']).doUpdateSet({ last_number: sql`${sql.table(TABLES.ticketCounters)}.last_number + 1` }),
    )
    .returning('last_number')
    .executeTakeFirstOrThrow();
  return Number(row.last_number);
}

/** Hands out ticket numbers outside the order's transaction (issue 18). */
export interface TicketAllocator {
  next(branchId: number, day: string): Promise<number>;
  close(): Promise<void>;
}

/**
 * Draws each number in its own one-statement transaction on a pool of its own. Inside the
 * order's transaction every order of a branch waited on the counter row until the one
 * before had committed (its remaining statements and the WAL flush): orders of a branch
 * were serial. Now the row is locked for one statement only.
 *
 * - Never twice: the upsert is atomic; committed numbers only grow.
 * - Gaps: an order failing after its number was drawn (it is drawn last, after the
 *   catalogue, stock and slot checks; so a database error or a crash) leaves its number
 *   unused. The spec sets no rule on gaps; a gap is a number the counter never calls.
 * - `synchronous_commit = off` for these statements: the order's own commit flushes the
 *   WAL up to its record, so the counter's increment is durable before any order with
 *   that number is; a crash can only lose numbers no committed order carries.
 * - Its own pool (2 connections): an order transaction holding one of the service's
 *   connections never waits for another of them, so the pool cannot starve itself.
 */
export function createTicketAllocator(databaseUrl: string, log: FastifyBaseLogger): TicketAllocator {
  const db: OrdersDb = createDatabase(
    databaseUrl,
    2,
    (error) => log.warn({ err: error }, 'ticket counter connection lost'),
    '-c synchronous_commit=off',
  );
  return {
    next: (branchId, day) => nextTicketNumber(db, branchId, day),
    close: () => db.destroy(),
  };
}
