import { readFileSync } from 'node:fs';
import path from 'node:path';
import { APP_ICONS_PATH, APP_MANIFEST_PATH, appIconUrl } from '@asp/domain';

/**
 * The storefront's service worker with the web app manifest the gateway makes (issue 18):
 * run in a small stand-in for the worker scope (its event listeners, a Cache Storage in a
 * Map, fetch replaced), it precaches the manifest, serves manifest and icons fresh while
 * online and from its cache offline; it keeps the start-up reads and the remotes' files
 * (also those the page loaded before the worker was there) for an offline reload.
 */
type Listener = (event: FakeEvent) => void;
interface FakeEvent {
  request?: Request;
  data?: unknown;
  waitUntil(promise: Promise<unknown>): void;
  respondWith(response: Promise<Response> | Response): void;
}

const ORIGIN = 'https://shop.example.de';
const listeners = new Map<string, Listener>();
const stores = new Map<string, Map<string, Response>>();
const REMOTE = 'https://remotes.example.de:4201';
/** Own files by path, another origin's by URL. */
const keyOf = (request: Request | string) => {
  const url = new URL(typeof request === 'string' ? request : request.url, ORIGIN);
  return url.origin === ORIGIN ? url.pathname : url.href;
};
let online = true;
let served = new Map<string, string>();

const network = jest.fn(async (input: Request | string) => {
  if (!online) throw new TypeError('Failed to fetch');
  const body = served.get(keyOf(input));
  return body === undefined ? new Response('nicht da', { status: 404 }) : new Response(body, { status: 200 });
});

function cacheNamed(name: string) {
  const store = stores.get(name) ?? new Map<string, Response>();
  stores.set(name, store);
  return {
    async put(request: Request | string, response: Response) {
      store.set(keyOf(request), response);
    },
    async add(request: Request | string) {
      const response = await network(request);
      if (!response.ok) throw new TypeError('bad response');
      store.set(keyOf(request), response);
    },
  };
}

/** In a worker, `new Request('/')` is relative to its origin; Node's wants an absolute URL. */
class OriginRequest extends Request {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, ORIGIN) : input, init);
  }
}

beforeAll(() => {
  Object.assign(globalThis, {
    __BUILD_ID__: 'build-1',
    Request: OriginRequest,
    fetch: network,
    self: {
      location: new URL(ORIGIN),
      skipWaiting: async () => undefined,
      clients: { claim: async () => undefined },
      addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    },
    caches: {
      open: async (name: string) => cacheNamed(name),
      keys: async () => [...stores.keys()],
      delete: async (name: string) => stores.delete(name),
      match: async (request: Request | string) => {
        for (const store of stores.values()) {
          const hit = store.get(keyOf(request));
          if (hit) return hit.clone();
        }
        return undefined;
      },
    },
  });
  jest.isolateModules(() => {
    require('./service-worker');
  });
});

async function dispatch(type: 'install' | 'fetch' | 'message', request?: Request, data?: unknown): Promise<Response | null> {
  let answer: Promise<Response> | Response | null = null;
  const pending: Promise<unknown>[] = [];
  listeners.get(type)!({ request, data, waitUntil: (promise) => pending.push(promise), respondWith: (response) => (answer = response) });
  await Promise.all(pending);
  return answer ? await answer : null;
}
const get = (pathname: string) => dispatch('fetch', new Request(`${ORIGIN}${pathname}`));

const ICON = appIconUrl('0123456789abcdef', 'icon-192.png');

it('precaches the manifest at install and keeps manifest and icons for offline use', async () => {
  served = new Map([
    ['/', '<!doctype html>'],
    ['/main.js', 'shell'],
    ['/remotes.json', '{}'],
    [APP_MANIFEST_PATH, '{"name":"Metzgerei Muster"}'],
    [ICON, 'png-1'],
  ]);
  await dispatch('install');
  expect(stores.get('asp-shell-build-1')?.has(APP_MANIFEST_PATH)).toBe(true);

  // Online: fresh from the gateway (a changed configuration shows at once), the cache refreshed.
  served.set(APP_MANIFEST_PATH, '{"name":"Fleischerei Hansen"}');
  expect(await (await get(APP_MANIFEST_PATH))!.text()).toBe('{"name":"Fleischerei Hansen"}');
  expect(await (await get(ICON))!.text()).toBe('png-1');

  online = false;
  expect(await (await get(APP_MANIFEST_PATH))!.text()).toBe('{"name":"Fleischerei Hansen"}');
  expect(await (await get(ICON))!.text()).toBe('png-1');
  online = true;
});

it('keeps the start-up reads for an offline reload, never the signed-in user, and lets other calls through', async () => {
  served.set('/api/products', '{"data":[{"id":1,"name":"Bratwurst"}]}');
  served.set('/api/users/me', '{"data":{"roles":["admin"],"user":{"id":1}}}');
  served.set('/api/orders/abc', '{"data":{}}');
  expect(await (await get('/api/products'))!.text()).toContain('Bratwurst');
  expect(await (await get('/api/users/me'))!.text()).toContain('admin');
  expect(await get('/api/orders/abc')).toBeNull();

  online = false;
  expect(await (await get('/api/products'))!.text()).toContain('Bratwurst');
  // Offline the anonymous visitor, not the stored staff member (nothing was stored).
  expect(JSON.parse(await (await get('/api/users/me'))!.text())).toEqual({ data: { roles: [], user: null } });
  online = true;
});

it('keeps what the page loaded before it was there: its own and the remotes’ files, not a foreign host’s', async () => {
  served.set('/remotes.json', JSON.stringify({ storefront: `${REMOTE}/mf-manifest.json`, cms: '/remotes/mf-cms/mf-manifest.json' }));
  served.set('/api/config', '{"data":{"shopName":"Metzgerei Muster"}}');
  served.set(`${REMOTE}/remoteEntry.js`, 'entry-1');
  served.set(`${REMOTE}/__federation_expose_App.3f2a9c1b7d.js`, 'chunk-1');
  served.set('https://cdn.example.com/lib.js', 'foreign');
  const loaded = [
    `${ORIGIN}/shop/konstanz`,
    `${ORIGIN}/api/config`,
    `${REMOTE}/remoteEntry.js`,
    `${REMOTE}/__federation_expose_App.3f2a9c1b7d.js`,
    'https://cdn.example.com/lib.js',
  ];
  await dispatch('message', undefined, { type: 'shell-app-files', urls: loaded });
  const kept = [...stores.get('asp-shell-build-1')!.keys()];
  expect(kept).toEqual(
    expect.arrayContaining(['/api/config', `${REMOTE}/remoteEntry.js`, `${REMOTE}/__federation_expose_App.3f2a9c1b7d.js`]),
  );
  expect(kept).not.toContain('https://cdn.example.com/lib.js');

  online = false;
  expect(await (await dispatch('fetch', new Request(`${REMOTE}/remoteEntry.js`)))!.text()).toBe('entry-1');
  expect(await (await get('/api/config'))!.text()).toContain('Metzgerei Muster');
  online = true;
  // A new entry while online replaces the kept one; the hashed chunk is never asked for again.
  served.set(`${REMOTE}/remoteEntry.js`, 'entry-2');
  expect(await (await dispatch('fetch', new Request(`${REMOTE}/remoteEntry.js`)))!.text()).toBe('entry-2');
  network.mockClear();
  expect(await (await dispatch('fetch', new Request(`${REMOTE}/__federation_expose_App.3f2a9c1b7d.js`)))!.text()).toBe('chunk-1');
  expect(network).not.toHaveBeenCalled();
  // A foreign host's request is not the worker's business.
  expect(await dispatch('fetch', new Request('https://cdn.example.com/lib.js'))).toBeNull();
});

it('asks for no static manifest or icon of the shell build any more', () => {
  const worker = readFileSync(path.join(__dirname, 'service-worker.ts'), 'utf8');
  expect(worker).not.toContain('app-icon.svg');
  const rules = readFileSync(path.join(__dirname, 'pwa-worker', 'shell-worker-rules.ts'), 'utf8');
  expect(rules).toContain(`'${APP_ICONS_PATH}/'`);
  const plugin = readFileSync(path.join(__dirname, '..', 'service-worker-plugin.js'), 'utf8');
  expect(plugin).not.toMatch(/writeFile\([^)]*manifest\.webmanifest/);
});
