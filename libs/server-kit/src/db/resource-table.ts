import type { ResourceEvents } from '@asp/contracts';
import type { z } from 'zod';
import type { ServiceContext } from '../service';
import { writeEvent } from '../events/outbox';
import { sql, type Db, type Trx } from './database';

/**
 * Most catalogue and content entities are document-shaped: one row per record with
 * the fields in JSONB, plus plain columns for what must be unique or looked up fast.
 */
export async function createResourceTable(db: Db, table: string, options: { identifier?: boolean } = {}): Promise<void> {
  let builder = db.schema
    .createTable(table)
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('data', 'jsonb', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`));
  if (options.identifier) builder = builder.addColumn('identifier', 'text', (col) => col.unique());
  await builder.execute();
}

/**
 * Inserts one seed record into a resource table the way the API would: validated
 * (defaults filled) by its contract, its unique value in the `identifier` column when
 * given, and announced with the resource's `created` event through the outbox, so services that keep
 * a copy of the data learn about the demo records too.
 */
export async function insertResourceRecord<S extends z.ZodObject>(
  trx: Trx,
  table: string,
  schema: S,
  input: z.input<S>,
  events: ResourceEvents,
  options: { identifier?: string } = {},
): Promise<number> {
  const data = schema.parse(input) as Record<string, unknown>;
  const values: Record<string, unknown> = { data: JSON.stringify(data) };
  if (options.identifier !== undefined) values.identifier = options.identifier;
  const row = await trx.insertInto(table).values(values).returning('id').executeTakeFirstOrThrow();
  const id = Number(row.id);
  await writeEvent(trx, events.created, { id, data: { ...data, id } });
  return id;
}

/**
 * Seeds demo data once: in one transaction under an advisory lock (several instances may
 * start at once), and only while none of `tables` holds a row. Either all of it is there
 * afterwards or nothing. Logs '<name>: Demodaten angelegt' when it seeded.
 */
export async function seedOnce(
  ctx: ServiceContext,
  options: { name: string; lock: number; tables: string[]; seed: (trx: Trx) => Promise<void> },
): Promise<boolean> {
  const seeded = await ctx.db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${options.lock})`.execute(trx);
    for (const table of options.tables) {
      if (await trx.selectFrom(table).select('id').limit(1).executeTakeFirst()) return false;
    }
    await options.seed(trx);
    return true;
  });
  if (seeded) ctx.log.info(`${options.name}: Demodaten angelegt`);
  return seeded;
}
