import { platformManifest, type Playlist } from '@asp/contracts';
import { useEffect } from 'react';
import { mediaSource } from '../player/SlideView';
import { slidesOf } from '../player/playlist-steps';
import { APP_MESSAGE, MEDIA_MESSAGE } from './worker-rules';

/** Set by webpack: where this remote's files are served from (its remoteEntry.js folder). */
declare const __webpack_public_path__: string | undefined;

/** The player pages the worker controls (the storefront's root worker leaves them alone). */
export const WORKER_SCOPE = '/signage/';

/** This remote's folder (/remotes/<folder>/ on the gateway), from the platform manifest. */
const SIGNAGE_FOLDER = platformManifest.remotes.find((remote) => remote.name === 'mf_signage')?.folder ?? 'mf-signage';

/**
 * The worker's address: sw.js next to this remote's files when they come from the page's
 * origin (production: /remotes/mf-signage/sw.js); with the remote on its own development
 * server (npm start) the gateway serves that one file at the same path on the page's
 * origin, as a service worker must come from the origin of the pages it controls. Sent
 * with Service-Worker-Allowed: / so it may take the scope /signage/.
 */
export function workerUrl(base: string | undefined, pageHref: string): string | null {
  if (!base) return null;
  const url = new URL('sw.js', new URL(base, pageHref));
  const page = new URL(pageHref);
  return url.origin === page.origin ? url.href : new URL(`/remotes/${SIGNAGE_FOLDER}/sw.js`, page.origin).href;
}

let registering: Promise<ServiceWorkerRegistration | null> | null = null;
/** The page's loaded files go to the worker once per page. */
let appFilesSent = false;

/** Registers the signage worker once per page; null where there is none. */
export function registerSignageWorker(): Promise<ServiceWorkerRegistration | null> {
  if (registering) return registering;
  const base = typeof __webpack_public_path__ === 'string' ? __webpack_public_path__ : undefined;
  const url = typeof navigator !== 'undefined' && 'serviceWorker' in navigator ? workerUrl(base, location.href) : null;
  registering = url ? navigator.serviceWorker.register(url, { scope: WORKER_SCOPE }).catch(() => null) : Promise.resolve(null);
  return registering;
}

/**
 * The absolute addresses of a playlist's media files (images in the TV's size, videos, HLS
 * master playlists: the worker keeps their VOD streams whole, media-cache.ts).
 */
export function mediaUrlsOf(playlist: Playlist, width: number, pageHref: string): string[] {
  const urls = new Set<string>();
  for (const slide of slidesOf(playlist)) {
    const source = mediaSource(slide, width);
    if (source) urls.add(new URL(source, pageHref).href);
  }
  return [...urls];
}

/**
 * What this page loaded before the worker controlled it (the page itself, the shell's and
 * the remotes' files, the start-up calls, the playlist): the first start of a TV happens
 * without a worker, and a reload while the network is down needs all of them. The worker
 * keeps those its rules cache (worker-rules.ts `appUrlsToKeep`).
 */
export function loadedUrls(pageHref: string, entries: ReadonlyArray<{ name: string }>): string[] {
  return [...new Set([pageHref, ...entries.map((entry) => entry.name)])].filter((url) => /^https?:\/\//.test(url));
}

/**
 * Registers the worker and tells it the current playlist's media whenever the playlist
 * changes, so they are on the TV before the network goes away; once, the files the page
 * loaded before the worker was there. The playlist itself is then kept by the worker from
 * the player's own GET.
 */
export function useOfflineCache(playlist: Playlist | null | undefined): void {
  useEffect(() => {
    if (!playlist) return;
    let alive = true;
    void registerSignageWorker().then(async (registration) => {
      if (!alive || !registration) return;
      const ready = await navigator.serviceWorker.ready;
      const active = ready.active ?? registration.active;
      if (!appFilesSent) {
        appFilesSent = true;
        active?.postMessage({ type: APP_MESSAGE, urls: loadedUrls(location.href, performance.getEntriesByType('resource')) });
      }
      const width = playlist.device.resolution.width;
      // The width also picks the HLS variant the worker keeps (hls-rules.ts chooseVariant).
      active?.postMessage({ type: MEDIA_MESSAGE, urls: mediaUrlsOf(playlist, width, location.href), width });
    });
    return () => {
      alive = false;
    };
  }, [playlist]);
}
