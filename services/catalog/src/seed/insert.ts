import type { z } from 'zod';
import { writeEvent, type Trx } from '@asp/server-kit';

/**
 * Inserts one demo record the way the API would: validated (defaults filled) by its
 * contract and announced with `<stem>.created` through the outbox, so services that
 * keep a copy of catalogue data learn about the demo shop too.
 */
export async function insertRecord<S extends z.ZodObject>(
  trx: Trx,
  table: string,
  schema: S,
  input: z.input<S>,
  eventStem: string,
  options: { identifier?: string } = {},
): Promise<number> {
  const data = schema.parse(input) as Record<string, unknown>;
  const values: Record<string, unknown> = { data: JSON.stringify(data) };
  if (options.identifier !== undefined) values.identifier = options.identifier;
  const row = await trx.insertInto(table).values(values).returning('id').executeTakeFirstOrThrow();
  const id = Number(row.id);
  await writeEvent(trx, `${eventStem}.created`, { id, data: { ...data, id } });
  return id;
}
