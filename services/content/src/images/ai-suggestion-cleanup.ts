import { contentEvents, pruneAiSuggestionsJobSchema, type PruneAiSuggestionsJob } from '@asp/contracts';
import { jsonContains, sql, writeEvent } from '@asp/server-kit';
import type { FastifyBaseLogger } from 'fastify';
import type { ContentDb } from '../tables';
import type { ImageStorage } from './image-storage';

/**
 * Nothing shows the image: no catalogue record (catalog_image_references), no node's `image`,
 * and no link to one of its files (/image/[size/]{id}-…) in a site (draft, published
 * versions) or block. The pickers offer no suggestions, so these only guard a hand-made link.
 */
const notReferenced = sql<boolean>`not exists (select 1 from catalog_image_references r where r.image_id = images.id)
  and not exists (select 1 from nodes n where n.data -> 'image' ->> 'id' = images.id::text)
  and not exists (
    select 1 from (
      select data from sites union all select data from site_drafts union all select data from site_versions
      union all select data from blocks union all select data from nodes
    ) as linked
    where linked.data::text ~ ('/image/([a-z0-9]+/)?' || images.id || '-[0-9]')
  )`;

// One transaction per batch keeps locks short when a large backlog is cleaned up at once.
const BATCH = 200;

/**
 * Job `prune-ai-suggestions` of `content.maintenance`: removes AI images (`POST
 * /api/content-ai/generate/image`, mode 'create') that are still suggestions after
 * `maxAgeDays`, with all their files. "Used" is the flag's absence: saving a suggestion
 * (PUT /api/images/{id}) accepts it and clears `suggestion`; one that something shows all the
 * same (notReferenced) is kept too. The age counts from the last change (updated_at). Text
 * suggestions are no records of their own (they go into a site's draft), so there is nothing
 * else to expire. Row and event in one transaction as for an admin's deletion; the files
 * after the commit.
 */
export async function processPruneAiSuggestions(
  db: ContentDb,
  images: ImageStorage,
  data: PruneAiSuggestionsJob,
  log?: FastifyBaseLogger,
): Promise<{ removed: number }> {
  const { maxAgeDays } = pruneAiSuggestionsJobSchema.parse(data);
  let removed = 0;
  for (;;) {
    const deleted = await db.transaction().execute(async (trx) => {
      const rows = await trx
        .deleteFrom('images')
        .where((eb) =>
          eb('id', 'in', (sub) =>
            sub
              .selectFrom('images')
              .select('id')
              .where(jsonContains({ suggestion: true }))
              .where('updated_at', '<', sql<Date>`now() - make_interval(days => ${maxAgeDays})`)
              .where(notReferenced)
              .orderBy('id')
              .limit(BATCH),
          ),
        )
        .returning('id')
        .execute();
      for (const row of rows) await writeEvent(trx, contentEvents.image.deleted, { id: Number(row.id) });
      return rows.map((row) => Number(row.id));
    });
    for (const id of deleted) {
      await images.removeAll(id).catch((error: unknown) => log?.error({ err: error, id }, 'AI suggestion files not removed'));
    }
    removed += deleted.length;
    if (deleted.length < BATCH) break;
  }
  return { removed };
}
