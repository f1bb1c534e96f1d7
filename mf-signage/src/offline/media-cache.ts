/**
 * The media cache of the signage worker (part of sw.js, see signage-worker.ts): exactly the
 * files of the TV's current playlist — images, videos, and of an HLS segment one variant of
 * the VOD stream whole — so a TV plays on while the network or the platform is down.
 * Pure rules: range-rules.ts (byte ranges), hls-rules.ts (playlists).
 */
import { chooseStream, M3U8_TYPE, MAX_STREAM_PARTS, parseM3u8 } from './hls-rules';
import { answerFromWhole } from './range-rules';
import { MEDIA_CACHE, type WorkerRule } from './worker-rules';

/**
 * The addresses of the page's last message, kept in the media cache itself: a worker the
 * browser stopped and started again must still know a listed video it has not cached yet.
 * (A host under .invalid: no request of a page can ever have this address.)
 */
const LIST_KEY = 'https://signage-worker.invalid/media-list';
let listed: Set<string> | null = null;

const isStream = (url: string) => /\.m3u8$/i.test(new URL(url).pathname);

async function listedUrls(cache: Cache): Promise<Set<string>> {
  if (!listed) {
    const entry = await cache.match(LIST_KEY);
    listed = new Set(entry ? ((await entry.json()) as string[]) : []);
  }
  return listed;
}

/** A whole file: same origin plainly; another origin readable with CORS (ranges and playlists need it), else opaque. */
function fetchWhole(url: string, origin: string): Promise<Response> {
  if (new URL(url).origin === origin) return fetch(url);
  return fetch(url, { mode: 'cors', credentials: 'omit' }).catch(() => fetch(url, { mode: 'no-cors' }));
}

const downloads = new Map<string, Promise<void>>();

/** Fetches a whole file into the media cache, once at a time (a playlist message and a range request may both ask). */
export function download(url: string, origin: string): Promise<void> {
  let running = downloads.get(url);
  if (!running) {
    running = (async () => {
      const cache = await caches.open(MEDIA_CACHE);
      if (await cache.match(url, { ignoreVary: true })) return;
      const response = await fetchWhole(url, origin);
      // Only a whole answer (the Cache API refuses a 206). An opaque one (another origin
      // without CORS) is kept too: <img> and <video> can use it.
      if (response.status === 200 || response.type === 'opaque') await cache.put(url, response);
    })()
      .catch(() => undefined) // offline now: the next playlist message (or range request) tries again
      .finally(() => downloads.delete(url));
    downloads.set(url, running);
  }
  return running;
}

/**
 * The answer for a media request (rule `media`) or a listed image; null when the app rules
 * answer it. A cached file answers whole, or the asked range cut out of it. A listed file
 * not cached yet comes from the network and is cached whole for later offline play: from
 * this answer when it is whole, by a download of its own beside a range answer. Stream files
 * are never stored from here: only keepStream knows whether a stream is VOD.
 */
export async function answerMedia(
  request: Request,
  rule: WorkerRule,
  origin: string,
  waitUntil: (promise: Promise<unknown>) => void,
): Promise<Response | null> {
  const cache = await caches.open(MEDIA_CACHE);
  const cached = await cache.match(request.url, { ignoreVary: true });
  const range = request.headers.get('range');
  if (cached) return answerFromWhole(cached, range);
  const isListed = (await listedUrls(cache)).has(request.url);
  if (!isListed && rule !== 'media') return null;
  if (!isListed || isStream(request.url)) return fetch(request);
  if (range) {
    waitUntil(download(request.url, origin));
    return fetch(request);
  }
  const response = await fetch(request);
  if (response.status === 200 || response.type === 'opaque') waitUntil(cache.put(request.url, response.clone()).catch(() => undefined));
  return response;
}

async function playlistText(cache: Cache, url: string, origin: string, useNetwork: boolean): Promise<string | null> {
  const cached = await cache.match(url, { ignoreVary: true });
  if (cached) return cached.text();
  if (!useNetwork) return null;
  try {
    const response = await fetchWhole(url, origin);
    return response.status === 200 ? await response.text() : null;
  } catch {
    return null;
  }
}

interface VodStream {
  /** Playlist address → the text the cache keeps (the master cut down to one variant). */
  playlists: Map<string, string>;
  parts: string[];
}

/**
 * A VOD stream as the TV keeps it, from the cache or (useNetwork) where missing the network.
 * null for a live stream, one not readable, or one too long to keep.
 */
async function vodStream(cache: Cache, url: string, width: number, origin: string, useNetwork: boolean): Promise<VodStream | null> {
  const text = await playlistText(cache, url, origin, useNetwork);
  const top = text === null ? null : parseM3u8(text, url);
  if (!top) return null;
  const playlists = new Map<string, string>();
  let media = [url];
  if (top.kind === 'master') {
    const choice = chooseStream(top, width);
    if (!choice) return null;
    playlists.set(url, choice.master);
    media = choice.playlists;
  }
  const parts = new Set<string>();
  for (const uri of media) {
    const body = uri === url ? text : await playlistText(cache, uri, origin, useNetwork);
    const parsed = body === null ? null : parseM3u8(body, uri);
    // A live playlist (no #EXT-X-ENDLIST) is a window sliding over the stream: its segments
    // are replaced every few seconds, so a cached copy would replay a few stale seconds
    // offline at best while its segments piled up in the cache for weeks. It stays with the
    // network: hls.js reloads the latest playlist from it; offline the segment fails and is
    // skipped like a broken file.
    if (!parsed || parsed.kind !== 'media' || !parsed.ended || body === null) return null;
    playlists.set(uri, body);
    for (const part of parsed.parts) parts.add(part);
  }
  return parts.size > MAX_STREAM_PARTS ? null : { playlists, parts: [...parts] };
}

/** Bumped by every playlist message: an older run stops at its next file. */
let generation = 0;
let running: Promise<void> = Promise.resolve();

/**
 * Keeps exactly the listed media (the current playlist's files) and the parts of their VOD
 * streams; fetches what is missing. Runs one after the other, so a clean-up never deletes
 * what an older run is about to store.
 */
export function keepMedia(urls: string[], width: number, origin: string): Promise<void> {
  const mine = (generation += 1);
  running = running.then(() => keepRun(urls, width, origin, mine)).catch(() => undefined);
  return running;
}

async function keepRun(urls: string[], width: number, origin: string, mine: number): Promise<void> {
  const cache = await caches.open(MEDIA_CACHE);
  listed = new Set(urls);
  await cache.put(LIST_KEY, new Response(JSON.stringify(urls), { headers: { 'Content-Type': 'application/json' } }));
  // What the playlist holds already stays: its files, and all a cached stream's playlists name
  // (also the parts of a download cut short, which this run continues).
  const keep = new Set([LIST_KEY, ...urls]);
  for (const url of urls.filter(isStream)) {
    const stream = await vodStream(cache, url, width, origin, false);
    for (const file of stream ? [...stream.playlists.keys(), ...stream.parts] : []) keep.add(file);
  }
  for (const request of await cache.keys()) if (!keep.has(request.url)) await cache.delete(request);
  for (const url of urls) {
    if (mine !== generation) return;
    if (isStream(url)) await keepStream(cache, url, width, origin, mine);
    else await download(url, origin);
  }
}

async function keepStream(cache: Cache, url: string, width: number, origin: string, mine: number): Promise<void> {
  const stream = await vodStream(cache, url, width, origin, true);
  if (!stream) return;
  // The playlists first: the clean-up of the next message then keeps the parts already here.
  for (const [uri, text] of stream.playlists) {
    if (!(await cache.match(uri, { ignoreVary: true })))
      await cache.put(uri, new Response(text, { headers: { 'Content-Type': M3U8_TYPE } }));
  }
  for (const part of stream.parts) {
    if (mine !== generation) return;
    await download(part, origin);
  }
}
