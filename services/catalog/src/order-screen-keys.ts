import { createHash, randomBytes } from 'node:crypto';
import { catalogEvents, type OrderScreenApiKey } from '@asp/contracts';
import { sql, writeEvent, type Db, type Trx } from '@asp/server-kit';
import { TABLES } from './tables';

/**
 * Order-screen API keys (issue 12): one per branch, 256 random bits from the OS's CSPRNG,
 * base64url (43 characters, safe in a URL path). Kept in their own table, never in the
 * branch document, so the branch routes, /api/init and the branch events cannot leak it.
 * Every new key is announced as `catalog.order-screen-key.changed` with its SHA-256 only:
 * the orders service checks keys against that hash.
 */
export const newOrderScreenApiKey = (): string => randomBytes(32).toString('base64url');

export const orderScreenKeyHash = (key: string): string => createHash('sha256').update(key, 'utf8').digest('hex');

/** Stores a fresh key for the branch (replacing an old one) and writes the event, in `trx`. */
export async function issueOrderScreenKey(trx: Trx | Db, branchId: number): Promise<OrderScreenApiKey> {
  const key = newOrderScreenApiKey();
  const row = await trx
    .insertInto(TABLES.orderScreenKeys)
    .values({ branch_id: branchId, api_key: key, rotated_at: sql`now()` })
    .onConflict((c) => c.column('branch_id').doUpdateSet({ api_key: key, rotated_at: sql`now()` }))
    .returning(['branch_id', 'api_key', 'rotated_at'])
    .executeTakeFirstOrThrow();
  await writeEvent(trx, catalogEvents.orderScreenKey.changed, { id: branchId, keyHash: orderScreenKeyHash(key) });
  return toKey(row as KeyRow);
}

/** Gives every branch without a key one (the migration for existing branches, the demo seed). */
export async function issueMissingOrderScreenKeys(trx: Trx | Db): Promise<number> {
  const missing = await trx
    .selectFrom(`${TABLES.branches} as b`)
    .leftJoin(`${TABLES.orderScreenKeys} as k`, 'k.branch_id', 'b.id')
    .select('b.id')
    .where('k.branch_id', 'is', null)
    .orderBy('b.id')
    .execute();
  for (const { id } of missing) await issueOrderScreenKey(trx, Number(id));
  return missing.length;
}

export async function findOrderScreenKey(db: Trx | Db, branchId: number): Promise<OrderScreenApiKey | null> {
  const row = await db
    .selectFrom(TABLES.orderScreenKeys)
    .select(['branch_id', 'api_key', 'rotated_at'])
    .where('branch_id', '=', branchId)
    .executeTakeFirst();
  return row ? toKey(row as KeyRow) : null;
}

interface KeyRow {
  branch_id: number | string;
  api_key: string;
  rotated_at: Date | string;
}

const toKey = (row: KeyRow): OrderScreenApiKey => ({
  branch: Number(row.branch_id),
  orderScreenApiKey: row.api_key,
  rotatedAt: new Date(row.rotated_at).toISOString(),
});
