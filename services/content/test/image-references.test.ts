import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { CATALOG_STREAM, catalogEvents, type EventDefinition, type Image } from '@asp/contracts';
import { imageTexts } from '@asp/i18n';
import { ensureStream } from '@asp/server-kit';
import { startNatsServer, waitFor, type TestNatsServer } from '@asp/server-kit/testing';
import { dataUrl, errorsOf, startContent, type Harness } from './helpers';

/**
 * DELETE /api/images/{id} refuses an image a catalogue record still shows. The content
 * service learns the uses from the catalog's events (images/catalog-image-references.ts).
 */
let nats: TestNatsServer;
let nc: NatsConnection;
let h: Harness;
beforeAll(async () => {
  nats = await startNatsServer();
  nc = await connect({ servers: nats.url });
  await ensureStream(await jetstreamManager(nc), CATALOG_STREAM);
  h = await startContent({ natsUrl: nats.url });
});
afterAll(async () => {
  await h?.close();
  await nc?.drain();
  await nats?.stop();
});

async function createImage(alt: string): Promise<Image> {
  const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#8c2f39' } })
    .png()
    .toBuffer();
  const upload = await h.upload(dataUrl('image/png', png), `${alt}.png`);
  const response = await h.call({
    method: 'POST',
    url: '/api/images',
    headers: h.admin,
    payload: { uploadId: upload.json().data.id, alt },
  });
  expect(response.statusCode).toBe(201);
  return response.json().data as Image;
}

/** Publishes like the catalog service's outbox relay (the payloads are records as the catalog sends them, only the read fields matter). */
async function publish(entry: EventDefinition, payload: unknown): Promise<void> {
  const id = randomUUID();
  const envelope = { id, subject: entry.subject, version: entry.version, occurredAt: new Date().toISOString(), payload };
  await jetstream(nc).publish(entry.subject, new TextEncoder().encode(JSON.stringify(envelope)), { msgID: id });
}

const ref = (image: Image) => ({ id: image.id, version: image.version, extension: image.extension });
const remove = (image: Image) => h.call({ method: 'DELETE', url: `/api/images/${image.id}`, headers: h.admin });
const usesOf = async (image: Image) =>
  (await h.service.ctx.db.selectFrom('catalog_image_references').select('record_id').where('image_id', '=', image.id).execute()).length;

test('an image a product shows cannot be deleted (German 409 naming the product); once the product drops it, it can', async () => {
  const butter = await createImage('Kräuterbutter');
  const other = await createImage('Anderes');
  await publish(catalogEvents.product.created, { id: 21, data: { id: 21, name: 'Kräuterbutter', images: [ref(other), ref(butter)] } });
  await waitFor(async () => (await usesOf(butter)) === 1, 15_000);

  const refused = await remove(butter);
  expect(refused.statusCode).toBe(409);
  expect(errorsOf(refused)).toEqual([{ message: 'Das Bild wird noch verwendet (Produkt „Kräuterbutter“).' }]);
  expect((await h.call({ method: 'GET', url: `/api/images/${butter.id}`, headers: h.admin })).statusCode).toBe(200);

  await publish(catalogEvents.product.updated, { id: 21, data: { id: 21, name: 'Kräuterbutter', images: [ref(other)] } });
  await waitFor(async () => (await usesOf(butter)) === 0, 15_000);
  expect((await remove(butter)).statusCode).toBe(200);
  expect((await remove(other)).statusCode).toBe(409);
});

test('categories, tags, donatees, divisions and branches count too; a deleted record frees its image; more than three uses are counted', async () => {
  const logo = await createImage('Logo');
  await publish(catalogEvents.category.created, { id: 3, data: { id: 3, name: 'Grill', image: ref(logo) } });
  await publish(catalogEvents.tag.created, { id: 4, data: { id: 4, name: 'Bio', image: ref(logo) } });
  await publish(catalogEvents.donatee.created, { id: 5, data: { id: 5, name: 'Tafel', image: ref(logo) } });
  await publish(catalogEvents.division.created, { id: 6, data: { id: 6, name: 'Metzgerei Muster', logo: ref(logo) } });
  await publish(catalogEvents.branch.created, { id: 7, data: { id: 7, name: 'Konstanz', logo: null, images: [ref(logo), 'kaputt'] } });
  await waitFor(async () => (await usesOf(logo)) === 5, 15_000);
  expect(errorsOf(await remove(logo))).toEqual([
    { message: 'Das Bild wird noch verwendet (Filiale „Konstanz“, Kategorie „Grill“, Organisation „Metzgerei Muster“ und 2 weitere).' },
  ]);

  for (const [entry, id] of [
    [catalogEvents.category.deleted, 3],
    [catalogEvents.tag.deleted, 4],
    [catalogEvents.donatee.deleted, 5],
    [catalogEvents.branch.deleted, 7],
  ] as const) {
    await publish(entry, { id });
  }
  await waitFor(async () => (await usesOf(logo)) === 1, 15_000);
  expect(errorsOf(await remove(logo))).toEqual([{ message: 'Das Bild wird noch verwendet (Organisation „Metzgerei Muster“).' }]);
  await publish(catalogEvents.division.updated, { id: 6, data: { id: 6, name: 'Metzgerei Muster', logo: null } });
  await waitFor(async () => (await usesOf(logo)) === 0, 15_000);
  expect((await remove(logo)).statusCode).toBe(200);
  expect(imageTexts.inUse).toContain('noch verwendet');
});
