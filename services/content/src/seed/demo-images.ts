import sharp from 'sharp';
import { DEMO_IMAGES, DEMO_IMAGE_EXTENSION, contentEvents } from '@asp/contracts';
import { sql, writeEvent, type Trx } from '@asp/server-kit';
import type { ImageStorage } from '../images/image-storage';
import { insertImage } from '../images/image-store';
import type { ContentTrx } from '../tables';

const WIDTH = 800;
const HEIGHT = 600;

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A product tile drawn at seed time (nothing may be downloaded): a colour, a soft circle and the name. */
export function demoTile(title: string, color: string): Promise<Buffer> {
  const overlay = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
    <circle cx="${WIDTH / 2}" cy="${HEIGHT / 2 - 40}" r="170" fill="#ffffff" fill-opacity="0.14"/>
    <rect x="0" y="${HEIGHT - 150}" width="${WIDTH}" height="150" fill="#000000" fill-opacity="0.25"/>
    <text x="${WIDTH / 2}" y="${HEIGHT - 60}" font-family="sans-serif" font-size="64" font-weight="bold"
      fill="#ffffff" text-anchor="middle">${escapeXml(title)}</text>
  </svg>`;
  return sharp({ create: { width: WIDTH, height: HEIGHT, channels: 3, background: color } })
    .composite([{ input: Buffer.from(overlay) }])
    .png({ compressionLevel: 6 })
    .toBuffer();
}

/**
 * The demo images with their fixed ids (the catalogue's seed links them by id). Only the
 * originals are written here, status 'processing': the image worker, started after the
 * seed, finds them and makes the sizes in the background, so the start stays fast.
 */
export async function seedDemoImages(trx: Trx, storage: ImageStorage): Promise<void> {
  const tiles = await Promise.all(DEMO_IMAGES.map((image) => demoTile(image.title, image.color)));
  const createdAt = new Date().toISOString();
  for (const [index, demo] of DEMO_IMAGES.entries()) {
    const bytes = tiles[index];
    const image = await insertImage(
      trx as ContentTrx,
      {
        version: 1,
        extension: DEMO_IMAGE_EXTENSION,
        alt: demo.alt,
        mimeType: 'image/png',
        width: WIDTH,
        height: HEIGHT,
        bytes: bytes.length,
        name: `${demo.title.toLowerCase()}.png`,
        status: 'processing',
        createdAt,
      },
      demo.id,
    );
    await storage.write(storage.originalPath(image, image.extension), bytes);
    await writeEvent(trx, contentEvents.image.created, { id: image.id, data: image });
  }
  // Explicit ids leave the sequence behind: the next upload gets the next free id.
  await sql`select setval(pg_get_serial_sequence('images', 'id'), (select max(id) from images))`.execute(trx);
}
