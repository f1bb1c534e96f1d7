import { playlist, segment } from '../player/test-playlist';
import { mediaUrlsOf, workerUrl } from './register-worker';
import { ruleFor, type RequestFacts } from './worker-rules';

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

  it('serves content-hashed chunks from the cache first', () => {
    expect(ruleFor(request('/remotes/mf-signage/418.228e11d6.js'))).toBe('cache-first');
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
  it('finds sw.js next to the remote only on the page origin', () => {
    const page = 'https://shop.example.de/signage/tv-1/key';
    expect(workerUrl('/remotes/mf-signage/', page)).toBe('https://shop.example.de/remotes/mf-signage/sw.js');
    expect(workerUrl('http://localhost:4204/', 'http://localhost:8080/signage/tv-1/key')).toBeNull();
    expect(workerUrl(undefined, page)).toBeNull();
  });

  it('lists the playlist media as absolute addresses in the TV size, without HLS playlists and text slides', () => {
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
    expect(urls).toEqual(['https://shop.example.de/image/large/9-1.jpg', 'https://cdn.example.com/clip.mp4']);
  });
});
