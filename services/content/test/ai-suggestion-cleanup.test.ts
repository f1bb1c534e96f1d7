import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { Image } from '@asp/contracts';
import { sql } from '@asp/server-kit';
import { waitFor } from '@asp/server-kit/testing';
import { readContentOptions } from '../src/config';
import { processPruneAiSuggestions } from '../src/images/ai-suggestion-cleanup';
import { imageStorageFor } from '../src/images/image-storage';
import { dataUrl, startContent, type Harness } from './helpers';

/**
 * Issue 14: AI image suggestions nobody accepted are removed with their files after the
 * retention period (job `prune-ai-suggestions` of content.maintenance); an accepted one, one a
 * catalogue record shows, and a recent one stay. Real PostgreSQL and Redis (the sizes worker).
 */
let h: Harness;
beforeAll(async () => {
  h = await startContent();
});
afterAll(async () => {
  await h?.close();
});

/** An image as the AI 'create' mode stores it: an ordinary image document with `suggestion: true`. */
async function suggestion(alt: string): Promise<Image> {
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
  const image = response.json().data as Image;
  // The sizes are made first, so no late job writes files or touches the row after the ageing below.
  await waitFor(async () => (await get(image))?.status === 'ready', 15_000);
  await sql`update images set data = data || '{"suggestion": true}'::jsonb where id = ${image.id}`.execute(h.service.ctx.db);
  return image;
}

const get = async (image: Image): Promise<Image | null> => {
  const response = await h.call({ method: 'GET', url: `/api/images/${image.id}`, headers: h.admin });
  return response.statusCode === 200 ? (response.json().data as Image) : null;
};
const ageDays = (image: Image, days: number) =>
  sql`update images set updated_at = now() - make_interval(days => ${days}) where id = ${image.id}`.execute(h.service.ctx.db);
/** The image's files in every folder (original and sizes, all versions). */
async function filesOf(image: Image): Promise<string[]> {
  const root = path.join(h.service.ctx.env.dataDir, 'images');
  const found: string[] = [];
  for (const folder of await readdir(root)) {
    for (const file of await readdir(path.join(root, folder))) if (file.startsWith(`${image.id}-`)) found.push(file);
  }
  return found;
}

it('keeps seven days by default, configurable (at least one day)', () => {
  expect(readContentOptions({}).maintenance.aiSuggestionMaxAgeDays).toBe(7);
  expect(readContentOptions({ CONTENT_AI_SUGGESTION_MAX_AGE_DAYS: '30' }).maintenance.aiSuggestionMaxAgeDays).toBe(30);
  expect(readContentOptions({ CONTENT_AI_SUGGESTION_MAX_AGE_DAYS: '0' }).maintenance.aiSuggestionMaxAgeDays).toBe(1);
});

it('removes an old unused suggestion with its files; a recent, an accepted, a catalogue-used and a linked old one stay', async () => {
  const unused = await suggestion('Alter Vorschlag');
  const recent = await suggestion('Neuer Vorschlag');
  const accepted = await suggestion('Angenommener Vorschlag');
  const used = await suggestion('Verwendeter Vorschlag');
  const linked = await suggestion('Verlinkter Vorschlag');
  // Accepting is saving it in the back office: the flag goes.
  const saved = await h.call({ method: 'PUT', url: `/api/images/${accepted.id}`, headers: h.admin, payload: { alt: 'Schweinebraten' } });
  expect(saved.statusCode).toBe(200);
  expect((await get(accepted))?.suggestion).toBeUndefined();
  await h.service.ctx.db
    .insertInto('catalog_image_references')
    .values({ resource: 'products', record_id: 7, image_id: used.id, label: 'Leberkäse' })
    .execute();
  // A block that links a sized file of it by hand (the pickers offer no suggestions).
  await h.service.ctx.db
    .insertInto('blocks')
    .values({ identifier: 'ki-vorschlag', data: JSON.stringify({ html: `<img src="/image/medium/${linked.id}-1.png">` }) })
    .execute();
  // The service learns catalogue references from the catalog stream on the NATS server all test
  // files share: a catalog test's product with `image: { id: N }` lands here too, and image ids
  // start at 1 in every test database. Only the reference made above counts in this test.
  await sql`delete from catalog_image_references where image_id <> ${used.id} or record_id <> 7`.execute(h.service.ctx.db);
  for (const image of [unused, accepted, used, linked]) await ageDays(image, 8);
  await ageDays(recent, 6);
  expect((await filesOf(unused)).length).toBeGreaterThan(1);

  const result = await processPruneAiSuggestions(h.service.ctx.db, imageStorageFor(h.service.ctx), { maxAgeDays: 7 });

  expect(result).toEqual({ removed: 1 });
  expect(await get(unused)).toBeNull();
  expect(await filesOf(unused)).toEqual([]);
  for (const kept of [recent, accepted, used, linked]) {
    expect((await get(kept))?.id).toBe(kept.id);
    expect((await filesOf(kept)).length).toBeGreaterThan(1);
  }
  const events = await sql<{ subject: string }>`select subject from outbox where payload->>'id' = ${String(unused.id)}`.execute(
    h.service.ctx.db,
  );
  expect(events.rows.map((row) => row.subject)).toContain('content.image.deleted');
});
