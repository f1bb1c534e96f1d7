import { DEVICE_ONLINE_WINDOW_MS, deviceRecordSchema, type Device, type DeviceRecord } from '@asp/contracts';
import { sql } from '@asp/server-kit';
import { TABLES, type DevicesDb } from './tables';

/** A stored device, parsed (defaults of fields added later filled in); null when unknown. */
export async function findDevice(db: DevicesDb, id: number): Promise<DeviceRecord | null> {
  const row = await db.selectFrom(TABLES.devices).select(['id', 'data']).where('id', '=', id).executeTakeFirst();
  return row ? deviceRecordSchema.parse({ ...(row.data as object), id: Number(row.id) }) : null;
}

/** The first device of a kind in a branch (lowest id), for jobs that name only the branch. */
export async function firstDeviceOfBranch(db: DevicesDb, branch: number, kind: DeviceRecord['kind']): Promise<DeviceRecord | null> {
  const row = await db
    .selectFrom(TABLES.devices)
    .select(['id', 'data'])
    // Spelled like the expression indexes of migrations.ts.
    .where(sql<boolean>`data->>'branch' = ${String(branch)} and data->>'kind' = ${kind}`)
    .orderBy('id')
    .executeTakeFirst();
  return row ? deviceRecordSchema.parse({ ...(row.data as object), id: Number(row.id) }) : null;
}

/** A device log line; `at` is the database's clock. */
export async function writeDeviceLog(db: DevicesDb, device: number, level: 'info' | 'warning' | 'error', message: string): Promise<void> {
  await db
    .insertInto(TABLES.deviceLogs)
    .values({ device_id: device, level, message: message.slice(0, 2000) })
    .execute();
}

/** Records a successful contact (online state). A device deleted meanwhile is simply not found. */
export async function recordContact(db: DevicesDb, device: number, at: Date): Promise<void> {
  await db
    .insertInto(TABLES.deviceContacts)
    .columns(['device_id', 'last_contact_at'])
    .expression((eb) =>
      eb
        .selectFrom(TABLES.devices)
        .select([eb.val(device).as('device_id'), eb.val(at).as('last_contact_at')])
        .where('id', '=', device),
    )
    .onConflict((oc) => oc.column('device_id').doUpdateSet({ last_contact_at: at }))
    .execute();
}

/** The answer form of devices: each record plus its last contact and online state at `now`. */
export async function presentDevices(
  db: DevicesDb,
  records: Array<Record<string, unknown> & { id: number }>,
  now: Date,
): Promise<Device[]> {
  const ids = records.map((record) => record.id);
  const contacts = ids.length
    ? await db.selectFrom(TABLES.deviceContacts).select(['device_id', 'last_contact_at']).where('device_id', 'in', ids).execute()
    : [];
  const lastContact = new Map(contacts.map((row) => [Number(row.device_id), new Date(row.last_contact_at)]));
  return records.map((record) => {
    const at = lastContact.get(record.id) ?? null;
    return {
      ...deviceRecordSchema.parse(record),
      lastContactAt: at ? at.toISOString() : null,
      online: at !== null && now.getTime() - at.getTime() <= DEVICE_ONLINE_WINDOW_MS,
    };
  });
}
