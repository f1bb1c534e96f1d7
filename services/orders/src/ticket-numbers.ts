import { isoDay } from '@asp/domain';
import { sql } from '@asp/server-kit';
import { TABLES, type OrdersTrx } from './tables';

/** The Berlin calendar day tickets are counted in (numbers restart at 1 every day). */
export const ticketDayOf = (at: Date): string => isoDay(at);

/**
 * The next ticket number of a branch on a day: 1, 2, 3 … One upsert on the counter row;
 * concurrent orders of the same branch queue on that row's lock, so no number is handed
 * out twice, and a rolled-back order gives its number back.
 */
export async function nextTicketNumber(trx: OrdersTrx, branchId: number, day: string): Promise<number> {
  const row = await trx
    .insertInto(TABLES.ticketCounters)
    .values({ branch_id: branchId, day, last_number: 1 })
    .onConflict((c) =>
      c.columns(['branch_id', 'day']).doUpdateSet({ last_number: sql`${sql.table(TABLES.ticketCounters)}.last_number + 1` }),
    )
    .returning('last_number')
    .executeTakeFirstOrThrow();
  return Number(row.last_number);
}
