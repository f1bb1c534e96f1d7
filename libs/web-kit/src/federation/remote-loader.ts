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
/** Loaded components by 'remote/exposed'. */
const loaded = new Map<string, ComponentType<never>>();

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

let standalone: ModuleFederation | null = null;

/**
 * The federation runtime instance. In a federated build (the shell, a remote loading
 * another remote's module) the build plugin has already created it (with the shared
 * react & co.); outside one, one is made once, so the remotes registered on it are
 * the ones it loads from.
 */
function federation(): ModuleFederation {
  return getInstance() ?? (standalone ??= createInstance({ name: 'shell', remotes: [] }));
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
 * Loads a module a remote exposes ('App', 'ConfiguratorPreview', …: the key of its
 * webpack `exposes` without './'). A failed load is not cached anywhere: the next call
 * re-registers the remote with `force`, which drops the runtime's manifest, snapshot and
 * entry caches for it, so a remote that was down loads on retry without a page reload.
 */
export async function loadRemoteModule<T>(name: string, exposed: string): Promise<T> {
  try {
    const remotes = await ensureRegistry();
    const entry = remotes[name];
    if (!entry) throw new Error(`remote ${name} is not in the registry`);
    const instance = federation();
    if (failed.has(name)) instance.registerRemotes([{ name, entry }], { force: true });
    const module = await instance.loadRemote<T>(`${name}/${exposed}`);
    if (!module) throw new Error(`remote ${name} exposes no ${exposed}`);
    failed.delete(name);
    return module;
  } catch (error) {
    failed.add(name);
    throw error;
  }
}

/**
 * Loads a remote's exposed component (default export), e.g. its './App' (RemoteApp) or
 * mf_storefront's './ConfiguratorPreview'; kept once loaded.
 */
export async function loadRemoteComponent<P extends object>(name: string, exposed: string): Promise<ComponentType<P>> {
  const key = `${name}/${exposed}`;
  const cached = loaded.get(key);
  if (cached) return cached as ComponentType<P>;
  const module = await loadRemoteModule<{ default?: ComponentType<P> }>(name, exposed);
  const component = module.default;
  if (typeof component !== 'function' && (typeof component !== 'object' || component === null)) {
    failed.add(name);
    throw new Error(`remote ${name} exposes no component as ${exposed}`);
  }
  loaded.set(key, component as ComponentType<never>);
  return component;
}

/** Loads a remote's exposed './App' (default export: RemoteApp). */
export function loadRemoteApp(name: string): Promise<ComponentType<RemoteAppProps>> {
  return loadRemoteComponent<RemoteAppProps>(name, 'App');
}
