import { rm } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { Image } from '@asp/contracts';
import { IMAGE_SIZES } from '@asp/domain';
import { startNatsServer, type TestNatsServer } from '@asp/server-kit/testing';
import { negotiateFormat } from '../src/routes/image-files';
import { dataUrl, errorsOf, makePdf, startContent, type Harness } from './helpers';

let h: Harness;
let nats: TestNatsServer;
beforeAll(async () => {
  // A NATS of its own: on the shared one, the catalog tests' product events name image ids
  // this file creates too, and the service would then refuse to delete them as "in use".
  nats = await startNatsServer();
  h = await startContent({ natsUrl: nats.url });
});
afterAll(async () => {
  await h.close();
  await nats.stop();
});

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#8c2f39' } })
    .png()
    .toBuffer();

async function uploadId(bytes: Buffer, mimeType = 'image/png', name = 'bild.png'): Promise<number> {
  const response = await h.upload(dataUrl(mimeType, bytes), name);
  expect(response.statusCode).toBe(201);
  return response.json().data.id as number;
}

async function createImage(bytes: Buffer, alt = 'Rinderfilet'): Promise<Image> {
  const response = await h.call({
    method: 'POST',
    url: '/api/images',
    headers: h.admin,
    payload: { uploadId: await uploadId(bytes), alt },
  });
  expect(response.statusCode).toBe(201);
  return response.json().data as Image;
}

/** Waits until the image's sizes are made (the worker of this service instance runs the job). */
async function whenReady(id: number, timeout = 60_000): Promise<Image> {
  const started = Date.now();
  for (;;) {
    const image = (await h.call({ method: 'GET', url: `/api/images/${id}`, headers: h.admin })).json().data as Image;
    if (image.status !== 'processing') return image;
    if (Date.now() - started > timeout) throw new Error(`image ${id} still processing`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const get = (url: string, headers: Record<string, string> = {}) => h.call({ method: 'GET', url, headers });

describe('images', () => {
  test('an upload becomes an image; the job makes the six widths in three formats, never enlarged', async () => {
    const image = await createImage(await png(2000, 1000));
    expect(image).toMatchObject({ version: 1, extension: 'png', width: 2000, height: 1000, alt: 'Rinderfilet', status: 'processing' });
    // Still processing (the large size is made last): a sized URL answers the original, not cached for good.
    const early = await get(`/image/large/${image.id}-1.png`);
    expect(early.statusCode).toBe(200);
    if (early.headers['cache-control'] !== 'public, max-age=31536000, immutable') {
      expect(early.headers['cache-control']).toBe('public, no-cache');
      expect((await sharp(early.rawPayload).metadata()).width).toBe(2000);
    }
    expect((await whenReady(image.id)).status).toBe('ready');
    for (const [size, width] of Object.entries(IMAGE_SIZES)) {
      for (const [accept, format] of [
        ['image/avif,image/webp,*/*', 'heif'],
        ['image/webp,*/*', 'webp'],
        ['*/*', 'png'],
      ]) {
        const response = await get(`/image/${size}/${image.id}-1.png`, { accept });
        expect(response.statusCode).toBe(200);
        expect(response.headers.vary).toBe('Accept');
        const meta = await sharp(response.rawPayload).metadata();
        expect([size, meta.format, meta.width, meta.height]).toEqual([size, format, width, width / 2]);
      }
    }
    // A size missing on disk (being made, or lost) falls back to the original, revalidated.
    await rm(path.join(h.service.ctx.env.dataDir, 'images', 'tiny', `${image.id}-1.png`));
    const fallback = await get(`/image/tiny/${image.id}-1.png`);
    expect([fallback.statusCode, fallback.headers['cache-control'], fallback.headers.etag]).toEqual([
      200,
      'public, no-cache',
      `"${image.id}-1-original"`,
    ]);
    expect((await sharp(fallback.rawPayload).metadata()).width).toBe(2000);

    const small = await createImage(await png(700, 350));
    await whenReady(small.id);
    const large = await sharp((await get(`/image/large/${small.id}-1.png`)).rawPayload).metadata();
    expect([large.width, large.height]).toEqual([700, 350]);
    const events = (await h.events()).filter((row) => row.subject.startsWith('content.image.')).map((row) => row.subject);
    expect(events).toEqual(['content.image.created', 'content.image.updated', 'content.image.created', 'content.image.updated']);
  });

  test('serving: content type by Accept, immutable caching, ETag and 304, German 404', async () => {
    const image = await createImage(await png(300, 200));
    await whenReady(image.id);
    const avif = await get(`/image/small/${image.id}-1.png`, { accept: 'image/avif' });
    expect(avif.headers['content-type']).toBe('image/avif');
    expect(avif.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const etag = String(avif.headers.etag);
    expect((await get(`/image/small/${image.id}-1.png`, { accept: 'image/avif', 'if-none-match': etag })).statusCode).toBe(304);
    // Another format is another entity: no 304 for the WebP answer with the AVIF tag.
    const webp = await get(`/image/small/${image.id}-1.png`, { accept: 'image/webp', 'if-none-match': etag });
    expect([webp.statusCode, webp.headers['content-type']]).toEqual([200, 'image/webp']);
    const original = await get(`/image/${image.id}-1.png`);
    expect([original.statusCode, original.headers['content-type']]).toEqual([200, 'image/png']);
    for (const url of [
      `/image/${image.id}-2.png`,
      `/image/${image.id}-1.jpg`,
      `/image/huge/${image.id}-1.png`,
      '/image/999999-1.png',
      '/image/x.png',
    ]) {
      const missing = await get(url);
      expect([url, missing.statusCode, errorsOf(missing)[0]?.message]).toEqual([url, 404, 'Das angeforderte Bild wurde nicht gefunden.']);
    }
  });

  test('alt text, a new file as the next version (old link still works), search, sort, paging, delete', async () => {
    const image = await createImage(await png(400, 300), 'Bratwurst vom Grill');
    const renamed = await h.call({
      method: 'PUT',
      url: `/api/images/${image.id}`,
      headers: h.admin,
      payload: { ...image, alt: 'Grobe Bratwurst' },
    });
    expect(renamed.json().data).toMatchObject({ alt: 'Grobe Bratwurst', version: 1 });
    const replaced = await h.call({
      method: 'PUT',
      url: `/api/images/${image.id}`,
      headers: h.admin,
      payload: { alt: 'Grobe Bratwurst', uploadId: await uploadId(await png(500, 250)) },
    });
    expect(replaced.json().data).toMatchObject({ version: 2, width: 500, height: 250, status: 'processing' });
    expect((await get(`/image/${image.id}-1.png`)).statusCode).toBe(200);
    expect((await sharp((await get(`/image/${image.id}-2.png`)).rawPayload).metadata()).width).toBe(500);

    const found = await get('/api/images?q=bratwurst%20grob&limit=5&offset=0&sort=-createdAt', h.admin);
    expect(found.headers['x-total-count']).toBe('1');
    expect(found.json().data.map((row: Image) => row.id)).toEqual([image.id]);
    const sorted = (await get('/api/images?sort=-width', h.admin)).json().data as Image[];
    expect(sorted.map((row) => row.width)).toEqual([...sorted.map((row) => row.width)].sort((a, b) => b - a));

    await whenReady(image.id);
    const removed = await h.call({ method: 'DELETE', url: `/api/images/${image.id}`, headers: h.admin });
    expect(removed.statusCode).toBe(200);
    expect((await get(`/image/small/${image.id}-2.png`)).statusCode).toBe(404);
    expect((await get(`/api/images/${image.id}`, h.admin)).statusCode).toBe(404);
  });

  test('refuses other types, odd dimensions and ratios with the German messages', async () => {
    const refuse = async (id: number, message: string) => {
      const response = await h.call({ method: 'POST', url: '/api/images', headers: h.admin, payload: { uploadId: id, alt: '' } });
      expect([response.statusCode, errorsOf(response)]).toEqual([400, [{ message, field: 'uploadId' }]]);
    };
    await refuse(await uploadId(makePdf(), 'application/pdf', 'preisliste.pdf'), 'Der Dateityp der Datei ist ungültig.');
    await refuse(await uploadId(await png(8, 8)), 'Die Bildgröße ist ungültig.');
    await refuse(await uploadId(await png(2200, 100)), 'Das Seitenverhältnis des Bildes ist ungültig.');
    const tooLarge = await h.upload(dataUrl('image/png', Buffer.alloc(10 * 1024 * 1024 + 1)), 'riesig.png');
    expect(errorsOf(tooLarge)[0].message).toBe('Die Datei ist zu groß. Die maximal zulässige Dateigröße beträgt 10 MB.');
    const employee = await h.call({ method: 'POST', url: '/api/images', headers: h.employee, payload: { uploadId: 1, alt: '' } });
    expect(employee.statusCode).toBe(403);
    expect((await get('/api/images')).statusCode).toBe(401);
  });

  test('Accept negotiation honours q=0 and prefers AVIF over WebP', () => {
    expect(negotiateFormat('image/avif,image/webp,image/apng,*/*;q=0.8', 'jpg')).toBe('avif');
    expect(negotiateFormat('image/avif;q=0, image/webp', 'jpg')).toBe('webp');
    expect(negotiateFormat('image/*', 'jpg')).toBe('jpg');
    expect(negotiateFormat(undefined, 'png')).toBe('png');
  });
});
