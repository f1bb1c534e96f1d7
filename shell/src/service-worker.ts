/**
 * The storefront's service worker (storefront.md §4 "Update flow", §7 "A service worker
 * is registered with root scope"), built to /service-worker.js by the shell's webpack
 * build; __BUILD_ID__ changes with every shell build, so the browser sees a new worker
 * (the update notice 'App neustarten').
 *
 * - install: caches the app page ('/') and the shell's unhashed files; waits until the
 *   page asks it to take over.
 * - message SKIP_WAITING: takes over ('App neustarten').
 * - activate: drops the caches of older builds and controls open pages.
 * - message SHELL_FILES_MESSAGE: keeps the files the page loaded before the worker
 *   controlled it (the first visit happens without a worker, and installing must be
 *   enough for an offline reload).
 * - fetch: as pwa-worker/shell-worker-rules.ts decides — the page, the shell's and the
 *   remotes' unhashed files (also from a remote's own origin in development) and the
 *   start-up reads network first, falling back to the cache offline (where the shell shows
 *   'Sie sind offline' over the last shop it had); content-hashed files and versioned
 *   images cache first; writes, event streams, the staff areas and other API calls go to
 *   the network untouched. The web app manifest and its icons are the gateway's, made from
 *   the shop configuration: network first, so a new name or logo shows while online and the
 *   installed app still has them offline.
 *
 * Written against minimal local typings: the project's TypeScript program uses the DOM
 * library, which cannot be combined with the WebWorker one.
 */
import {
  ANONYMOUS_USER_BODY,
  APP_PAGE,
  REMOTES_FILE,
  remoteOriginsOf,
  ruleFor,
  type ShellRequestFacts,
  type ShellWorkerRule,
  SHELL_CACHE_PREFIX,
  SHELL_FILES,
  SHELL_FILES_MESSAGE,
  shellUrlsToKeep,
  storable,
} from './pwa-worker/shell-worker-rules';

declare const __BUILD_ID__: string;

interface ExtendableEventLike extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEventLike extends ExtendableEventLike {
  request: Request;
  respondWith(response: Promise<Response> | Response): void;
}
interface MessageEventLike extends ExtendableEventLike {
  data: unknown;
}
interface WorkerScope {
  location: Location;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEventLike) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEventLike) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEventLike) => void): void;
}

// In this module `self` is the worker's global scope; the program's DOM typing would call it a Window.
declare const self: WorkerScope;
const worker = self;
const CACHE = `${SHELL_CACHE_PREFIX}${__BUILD_ID__}`;

worker.addEventListener('install', (event) => {
  event.waitUntil(
    caches.open(CACHE).then(async (cache) => {
      await cache.add(new Request(APP_PAGE, { cache: 'reload' }));
      // Best effort: a missing optional file must not fail the install.
      await Promise.all(SHELL_FILES.map((file) => cache.add(new Request(file, { cache: 'reload' })).catch(() => undefined)));
    }),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(keys.filter((key) => key.startsWith(SHELL_CACHE_PREFIX) && key !== CACHE).map((key) => caches.delete(key))),
      )
      .then(() => worker.clients.claim())
      .then(() => void loadRemoteOrigins()),
  );
});

/** The remotes' origins, from the registry (fresh, else cached); read once per worker start. */
let remoteOrigins: Promise<Set<string>> | null = null;
/** The same once known, so most requests are decided without waiting. */
let knownOrigins: Set<string> | null = null;
function loadRemoteOrigins(): Promise<Set<string>> {
  remoteOrigins ??= fetch(REMOTES_FILE)
    .then((response) => (response.ok ? response : Promise.reject(new Error(String(response.status)))))
    .catch(() => caches.match(REMOTES_FILE, { ignoreVary: true }))
    .then(async (response) => remoteOriginsOf(response ? await response.json() : null, worker.location.origin))
    .catch(() => new Set<string>())
    .then((origins) => (knownOrigins = origins));
  return remoteOrigins;
}

function factsOf(request: Request): ShellRequestFacts {
  return {
    method: request.method,
    url: request.url,
    origin: worker.location.origin,
    mode: request.mode,
    accept: request.headers.get('accept') ?? '',
  };
}

async function keep(key: Request | string, response: Response): Promise<void> {
  if (!storable(response)) return;
  const cache = await caches.open(CACHE);
  await cache.put(key, response);
}

/** Network first; a good answer refreshes the cache under `key`, a failed fetch answers from it. */
async function networkFirst(request: Request, key: Request | string): Promise<Response> {
  try {
    const response = await fetch(request);
    await keep(key, response.clone());
    return response;
  } catch (error) {
    // ignoreVary: the page's request and the worker's own (with Origin, say) differ in headers, not in content.
    const cached = await caches.match(key, { ignoreVary: true });
    if (cached) return cached;
    throw error;
  }
}

async function cacheFirst(request: Request): Promise<Response> {
  const cached = await caches.match(request, { ignoreVary: true });
  if (cached) return cached;
  const response = await fetch(request);
  await keep(request, response.clone());
  return response;
}

/** `/api/users/me`: asked fresh and never stored; offline the anonymous visitor. */
async function currentUser(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch {
    return new Response(ANONYMOUS_USER_BODY, { status: 200, headers: { 'content-type': 'application/json; charset=utf-8' } });
  }
}

/** One file the page loaded before the worker was there: with CORS where the server allows it, else opaque. */
async function keepLoadedFile(url: string): Promise<void> {
  const response = await fetch(url, { mode: 'cors', credentials: 'same-origin' }).catch(() => fetch(url, { mode: 'no-cors' }));
  await keep(url, response);
}

async function keepLoadedFiles(urls: unknown): Promise<void> {
  const kept = shellUrlsToKeep(urls, worker.location.origin, await loadRemoteOrigins());
  // Best effort, each alone: one missing file must not cost the others.
  await Promise.all(kept.map((url) => keepLoadedFile(url).catch(() => undefined)));
}

worker.addEventListener('message', (event) => {
  const data = event.data as { type?: string; urls?: unknown } | null;
  if (data?.type === 'SKIP_WAITING') event.waitUntil(worker.skipWaiting());
  else if (data?.type === SHELL_FILES_MESSAGE) event.waitUntil(keepLoadedFiles(data.urls));
});

/** The answer by rule; undefined: the request goes to the network as if there were no worker. */
function answer(request: Request, rule: ShellWorkerRule): Promise<Response> | undefined {
  const url = new URL(request.url);
  switch (rule) {
    case 'page':
      return networkFirst(request, APP_PAGE);
    case 'network-first':
      // Own files under their path (the install stored them so), other origins' under the URL.
      return networkFirst(request, url.origin === worker.location.origin ? url.pathname : request.url);
    case 'cache-first':
      return cacheFirst(request);
    case 'anonymous-user':
      return currentUser(request);
    default:
      return undefined;
  }
}

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const sameOrigin = new URL(request.url).origin === worker.location.origin;
  if (sameOrigin || knownOrigins) {
    // Decided at once: respondWith must be called before the handler returns, or not at all.
    const response = answer(request, ruleFor(factsOf(request), knownOrigins ?? new Set()));
    if (response) event.respondWith(response);
    return;
  }
  // Another origin before the registry is read (the first requests after a start): wait for it.
  event.respondWith(loadRemoteOrigins().then((origins) => answer(request, ruleFor(factsOf(request), origins)) ?? fetch(request)));
});
