import { createInstance, getInstance, type ModuleFederation } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import type { RemoteAppProps } from '../remote/remote-app-props';

/**
 * Remote URLs are run-time configuration (DESIGN.md §9): the gateway serves
 * /remotes.json, `{ "mf_storefront": "http://…/mf-manifest.json", … }`, so a remote
 * can be redeployed (or moved) without rebuilding the shell.
 */
export type RemoteRegistry = Record<string, string>;

let registryUrl = '/remotes.json';
let registry: Promise<RemoteRegistry> | null = null;
/** Remotes whose last load failed: registered again (forced) before the next attempt. */
const failed = new Set<string>();
const loaded = new Map<string, ComponentType<RemoteAppProps>>();

export function configureRemoteRegistry(url: string): void {
  registryUrl = url;
  registry = null;
}

/** Reads the registry (never from the HTTP cache: it is what changes on a redeploy). */
export async function fetchRemoteRegistry(url: string = registryUrl): Promise<RemoteRegistry> {
  const response = await fetch(url, { cache: 'no-store', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const body = (await response.json()) as unknown;
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new Error(`${url} is not a remote registry`);
  return Object.fromEntries(Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/**
 * The federation runtime instance. In the shell the build plugin has already
 * created it (with the shared react & co.); outside a federated build one is made.
 */
function federation(): ModuleFederation {
  return getInstance() ?? createInstance({ name: 'shell', remotes: [] });
}

/** Fetches /remotes.json once and registers every remote's manifest with the runtime. */
function ensureRegistry(): Promise<RemoteRegistry> {
  if (!registry) {
    registry = fetchRemoteRegistry().then((remotes) => {
      const instance = federation();
      const known = new Set(instance.options.remotes.map((remote) => remote.name));
      const fresh = Object.entries(remotes).filter(([name]) => !known.has(name));
      instance.registerRemotes(fresh.map(([name, entry]) => ({ name, entry })));
      return remotes;
    });
    // A failed read is not kept: the next attempt asks again.
    registry.catch(() => (registry = null));
  }
  return registry;
}

/**
 * Loads a remote's exposed './App' (default export: RemoteApp). A failed load is
 * not cached anywhere: the next call re-registers the remote with `force`, which
 * drops the runtime's manifest, snapshot and entry caches for it, so a remote that
 * was down loads on retry without a page reload.
 */
export async function loadRemoteApp(name: string): Promise<ComponentType<RemoteAppProps>> {
  const cached = loaded.get(name);
  if (cached) return cached;
  try {
    const remotes = await ensureRegistry();
    const entry = remotes[name];
    if (!entry) throw new Error(`remote ${name} is not in the registry`);
    const instance = federation();
    if (failed.has(name)) instance.registerRemotes([{ name, entry }], { force: true });
    const module = await instance.loadRemote<{ default?: ComponentType<RemoteAppProps> }>(`${name}/App`);
    const component = module?.default;
    if (typeof component !== 'function' && typeof component !== 'object') throw new Error(`remote ${name} exposes no RemoteApp`);
    failed.delete(name);
    loaded.set(name, component as ComponentType<RemoteAppProps>);
    return component as ComponentType<RemoteAppProps>;
  } catch (error) {
    failed.add(name);
    throw error;
  }
}
