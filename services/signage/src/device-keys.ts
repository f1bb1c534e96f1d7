import { createHash, randomBytes } from 'node:crypto';
import { signageDeviceRecordSchema, signageEvents, type SignageDeviceRecord } from '@asp/contracts';
import { signageServiceTexts } from '@asp/i18n';
import { HttpError, safeEqual, sql, writeEvent } from '@asp/server-kit';
import { TABLES, type SignageDb, type SignageTrx } from './tables';

/**
 * Device keys (issue 16): each TV has its own key, 256 random bits (base64url), made or
 * rotated by an admin and shown that once. Only its SHA-256 is kept (a random 256-bit key
 * needs no slow hash); a presented key is hashed and compared in constant time.
 */
export const deviceKeyHash = (key: string): string => createHash('sha256').update(key, 'utf8').digest('hex');

export const newDeviceKey = (): string => randomBytes(32).toString('base64url');

/** The German 401 for a wrong key, an unknown TV and a TV without key alike. */
export const invalidDeviceKey = () => new HttpError(401, [{ message: signageServiceTexts.invalidDeviceKey }]);

/** Stores the hash of a new key for the TV (replacing the old one) and announces it; returns the key. */
export async function rotateDeviceKey(trx: SignageTrx, deviceId: number, key = newDeviceKey()): Promise<string> {
  const keyHash = deviceKeyHash(key);
  await trx
    .insertInto(TABLES.deviceKeys)
    .values({ device_id: deviceId, key_hash: keyHash })
    .onConflict((c) => c.column('device_id').doUpdateSet({ key_hash: keyHash, created_at: sql`now()` }))
    .execute();
  await writeEvent(trx, signageEvents.deviceKey.changed, { device: deviceId });
  return key;
}

/** The TV's current key hash (null: none, or no such TV). */
export async function currentKeyHash(db: SignageDb | SignageTrx, deviceId: number): Promise<string | null> {
  const row = await db.selectFrom(TABLES.deviceKeys).select('key_hash').where('device_id', '=', deviceId).executeTakeFirst();
  return row?.key_hash ?? null;
}

/**
 * The TV whose identifier and key these are, with the hash of its key; else the 401.
 * The presented key is hashed and compared even for an unknown TV (against a dummy), so
 * the time taken does not tell whether an identifier exists.
 */
export async function authenticateDevice(
  db: SignageDb | SignageTrx,
  identifier: string,
  key: string,
): Promise<{ device: SignageDeviceRecord; keyHash: string }> {
  const row = await db
    .selectFrom(TABLES.devices)
    .leftJoin(TABLES.deviceKeys, 'signage_device_keys.device_id', 'signage_devices.id')
    .select(['signage_devices.id', 'signage_devices.data', 'signage_device_keys.key_hash'])
    .where('signage_devices.identifier', '=', identifier)
    .executeTakeFirst();
  const matches = safeEqual(deviceKeyHash(key), row?.key_hash ?? '0'.repeat(64));
  if (!row || !row.key_hash || !matches) throw invalidDeviceKey();
  return { device: signageDeviceRecordSchema.parse({ ...(row.data as object), id: Number(row.id) }), keyHash: row.key_hash };
}
