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
 * - fetch: page navigations and the shell's unhashed files network first, falling back
 *   to the cache offline (where the shell shows 'Sie sind offline'); content-hashed files
 *   cache first; the API, server-sent events and everything else go to the network
 *   untouched. The web app manifest and its icons are the gateway's, made from the shop
 *   configuration (revalidated by ETag): network first like the shell's files, so a new
 *   name or logo shows while online and the installed app still has them offline.
 *
 * Written against minimal local typings: the project's TypeScript program uses the DOM
 * library, which cannot be combined with the WebWorker one.
 */
export {};

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
const CACHE_PREFIX = 'asp-shell-';
const CACHE = `${CACHE_PREFIX}${__BUILD_ID__}`;
const APP_PAGE = '/';
/**
 * The shell's files without a content hash, and the web app manifest: always fetched fresh
 * while online. (Paths as in @asp/domain app-manifest.ts; this worker is built without the
 * workspace's path aliases.)
 */
const SHELL_FILES = ['/main.js', '/remotes.json', '/manifest.webmanifest'];
/** The manifest's icons: one folder per configuration version. */
const APP_ICONS_PATH = '/app-icons/';
const HASHED_FILE = /[.-][0-9a-f]{8,}\.(js|css|woff2?|png|jpg|svg)$/i;

worker.addEventListener('install', (event) => {
  event.waitUntil(
    caches.open(CACHE).then(async (cache) => {
      await cache.add(new Request(APP_PAGE, { cache: 'reload' }));
      // Best effort: a missing optional file must not fail the install.
      await Promise.all(SHELL_FILES.map((file) => cache.add(new Request(file, { cache: 'reload' })).catch(() => undefined)));
    }),
  );
});

worker.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') event.waitUntil(worker.skipWaiting());
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key.startsWith(CACHE_PREFIX) && key !== CACHE).map((key) => caches.delete(key))))
      .then(() => worker.clients.claim()),
  );
});

/** Network first; a good answer refreshes the cache under `key`, a failed fetch answers from it. */
async function networkFirst(request: Request, key: string): Promise<Response> {
  try {
    const response = await fetch(request);
    if (response.ok) {
      const cache = await caches.open(CACHE);
      await cache.put(key, response.clone());
    }
    return response;
  } catch (error) {
    const cached = await caches.match(key);
    if (cached) return cached;
    throw error;
  }
}

async function cacheFirst(request: Request): Promise<Response> {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    const cache = await caches.open(CACHE);
    await cache.put(request, response.clone());
  }
  return response;
}

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== worker.location.origin) return;
  if (url.pathname.startsWith('/api/') || request.headers.get('accept')?.includes('text/event-stream')) return;
  // Back office, TV and order screens always load fresh; they are not part of the installed shop.
  if (
    url.pathname.startsWith('/backend') ||
    url.pathname.startsWith('/tv') ||
    url.pathname.startsWith('/signage') ||
    url.pathname.startsWith('/screens')
  )
    return;
  // Every page path is the same shell page (the router picks the screen).
  if (request.mode === 'navigate') event.respondWith(networkFirst(request, APP_PAGE));
  else if (SHELL_FILES.includes(url.pathname) || url.pathname.startsWith(APP_ICONS_PATH)) {
    event.respondWith(networkFirst(request, url.pathname));
  } else if (HASHED_FILE.test(url.pathname)) event.respondWith(cacheFirst(request));
});
