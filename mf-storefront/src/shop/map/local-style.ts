import type { StyleSpecification } from 'maplibre-gl';
import type { MapMarker } from './home-map';

/**
 * The map style used when no tile service is configured (issue 18: the demo has no
 * internet, and a shop without a map subscription should still get the §2.6 map). It
 * needs no request at all: no tiles, no sprites, no glyphs (no text layers). What it
 * draws comes from the branches themselves:
 * - a plain background in a paper tone;
 * - per branch a local outline — the plot (a circle of PLOT_RADIUS_M metres) and a ring
 *   around it — so the tilted camera has ground to show;
 * - per branch a small extruded house in the shop's colour (fill-extrusion), which is what
 *   makes the pitch-55 view read as 3D;
 * the clickable markers are maplibre HTML markers on top (HomeMap.tsx).
 */

/** Radius of the drawn plot around a branch. At zoom 19 (about 0.2 m per pixel at 47° N) 60 m fills a phone's width. */
export const PLOT_RADIUS_M = 60;
/** Half the side of the extruded house, and its height. */
export const HOUSE_HALF_SIDE_M = 9;
export const HOUSE_HEIGHT_M = 12;
const RING_POINTS = 48;
const METRES_PER_DEGREE_LATITUDE = 111_320;

type Ring = [number, number][];

/** A closed ring of `points` vertices at `radius` metres around [lng, lat] (equirectangular: exact enough at this scale). */
export function circleRing([lng, lat]: [number, number], radius: number, points = RING_POINTS): Ring {
  const dLat = radius / METRES_PER_DEGREE_LATITUDE;
  const dLng = radius / (METRES_PER_DEGREE_LATITUDE * Math.cos((lat * Math.PI) / 180));
  const ring: Ring = [];
  for (let i = 0; i < points; i += 1) {
    const angle = (2 * Math.PI * i) / points;
    ring.push([lng + dLng * Math.cos(angle), lat + dLat * Math.sin(angle)]);
  }
  ring.push(ring[0]);
  return ring;
}

/** An axis-aligned square of half side `half` metres around [lng, lat], closed. */
export function squareRing([lng, lat]: [number, number], half: number): Ring {
  const dLat = half / METRES_PER_DEGREE_LATITUDE;
  const dLng = half / (METRES_PER_DEGREE_LATITUDE * Math.cos((lat * Math.PI) / 180));
  return [
    [lng - dLng, lat - dLat],
    [lng + dLng, lat - dLat],
    [lng + dLng, lat + dLat],
    [lng - dLng, lat + dLat],
    [lng - dLng, lat - dLat],
  ];
}

function polygons(markers: readonly MapMarker[], ring: (marker: MapMarker) => Ring) {
  return {
    type: 'FeatureCollection' as const,
    features: markers.map((marker) => ({
      type: 'Feature' as const,
      properties: { identifier: marker.identifier, current: marker.current },
      geometry: { type: 'Polygon' as const, coordinates: [ring(marker)] },
    })),
  };
}

/** The self-contained style for these markers; `accent` colours the houses (the configured primary colour). */
export function localMapStyle(markers: readonly MapMarker[], accent: string): StyleSpecification {
  return {
    version: 8,
    name: 'Filialen (ohne Kartendienst)',
    sources: {
      plots: { type: 'geojson', data: polygons(markers, (marker) => circleRing(marker.position, PLOT_RADIUS_M)) },
      houses: { type: 'geojson', data: polygons(markers, (marker) => squareRing(marker.position, HOUSE_HALF_SIDE_M)) },
    },
    layers: [
      { id: 'background', type: 'background', paint: { 'background-color': '#f3efe6' } },
      { id: 'plot', type: 'fill', source: 'plots', paint: { 'fill-color': '#e2dccd' } },
      { id: 'plot-outline', type: 'line', source: 'plots', paint: { 'line-color': '#b9ae96', 'line-width': 2 } },
      {
        id: 'house',
        type: 'fill-extrusion',
        source: 'houses',
        paint: {
          'fill-extrusion-color': ['case', ['get', 'current'], accent, '#8a8172'],
          'fill-extrusion-height': HOUSE_HEIGHT_M,
          'fill-extrusion-opacity': 0.9,
        },
      },
    ],
  };
}
