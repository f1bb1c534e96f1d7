import { validateStyleMin } from '@maplibre/maplibre-gl-style-spec';
import { branch } from '../../testing/shop-fixtures';
import { mapMarkers } from './home-map';
import { circleRing, HOUSE_HALF_SIDE_M, localMapStyle, PLOT_RADIUS_M, squareRing } from './local-style';

const konstanz = branch({ id: 1, identifier: 'konstanz', name: 'Metzgerei Konstanz', latitude: 47.6603, longitude: 9.1757 });
const bodman = branch({ id: 2, identifier: 'bodman', name: 'Filiale Bodman', latitude: 47.8016, longitude: 9.0287 });

/** Great-circle distance in metres (haversine), to check the rings independently of how they are built. */
function metres([lng1, lat1]: [number, number], [lng2, lat2]: [number, number]): number {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lng2 - lng1) * rad) / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.sqrt(a));
}

describe('built-in map style (issue 18: the map without a tile service)', () => {
  const markers = mapMarkers([konstanz, bodman], konstanz);
  const style = localMapStyle(markers, '#8c1d18');

  it('is a valid MapLibre style', () => {
    expect(validateStyleMin(style)).toEqual([]);
  });

  it('needs no request: no URL sources, no sprite, no glyphs, no text layers', () => {
    expect(style.sprite).toBeUndefined();
    expect(style.glyphs).toBeUndefined();
    for (const source of Object.values(style.sources)) {
      expect(source.type).toBe('geojson');
      expect(typeof (source as { data: unknown }).data).toBe('object');
    }
    expect(style.layers.some((layer) => layer.type === 'symbol' || layer.type === 'raster')).toBe(false);
  });

  it('draws a plot and an extruded house per branch, the current one in the shop colour', () => {
    const houses = style.sources.houses as { data: { features: { properties: { identifier: string; current: boolean } }[] } };
    expect(houses.data.features.map((f) => [f.properties.identifier, f.properties.current])).toEqual([
      ['konstanz', true],
      ['bodman', false],
    ]);
    const house = style.layers.find((layer) => layer.id === 'house');
    expect(house?.type).toBe('fill-extrusion');
    expect(JSON.stringify(house)).toContain('#8c1d18');
  });

  it('rings lie at the stated distance around the branch and are closed', () => {
    const centre: [number, number] = [9.1757, 47.6603];
    const circle = circleRing(centre, PLOT_RADIUS_M);
    expect(circle[0]).toEqual(circle[circle.length - 1]);
    for (const point of circle) expect(Math.abs(metres(centre, point) - PLOT_RADIUS_M)).toBeLessThan(0.5);
    const square = squareRing(centre, HOUSE_HALF_SIDE_M);
    expect(square).toHaveLength(5);
    expect(Math.abs(metres(centre, square[0]) - HOUSE_HALF_SIDE_M * Math.SQRT2)).toBeLessThan(0.1);
  });
});
