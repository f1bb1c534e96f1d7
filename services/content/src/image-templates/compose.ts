import { readFile } from 'node:fs/promises';
import sharp, { type OverlayOptions } from 'sharp';
import type { ImageTemplate, ImageTemplateLayer } from '@asp/contracts';
import type { ImageStorage } from '../images/image-storage';
import { findImage } from '../images/image-store';
import type { ContentDb } from '../tables';

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

/** `{name}` → the variable's value; unknown placeholders stay as written (the poster shows what is missing). */
export const fillPlaceholders = (text: string, variables: Record<string, string>) =>
  text.replace(/\{([A-Za-z0-9_]{1,64})\}/g, (whole, key: string) => (Object.hasOwn(variables, key) ? variables[key] : whole));

/** A canvas-sized SVG holding one shape or text layer (librsvg renders it; fonts through fontconfig). */
function layerSvg(
  template: ImageTemplate,
  layer: Exclude<ImageTemplateLayer, { type: 'image' }>,
  variables: Record<string, string>,
): Buffer {
  let body: string;
  if (layer.type === 'shape') {
    body =
      layer.shape === 'ellipse'
        ? `<ellipse cx="${layer.x + layer.width / 2}" cy="${layer.y + layer.height / 2}" rx="${layer.width / 2}" ry="${layer.height / 2}" fill="${layer.fill}"/>`
        : `<rect x="${layer.x}" y="${layer.y}" width="${layer.width}" height="${layer.height}" rx="${layer.radius}" fill="${layer.fill}"/>`;
  } else {
    const anchor = { left: 'start', center: 'middle', right: 'end' }[layer.align];
    const x = { left: layer.x, center: layer.x + layer.width / 2, right: layer.x + layer.width }[layer.align];
    const lines = fillPlaceholders(layer.text, variables).split('\n');
    // y is the top of the first line; each line's baseline sits one font size lower.
    const spans = lines.map(
      (line, index) => `<tspan x="${x}" y="${layer.y + layer.fontSize * (index + 0.85) * 1.2}">${escapeXml(line)}</tspan>`,
    );
    body = `<text font-family="${escapeXml(layer.fontFamily)}, sans-serif" font-size="${layer.fontSize}" font-weight="${layer.fontWeight}" fill="${layer.color}" text-anchor="${anchor}">${spans.join('')}</text>`;
  }
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${template.width}" height="${template.height}">${body}</svg>`);
}

/** The picture of an image layer, resized to its box; null when it has none (or the image is gone). */
async function layerPicture(
  db: ContentDb,
  storage: ImageStorage,
  layer: Extract<ImageTemplateLayer, { type: 'image' }>,
  imageId: number | null,
): Promise<OverlayOptions | null> {
  if (imageId === null) return null;
  const image = await findImage(db, imageId);
  if (!image) return null;
  const bytes = await readFile(storage.originalPath(image, image.extension));
  const input = await sharp(bytes)
    .resize(layer.width, layer.height, { fit: layer.fit, background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();
  return { input, left: layer.x, top: layer.y };
}

/**
 * Composes a template into a PNG: the background, then every layer in order (shapes and
 * texts as SVG, images from the originals of `/api/images`), placeholders filled from
 * `variables`, image layers optionally swapped through `images` (layer id → image id).
 */
export async function composeTemplate(
  db: ContentDb,
  storage: ImageStorage,
  template: ImageTemplate,
  variables: Record<string, string>,
  images: Record<string, number>,
): Promise<Buffer> {
  const overlays: OverlayOptions[] = [];
  for (const layer of template.layers) {
    if (layer.type === 'image') {
      const chosen = Object.hasOwn(images, layer.id) ? images[layer.id] : layer.imageId;
      const picture = await layerPicture(db, storage, layer, chosen);
      if (picture) overlays.push(picture);
    } else {
      overlays.push({ input: layerSvg(template, layer, variables), left: 0, top: 0 });
    }
  }
  return sharp({ create: { width: template.width, height: template.height, channels: 4, background: template.background } })
    .composite(overlays)
    .png()
    .toBuffer();
}
