import { createHash, randomBytes } from 'node:crypto';
import { contentEvents, siteInputSchema, type EventActor, type Site, type SiteDraft, type SiteVersionSummary } from '@asp/contracts';
import { validationTexts, websiteContentTexts } from '@asp/i18n';
import { conflict, notFound, sql, writeEvent } from '@asp/server-kit';
import type { ContentDb, ContentTrx, SiteInputData } from '../tables';

type Reader = ContentDb | ContentTrx;

/** The published page (the `sites` row), locked for update inside a transaction when asked. */
export async function findPublishedSite(db: Reader, id: number, lock = false): Promise<Site | null> {
  let query = db.selectFrom('sites').select(['id', 'data']).where('id', '=', id);
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row ? { ...siteInputSchema.parse(row.data), id: Number(row.id) } : null;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** The draft as the back office sees it: without a stored draft, the published fields. */
export async function readDraft(db: Reader, siteId: number): Promise<SiteDraft | null> {
  const site = await findPublishedSite(db, siteId);
  if (!site) return null;
  const draft = await db.selectFrom('site_drafts').selectAll().where('site_id', '=', siteId).executeTakeFirst();
  const { id: _id, ...published } = site;
  if (!draft)
    return { siteId, data: published, hasDraft: false, updatedAt: null, scheduledAt: null, baseVersion: await latestVersion(db, siteId) };
  return {
    siteId,
    data: siteInputSchema.parse(draft.data),
    hasDraft: true,
    updatedAt: iso(draft.updated_at),
    scheduledAt: iso(draft.scheduled_at),
    baseVersion: draft.base_version,
  };
}

export async function latestVersion(db: Reader, siteId: number): Promise<number> {
  const row = await db
    .selectFrom('site_versions')
    .select((eb) => eb.fn.max('version').as('version'))
    .where('site_id', '=', siteId)
    .executeTakeFirst();
  return Number(row?.version ?? 0);
}

/** Saves the draft (keeps a scheduled time: the schedule publishes whatever the draft is then). */
export async function saveDraft(trx: ContentTrx, siteId: number, data: SiteInputData): Promise<void> {
  const baseVersion = await latestVersion(trx, siteId);
  await trx
    .insertInto('site_drafts')
    .values({ site_id: siteId, data: JSON.stringify(data), base_version: baseVersion })
    .onConflict((oc) => oc.column('site_id').doUpdateSet({ data: JSON.stringify(data), updated_at: sql`now()` }))
    .execute();
}

/**
 * Makes `data` the public page: the `sites` row, a new numbered version, the events
 * `content.site.updated` and `content.site.published`; the draft is gone afterwards. The
 * first publication also keeps the page as it was before as version 1, so it can be
 * rolled back to.
 */
export async function publishSite(
  trx: ContentTrx,
  siteId: number,
  data: SiteInputData,
  by: { name: string | null; actor?: EventActor; restoredFrom?: number },
): Promise<{ site: Site; version: number }> {
  const current = await findPublishedSite(trx, siteId, true);
  if (!current) throw notFound();
  const taken = await trx.selectFrom('sites').select('id').where('identifier', '=', data.path).where('id', '!=', siteId).executeTakeFirst();
  if (taken) throw conflict(validationTexts.unique, 'path');
  let version = await latestVersion(trx, siteId);
  if (version === 0) {
    const { id: _id, ...before } = current;
    await trx
      .insertInto('site_versions')
      .values({ site_id: siteId, version: 1, data: JSON.stringify(before), published_by: null })
      .execute();
    version = 1;
  }
  version += 1;
  await trx
    .updateTable('sites')
    .set({ data: JSON.stringify(data), identifier: data.path, updated_at: sql`now()` })
    .where('id', '=', siteId)
    .execute();
  await trx
    .insertInto('site_versions')
    .values({ site_id: siteId, version, data: JSON.stringify(data), published_by: by.name, restored_from: by.restoredFrom ?? null })
    .execute();
  await trx.deleteFrom('site_drafts').where('site_id', '=', siteId).execute();
  const site: Site = { ...data, id: siteId };
  await writeEvent(trx, contentEvents.site.updated, { id: siteId, data: site, actor: by.actor });
  await writeEvent(trx, contentEvents.sitePublished, { id: siteId, version, restoredFrom: by.restoredFrom ?? null, data: site });
  return { site, version };
}

const versionSummary = (row: {
  version: number;
  data: unknown;
  published_at: Date | string;
  published_by: string | null;
  restored_from: number | null;
}): SiteVersionSummary => {
  const data = siteInputSchema.parse(row.data);
  return {
    version: row.version,
    name: data.name,
    path: data.path,
    publishedAt: new Date(row.published_at).toISOString(),
    publishedBy: row.published_by,
    restoredFrom: row.restored_from,
  };
};

/** Versions newest first, paged in SQL. */
export async function listVersions(db: Reader, siteId: number, page: { limit?: number; offset?: number }) {
  let query = db.selectFrom('site_versions').selectAll().where('site_id', '=', siteId).orderBy('version', 'desc');
  if (page.limit !== undefined) query = query.limit(page.limit);
  if (page.offset !== undefined) query = query.offset(page.offset);
  const rows = await query.execute();
  const total = await db
    .selectFrom('site_versions')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('site_id', '=', siteId)
    .executeTakeFirstOrThrow();
  return { items: rows.map(versionSummary), total: Number(total.count) };
}

export async function findVersion(db: Reader, siteId: number, version: number) {
  const row = await db
    .selectFrom('site_versions')
    .selectAll()
    .where('site_id', '=', siteId)
    .where('version', '=', version)
    .executeTakeFirst();
  if (!row) throw notFound(websiteContentTexts.versionNotFound);
  return { ...versionSummary(row), data: siteInputSchema.parse(row.data) };
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
export const PREVIEW_LINK_DAYS = 7;

/** A new secret preview link: 256 random bits, only the hash is stored. */
export async function createPreviewToken(db: Reader, siteId: number) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + PREVIEW_LINK_DAYS * 24 * 3600 * 1000);
  await db
    .insertInto('site_preview_tokens')
    .values({ token_hash: hashToken(token), site_id: siteId, expires_at: expiresAt })
    .execute();
  return { token, url: `/vorschau/${token}`, expiresAt: expiresAt.toISOString() };
}

/** The site as its draft would publish it, for a valid, unexpired token; null otherwise. */
export async function previewSite(db: Reader, token: string): Promise<Site | null> {
  const row = await db
    .selectFrom('site_preview_tokens')
    .select('site_id')
    .where('token_hash', '=', hashToken(token))
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  if (!row) return null;
  const draft = await readDraft(db, Number(row.site_id));
  return draft ? { ...draft.data, id: draft.siteId } : null;
}
