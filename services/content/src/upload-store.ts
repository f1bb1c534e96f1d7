import type { Upload, UploadRecord } from '@asp/contracts';
import type { Db, Trx } from '@asp/server-kit';

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

export async function insertUpload(trx: Trx, upload: NewUpload): Promise<UploadRow> {
  return (await trx.insertInto('uploads').values(upload).returning(columns).executeTakeFirstOrThrow()) as UploadRow;
}

export async function findUpload(db: Db | Trx, id: number): Promise<UploadRow | null> {
  const row = await db.selectFrom('uploads').select(columns).where('id', '=', id).executeTakeFirst();
  return (row as UploadRow | undefined) ?? null;
}

export async function listUploads(db: Db | Trx): Promise<UploadRow[]> {
  return (await db.selectFrom('uploads').select(columns).orderBy('id').execute()) as UploadRow[];
}

/** The deleted row, or null when there was none. */
export async function deleteUpload(trx: Trx, id: number): Promise<UploadRow | null> {
  const row = await trx.deleteFrom('uploads').where('id', '=', id).returning(columns).executeTakeFirst();
  return (row as UploadRow | undefined) ?? null;
}
