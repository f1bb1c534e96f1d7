import sharp from 'sharp';
import type { FileStorage } from './file-storage';
import type { Upload } from '@asp/contracts';

/** Longest side of a preview (the uploads list and the wysiwyg's file links show it small). */
export const PREVIEW_SIZE = 320;
/** Types sharp reads safely from the bytes; everything else (PDF included) gets the generic picture. */
const RASTER = new Set(['jpg', 'jpeg', 'png', 'gif']);

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A generic preview: a sheet of paper with a folded corner and the file type in large letters.
 * PDFs get this too: no PDF rasteriser (poppler, Ghostscript, ImageMagick) is installed on
 * the platform's images, and sharp's prebuilt libvips has no PDF loader.
 */
export function genericPreview(extension: string): Promise<Buffer> {
  const label = escapeXml(extension.toUpperCase().slice(0, 5));
  const color = extension === 'pdf' ? '#c0392b' : '#5d6d7e';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${PREVIEW_SIZE}" height="${PREVIEW_SIZE}">
  <rect width="100%" height="100%" fill="#f4f4f4"/>
  <path d="M90 30 H200 L240 70 V290 H90 Z" fill="#ffffff" stroke="#b0b0b0" stroke-width="4"/>
  <path d="M200 30 V70 H240" fill="#e6e6e6" stroke="#b0b0b0" stroke-width="4"/>
  <rect x="70" y="170" width="180" height="64" rx="8" fill="${color}"/>
  <text x="160" y="215" font-family="DejaVu Sans, sans-serif" font-size="36" font-weight="700" fill="#ffffff" text-anchor="middle">${label}</text>
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

/** The first frame of an image, fitted into PREVIEW_SIZE², on white (JPEG has no transparency). */
async function rasterPreview(storage: FileStorage, upload: Upload): Promise<Buffer> {
  return sharp(storage.filePath(upload), { animated: false, limitInputPixels: 100_000_000 })
    .rotate()
    .resize(PREVIEW_SIZE, PREVIEW_SIZE, { fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 80 })
    .toBuffer();
}

/**
 * Preview JPEGs made on request and kept in a small in-memory cache (the URL is immutable,
 * so browsers cache it for a year too). Nothing is written to disk, so deleting an upload
 * leaves no preview behind.
 */
export class UploadPreviews {
  private readonly cache = new Map<string, Buffer>();
  constructor(
    private readonly storage: FileStorage,
    private readonly maxEntries = 200,
  ) {}

  async preview(upload: Upload): Promise<Buffer> {
    const key = `${upload.publicHash}/${upload.id}-${upload.version}`;
    const cached = this.cache.get(key);
    if (cached) return cached;
    // A file sharp cannot read after all (a damaged image) still gets a picture.
    const bytes = RASTER.has(upload.extension)
      ? await rasterPreview(this.storage, upload).catch(() => genericPreview(upload.extension))
      : await genericPreview(upload.extension);
    if (this.cache.size >= this.maxEntries) this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(key, bytes);
    return bytes;
  }
}
