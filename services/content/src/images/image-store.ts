import { z } from 'zod';
import { imageDataSchema, type Image } from '@asp/contracts';
import { allOf, jsonContains, searchWords, sortOrder, sql, type SqlCondition } from '@asp/server-kit';
import type { ContentDb, ContentTrx } from '../tables';

export type ImageDataRecord = z.infer<typeof imageDataSchema>;

export interface ImageListQuery {
  q?: string;
  status?: Image['status'];
  suggestion?: 'true' | 'false';
  sort?: string;
  limit?: number;
  offset?: number;
}

const toImage = (row: { id: number; data: unknown }): Image => ({ ...imageDataSchema.parse(row.data), id: Number(row.id) });

const isSuggestion = jsonContains({ suggestion: true });

function listWhere(query: ImageListQuery): SqlCondition {
  return allOf([
    searchWords(query.q, ['alt', 'name']),
    query.status ? jsonContains({ status: query.status }) : undefined,
    // Only suggestions carry the field, so 'not a suggestion' is the negation, not `suggestion: false`.
    query.suggestion === undefined ? undefined : query.suggestion === 'true' ? isSuggestion : sql<boolean>`not ${isSuggestion}`,
  ]);
}

/** One page (or all) of the images matching the filters, sorted in SQL. */
export async function listImages(db: ContentDb, query: ImageListQuery): Promise<Image[]> {
  let select = db.selectFrom('images').select(['id', 'data']).where(listWhere(query)).orderBy(sortOrder(query.sort));
  if (query.limit !== undefined) select = select.limit(query.limit);
  if (query.offset !== undefined) select = select.offset(query.offset);
  return (await select.execute()).map(toImage);
}

export async function countImages(db: ContentDb, query: ImageListQuery): Promise<number> {
  const row = await db
    .selectFrom('images')
    .select(sql<number>`count(*)::int`.as('total'))
    .where(listWhere(query))
    .executeTakeFirstOrThrow();
  return row.total;
}

/** One image; `lock` holds the row for the rest of the transaction (a concurrent update waits). */
export async function findImage(db: ContentDb | ContentTrx, id: number, lock = false): Promise<Image | null> {
  let select = db.selectFrom('images').select(['id', 'data']).where('id', '=', id);
  if (lock) select = select.forUpdate();
  const row = await select.executeTakeFirst();
  return row ? toImage(row) : null;
}

export async function insertImage(trx: ContentTrx, data: ImageDataRecord, id?: number): Promise<Image> {
  const values = { data: JSON.stringify(imageDataSchema.parse(data)), ...(id === undefined ? {} : { id }) };
  const row = await trx.insertInto('images').values(values).returning(['id', 'data']).executeTakeFirstOrThrow();
  return toImage(row);
}

export async function updateImage(trx: ContentTrx, id: number, data: ImageDataRecord): Promise<Image> {
  const row = await trx
    .updateTable('images')
    .set({ data: JSON.stringify(imageDataSchema.parse(data)), updated_at: sql`now()` })
    .where('id', '=', id)
    .returning(['id', 'data'])
    .executeTakeFirstOrThrow();
  return toImage(row);
}

export async function deleteImage(trx: ContentTrx, id: number): Promise<boolean> {
  const row = await trx.deleteFrom('images').where('id', '=', id).returning('id').executeTakeFirst();
  return Boolean(row);
}

/** Images whose sizes are still to be made (after a restart, a lost job or the demo seed). */
export async function findProcessingImages(db: ContentDb): Promise<Image[]> {
  return (
    await db
      .selectFrom('images')
      .select(['id', 'data'])
      .where(jsonContains({ status: 'processing' }))
      .execute()
  ).map(toImage);
}

/** The stored part of a record (what the table and the events hold besides the id). */
export const imageData = ({ id: _id, ...data }: Image): ImageDataRecord => data;
