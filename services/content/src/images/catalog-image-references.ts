import { z } from 'zod';
import { CATALOG_STREAM, catalogEvents, type EventDefinition } from '@asp/contracts';
import { fill, imageTexts, resourceNouns, type ResourceKey } from '@asp/i18n';
import { on, type ConsumerDefinition, type EventHandler } from '@asp/server-kit';
import type { ContentDb, ContentTrx } from '../tables';

/**
 * The catalogue records that show images (libs/contracts catalog: `image`, `logo`, `images`
 * of catalogImageSchema refs). The content service cannot read the catalog's tables, so it
 * learns from their events which record uses which image, to refuse deleting an image in use.
 */
const IMAGE_USERS = {
  product: 'products',
  category: 'categories',
  tag: 'tags',
  donatee: 'donatees',
  division: 'divisions',
  branch: 'branches',
} as const satisfies Partial<Record<keyof typeof catalogEvents, ResourceKey>>;
type ImageUser = keyof typeof IMAGE_USERS;

/** An image ref as the records hold it; anything else in the field (a foreign shape) counts as no image. */
const imageRef = z.object({ id: z.number().int().positive() }).loose();
const oneImage = imageRef.nullable().optional().catch(null);

/**
 * What the consumer reads of a created/updated event: the record's id, its name (for the
 * message) and its image fields only, so the catalog may change any other field freely.
 */
const recordImagesSchema = z.object({
  id: z.number().int(),
  data: z
    .object({
      name: z.string().optional().catch(undefined),
      identifier: z.string().optional().catch(undefined),
      image: oneImage,
      logo: oneImage,
      images: z.array(z.unknown()).optional().catch(undefined),
    })
    .loose(),
});
const deletedRecordSchema = z.object({ id: z.number().int() }).loose();

/** The image ids one record uses, each once. */
export function imageIdsOf(data: z.infer<typeof recordImagesSchema>['data']): number[] {
  const ids = new Set<number>();
  for (const single of [data.image, data.logo]) if (single) ids.add(single.id);
  for (const entry of data.images ?? []) {
    const parsed = imageRef.safeParse(entry);
    if (parsed.success) ids.add(parsed.data.id);
  }
  return [...ids];
}

async function forget(trx: ContentTrx, resource: ImageUser, recordId: number): Promise<void> {
  await trx.deleteFrom('catalog_image_references').where('resource', '=', resource).where('record_id', '=', recordId).execute();
}

/** Replaces a record's references with those of its saved state. */
async function remember(trx: ContentTrx, resource: ImageUser, payload: z.infer<typeof recordImagesSchema>): Promise<void> {
  await forget(trx, resource, payload.id);
  const label = (payload.data.name ?? payload.data.identifier ?? '').trim().slice(0, 200);
  const rows = imageIdsOf(payload.data).map((imageId) => ({ image_id: imageId, resource, record_id: payload.id, label }));
  if (rows.length) await trx.insertInto('catalog_image_references').values(rows).execute();
}

function handlersOf(resource: ImageUser): EventHandler[] {
  const events = catalogEvents[resource] as { created: EventDefinition; updated: EventDefinition; deleted: EventDefinition };
  return [
    on(events.created, (payload, trx) => remember(trx, resource, payload), { reads: recordImagesSchema }),
    on(events.updated, (payload, trx) => remember(trx, resource, payload), { reads: recordImagesSchema }),
    on(events.deleted, (payload, trx) => forget(trx, resource, payload.id), { reads: deletedRecordSchema }),
  ];
}

/**
 * Durable consumer of the CATALOG stream (from its beginning, so a fresh content database
 * learns every existing use): which catalogue record uses which image.
 */
export const catalogImageReferencesConsumer: ConsumerDefinition = {
  stream: CATALOG_STREAM.name,
  durable: 'content-catalog-image-references',
  handlers: (Object.keys(IMAGE_USERS) as ImageUser[]).flatMap(handlersOf),
};

/** Uses named in the 409 message; more are counted. */
const NAMED_USES = 3;

/**
 * Why an image cannot be deleted, or null when no catalogue record uses it:
 * 'Das Bild wird noch verwendet (Produkt „Kräuterbutter“, Kategorie „Grill“).'
 */
export async function imageInUseMessage(db: ContentDb | ContentTrx, imageId: number): Promise<string | null> {
  const uses = await db
    .selectFrom('catalog_image_references')
    .select(['resource', 'record_id', 'label'])
    .where('image_id', '=', imageId)
    .orderBy('resource')
    .orderBy('record_id')
    .execute();
  if (!uses.length) return null;
  const named = uses.slice(0, NAMED_USES).map((use) => {
    const noun = resourceNouns[IMAGE_USERS[use.resource as ImageUser] ?? 'products'].one;
    return use.label ? fill(imageTexts.usedBy, { noun, label: use.label }) : fill(imageTexts.usedById, { noun, id: use.record_id });
  });
  const more = uses.length - named.length;
  const list = more > 0 ? fill(imageTexts.usedByMore, { uses: named.join(', '), count: more }) : named.join(', ');
  return fill(imageTexts.inUse, { uses: list });
}
