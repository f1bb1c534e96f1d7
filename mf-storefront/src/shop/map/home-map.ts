import type { Branch, Config } from '@asp/contracts';
import { isBranchSelectable } from '@asp/domain';
import { fill, homePageTexts } from '@asp/i18n';
import { directionsUrl } from '../home-links';

/**
 * Pure decisions of the home-page map (storefront.md §2.6): what the map section shows,
 * the camera, the markers and how tile requests carry the access token. The React
 * component (HomeMap.tsx) only wires these to maplibre-gl.
 */

type MapConfig = Pick<Config, 'enablePluginMap' | 'mapsStyle' | 'mapsAccessToken' | 'mapZoom' | 'mapPitch' | 'mapBearing'>;
type Located = Pick<Branch, 'latitude' | 'longitude'>;

/**
 * - 'none': map plugin off, or the branch has no coordinates — no map section at all;
 * - 'consent': plugin on but no cookie consent — the hint only, nothing is loaded;
 * - 'map': consent given — the interactive 3D map, on the configured style or, without
 *   one, on the built-in style that needs no tile service (local-style.ts).
 */
export type HomeMapMode = 'none' | 'consent' | 'map';

export function homeMapMode(config: Pick<MapConfig, 'enablePluginMap' | 'mapsStyle'>, branch: Located, consent: boolean): HomeMapMode {
  // mapsStyle only chooses which style the map uses (HomeMap.tsx), not whether it shows.
  if (!config.enablePluginMap || branch.latitude === null || branch.longitude === null) return 'none';
  return consent ? 'map' : 'consent';
}

export interface CameraOptions {
  /** [longitude, latitude], MapLibre's order. */
  center: [number, number];
  zoom: number;
  pitch: number;
  bearing: number;
}

/** Centred on the branch; zoom, pitch and bearing from the configuration (defaults 19, 55, -85). */
export function cameraOptions(branch: Located, config: Pick<MapConfig, 'mapZoom' | 'mapPitch' | 'mapBearing'>): CameraOptions | null {
  if (branch.latitude === null || branch.longitude === null) return null;
  return { center: [branch.longitude, branch.latitude], zoom: config.mapZoom, pitch: config.mapPitch, bearing: config.mapBearing };
}

export interface MapMarker {
  identifier: string;
  /** [longitude, latitude]. */
  position: [number, number];
  /** Accessible German name of the marker button ('Route zu {name}'). */
  label: string;
  /** External route directions, opened in a new tab on click or Enter. */
  directions: string;
  /** The branch the page is about (highlighted). */
  current: boolean;
}

/** One marker per public, enabled branch with coordinates; the page's branch is marked current. */
export function mapMarkers(branches: readonly Branch[], current: Pick<Branch, 'identifier'>): MapMarker[] {
  return branches.flatMap((branch) => {
    if (!isBranchSelectable(branch) || branch.latitude === null || branch.longitude === null) return [];
    const directions = directionsUrl(branch);
    if (!directions) return [];
    return [
      {
        identifier: branch.identifier,
        position: [branch.longitude, branch.latitude] as [number, number],
        label: fill(homePageTexts.mapMarkerLabel, { name: branch.name }),
        directions,
        current: branch.identifier === current.identifier,
      },
    ];
  });
}

export type RequestTransform = (url: string) => { url: string } | undefined;

/**
 * The access token of the configured map service, passed the way hosted MapLibre/Mapbox
 * style URLs expect it: as the `access_token` query parameter, on every request to the
 * style's own host (style, sprites, glyphs, tile JSON and tiles served from there). Requests
 * to other hosts never see the token; a URL that already names a token is left alone.
 * Undefined (no transform) without a token or with a style URL that does not parse.
 */
export function tokenRequestTransform(styleUrl: string, token: string | null | undefined, baseUrl: string): RequestTransform | undefined {
  const accessToken = token?.trim();
  if (!accessToken) return undefined;
  let styleHost: string;
  try {
    styleHost = new URL(styleUrl.trim(), baseUrl).host;
  } catch {
    return undefined;
  }
  return (url) => {
    let target: URL;
    try {
      target = new URL(url, baseUrl);
    } catch {
      return undefined;
    }
    if (target.host !== styleHost || target.searchParams.has('access_token')) return undefined;
    target.searchParams.set('access_token', accessToken);
    return { url: target.href };
  };
}
