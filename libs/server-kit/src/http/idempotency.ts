import { createHash } from 'node:crypto';
import { fill, validationTexts } from '@asp/i18n';
import { sql, type Db, type Trx } from '../db/database';
import type { ServerKitTables } from '../db/kit-tables';
import { badRequest, unprocessable } from './errors';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
const MAX_KEY_LENGTH = 255;

export interface IdempotentResult<T> {
  statusCode: number;
  body: T;
  /** True when this is the stored answer of an earlier request with the same key. */
  replayed: boolean;
}

/** The Idempotency-Key header of a request, if any (blank counts as none). */
export function readIdempotencyKey(headers: Record<string, string | string[] | undefined>): string | undefined {
  const value = headers[IDEMPOTENCY_HEADER];
  const key = (Array.isArray(value) ? value[0] : value)?.trim();
  return key ? key : undefined;
}

/** JSON with sorted object keys, so `{a,b}` and `{b,a}` count as the same body. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export const requestHash = (body: unknown) => createHash('sha256').update(canonical(body)).digest('hex');

/**
 * Runs a retryable write at most once per (scope, key) (DESIGN.md §5).
 *
 * The key row is inserted first, in the same transaction as the effect: a parallel
 * request with the same key blocks on that row until the first commits, then reads the
 * stored answer (same body) or gets 422 (other body). If `run` fails, everything rolls
 * back, including the key, so a retry runs again. Errors are not recorded as answers.
 */
export async function withIdempotency<T>(
  db: Db,
  opts: { scope: string; key: string | undefined; body: unknown },
  run: (trx: Trx) => Promise<{ statusCode: number; body: T }>,
): Promise<IdempotentResult<T>> {
  if (!opts.key) {
    const result = await db.transaction().execute(run);
    return { ...result, replayed: false };
  }
  if (opts.key.length > MAX_KEY_LENGTH) throw badRequest(fill(validationTexts.tooLong, { limit: MAX_KEY_LENGTH }), 'Idempotency-Key');
  const { scope, key } = opts;
  const hash = requestHash(opts.body);
  return db.transaction().execute(async (trx) => {
    const kit: Trx<ServerKitTables> = trx;
    const claimed = await kit
      .insertInto('idempotency_keys')
      .values({ scope, key, request_hash: hash })
      .onConflict((conflict) => conflict.columns(['scope', 'key']).doNothing())
      .returning('key')
      .executeTakeFirst();
    if (!claimed) {
      // Someone else had the key: wait for their transaction (row lock), then answer as they did.
      const stored = await kit
        .selectFrom('idempotency_keys')
        .select(['request_hash', 'status_code', 'response'])
        .where('scope', '=', scope)
        .where('key', '=', key)
        .forUpdate()
        .executeTakeFirstOrThrow();
      if (stored.request_hash !== hash) throw unprocessable(validationTexts.idempotencyMismatch);
      if (stored.status_code !== null) {
        return { statusCode: stored.status_code as number, body: stored.response as T, replayed: true };
      }
    }
    const result = await run(trx);
    await kit
      .updateTable('idempotency_keys')
      .set({ status_code: result.statusCode, response: JSON.stringify(result.body ?? null) })
      .where('scope', '=', scope)
      .where('key', '=', key)
      .execute();
    return { ...result, replayed: false };
  });
}

/**
 * Replaces the stored answer of a key, in the caller's transaction. For a write whose
 * outcome is only known after its first transaction committed (an order whose payment
 * is started at the provider afterwards): a retry then answers the final result.
 */
export async function storeIdempotentAnswer<T>(
  trx: Trx,
  opts: { scope: string; key: string | undefined },
  answer: { statusCode: number; body: T },
): Promise<void> {
  if (!opts.key) return;
  await trx
    .updateTable('idempotency_keys')
    .set({ status_code: answer.statusCode, response: JSON.stringify(answer.body ?? null) })
    .where('scope', '=', opts.scope)
    .where('key', '=', opts.key)
    .execute();
}

/** Forgets keys older than `maxAgeHours` (a client retries within minutes, not days). */
export async function pruneIdempotencyKeys(db: Db, maxAgeHours = 24): Promise<number> {
  const kit: Db<ServerKitTables> = db;
  const result = await kit
    .deleteFrom('idempotency_keys')
    .where('created_at', '<', sql<Date>`now() - make_interval(hours => ${maxAgeHours})`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
