import type { Playlist } from '@asp/contracts';
import { useEffect } from 'react';
import { mediaSource } from '../player/SlideView';
import { slidesOf } from '../player/playlist-steps';
import { MEDIA_MESSAGE } from './worker-rules';

/** Set by webpack: where this remote's files are served from (its remoteEntry.js folder). */
declare const __webpack_public_path__: string | undefined;

/** The player pages the worker controls (the storefront's root worker leaves them alone). */
export const WORKER_SCOPE = '/signage/';

/**
 * The worker's address: sw.js next to this remote's files. A service worker must come from
 * the page's origin, so it only exists where the gateway serves the remotes itself
 * (production mode, /remotes/mf-signage/sw.js, sent with Service-Worker-Allowed: /);
 * with the remotes on their own development ports there is none (null).
 */
export function workerUrl(base: string | undefined, pageHref: string): string | null {
  if (!base) return null;
  const url = new URL('sw.js', new URL(base, pageHref));
  return url.origin === new URL(pageHref).origin ? url.href : null;
}

let registering: Promise<ServiceWorkerRegistration | null> | null = null;

/** Registers the signage worker once per page; null where there is none. */
export function registerSignageWorker(): Promise<ServiceWorkerRegistration | null> {
  if (registering) return registering;
  const base = typeof __webpack_public_path__ === 'string' ? __webpack_public_path__ : undefined;
  const url = typeof navigator !== 'undefined' && 'serviceWorker' in navigator ? workerUrl(base, location.href) : null;
  registering = url ? navigator.serviceWorker.register(url, { scope: WORKER_SCOPE }).catch(() => null) : Promise.resolve(null);
  return registering;
}

/** The absolute addresses of a playlist's media files (images in the TV's size, videos, HLS playlists excluded). */
export function mediaUrlsOf(playlist: Playlist, width: number, pageHref: string): string[] {
  const urls = new Set<string>();
  for (const slide of slidesOf(playlist)) {
    const source = mediaSource(slide, width);
    if (source && !/\.m3u8(\?|$)/i.test(source)) urls.add(new URL(source, pageHref).href);
  }
  return [...urls];
}

/**
 * Registers the worker and tells it the current playlist's media whenever the playlist
 * changes, so they are on the TV before the network goes away. The playlist itself is
 * kept by the worker from the player's own GET.
 */
export function useOfflineCache(playlist: Playlist | null | undefined): void {
  useEffect(() => {
    if (!playlist) return;
    let alive = true;
    void registerSignageWorker().then(async (registration) => {
      if (!alive || !registration) return;
      const ready = await navigator.serviceWorker.ready;
      const urls = mediaUrlsOf(playlist, playlist.device.resolution.width, location.href);
      (ready.active ?? registration.active)?.postMessage({ type: MEDIA_MESSAGE, urls });
    });
    return () => {
      alive = false;
    };
  }, [playlist]);
}
