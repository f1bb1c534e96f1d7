import { configSchema } from '@asp/contracts';
import { branch } from '../../testing/shop-fixtures';
import { cameraOptions, homeMapMode, mapMarkers, tokenRequestTransform } from './home-map';

const konstanz = branch({ id: 1, identifier: 'konstanz', name: 'Metzgerei Konstanz', latitude: 47.6603, longitude: 9.1757 });
const bodman = branch({ id: 2, identifier: 'bodman', name: 'Filiale Bodman', latitude: 47.8016, longitude: 9.0287 });
const noCoordinates = branch({ id: 3, identifier: 'owingen', name: 'Owingen', street: 'Hauptstraße 1', city: 'Owingen' });
const hidden = branch({ id: 4, identifier: 'eigeltingen', name: 'Eigeltingen', isPublic: false, latitude: 47.85, longitude: 8.9 });
const disabled = branch({ id: 5, identifier: 'bambergen', name: 'Bambergen', isEnabled: false, latitude: 47.79, longitude: 9.2 });

const config = configSchema.parse({});

describe('home map mode (storefront.md §2.6: only with the map plugin and cookie consent)', () => {
  const on = { enablePluginMap: true, mapsStyle: 'https://tiles.example.com/styles/basic/style.json' };

  it('shows the map with plugin and consent', () => {
    expect(homeMapMode(on, konstanz, true)).toBe('map');
  });

  it('without consent shows the hint and loads nothing', () => {
    expect(homeMapMode(on, konstanz, false)).toBe('consent');
  });

  it('without a configured style still shows the map (on the built-in style, no tile service)', () => {
    expect(homeMapMode({ ...on, mapsStyle: '' }, konstanz, true)).toBe('map');
    expect(homeMapMode({ ...on, mapsStyle: '   ' }, konstanz, true)).toBe('map');
  });

  it('no map section with the plugin off or a branch without coordinates', () => {
    expect(homeMapMode({ ...on, enablePluginMap: false }, konstanz, true)).toBe('none');
    expect(homeMapMode(on, noCoordinates, true)).toBe('none');
  });
});

describe('home map camera', () => {
  it('defaults: centred on the branch, zoom 19, pitch 55, bearing -85', () => {
    expect([config.mapZoom, config.mapPitch, config.mapBearing]).toEqual([19, 55, -85]);
    expect(cameraOptions(konstanz, config)).toEqual({ center: [9.1757, 47.6603], zoom: 19, pitch: 55, bearing: -85 });
  });

  it('takes zoom, pitch and bearing from the configuration', () => {
    expect(cameraOptions(bodman, { mapZoom: 15.5, mapPitch: 0, mapBearing: 30 })).toEqual({
      center: [9.0287, 47.8016],
      zoom: 15.5,
      pitch: 0,
      bearing: 30,
    });
  });

  it('none without coordinates', () => {
    expect(cameraOptions(noCoordinates, config)).toBeNull();
  });
});

describe('home map markers', () => {
  it('one per public, enabled branch with coordinates; the page branch is current', () => {
    const markers = mapMarkers([konstanz, bodman, noCoordinates, hidden, disabled], konstanz);
    expect(markers).toEqual([
      {
        identifier: 'konstanz',
        position: [9.1757, 47.6603],
        label: 'Route zu Metzgerei Konstanz',
        directions: 'https://www.google.com/maps/dir/?api=1&destination=47.6603%2C9.1757',
        current: true,
      },
      {
        identifier: 'bodman',
        position: [9.0287, 47.8016],
        label: 'Route zu Filiale Bodman',
        directions: 'https://www.google.com/maps/dir/?api=1&destination=47.8016%2C9.0287',
        current: false,
      },
    ]);
  });
});

describe('tile request token (access_token on the style host)', () => {
  const style = 'https://tiles.example.com/styles/basic/style.json';
  const base = 'http://localhost:8080/';

  it('no transform without a token', () => {
    expect(tokenRequestTransform(style, null, base)).toBeUndefined();
    expect(tokenRequestTransform(style, '  ', base)).toBeUndefined();
  });

  it('adds the token to requests to the style host only', () => {
    const transform = tokenRequestTransform(style, 'pk.abc', base);
    expect(transform?.(style)).toEqual({ url: 'https://tiles.example.com/styles/basic/style.json?access_token=pk.abc' });
    expect(transform?.('https://tiles.example.com/tiles/3/4/5.pbf?lang=de')).toEqual({
      url: 'https://tiles.example.com/tiles/3/4/5.pbf?lang=de&access_token=pk.abc',
    });
    expect(transform?.('https://fonts.other.org/Noto/0-255.pbf')).toBeUndefined();
  });

  it('keeps a token the URL already names', () => {
    const transform = tokenRequestTransform(style, 'pk.abc', base);
    expect(transform?.('https://tiles.example.com/tiles.json?access_token=other')).toBeUndefined();
  });

  it('a relative style URL is on the page host', () => {
    const transform = tokenRequestTransform('/map/style.json', 'pk.abc', base);
    expect(transform?.('http://localhost:8080/map/tiles/1/2/3.pbf')).toEqual({
      url: 'http://localhost:8080/map/tiles/1/2/3.pbf?access_token=pk.abc',
    });
    expect(transform?.('https://tiles.example.com/x.pbf')).toBeUndefined();
  });
});
