import { randomBytes } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ImageSize } from '@asp/domain';
import type { ServiceContext } from '@asp/server-kit';

/** The formats a sized file may have: the original's, or the two modern ones negotiated by `Accept`. */
export type SizedFormat = string;

export interface ImageFileRef {
  id: number;
  version: number;
}

/**
 * Image files on the local disk, in the shape of the public URLs:
 * `<root>/original/<id>-<version>.<extension>` and `<root>/<size>/<id>-<version>.<format>`.
 * Every part is checked before it gets here (numeric id and version, a size name, an
 * extension from a closed list), so no path can leave the root.
 */
export class ImageStorage {
  constructor(readonly root: string) {}

  originalPath(image: ImageFileRef, extension: string): string {
    return path.join(this.root, 'original', `${image.id}-${image.version}.${extension}`);
  }

  sizedPath(image: ImageFileRef, size: ImageSize, format: SizedFormat): string {
    return path.join(this.root, size, `${image.id}-${image.version}.${format}`);
  }

  /** Written to a temporary name and renamed: a reader never sees half a file. */
  async write(target: string, bytes: Buffer): Promise<void> {
    await mkdir(path.dirname(target), { recursive: true });
    const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await writeFile(temporary, bytes, { flag: 'wx' });
      await rename(temporary, target);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  read(target: string): Promise<Buffer> {
    return readFile(target);
  }

  /** The file as a stream with its size, or null when it is not on disk. */
  async open(target: string): Promise<{ size: number; stream: ReadStream } | null> {
    const info = await stat(target).catch(() => null);
    if (!info?.isFile()) return null;
    return { size: info.size, stream: createReadStream(target) };
  }

  /** Every file of an image, all versions and sizes (after the record is deleted). */
  async removeAll(id: number): Promise<void> {
    const prefix = `${id}-`;
    const folders = await readdir(this.root).catch(() => [] as string[]);
    for (const folder of folders) {
      const files = await readdir(path.join(this.root, folder)).catch(() => [] as string[]);
      for (const file of files) {
        if (file.startsWith(prefix)) await rm(path.join(this.root, folder, file), { force: true });
      }
    }
  }
}

/** The service's image files: `${dataDir}/images`. */
export const imageStorageFor = (ctx: ServiceContext) => new ImageStorage(path.resolve(ctx.env.dataDir, 'images'));
