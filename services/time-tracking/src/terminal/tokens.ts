import { createHash, randomBytes } from 'node:crypto';
import type { TerminalToken } from '@asp/contracts';
import { timeTrackingTexts } from '@asp/i18n';
import { HttpError, safeEqual } from '@asp/server-kit';
import { TABLES, type TimeTrackingDb, type TimeTrackingTrx } from '../tables';

/**
 * Terminal access tokens (issue 15): one per terminal (a tablet at a branch's door), made
 * by an admin, shown once, stored as SHA-256 only (256 random bits need no salt), revocable.
 * A presented token is hashed and its row looked up by that hash — the hash of a guess is
 * unpredictable, so the index lookup's timing tells nothing about real tokens — and the
 * hashes are then compared in constant time (safeEqual), as the orders service does with
 * order-screen keys. The plain token is in the terminal's URL: server-kit masks it in logs.
 */
export const tokenHash = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

/** A new token: `tt_` and 43 base64url characters (256 bits from the OS's CSPRNG). */
export const newTerminalToken = (): string => `tt_${randomBytes(32).toString('base64url')}`;

type Reader = TimeTrackingDb | TimeTrackingTrx;

/** The German 401 for a wrong, revoked or unknown token: no data, one message. */
export const invalidTerminalToken = () => new HttpError(401, [{ message: timeTrackingTexts.invalidTerminalToken }]);

/** The branch and id of a valid, unrevoked token; the 401 otherwise. */
export async function assertTerminalToken(db: Reader, token: string): Promise<{ id: number; branch: number }> {
  const presented = tokenHash(token);
  const row = await db
    .selectFrom(TABLES.terminalTokens)
    .select(['id', 'branch_id', 'token_hash', 'revoked_at'])
    .where('token_hash', '=', presented)
    .executeTakeFirst();
  const matches = safeEqual(presented, row?.token_hash ?? '0'.repeat(64));
  if (!row || !matches || row.revoked_at !== null) throw invalidTerminalToken();
  return { id: Number(row.id), branch: row.branch_id };
}

export function presentToken(row: {
  id: number;
  branch_id: number;
  name: string;
  created_at: Date;
  revoked_at: Date | null;
  last_used_at: Date | null;
}): TerminalToken {
  return {
    id: Number(row.id),
    branch: row.branch_id,
    name: row.name,
    createdAt: row.created_at.toISOString(),
    revokedAt: row.revoked_at?.toISOString() ?? null,
    lastUsedAt: row.last_used_at?.toISOString() ?? null,
  };
}

/** Stores a token's hash for a branch; returns the row. */
export async function insertTerminalToken(trx: TimeTrackingTrx, branch: number, name: string, token: string) {
  return trx
    .insertInto(TABLES.terminalTokens)
    .values({ branch_id: branch, name, token_hash: tokenHash(token) })
    .returning(['id', 'branch_id', 'name', 'created_at', 'revoked_at', 'last_used_at'])
    .executeTakeFirstOrThrow();
}
