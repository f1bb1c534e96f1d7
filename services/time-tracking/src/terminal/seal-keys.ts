import { LATE_PUNCH_LIMIT_MS, type TerminalSealKey } from '@asp/contracts';
import { newSealKeyPair, openSealedPin, sealedPinKeyId, toBase64Url } from '@asp/domain/terminal-seal';
import { timeTrackingTexts } from '@asp/i18n';
import { forbidden } from '@asp/server-kit';
import { randomBytes } from 'node:crypto';
import { TABLES, type TimeTrackingDb } from '../tables';

/** A new sealing key every week; terminals fetch the newest whenever they are online. */
export const SEAL_KEY_ROTATE_MS = 7 * 24 * 3600_000;
/**
 * How long a replaced key still opens seals: a terminal may have fetched it just before it
 * was replaced and then queue punches offline for up to LATE_PUNCH_LIMIT_MS; one day more
 * covers a terminal that was offline when the key changed.
 */
export const SEAL_KEY_GRACE_MS = LATE_PUNCH_LIMIT_MS + 24 * 3600_000;

/**
 * The key terminals seal offline PINs with (issue 15): the newest key pair, made on first
 * use and then weekly. The private keys stay in this service's database (a restart must
 * still open the seals of punches queued before it); keys older than a week plus
 * SEAL_KEY_GRACE_MS are deleted, so a leaked old key opens nothing still queued.
 */
export async function currentSealKey(db: TimeTrackingDb, now: Date): Promise<TerminalSealKey> {
  const newest = await db
    .selectFrom(TABLES.terminalSealKeys)
    .select(['key_id', 'public_key', 'created_at'])
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (newest && now.getTime() - newest.created_at.getTime() < SEAL_KEY_ROTATE_MS)
    return { keyId: newest.key_id, publicKey: newest.public_key };
  const pair = newSealKeyPair();
  const keyId = toBase64Url(randomBytes(9));
  await db
    .insertInto(TABLES.terminalSealKeys)
    .values({ key_id: keyId, private_key: pair.privateKey, public_key: pair.publicKey, created_at: now })
    .execute();
  await db
    .deleteFrom(TABLES.terminalSealKeys)
    .where('created_at', '<', new Date(now.getTime() - SEAL_KEY_ROTATE_MS - SEAL_KEY_GRACE_MS))
    .execute();
  return { keyId, publicKey: pair.publicKey };
}

/**
 * The PIN of an offline punch sealed at the terminal, once the seal is opened with a known
 * key and names exactly this punch (user, action and original time): a seal copied onto
 * another punch or another user is refused like a wrong seal (403, German).
 */
export async function pinFromSeal(
  db: TimeTrackingDb,
  sealed: string,
  punch: { username: string; action: string; at: string | undefined },
): Promise<string> {
  const keyId = sealedPinKeyId(sealed);
  const key = keyId ? await db.selectFrom(TABLES.terminalSealKeys).selectAll().where('key_id', '=', keyId).executeTakeFirst() : undefined;
  const claims = key ? openSealedPin(sealed, { keyId: key.key_id, privateKey: key.private_key, publicKey: key.public_key }) : null;
  const matches =
    claims !== null &&
    punch.at !== undefined &&
    claims.at === punch.at &&
    claims.action === punch.action &&
    claims.username.toLowerCase() === punch.username.toLowerCase();
  if (!matches) throw forbidden(timeTrackingTexts.sealedPinInvalid);
  return claims.pin;
}
