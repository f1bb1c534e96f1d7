import { APP_CACHE, MEDIA_CACHE, MEDIA_MESSAGE } from './worker-rules';

/**
 * The signage worker run in a small stand-in for the worker scope (like the shell's
 * service-worker.test.ts): its listeners, a Cache Storage in Maps that refuses a 206 as the
 * real one does, and a network of files that answers ranges. The TV's videos and HLS
 * streams must play on from the cache while the network is down.
 */
type Listener = (event: FakeEvent) => void;
interface FakeEvent {
  request?: Request;
  data?: unknown;
  waitUntil(promise: Promise<unknown>): void;
  respondWith(response: Promise<Response> | Response): void;
}
interface Stored {
  body: ArrayBuffer;
  status: number;
  headers: Headers;
}

const ORIGIN = 'https://shop.example.de';
const CDN = 'https://cdn.example.com';
const listeners = new Map<string, Listener>();
const stores = new Map<string, Map<string, Stored>>();
const urlOf = (input: Request | string) => (typeof input === 'string' ? input : input.url);
let online = true;
const served = new Map<string, string>();
const asked: string[] = [];

const network = jest.fn(async (input: Request | string) => {
  if (!online) throw new TypeError('Failed to fetch');
  asked.push(urlOf(input));
  const body = served.get(urlOf(input));
  if (body === undefined) return new Response('nicht da', { status: 404 });
  const range = typeof input === 'string' ? null : /^bytes=(\d+)-(\d*)$/.exec(input.headers.get('range') ?? '');
  if (!range) return new Response(body, { status: 200 });
  const end = range[2] ? Number(range[2]) + 1 : body.length;
  return new Response(body.slice(Number(range[1]), end), {
    status: 206,
    headers: { 'Content-Range': `bytes ${range[1]}-${end - 1}/${body.length}` },
  });
});

function cacheNamed(name: string) {
  const store = stores.get(name) ?? new Map<string, Stored>();
  stores.set(name, store);
  const answer = (stored: Stored) => new Response(stored.body.slice(0), { status: stored.status, headers: stored.headers });
  return {
    async match(input: Request | string) {
      const stored = store.get(urlOf(input));
      return stored ? answer(stored) : undefined;
    },
    async put(input: Request | string, response: Response) {
      if (response.status === 206) throw new TypeError('Partial response (status code 206) is unsupported');
      store.set(urlOf(input), { body: await response.arrayBuffer(), status: response.status, headers: response.headers });
    },
    async keys() {
      return [...store.keys()].map((url) => new Request(url));
    },
    async delete(input: Request | string) {
      return store.delete(urlOf(input));
    },
  };
}

beforeAll(() => {
  Object.assign(globalThis, {
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
      match: async (input: Request | string) => {
        for (const name of stores.keys()) {
          const hit = await cacheNamed(name).match(input);
          if (hit) return hit;
        }
        return undefined;
      },
    },
  });
  jest.isolateModules(() => {
    require('./signage-worker');
  });
});

beforeEach(() => {
  online = true;
  asked.length = 0;
});

async function dispatch(type: 'fetch' | 'message', init: { request?: Request; data?: unknown }): Promise<Response | null> {
  let answer: Promise<Response> | Response | null = null;
  const pending: Promise<unknown>[] = [];
  listeners.get(type)!({ ...init, waitUntil: (promise) => pending.push(promise), respondWith: (response) => (answer = response) });
  const response = answer ? await answer : null;
  // The worker may hand over more work while it answers (a download beside a range answer).
  for (let done = 0; done < pending.length; done = pending.length) await Promise.all(pending);
  return response;
}
const play = (urls: string[], width = 1920) => dispatch('message', { data: { type: MEDIA_MESSAGE, urls, width } });
const get = (url: string, range?: string) => dispatch('fetch', { request: new Request(url, { headers: range ? { range } : {} }) });
const cached = () => [...(stores.get(MEDIA_CACHE)?.keys() ?? [])].filter((url) => !url.includes('.invalid/')).sort();

describe('videos of the playlist', () => {
  const CLIP = `${CDN}/clip.mp4`;
  beforeAll(() => served.set(CLIP, 'abcdefghij'));

  it('are kept whole and answer the player’s ranges with 206, also offline; 416 beyond the end', async () => {
    await play([CLIP]);
    expect(cached()).toEqual([CLIP]);
    asked.length = 0;
    const first = (await get(CLIP, 'bytes=0-'))!;
    expect([first.status, first.headers.get('content-range'), first.headers.get('accept-ranges')]).toEqual([206, 'bytes 0-9/10', 'bytes']);
    expect(asked).toEqual([]);

    online = false;
    const seek = (await get(CLIP, 'bytes=2-4'))!;
    expect([seek.status, seek.headers.get('content-length'), await seek.text()]).toEqual([206, '3', 'cde']);
    expect((await get(CLIP, 'bytes=20-'))!.status).toBe(416);
    expect(await (await get(CLIP))!.text()).toBe('abcdefghij');
  });

  it('not cached yet (the network was down at the playlist): a range passes through and the whole file is cached', async () => {
    const late = `${CDN}/late.mp4`;
    served.set(late, '0123456789');
    online = false;
    await play([CLIP, late]);
    expect(cached()).toEqual([CLIP]);

    online = true;
    const part = (await get(late, 'bytes=0-3'))!;
    expect([part.status, await part.text()]).toEqual([206, '0123']);
    expect(cached()).toEqual([CLIP, late]);
    expect(stores.get(APP_CACHE)?.has(late) ?? false).toBe(false);

    online = false;
    expect(await (await get(late, 'bytes=4-'))!.text()).toBe('456789');
  });
});

describe('HLS streams of the playlist', () => {
  const MASTER = `${CDN}/vod/master.m3u8`;
  beforeAll(() => {
    served.set(
      MASTER,
      '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=800000,RESOLUTION=640x360\n360p.m3u8\n#EXT-X-STREAM-INF:BANDWIDTH=5000000,RESOLUTION=1920x1080\n1080p/index.m3u8\n',
    );
    served.set(`${CDN}/vod/360p.m3u8`, '#EXTM3U\n#EXTINF:6,\n360p-1.ts\n#EXT-X-ENDLIST\n');
    served.set(
      `${CDN}/vod/1080p/index.m3u8`,
      '#EXTM3U\n#EXT-X-MAP:URI="init.mp4"\n#EXT-X-KEY:METHOD=AES-128,URI="/keys/k1"\n#EXTINF:6,\nseg-1.m4s\n#EXTINF:6,\nseg-2.m4s\n#EXT-X-ENDLIST\n',
    );
    for (const file of ['1080p/init.mp4', '1080p/seg-1.m4s', '1080p/seg-2.m4s', '360p-1.ts']) served.set(`${CDN}/vod/${file}`, `<${file}>`);
    served.set(`${CDN}/keys/k1`, 'key');
  });

  it('keep one VOD variant whole (the one as wide as the screen) and play it offline', async () => {
    await play([MASTER], 1920);
    expect(cached()).toEqual([
      `${CDN}/keys/k1`,
      `${CDN}/vod/1080p/index.m3u8`,
      `${CDN}/vod/1080p/init.mp4`,
      `${CDN}/vod/1080p/seg-1.m4s`,
      `${CDN}/vod/1080p/seg-2.m4s`,
      MASTER,
    ]);

    online = false;
    // hls.js offline sees the one variant the TV holds, so it cannot switch to another.
    expect(await (await get(MASTER))!.text()).toBe(
      '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=5000000,RESOLUTION=1920x1080\nhttps://cdn.example.com/vod/1080p/index.m3u8\n',
    );
    expect(await (await get(`${CDN}/vod/1080p/index.m3u8`))!.text()).toContain('seg-2.m4s');
    expect(await (await get(`${CDN}/vod/1080p/seg-2.m4s`))!.text()).toBe('<1080p/seg-2.m4s>');
    expect(await (await get(`${CDN}/vod/1080p/seg-1.m4s`, 'bytes=1-5'))!.text()).toBe('1080p');
    await expect(get(`${CDN}/vod/360p-1.ts`)).rejects.toThrow('Failed to fetch');
  });

  it('are dropped with their parts when the playlist no longer has them', async () => {
    const image = `${ORIGIN}/image/large/9-1.jpg`;
    served.set(image, 'jpg');
    await play([image]);
    expect(cached()).toEqual([image]);
  });

  it('keep nothing of a live stream: its latest playlist and segments come from the network, into no cache', async () => {
    const live = `${CDN}/live/index.m3u8`;
    served.set(live, '#EXTM3U\n#EXT-X-MEDIA-SEQUENCE:1\n#EXTINF:4,\nlive-1.ts\n');
    served.set(`${CDN}/live/live-1.ts`, 'ts-1');
    await play([live]);
    expect(cached()).toEqual([]);

    expect(await (await get(live))!.text()).toContain('live-1.ts');
    served.set(live, '#EXTM3U\n#EXT-X-MEDIA-SEQUENCE:2\n#EXTINF:4,\nlive-2.ts\n');
    expect(await (await get(live))!.text()).toContain('live-2.ts');
    expect(await (await get(`${CDN}/live/live-1.ts`))!.text()).toBe('ts-1');
    expect(cached()).toEqual([]);
    expect([...(stores.get(APP_CACHE)?.keys() ?? [])].filter((url) => url.startsWith(CDN))).toEqual([]);
  });
});
