import { readFileSync } from 'node:fs';
import path from 'node:path';
import { APP_ICONS_PATH, APP_MANIFEST_PATH, appIconUrl } from '@asp/domain';

/**
 * The storefront's service worker with the web app manifest the gateway makes (issue 18):
 * run in a small stand-in for the worker scope (its event listeners, a Cache Storage in a
 * Map, fetch replaced), it precaches the manifest, serves manifest and icons fresh while
 * online and from its cache offline.
 */
type Listener = (event: FakeEvent) => void;
interface FakeEvent {
  request?: Request;
  waitUntil(promise: Promise<unknown>): void;
  respondWith(response: Promise<Response> | Response): void;
}

const ORIGIN = 'https://shop.example.de';
const listeners = new Map<string, Listener>();
const stores = new Map<string, Map<string, Response>>();
const keyOf = (request: Request | string) => new URL(typeof request === 'string' ? request : request.url, ORIGIN).pathname;
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

async function dispatch(type: 'install' | 'fetch', request?: Request): Promise<Response | null> {
  let answer: Promise<Response> | Response | null = null;
  const pending: Promise<unknown>[] = [];
  listeners.get(type)!({ request, waitUntil: (promise) => pending.push(promise), respondWith: (response) => (answer = response) });
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

it('asks for no static manifest or icon of the shell build any more', () => {
  const worker = readFileSync(path.join(__dirname, 'service-worker.ts'), 'utf8');
  expect(worker).not.toContain('app-icon.svg');
  expect(worker).toContain(`'${APP_ICONS_PATH}/'`);
  const plugin = readFileSync(path.join(__dirname, '..', 'service-worker-plugin.js'), 'utf8');
  expect(plugin).not.toMatch(/writeFile\([^)]*manifest\.webmanifest/);
});
