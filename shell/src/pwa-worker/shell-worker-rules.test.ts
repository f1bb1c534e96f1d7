import { startupLoads } from '@asp/web-kit';
import { ruleFor, remoteOriginsOf, shellUrlsToKeep, START_UP_CALLS, storable, type ShellRequestFacts } from './shell-worker-rules';

const ORIGIN = 'http://localhost:8080';
const REMOTE = 'http://localhost:4201';
const remotes = new Set([REMOTE]);

function facts(url: string, extra: Partial<ShellRequestFacts> = {}): ShellRequestFacts {
  return { method: 'GET', url: url.startsWith('http') ? url : `${ORIGIN}${url}`, origin: ORIGIN, mode: 'cors', accept: '*/*', ...extra };
}

describe('the shop worker’s rules', () => {
  it('serves every navigation of the shop as the one shell page, but not the staff areas', () => {
    expect(ruleFor(facts('/store/konstanz', { mode: 'navigate' }), remotes)).toBe('page');
    expect(ruleFor(facts('/', { mode: 'navigate' }), remotes)).toBe('page');
    for (const area of ['/backend/orders', '/tv/abc', '/signage/tv-1', '/screens/counter']) {
      expect(ruleFor(facts(area, { mode: 'navigate' }), remotes)).toBe('pass');
    }
    // Only the area itself, not a shop path that merely starts with its letters.
    expect(ruleFor(facts('/tvangebote', { mode: 'navigate' }), remotes)).toBe('page');
  });

  it('keeps the start-up reads network first and lets every other call and write through', () => {
    for (const path of ['/api/config', '/api/branches', '/api/products', '/api/init', '/api/nodes']) {
      expect(ruleFor(facts(path), remotes)).toBe('network-first');
    }
    expect(ruleFor(facts('/api/orders/abc'), remotes)).toBe('pass');
    expect(ruleFor(facts('/api/branches/1/slots'), remotes)).toBe('pass');
    expect(ruleFor(facts('/api/config', { method: 'POST' }), remotes)).toBe('pass');
    expect(ruleFor(facts('/api/orders/abc/events', { accept: 'text/event-stream' }), remotes)).toBe('pass');
  });

  it('never stores the signed-in user: /api/users/me has its own rule', () => {
    expect(ruleFor(facts('/api/users/me'), remotes)).toBe('anonymous-user');
  });

  it('matches the web-kit’s start-up loads (the worker is bundled without it)', () => {
    const webKit = startupLoads.map(({ path }) => `/api${path}`).filter((path) => path !== '/api/users/me');
    expect(new Set(webKit)).toEqual(new Set([...START_UP_CALLS].filter((path) => path !== '/api/init')));
  });

  it('sorts the shell’s and the remotes’ files by whether they carry a content hash', () => {
    expect(ruleFor(facts('/main.js'), remotes)).toBe('network-first');
    expect(ruleFor(facts('/remotes.json'), remotes)).toBe('network-first');
    expect(ruleFor(facts('/app-icons/3/icon-192.png'), remotes)).toBe('network-first');
    expect(ruleFor(facts('/621.3f2a9c1b7d.js'), remotes)).toBe('cache-first');
    // The chunks' stylesheets (mini-css-extract-plugin, `[name].[contenthash:8].css`).
    expect(ruleFor(facts('/309.7abd491e.css'), remotes)).toBe('cache-first');
    expect(ruleFor(facts('/remotes/mf-storefront/mf-manifest.json'), remotes)).toBe('network-first');
    expect(ruleFor(facts('/remotes/mf-storefront/remoteEntry.js'), remotes)).toBe('network-first');
    expect(ruleFor(facts('/image/640/12-3.webp'), remotes)).toBe('cache-first');
    expect(ruleFor(facts('/fonts/google/Inter/style-400.embed.css'), remotes)).toBe('network-first');
    expect(ruleFor(facts('/upload/abc/1-1.pdf'), remotes)).toBe('pass');
  });

  it('caches another origin only when it serves a remote', () => {
    expect(ruleFor(facts(`${REMOTE}/mf-manifest.json`), remotes)).toBe('network-first');
    expect(ruleFor(facts(`${REMOTE}/remoteEntry.js`), remotes)).toBe('network-first');
    expect(ruleFor(facts(`${REMOTE}/__federation_expose_App.8c1d2e3f4a.js`), remotes)).toBe('cache-first');
    expect(ruleFor(facts(`${REMOTE}/806.9a239fd0.css`), remotes)).toBe('cache-first');
    expect(ruleFor(facts('https://tiles.example.com/style.json'), remotes)).toBe('pass');
    expect(ruleFor(facts(`${REMOTE}/remoteEntry.js`), new Set())).toBe('pass');
  });

  it('reads the remotes’ origins from the registry, leaving out its own and malformed entries', () => {
    const registry = { storefront: `${REMOTE}/mf-manifest.json`, cms: '/remotes/mf-cms/mf-manifest.json', broken: 'http://', other: 7 };
    expect(remoteOriginsOf(registry, ORIGIN)).toEqual(new Set([REMOTE]));
    expect(remoteOriginsOf(null, ORIGIN)).toEqual(new Set());
    expect(remoteOriginsOf(['x'], ORIGIN)).toEqual(new Set());
  });

  it('keeps of the page’s loaded files those its rules store, each once', () => {
    const urls = [
      `${ORIGIN}/store/konstanz`,
      `${ORIGIN}/main.js`,
      `${ORIGIN}/main.js`,
      `${ORIGIN}/api/config`,
      `${ORIGIN}/api/users/me`,
      `${ORIGIN}/api/orders/1`,
      `${REMOTE}/remoteEntry.js`,
      // Stylesheets the page loaded as <link> (resource timing lists them like scripts).
      `${ORIGIN}/309.7abd491e.css`,
      `${REMOTE}/806.9a239fd0.css`,
      'https://cdn.example.com/lib.js',
      'data:text/plain,x',
      42,
    ];
    expect(shellUrlsToKeep(urls, ORIGIN, remotes)).toEqual([
      `${ORIGIN}/main.js`,
      `${ORIGIN}/api/config`,
      `${REMOTE}/remoteEntry.js`,
      `${ORIGIN}/309.7abd491e.css`,
      `${REMOTE}/806.9a239fd0.css`,
    ]);
    expect(shellUrlsToKeep('not a list', ORIGIN, remotes)).toEqual([]);
  });

  it('stores good and opaque answers, not errors', () => {
    expect(storable({ ok: true, type: 'basic' })).toBe(true);
    expect(storable({ ok: false, type: 'opaque' })).toBe(true);
    expect(storable({ ok: false, type: 'basic' })).toBe(false);
  });
});
