import { platformManifest } from '@asp/contracts';

/**
 * The run-time remote registry the shell reads from `/remotes.json` (DESIGN.md §9):
 * remote URLs are configuration, not build constants, so a remote can be
 * redeployed alone.
 */
export interface RemoteApp {
  /** Module federation name, the key of the registry. */
  name: string;
  /** App folder, also the folder under dist/ and under /remotes/ in production mode. */
  folder: string;
  /** Port of the remote's own static server on the dev platform. */
  devPort: number;
}

/** From the platform manifest (libs/contracts/src/platform.json). */
export const remoteApps: readonly RemoteApp[] = platformManifest.remotes.map(({ name, folder, port }) => ({ name, folder, devPort: port }));

export type RemoteRegistry = Record<string, string>;

/** Development: each remote from its own static server. */
export function devRegistry(): RemoteRegistry {
  return Object.fromEntries(remoteApps.map((app) => [app.name, `http://localhost:${app.devPort}/mf-manifest.json`]));
}

/** Production mode: the gateway serves dist/<folder>/ under /remotes/<folder>/ itself. */
export function servedRegistry(): RemoteRegistry {
  return Object.fromEntries(remoteApps.map((app) => [app.name, `/remotes/${app.folder}/mf-manifest.json`]));
}

/** `REMOTES_JSON`: an object of remote name → manifest URL (absolute or root-relative). */
export function parseRegistry(json: string): RemoteRegistry {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    throw new Error('REMOTES_JSON ist kein gültiges JSON.');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new Error('REMOTES_JSON muss ein Objekt { "<remote>": "<manifest-URL>" } sein.');
  }
  for (const [name, url] of Object.entries(parsed)) {
    if (typeof url !== 'string' || !(url.startsWith('/') || /^https?:\/\//.test(url))) {
      throw new Error(`REMOTES_JSON: die URL von ${name} muss mit http(s):// oder / beginnen.`);
    }
  }
  return parsed as RemoteRegistry;
}

/**
 * Root-relative entries become absolute URLs of the origin the browser used, because
 * the module federation runtime resolves a remote's chunks relative to its manifest URL.
 */
export function resolveRegistry(registry: RemoteRegistry, origin: string): RemoteRegistry {
  return Object.fromEntries(Object.entries(registry).map(([name, url]) => [name, url.startsWith('/') ? `${origin}${url}` : url]));
}
