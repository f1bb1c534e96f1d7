/**
 * What the shop's service worker does with a request (pure, shared by the worker and its
 * tests; storefront.md §4 "Update flow", §7; issue 18 "offline reload of the installed app").
 * The installed shop must come back after a reload without network and show the spec's
 * 'offline' overlay over the last shop it had, never a blank page:
 * - `pass`: the network only — writes, event streams, the staff areas (back office, TV,
 *   order screens are not part of the installed shop) and every API call but the start-up.
 * - `page`: a navigation; every path is the same shell page, cached under '/'.
 * - `network-first`: the shell's unhashed files (main.js, remotes.json, the manifest and
 *   its icons), a remote's unhashed files (mf-manifest.json, remoteEntry.js — also from a
 *   remote's own origin in development), the start-up reads and the font CSS: fresh while
 *   online, the last good answer offline.
 * - `cache-first`: content-hashed chunks and versioned images (`/image/…-{version}.ext`):
 *   they never change under one URL.
 * - `anonymous-user`: `GET /api/users/me` — asked fresh, never stored (a signed-in staff
 *   member's identity does not belong in the shop's cache); offline the answer is the
 *   anonymous visitor the service itself answers without a session.
 */
export type ShellWorkerRule = 'pass' | 'page' | 'network-first' | 'cache-first' | 'anonymous-user';

export const SHELL_CACHE_PREFIX = 'asp-shell-';
/** The key every navigation is cached under: the one shell page. */
export const APP_PAGE = '/';
/** The message with the files the page loaded before the worker controlled it. */
export const SHELL_FILES_MESSAGE = 'shell-app-files';
/** At most this many files from one message (the shop's first page loads some dozens). */
export const SHELL_FILES_LIMIT = 300;
/** The remote registry (DESIGN.md §9): where the remotes' origins come from. */
export const REMOTES_FILE = '/remotes.json';
/** `/api/users/me` without a session (services/identity auth.ts `anonymous`). */
export const ANONYMOUS_USER_BODY = JSON.stringify({ data: { roles: [], user: null } });

/** The shell's files without a content hash, and the web app manifest (paths as in @asp/domain app-manifest.ts). */
export const SHELL_FILES = ['/main.js', REMOTES_FILE, '/manifest.webmanifest'];
const APP_ICONS_PATH = '/app-icons/';
const HASHED_FILE = /[.-][0-9a-f]{8,}\.(js|css|woff2?|png|jpg|jpeg|webp|avif|svg)$/i;
/** A remote's unhashed files: its manifest and its entry (the runtime asks for them first). */
const REMOTE_ENTRY_FILE = /\/(mf-manifest\.json|remoteEntry\.js|mf-stats\.json)$/;
/** The content service's images carry their version in the name (website.md §3). */
const VERSIONED_IMAGE = /^\/image\/(\d+\/)?\d+-\d+\.[a-z0-9]+$/i;
const STAFF_AREAS = ['/backend', '/tv', '/signage', '/screens'];
const USER_CALL = '/api/users/me';
/**
 * The shell's start-up reads (web-kit `startupLoads` under /api; shell-worker-rules.test.ts
 * holds the two lists together: the worker is bundled alone, without the web-kit) and the
 * combined /api/init.
 */
export const START_UP_CALLS = new Set(
  [
    '/init',
    '/config',
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

export interface ShellRequestFacts {
  method: string;
  url: string;
  /** The worker's origin. */
  origin: string;
  mode: string;
  accept: string;
}

function inStaffArea(pathname: string): boolean {
  return STAFF_AREAS.some((area) => pathname === area || pathname.startsWith(`${area}/`));
}

/** `remoteOrigins`: the origins other than the worker's that serve remotes (from remotes.json). */
export function ruleFor(request: ShellRequestFacts, remoteOrigins: ReadonlySet<string>): ShellWorkerRule {
  if (request.method !== 'GET') return 'pass';
  if (request.accept.includes('text/event-stream')) return 'pass';
  const url = new URL(request.url);
  if (url.origin !== request.origin) {
    if (!remoteOrigins.has(url.origin)) return 'pass';
    return HASHED_FILE.test(url.pathname) ? 'cache-first' : 'network-first';
  }
  const { pathname } = url;
  if (inStaffArea(pathname)) return 'pass';
  if (request.mode === 'navigate') return 'page';
  if (pathname === USER_CALL) return 'anonymous-user';
  if (pathname.startsWith('/api/')) return START_UP_CALLS.has(pathname) ? 'network-first' : 'pass';
  if (pathname.endsWith('/events')) return 'pass';
  if (SHELL_FILES.includes(pathname) || pathname.startsWith(APP_ICONS_PATH)) return 'network-first';
  if (pathname.startsWith('/remotes/') && REMOTE_ENTRY_FILE.test(pathname)) return 'network-first';
  if (pathname.startsWith('/fonts/') && pathname.endsWith('.css')) return 'network-first';
  if (HASHED_FILE.test(pathname) || VERSIONED_IMAGE.test(pathname)) return 'cache-first';
  return 'pass';
}

/** The origins of the remote registry's manifest URLs that are not the worker's own. */
export function remoteOriginsOf(registry: unknown, origin: string): Set<string> {
  const origins = new Set<string>();
  if (!registry || typeof registry !== 'object' || Array.isArray(registry)) return origins;
  for (const value of Object.values(registry)) {
    if (typeof value !== 'string') continue;
    try {
      const remoteOrigin = new URL(value, origin).origin;
      if (remoteOrigin !== origin) origins.add(remoteOrigin);
    } catch {
      // A malformed entry serves no remote; the shell reports it when it loads the remote.
    }
  }
  return origins;
}

/**
 * Of the files the page reports as loaded before the worker controlled it, those the
 * worker keeps: what its rules would store (`network-first`, `cache-first`), each once.
 */
export function shellUrlsToKeep(urls: unknown, origin: string, remoteOrigins: ReadonlySet<string>): string[] {
  if (!Array.isArray(urls)) return [];
  const kept = new Set<string>();
  for (const url of urls.slice(0, SHELL_FILES_LIMIT)) {
    if (typeof url !== 'string' || !/^https?:\/\//.test(url)) continue;
    const rule = ruleFor({ method: 'GET', url, origin, mode: 'cors', accept: '' }, remoteOrigins);
    if (rule === 'network-first' || rule === 'cache-first') kept.add(url);
  }
  return [...kept];
}

/** A response worth keeping: a good answer, or an opaque one (a remote's script loaded without CORS). */
export function storable(response: { ok: boolean; type: string }): boolean {
  return response.ok || response.type === 'opaque';
}
