import type { z } from 'zod';
import { writeEvent, type Trx } from '@asp/server-kit';

/**
 * Inserts one demo record the way the API would: validated (defaults filled) by its
 * contract, its unique value in the `identifier` column, and announced with
 * `<stem>.created` through the outbox.
 */
export async function insertRecord<S extends z.ZodObject>(
  trx: Trx,
  table: string,
  schema: S,
  input: z.input<S>,
  eventStem: string,
  identifier: string,
): Promise<number> {
  const data = schema.parse(input) as Record<string, unknown>;
  const row = await trx.insertInto(table).values({ data: JSON.stringify(data), identifier }).returning('id').executeTakeFirstOrThrow();
  const id = Number(row.id);
  await writeEvent(trx, `${eventStem}.created`, { id, data: { ...data, id } });
  return id;
}
