import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { PlatformManifest } from '@asp/contracts';

/**
 * The platform manifest (libs/contracts/src/platform.json) the started platform uses:
 * gateway and remote ports come from it, not from copies. Read as a file rather than
 * imported, so Playwright's loader needs no workspace path aliases; the type is checked
 * by tsc and the contents by the contracts tests.
 */
export const platform = JSON.parse(
  readFileSync(path.join(__dirname, '../../libs/contracts/src/platform.json'), 'utf8'),
) as PlatformManifest;

/** A remote by its app folder. */
export function remoteByFolder(folder: string) {
  const remote = platform.remotes.find((candidate) => candidate.folder === folder);
  if (!remote) throw new Error(`${folder} steht nicht in libs/contracts/src/platform.json`);
  return remote;
}
