/**
 * The TV player's service worker (issue 16: "runs unattended for weeks"), built by the
 * mf-signage build to sw.js (mf-signage/signage-worker-plugin.js) and registered by the
 * player with scope /signage/ (register-worker.ts). It keeps the page, the app files, the
 * TV's last playlist and the playlist's media (videos answered in ranges, HLS streams of
 * one variant whole: media-cache.ts), so a TV that reloads while the network or the
 * platform is down still starts and plays; the player catches up by itself when the event
 * stream opens again. Rules: worker-rules.ts.
 *
 * Written against minimal local typings like shell/src/service-worker.ts (the project's
 * TypeScript program uses the DOM library, which cannot be combined with WebWorker).
 */
import { answerMedia, keepMedia } from './media-cache';
import { APP_CACHE, APP_MESSAGE, appUrlsToKeep, MEDIA_MESSAGE, NETWORK_TIMEOUT_MS, ruleFor } from './worker-rules';

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

declare const self: WorkerScope;
const worker = self;

// A TV has no one to press 'App neustarten': a new worker takes over at once.
worker.addEventListener('install', (event) => event.waitUntil(worker.skipWaiting()));
worker.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(keys.filter((key) => key.startsWith('asp-signage-app-') && key !== APP_CACHE).map((key) => caches.delete(key))),
      )
      .then(() => worker.clients.claim()),
  );
});

/** fetch, but a platform that does not answer in time counts as down. */
function fetchInTime(request: Request): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), NETWORK_TIMEOUT_MS);
  return fetch(request, { signal: controller.signal }).finally(() => clearTimeout(timer));
}

/** Network first; a good answer refreshes the cache, a failure or a 5xx (platform down) answers from it. */
async function networkFirst(request: Request): Promise<Response> {
  try {
    const response = await fetchInTime(request);
    if (response.ok && !request.headers.has('range')) {
      const cache = await caches.open(APP_CACHE);
      await cache.put(request, response.clone());
    }
    if (response.status < 500) return response;
    return (await caches.match(request, { ignoreVary: true })) ?? response;
  } catch (error) {
    const cached = await caches.match(request, { ignoreVary: true });
    if (cached) return cached;
    throw error;
  }
}

async function cacheFirst(request: Request): Promise<Response> {
  const cached = await caches.match(request, { ignoreVary: true });
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await (await caches.open(APP_CACHE)).put(request, response.clone());
  return response;
}

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  const rule = ruleFor({
    method: request.method,
    url: request.url,
    origin: worker.location.origin,
    mode: request.mode,
    accept: request.headers.get('accept') ?? '',
  });
  if (rule === 'pass') return;
  // The current playlist's media first (media-cache.ts), else the app's rules.
  event.respondWith(
    answerMedia(request, rule, worker.location.origin, (promise) => event.waitUntil(promise)).then(
      (answer) => answer ?? (rule === 'cache-first' ? cacheFirst(request) : networkFirst(request)),
    ),
  );
});

/**
 * Keeps the files the page loaded before this worker controlled it (its first start), so
 * a reload without network still finds the page, the app and the playlist. Another
 * origin's files (the remotes' development servers) are asked for with CORS first (a
 * fetch() of mf-manifest.json needs a readable answer), else kept opaque for <script>.
 */
async function keepAppFiles(urls: string[]): Promise<void> {
  const cache = await caches.open(APP_CACHE);
  for (const url of urls) {
    if (await cache.match(url, { ignoreVary: true })) continue;
    try {
      const sameOrigin = new URL(url).origin === worker.location.origin;
      const response = sameOrigin
        ? await fetchInTime(new Request(url))
        : await fetch(url, { mode: 'cors', credentials: 'omit' }).catch(() => fetch(url, { mode: 'no-cors' }));
      if (response.ok || response.type === 'opaque') await cache.put(url, response);
    } catch {
      // Offline now: this file is cached by the rules the next time the page loads it.
    }
  }
}

worker.addEventListener('message', (event) => {
  const data = event.data as { type?: string; urls?: unknown } | null;
  if (!data || !Array.isArray(data.urls)) return;
  if (data.type === APP_MESSAGE) return event.waitUntil(keepAppFiles(appUrlsToKeep(data.urls, worker.location.origin)));
  if (data.type !== MEDIA_MESSAGE) return;
  const urls = data.urls.filter((url): url is string => typeof url === 'string' && /^https?:\/\//.test(url)).slice(0, 200);
  const width = (data as { width?: unknown }).width;
  event.waitUntil(keepMedia(urls, typeof width === 'number' && width > 0 ? width : 1920, worker.location.origin));
});
