import sharp, { type Sharp } from 'sharp';
import { IMAGE_MAX_RATIO, IMAGE_MAX_SIDE, IMAGE_MIN_SIDE, type ImageFileExtension } from '@asp/contracts';
import { IMAGE_SIZES, type ImageSize } from '@asp/domain';
import { validationTexts } from '@asp/i18n';
import { badRequest } from '@asp/server-kit';
import type { ImageFileRef, ImageStorage } from './image-storage';

/** What sharp must find in the bytes for each accepted extension. */
const SHARP_FORMAT: Record<ImageFileExtension, string> = { jpg: 'jpeg', jpeg: 'jpeg', png: 'png', gif: 'gif' };
/** Modern formats made for every size; the browser's `Accept` chooses (image-files route). */
export const MODERN_FORMATS = ['avif', 'webp'] as const;
export const IMAGE_MIME_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
};

export interface ImageProbe {
  width: number;
  height: number;
}

/**
 * Reads the dimensions from the file's header (never decodes the pixels, so a
 * decompression bomb costs nothing here) and applies document 1 §5's rules with German
 * messages: the type must be what the extension says, each side between IMAGE_MIN_SIDE and
 * IMAGE_MAX_SIDE pixels, and the ratio at most IMAGE_MAX_RATIO : 1.
 */
export async function probeImage(bytes: Buffer, extension: ImageFileExtension): Promise<ImageProbe> {
  const meta = await sharp(bytes)
    .metadata()
    .catch(() => null);
  if (!meta || meta.format !== SHARP_FORMAT[extension] || !meta.width || !meta.height) {
    throw badRequest(validationTexts.fileType, 'uploadId');
  }
  // EXIF orientations 5–8 are turned by 90°: the image is shown with sides swapped.
  const turned = (meta.orientation ?? 1) >= 5;
  const width = turned ? meta.height : meta.width;
  const height = turned ? meta.width : meta.height;
  const longest = Math.max(width, height);
  const shortest = Math.min(width, height);
  if (longest > IMAGE_MAX_SIDE || shortest < IMAGE_MIN_SIDE) throw badRequest(validationTexts.imageDimensions, 'uploadId');
  if (longest / shortest > IMAGE_MAX_RATIO) throw badRequest(validationTexts.imageRatio, 'uploadId');
  return { width, height };
}

function encode(pipeline: Sharp, format: string): Sharp {
  switch (format) {
    case 'avif':
      // Effort 2 of 9: a little larger files, several times faster on small machines.
      return pipeline.avif({ quality: 55, effort: 2 });
    case 'webp':
      return pipeline.webp({ quality: 80 });
    case 'png':
      return pipeline.png({ compressionLevel: 8 });
    case 'gif':
      return pipeline.gif();
    default:
      return pipeline.jpeg({ quality: 82, mozjpeg: true });
  }
}

/**
 * The six widths of website.md §3 (64 … 1920) in the original format, WebP and AVIF.
 * Never enlarged: a size wider than the original gets the original's width, so every
 * sized URL exists. Turned by its EXIF orientation; animation is not kept (first frame).
 * Sizes are made one after the other to keep memory and CPU use of one job small.
 */
export async function makeImageSizes(storage: ImageStorage, image: ImageFileRef, extension: ImageFileExtension): Promise<void> {
  const original = await storage.read(storage.originalPath(image, extension));
  for (const [size, width] of Object.entries(IMAGE_SIZES) as [ImageSize, number][]) {
    const resized = sharp(original).rotate().resize({ width, withoutEnlargement: true });
    for (const format of [extension, ...MODERN_FORMATS]) {
      const bytes = await encode(resized.clone(), format).toBuffer();
      await storage.write(storage.sizedPath(image, size, format), bytes);
    }
  }
}
