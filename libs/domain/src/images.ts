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
