import { SIGNAGE_ONLINE_WINDOW_MS, signageDeviceRecordSchema, type SignageDevice, type SignageDeviceRecord } from '@asp/contracts';
import { latestCommands } from './commands';
import { TABLES, type SignageDb, type SignageTrx } from './tables';

type Reader = SignageDb | SignageTrx;

/** URL of a TV's newest screenshot (staff only; `?t=` changes with each new one so caches refresh). */
export const screenshotUrl = (deviceId: number, takenAt: Date) =>
  `/api/digital-signage-devices/${deviceId}/screenshot?t=${takenAt.getTime()}`;

/** A stored TV, parsed; null when unknown. */
export async function findDevice(db: Reader, id: number): Promise<SignageDeviceRecord | null> {
  const row = await db.selectFrom(TABLES.devices).select(['id', 'data']).where('id', '=', id).executeTakeFirst();
  return row ? signageDeviceRecordSchema.parse({ ...(row.data as object), id: Number(row.id) }) : null;
}

/** Locks a TV's row for the rest of the transaction (commands of one TV queue on it). */
export async function lockDevice(trx: SignageTrx, id: number): Promise<SignageDeviceRecord | null> {
  const row = await trx.selectFrom(TABLES.devices).select(['id', 'data']).where('id', '=', id).forUpdate().executeTakeFirst();
  return row ? signageDeviceRecordSchema.parse({ ...(row.data as object), id: Number(row.id) }) : null;
}

/**
 * The answer form of TVs: each record plus what the server manages beside it — last
 * contact and online state at `now`, current segment, newest command, last screenshot,
 * whether a key exists. Four queries for any number of TVs.
 */
export async function presentDevices(
  db: Reader,
  records: Array<Record<string, unknown> & { id: number }>,
  now: Date,
): Promise<SignageDevice[]> {
  const ids = records.map((record) => record.id);
  if (!ids.length) return [];
  const [states, keys, shots, commands] = await Promise.all([
    db.selectFrom(TABLES.deviceState).selectAll().where('device_id', 'in', ids).execute(),
    db.selectFrom(TABLES.deviceKeys).select('device_id').where('device_id', 'in', ids).execute(),
    db.selectFrom(TABLES.screenshots).select(['device_id', 'taken_at']).where('device_id', 'in', ids).execute(),
    latestCommands(db, ids),
  ]);
  const state = new Map(states.map((row) => [Number(row.device_id), row]));
  const keyed = new Set(keys.map((row) => Number(row.device_id)));
  const shot = new Map(shots.map((row) => [Number(row.device_id), new Date(row.taken_at)]));
  return records.map((record) => {
    const contact = state.get(record.id);
    const lastContact = contact ? new Date(contact.last_contact_at) : null;
    const takenAt = shot.get(record.id);
    return {
      ...signageDeviceRecordSchema.parse(record),
      lastContactAt: lastContact ? lastContact.toISOString() : null,
      online: lastContact !== null && now.getTime() - lastContact.getTime() <= SIGNAGE_ONLINE_WINDOW_MS,
      currentSegment:
        contact?.segment_id != null && contact.segment_since
          ? { id: Number(contact.segment_id), name: contact.segment_name ?? '', since: new Date(contact.segment_since).toISOString() }
          : null,
      lastFailure:
        contact?.failed_segment_id != null && contact.failed_at
          ? {
              segment: Number(contact.failed_segment_id),
              message: contact.failed_message ?? '',
              at: new Date(contact.failed_at).toISOString(),
            }
          : null,
      command: commands.get(record.id) ?? null,
      screenshot: takenAt ? { url: screenshotUrl(record.id, takenAt), takenAt: takenAt.toISOString() } : null,
      hasKey: keyed.has(record.id),
    };
  });
}

/** One TV in answer form (the caller knows it exists). */
export async function presentDevice(db: Reader, record: SignageDeviceRecord, now: Date): Promise<SignageDevice> {
  return (await presentDevices(db, [record], now))[0]!;
}
