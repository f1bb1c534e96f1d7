/**
 * What the signage service worker does with a request (pure, shared by the worker and its
 * tests). The TV must keep playing when the network or the platform is down:
 * - `pass`: the network only — writes (heartbeat, command reports, screenshots), the
 *   event stream, and staff API calls a TV never makes.
 * - `network-first`: the page, the app's unhashed files (shell main.js, remotes.json,
 *   remoteEntry.js, mf-manifest.json), the start-up load and the TV's playlist: fresh
 *   while the platform answers, the last good answer while it does not.
 * - `cache-first`: content-hashed chunks (they never change) and the playlist's media the
 *   page asked the worker to keep.
 * - `media`: video, audio and HLS files: from the media cache when they belong to the
 *   current playlist (media-cache.ts), else the network alone — never the app cache, which
 *   a live stream's ever new segments would fill for weeks.
 */
export type WorkerRule = 'pass' | 'network-first' | 'cache-first' | 'media';

/** The cache of the page, app files and playlist; the media cache holds the current playlist's files only. */
export const APP_CACHE = 'asp-signage-app-v1';
export const MEDIA_CACHE = 'asp-signage-media';
/** The platform must answer this fast, or the worker answers from its cache (a hanging platform looks down). */
export const NETWORK_TIMEOUT_MS = 4_000;
/**
 * The message the player sends with its current media (`urls`) and its screen width
 * (`width`, which HLS variant it keeps): the worker keeps those, drops the rest.
 */
export const MEDIA_MESSAGE = 'signage-media';
/** The message with the files the page loaded before the worker controlled it: the worker keeps those it would cache. */
export const APP_MESSAGE = 'signage-app';
/** At most this many files from one APP_MESSAGE (a page loads some dozens). */
export const APP_FILES_LIMIT = 300;

/** Video, audio and HLS files (playlists, MPEG-TS/fMP4 segments, init segments, subtitles). */
const MEDIA_FILE = /\.(m3u8|ts|m4s|mp4|m4v|m4a|aac|ac3|ec3|mp3|webm|mov|vtt|cmf[av])$/i;
const HASHED_FILE = /[.-][0-9a-f]{8,}\.(js|css|woff2?|png|jpg|jpeg|webp|svg)$/i;
/** The TV's own calls (the playlist GET is cached; its writes are POSTs and pass). */
const PLAYER_CALL = /^\/api\/digital-signage-devices\/player\/[^/]+\/[^/]+$/;
/**
 * Start-up loads of the shell that every page (also the player) needs before a remote
 * mounts: web-kit's `startupLoads` under /api (worker-rules.test.ts holds the two lists
 * together; the worker is bundled alone, without the web-kit), and the combined /api/init.
 */
const START_UP_CALLS = new Set(
  [
    '/init',
    '/config',
    '/users/me',
    '/divisions',
    '/branches',
    '/menus',
    '/categories',
    '/products',
    '/tags',
    '/tables',
    '/sites',
    '/navigations',
    '/blocks',
    '/nodes',
    '/donatees',
  ].map((path) => `/api${path}`),
);

export interface RequestFacts {
  method: string;
  url: string;
  /** The worker's origin. */
  origin: string;
  mode: string;
  accept: string;
}

export function ruleFor(request: RequestFacts): WorkerRule {
  if (request.method !== 'GET') return 'pass';
  if (request.accept.includes('text/event-stream')) return 'pass';
  const url = new URL(request.url);
  if (url.pathname.endsWith('/events')) return 'pass';
  if (request.mode === 'navigate') return 'network-first';
  const sameOrigin = url.origin === request.origin;
  if (sameOrigin && url.pathname.startsWith('/api/')) {
    return PLAYER_CALL.test(url.pathname) || START_UP_CALLS.has(url.pathname) ? 'network-first' : 'pass';
  }
  if (MEDIA_FILE.test(url.pathname)) return 'media';
  if (HASHED_FILE.test(url.pathname)) return 'cache-first';
  // Images the player listed are answered from the media cache first (checked by the worker);
  // the app's other files (also a remote's from its own origin in development) network first.
  return 'network-first';
}

/**
 * Of the files the page reports as loaded, those the worker keeps in its app cache: what
 * its rules would cache (a GET that is not `pass`: not the event stream, not the writes,
 * not the staff API; no video or stream either), each once.
 */
export function appUrlsToKeep(urls: readonly unknown[], origin: string): string[] {
  const kept = new Set<string>();
  for (const url of urls.slice(0, APP_FILES_LIMIT)) {
    if (typeof url !== 'string' || !/^https?:\/\//.test(url)) continue;
    const rule = ruleFor({ method: 'GET', url, origin, mode: 'cors', accept: '' });
    // Media are the media cache's: kept while the playlist lists them, not in the app cache.
    if (rule === 'network-first' || rule === 'cache-first') kept.add(url);
  }
  return [...kept];
}
