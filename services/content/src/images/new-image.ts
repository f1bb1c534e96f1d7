import { contentEvents, type EventActor, type Image } from '@asp/contracts';
import { writeEvent } from '@asp/server-kit';
import type { FastifyBaseLogger } from 'fastify';
import type { ContentDb } from '../tables';
import type { EnqueueImageSizes } from './image-jobs';
import type { ImageStorage } from './image-storage';
import { insertImage, type ImageDataRecord } from './image-store';

export interface NewImageDeps {
  images: ImageStorage;
  enqueue: EnqueueImageSizes | null;
  log: FastifyBaseLogger;
}

/**
 * Stores a checked original as a new image (version 1, 'processing'): the record, its file
 * and the `created` event in one transaction, then the sizes job. Used by every way an
 * image comes into being — an upload, an image template, the AI — so they all behave alike.
 */
export async function storeNewImage(
  db: ContentDb,
  deps: NewImageDeps,
  data: Omit<ImageDataRecord, 'version' | 'status' | 'createdAt'>,
  bytes: Buffer,
  actor: EventActor | undefined,
): Promise<Image> {
  const written: { id?: number } = {};
  let image: Image;
  try {
    image = await db.transaction().execute(async (trx) => {
      const created = await insertImage(trx, { ...data, version: 1, status: 'processing', createdAt: new Date().toISOString() });
      written.id = created.id;
      // On disk before the commit: a committed record always has its original.
      await deps.images.write(deps.images.originalPath(created, created.extension), bytes);
      await writeEvent(trx, contentEvents.image.created, { id: created.id, data: created, actor });
      return created;
    });
  } catch (error) {
    // The transaction rolled back: a file written for the record that does not exist goes too.
    if (written.id !== undefined) await deps.images.removeAll(written.id).catch(() => undefined);
    throw error;
  }
  await enqueueSizes(deps, image);
  return image;
}

/** Adds the sizes job of the image's current version; without Redis (or when adding fails) the original is served meanwhile. */
export async function enqueueSizes(deps: Omit<NewImageDeps, 'images'>, image: Image): Promise<void> {
  if (!deps.enqueue) return deps.log.warn({ id: image.id }, 'no Redis: image sizes are not made, the original is served');
  // After the commit: a failure here leaves the image 'processing' (the original is served) until the next start re-queues it.
  await deps
    .enqueue({ id: image.id, version: image.version })
    .catch((error: unknown) => deps.log.error({ err: error, id: image.id }, 'image job not added'));
}
