// The async "maplibre" chunk (loaded by HomeMap.tsx with a dynamic import, so the
// storefront's initial bundle does not carry the map library or its styles).
import 'maplibre-gl/dist/maplibre-gl.css';
import { setWorkerUrl } from 'maplibre-gl';

/**
 * maplibre-gl 6 finds its worker next to its own module through import.meta.url, which
 * webpack turns into a file: URL at build time; for a worker on another origin (this
 * remote's origin, not the shell's) it builds `new URL(url, import.meta.url)` from an
 * expression, which webpack replaces with an empty module context. So: webpack emits the
 * worker file as an asset of this remote (`new URL('…', import.meta.url)` below), we fetch
 * it once (the remote servers send CORS headers) and hand maplibre a same-origin blob: URL.
 */
const workerAsset = new URL('maplibre-gl/dist/maplibre-gl-worker.mjs', import.meta.url).href;
let workerReady: Promise<void> | null = null;

export function prepareWorker(): Promise<void> {
  workerReady ??= fetch(workerAsset)
    .then((response) => {
      if (!response.ok) throw new Error(`map worker: ${response.status}`);
      return response.text();
    })
    .then((code) => setWorkerUrl(URL.createObjectURL(new Blob([code], { type: 'text/javascript' }))))
    .catch((error: unknown) => {
      workerReady = null; // a later map tries again
      throw error;
    });
  return workerReady;
}

export { Map, Marker } from 'maplibre-gl';
// The built-in style travels with the library: only a shown map needs it (issue 18 budget).
export { localMapStyle } from './local-style';
