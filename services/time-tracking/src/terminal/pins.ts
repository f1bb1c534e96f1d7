import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { TERMINAL_PIN_LOCK_MS, TERMINAL_PIN_MAX_FAILURES } from '@asp/contracts';
import { timeTrackingTexts } from '@asp/i18n';
import { forbidden, HttpError, sql } from '@asp/server-kit';
import { TABLES, type TimeTrackingDb } from '../tables';

const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer, length: number) => Promise<Buffer>;

/**
 * Terminal PINs (issue 15): a short PIN per user, set by an admin, so a colleague cannot
 * punch for someone else at the shared tablet. Four digits are few, so the hash is salted
 * scrypt (a stolen table does not give PINs away by a lookup table) and wrong tries are
 * counted: after TERMINAL_PIN_MAX_FAILURES the user is locked at the terminals for
 * TERMINAL_PIN_LOCK_MS. Stored as `scrypt$<salt>$<hash>`, base64url.
 */
export async function hashPin(pin: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scryptAsync(pin, salt, 32);
  return `scrypt$${salt.toString('base64url')}$${hash.toString('base64url')}`;
}

export async function pinMatches(pin: string, stored: string): Promise<boolean> {
  const [kind, salt, hash] = stored.split('$');
  if (kind !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await scryptAsync(pin, Buffer.from(salt, 'base64url'), expected.length);
  return timingSafeEqual(actual, expected);
}

/**
 * The terminal's PIN check for a user: nothing to do without a PIN; else the presented PIN
 * must match (403 'Bitte PIN eingeben.' / 'Die PIN ist falsch.'), and a locked user gets
 * 429 until the lock ends. The counter is updated atomically (two wrong tries at once both count).
 */
export async function assertTerminalPin(db: TimeTrackingDb, user: number, presented: string | undefined, now: Date): Promise<void> {
  const row = await db.selectFrom(TABLES.terminalPins).selectAll().where('user_id', '=', user).executeTakeFirst();
  if (!row) return;
  if (row.locked_until && row.locked_until > now) throw new HttpError(429, [{ message: timeTrackingTexts.pinLocked }]);
  if (!presented) throw forbidden(timeTrackingTexts.pinRequired);
  if (await pinMatches(presented, row.pin_hash)) {
    if (row.failed_attempts > 0 || row.locked_until)
      await db.updateTable(TABLES.terminalPins).set({ failed_attempts: 0, locked_until: null }).where('user_id', '=', user).execute();
    return;
  }
  const lockUntil = new Date(now.getTime() + TERMINAL_PIN_LOCK_MS);
  await db
    .updateTable(TABLES.terminalPins)
    .set({
      failed_attempts: sql`case when failed_attempts + 1 >= ${TERMINAL_PIN_MAX_FAILURES} then 0 else failed_attempts + 1 end`,
      locked_until: sql`case when failed_attempts + 1 >= ${TERMINAL_PIN_MAX_FAILURES} then ${lockUntil}::timestamptz else locked_until end`,
    })
    .where('user_id', '=', user)
    .execute();
  throw forbidden(timeTrackingTexts.pinWrong);
}
