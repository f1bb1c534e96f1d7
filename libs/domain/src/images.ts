/** Image sizes by width (website.md §3). */
export const IMAGE_SIZES = { icon: 64, thumbnail: 128, tiny: 256, small: 640, medium: 1280, large: 1920 } as const;
export type ImageSize = keyof typeof IMAGE_SIZES;

export interface ImageRef {
  id: number | string;
  version: number | string;
  extension: string;
}

export interface FileRef extends ImageRef {
  publicHash: string;
}

/** /image/{id}-{version}.{extension}, or sized /image/{size}/{id}-{version}.{extension}. */
export function imageUrl(image: ImageRef, size?: ImageSize | null): string {
  const file = `${image.id}-${image.version}.${image.extension}`;
  return size ? `/image/${size}/${file}` : `/image/${file}`;
}

/** /upload/{publicHash}/{id}-{version}.{extension} */
export function uploadUrl(file: FileRef): string {
  return `/upload/${file.publicHash}/${file.id}-${file.version}.${file.extension}`;
}

/** /upload/{publicHash}/preview/{id}-{version}.jpg */
export function uploadPreviewUrl(file: Omit<FileRef, 'extension'>): string {
  return `/upload/${file.publicHash}/preview/${file.id}-${file.version}.jpg`;
}

/** The smallest size at least as wide as needed (large for anything wider). */
export function imageSizeForWidth(width: number): ImageSize {
  const sizes = Object.entries(IMAGE_SIZES) as Array<[ImageSize, number]>;
  return sizes.find(([, w]) => w >= width)?.[0] ?? 'large';
}

/** The six widths in ascending order (website.md §9). */
export const IMAGE_WIDTHS = Object.values(IMAGE_SIZES);

/**
 * The `srcset` of an image over the six sized files ('/image/small/3-1.png 640w, …'). With
 * a known natural width the list stops at the first size at least that wide: a larger
 * file would be the same pixels under a bigger name.
 */
export function imageSrcSet(image: ImageRef, naturalWidth?: number | null): string {
  const sizes = Object.entries(IMAGE_SIZES) as Array<[ImageSize, number]>;
  const limit = naturalWidth && naturalWidth > 0 ? sizes.findIndex(([, width]) => width >= naturalWidth) : -1;
  const used = limit === -1 ? sizes : sizes.slice(0, limit + 1);
  return used.map(([size, width]) => `${imageUrl(image, size)} ${width}w`).join(', ');
}
