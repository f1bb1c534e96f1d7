import { randomBytes } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Upload } from '@asp/contracts';

type StoredFile = Pick<Upload, 'id' | 'version' | 'extension' | 'publicHash'>;

/**
 * Upload files on the local disk: `<root>/<publicHash>/<id>-<version>.<extension>`,
 * the same shape as the public URL. Every path part is checked before it gets here
 * (hash alphabet, numeric id and version, accepted extension), so none can leave the root.
 */
export class FileStorage {
  constructor(readonly root: string) {}

  filePath(file: StoredFile): string {
    return path.join(this.root, file.publicHash, `${file.id}-${file.version}.${file.extension}`);
  }

  /** Written to a temporary name and renamed: a reader never sees half a file. Pieces are written one after the other, never joined. */
  async write(file: StoredFile, bytes: Buffer | readonly Buffer[]): Promise<void> {
    const target = this.filePath(file);
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

  /** The file as a stream with its size, or null when it is not on disk. */
  async open(file: StoredFile): Promise<{ size: number; stream: ReadStream } | null> {
    const target = this.filePath(file);
    const info = await stat(target).catch(() => null);
    if (!info?.isFile()) return null;
    return { size: info.size, stream: createReadStream(target) };
  }

  /** Removes the file and its hash folder once empty; a missing file is no error. */
  async remove(file: StoredFile): Promise<void> {
    const target = this.filePath(file);
    await rm(target, { force: true });
    await rmdir(path.dirname(target)).catch(() => undefined);
  }
}
