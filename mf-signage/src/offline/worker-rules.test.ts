import { startupLoads } from '@asp/web-kit';
import { playlist, segment } from '../player/test-playlist';
import { loadedUrls, mediaUrlsOf, workerUrl } from './register-worker';
import { APP_FILES_LIMIT, appUrlsToKeep, ruleFor, type RequestFacts } from './worker-rules';

const ORIGIN = 'https://shop.example.de';
const request = (url: string, patch: Partial<RequestFacts> = {}): RequestFacts => ({
  method: 'GET',
  url: url.startsWith('http') ? url : `${ORIGIN}${url}`,
  origin: ORIGIN,
  mode: 'cors',
  accept: '*/*',
  ...patch,
});

describe('signage service worker rules', () => {
  it('keeps the page, the playlist and the app files network first (cache when the platform is down)', () => {
    expect(ruleFor(request('/signage/tv-1/key', { mode: 'navigate', accept: 'text/html' }))).toBe('network-first');
    expect(ruleFor(request('/api/digital-signage-devices/player/tv-1/key'))).toBe('network-first');
    expect(ruleFor(request('/api/init'))).toBe('network-first');
    expect(ruleFor(request('/main.js'))).toBe('network-first');
    expect(ruleFor(request('/remotes/mf-signage/remoteEntry.js'))).toBe('network-first');
    expect(ruleFor(request('http://localhost:4204/mf-manifest.json'))).toBe('network-first');
  });

  it('keeps every start-up load of the shell, so a TV restarting offline gets past the start-up gate', () => {
    expect(startupLoads.length).toBeGreaterThan(10);
    for (const load of startupLoads)
      expect({ path: load.path, rule: ruleFor(request(`/api${load.path}`)) }).toEqual({ path: load.path, rule: 'network-first' });
  });

  it('serves content-hashed chunks and their stylesheets from the cache first', () => {
    expect(ruleFor(request('/remotes/mf-signage/418.228e11d6.js'))).toBe('cache-first');
    // An offline TV keeps its styles: the player's CSS is a file of its chunk (mini-css-extract-plugin).
    expect(ruleFor(request('/remotes/mf-signage/__federation_expose_App.9330b70b.css'))).toBe('cache-first');
    expect(ruleFor(request('http://localhost:4204/18.9330b70b.css'))).toBe('cache-first');
  });

  it('leaves videos and stream files to the media cache (never the app cache)', () => {
    expect(ruleFor(request('https://cdn.example.com/clip.mp4'))).toBe('media');
    expect(ruleFor(request('https://cdn.example.com/vod/master.m3u8?token=1'))).toBe('media');
    expect(ruleFor(request('https://cdn.example.com/vod/720p/seg-00001.ts'))).toBe('media');
    expect(ruleFor(request('https://cdn.example.com/vod/720p/init.mp4'))).toBe('media');
    expect(ruleFor(request('https://cdn.example.com/vod/720p/seg-1.m4s'))).toBe('media');
    expect(ruleFor(request('/image/large/9-1.jpg'))).toBe('network-first');
    expect(appUrlsToKeep([`${ORIGIN}/main.js`, 'https://cdn.example.com/clip.mp4'], ORIGIN)).toEqual([`${ORIGIN}/main.js`]);
  });

  it('lets writes, the event stream and other API calls through untouched', () => {
    expect(ruleFor(request('/api/digital-signage-devices/player/tv-1/key/heartbeat', { method: 'POST' }))).toBe('pass');
    expect(ruleFor(request('/api/digital-signage-devices/player/tv-1/key/events'))).toBe('pass');
    expect(ruleFor(request('/api/x', { accept: 'text/event-stream' }))).toBe('pass');
    expect(ruleFor(request('/api/digital-signage-devices'))).toBe('pass');
    expect(ruleFor(request('/api/digital-signage-devices/player/tv-1/key/screenshot'))).toBe('pass');
  });
});

describe('the page side of the worker', () => {
  it('finds sw.js next to the remote on the page origin, and on the gateway’s origin when the remote has its own server', () => {
    const page = 'https://shop.example.de/signage/tv-1/key';
    expect(workerUrl('/remotes/mf-signage/', page)).toBe('https://shop.example.de/remotes/mf-signage/sw.js');
    // npm start: the remote on its own port; the gateway serves its sw.js on the page's origin.
    expect(workerUrl('http://localhost:4204/', 'http://localhost:8080/signage/tv-1/key')).toBe(
      'http://localhost:8080/remotes/mf-signage/sw.js',
    );
    expect(workerUrl(undefined, page)).toBeNull();
  });

  it('hands the worker what the page loaded before it, and the worker keeps what its rules cache', () => {
    const page = `${ORIGIN}/signage/tv-1/key`;
    const urls = loadedUrls(page, [
      { name: `${ORIGIN}/main.3f9a1c2b7d.js` },
      { name: `${ORIGIN}/api/init` },
      { name: `${ORIGIN}/api/digital-signage-devices/player/tv-1/key` },
      { name: `${ORIGIN}/api/digital-signage-devices/player/tv-1/key/events` },
      { name: `${ORIGIN}/api/digital-signage-devices/player/tv-1/key/heartbeat` },
      { name: 'http://localhost:4204/remoteEntry.js' },
      { name: 'http://localhost:4204/__federation_expose_App.9330b70b.css' },
      { name: 'data:image/png;base64,AAAA' },
      { name: page },
    ]);
    expect(urls[0]).toBe(page);
    expect(urls).not.toContain('data:image/png;base64,AAAA');
    expect(appUrlsToKeep(urls, ORIGIN)).toEqual([
      page,
      `${ORIGIN}/main.3f9a1c2b7d.js`,
      `${ORIGIN}/api/init`,
      `${ORIGIN}/api/digital-signage-devices/player/tv-1/key`,
      'http://localhost:4204/remoteEntry.js',
      'http://localhost:4204/__federation_expose_App.9330b70b.css',
    ]);
    expect(
      appUrlsToKeep([42, 'javascript:alert(1)', ...Array.from({ length: APP_FILES_LIMIT + 5 }, (_, i) => `${ORIGIN}/f${i}.js`)], ORIGIN),
    ).toHaveLength(APP_FILES_LIMIT - 2);
  });

  it('lists the playlist media as absolute addresses in the TV size, HLS playlists too, without text slides', () => {
    const urls = mediaUrlsOf(
      playlist([
        segment(1),
        segment(2, { kind: 'image', media: { id: 9, version: 1, extension: 'jpg' } }),
        segment(3, { kind: 'video', url: 'https://cdn.example.com/clip.mp4' }),
        segment(4, { kind: 'video', url: 'https://cdn.example.com/live/index.m3u8' }),
      ]),
      1920,
      'https://shop.example.de/signage/tv-1/key',
    );
    expect(urls).toEqual([
      'https://shop.example.de/image/large/9-1.jpg',
      'https://cdn.example.com/clip.mp4',
      'https://cdn.example.com/live/index.m3u8',
    ]);
  });
});
