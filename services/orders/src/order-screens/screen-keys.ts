import { createHash } from 'node:crypto';
import { orderScreenTexts } from '@asp/i18n';
import { HttpError, safeEqual, sql } from '@asp/server-kit';
import { replica } from '../catalog-replica/read';
import { TABLES, type OrdersDb, type OrdersTrx } from '../tables';

type Reader = OrdersDb | OrdersTrx;

/**
 * The orders service's side of the order-screen API keys (issue 12). The catalog owns the
 * keys and announces each new one as `catalog.order-screen-key.changed` carrying only its
 * SHA-256; this service keeps that hash per branch and checks a presented key by hashing
 * it and comparing the hashes in constant time. The plain key is never stored here and
 * never logged (server-kit masks it in request URLs).
 */
export const screenKeyHash = (key: string): string => createHash('sha256').update(key, 'utf8').digest('hex');

/** Stores the branch's current key hash (the newest event wins; a redelivery changes nothing). */
export async function storeScreenKeyHash(trx: OrdersTrx, branchId: number, keyHash: string): Promise<void> {
  await trx
    .insertInto(TABLES.orderScreenKeys)
    .values({ branch_id: branchId, key_hash: keyHash })
    .onConflict((c) => c.column('branch_id').doUpdateSet({ key_hash: keyHash, updated_at: sql`now()` }))
    .execute();
}

/** The branch's current key hash, null without one. */
export async function currentScreenKeyHash(db: Reader, branchId: number): Promise<string | null> {
  const row = await db.selectFrom(TABLES.orderScreenKeys).select('key_hash').where('branch_id', '=', branchId).executeTakeFirst();
  return row?.key_hash ?? null;
}

/** The German 401 for a wrong key and for an unknown branch alike: the answer tells nothing apart. */
export const invalidScreenKey = () => new HttpError(401, [{ message: orderScreenTexts.invalidKey }]);

/**
 * Throws the 401 unless the branch exists in the replica and `apiKey` is its current key;
 * returns the key's hash (the stream remembers it, see LiveUpdates.endStaleScreens).
 * The hash of the presented key is compared even when the branch has none (against a
 * dummy), so the time taken does not tell whether a branch id exists.
 */
export async function assertScreenKey(db: Reader, branchId: number, apiKey: string): Promise<string> {
  const row = await db.selectFrom(TABLES.orderScreenKeys).select('key_hash').where('branch_id', '=', branchId).executeTakeFirst();
  const matches = safeEqual(screenKeyHash(apiKey), row?.key_hash ?? '0'.repeat(64));
  if (!row || !matches || !(await replica.branch(db, branchId))) throw invalidScreenKey();
  return row.key_hash;
}
