import { branchSchema, defaultConfig, parseStoredConfig, productSchema, type Branch, type Config, type Product } from '@asp/contracts';
import type { z } from 'zod';
import { REPLICA_TABLES, TABLES, type OrdersDb, type OrdersTrx, type ReplicaEntity } from '../tables';

type Reader = OrdersDb | OrdersTrx;

/**
 * Replica records are parsed with the catalog contracts on the way out: fields added to
 * a contract later get their defaults, so older events still read as complete records.
 */
function parse<S extends z.ZodType>(schema: S, data: unknown): z.infer<S> | null {
  const result = schema.safeParse(data);
  return result.success ? result.data : null;
}

const rowsOf = async <S extends z.ZodType>(
  db: Reader,
  table: (typeof REPLICA_TABLES)[ReplicaEntity],
  schema: S,
  ids?: number[],
): Promise<Array<z.infer<S>>> => {
  if (ids && ids.length === 0) return [];
  let query = db.selectFrom(table).select('data').orderBy('id');
  if (ids) query = query.where('id', 'in', ids);
  const rows = await query.execute();
  return rows.map((row) => parse(schema, row.data)).filter((record): record is z.infer<S> => record !== null);
};

export const replica = {
  async branch(db: Reader, id: number): Promise<Branch | null> {
    const [branch] = await rowsOf(db, REPLICA_TABLES.branch, branchSchema, [id]);
    return branch ?? null;
  },
  products: (db: Reader, ids: number[]): Promise<Product[]> => rowsOf(db, REPLICA_TABLES.product, productSchema, ids),
  async donateeExists(db: Reader, id: number): Promise<boolean> {
    return Boolean(await db.selectFrom(REPLICA_TABLES.donatee).select('id').where('id', '=', id).executeTakeFirst());
  },
  /** The shop configuration; the documented defaults until the first config event arrived. */
  async config(db: Reader): Promise<Config> {
    const row = await db.selectFrom(TABLES.catalogConfig).select('data').where('id', '=', 1).executeTakeFirst();
    // A field a newer contract refuses falls back to its default, not the whole configuration.
    return row ? parseStoredConfig(row.data) : defaultConfig();
  },
};
