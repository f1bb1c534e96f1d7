import { sql, type Db } from './database';

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
