import type { Upload, UploadRecord } from '@asp/contracts';
import { sql } from '@asp/server-kit';
import type { ContentDb, ContentTrx } from './tables';

/** A row of the uploads table as PostgreSQL returns it (server-kit parses bigint ids as numbers). */
export interface UploadRow {
  id: number;
  version: number;
  extension: string;
  mime_type: string;
  public_hash: string;
  size: number;
  original_name: string | null;
  created_at: Date;
}

const columns = ['id', 'version', 'extension', 'mime_type', 'public_hash', 'size', 'original_name', 'created_at'] as const;

export type NewUpload = Pick<UploadRow, 'extension' | 'mime_type' | 'public_hash' | 'size' | 'original_name'>;

/** What the storefront keeps in a configured item (storefront.md §3 upload entry). */
export function toUpload(row: UploadRow): Upload {
  return {
    id: row.id,
    version: row.version,
    extension: row.extension,
    mimeType: row.mime_type,
    publicHash: row.public_hash,
  };
}

/** The staff view: plus size, original name and time of upload. */
export function toUploadRecord(row: UploadRow): UploadRecord {
  return { ...toUpload(row), size: row.size, name: row.original_name, createdAt: row.created_at.toISOString() };
}

export async function insertUpload(trx: ContentTrx, upload: NewUpload): Promise<UploadRow> {
  return (await trx.insertInto('uploads').values(upload).returning(columns).executeTakeFirstOrThrow()) as UploadRow;
}

export async function findUpload(db: ContentDb | ContentTrx, id: number): Promise<UploadRow | null> {
  const row = await db.selectFrom('uploads').select(columns).where('id', '=', id).executeTakeFirst();
  return (row as UploadRow | undefined) ?? null;
}

/** Every upload by id, or one page of them (`limit`/`offset`, as the standard lists page). */
export async function listUploads(db: ContentDb | ContentTrx, page: { limit?: number; offset?: number } = {}): Promise<UploadRow[]> {
  let query = db.selectFrom('uploads').select(columns).orderBy('id');
  if (page.limit !== undefined) query = query.limit(page.limit);
  if (page.offset !== undefined) query = query.offset(page.offset);
  return (await query.execute()) as UploadRow[];
}

export async function countUploads(db: ContentDb | ContentTrx): Promise<number> {
  const { total } = await db
    .selectFrom('uploads')
    .select(sql<number>`count(*)::int`.as('total'))
    .executeTakeFirstOrThrow();
  return total;
}

/** The deleted row, or null when there was none. */
export async function deleteUpload(trx: ContentTrx, id: number): Promise<UploadRow | null> {
  const row = await trx.deleteFrom('uploads').where('id', '=', id).returning(columns).executeTakeFirst();
  return (row as UploadRow | undefined) ?? null;
}

/**
 * Records that an order uses an upload — only when id and public hash name the same upload:
 * the hash is what a real upload entry carries, so an order naming bare ids cannot keep
 * other people's files alive. Unknown or already removed uploads are skipped.
 */
export async function addUploadReference(trx: ContentTrx, orderId: number, upload: { id: number; publicHash: string }): Promise<void> {
  await trx
    .insertInto('upload_references')
    .columns(['upload_id', 'order_id'])
    .expression((eb) =>
      eb
        .selectFrom('uploads')
        .select(['id as upload_id', sql<number>`${orderId}::bigint`.as('order_id')])
        .where('id', '=', upload.id)
        .where('public_hash', '=', upload.publicHash),
    )
    .onConflict((conflict) => conflict.columns(['upload_id', 'order_id']).doNothing())
    .execute();
}

/** Up to `limit` uploads older than `maxAgeHours` that no order and not the shop configuration references, oldest first. */
export async function findOrphanUploads(db: ContentDb | ContentTrx, maxAgeHours: number, limit: number): Promise<UploadRow[]> {
  return (await db
    .selectFrom('uploads')
    .select(columns)
    .where('created_at', '<', sql<Date>`now() - make_interval(hours => ${maxAgeHours})`)
    .where((eb) =>
      eb.not(
        eb.or([
          eb.exists(eb.selectFrom('upload_references').select('upload_id').whereRef('upload_references.upload_id', '=', 'uploads.id')),
          eb.exists(
            eb.selectFrom('config_upload_references').select('upload_id').whereRef('config_upload_references.upload_id', '=', 'uploads.id'),
          ),
        ]),
      ),
    )
    .orderBy('created_at')
    .limit(limit)
    .execute()) as UploadRow[];
}

/** Deletes those of `ids` that are still orphans (an order may have come meanwhile); the deleted rows. */
export async function deleteOrphanUploads(trx: ContentTrx, ids: number[]): Promise<UploadRow[]> {
  if (!ids.length) return [];
  return (await trx
    .deleteFrom('uploads')
    .where('id', 'in', ids)
    .where((eb) =>
      eb.not(
        eb.or([
          eb.exists(eb.selectFrom('upload_references').select('upload_id').whereRef('upload_references.upload_id', '=', 'uploads.id')),
          eb.exists(
            eb.selectFrom('config_upload_references').select('upload_id').whereRef('config_upload_references.upload_id', '=', 'uploads.id'),
          ),
        ]),
      ),
    )
    .returning(columns)
    .execute()) as UploadRow[];
}
