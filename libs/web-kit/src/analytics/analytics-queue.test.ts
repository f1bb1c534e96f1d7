import { ApiError, configureApiOrigin } from '../api/client';
import { startTestHttpServer, type TestReply } from '../testing/test-http-server';
import { AnalyticsQueue, ANALYTICS_FLUSH_MS, type AnalyticsEntry } from './analytics-queue';
import { analyticsQueue, isRetryableAnalyticsError, trackAddToCart, trackPageView, trackPurchase } from './track';
import { thirdPartyScripts } from './third-party-scripts';

const entry = (action: string): AnalyticsEntry => ({ type: 'event', category: 'test', action, data: null });

/** Hand-driven timers: the test decides when "a second has passed". */
function manualTimers() {
  const callbacks = new Map<number, () => void>();
  let next = 1;
  return {
    active: () => callbacks.size,
    intervals: [] as number[],
    setInterval(callback: () => void, ms: number) {
      this.intervals.push(ms);
      callbacks.set(next, callback);
      return next++;
    },
    clearInterval(handle: unknown) {
      callbacks.delete(handle as number);
    },
    tick() {
      for (const callback of [...callbacks.values()]) callback();
    },
  };
}

describe('AnalyticsQueue', () => {
  it('keeps nothing without consent', async () => {
    const sent: AnalyticsEntry[][] = [];
    const queue = new AnalyticsQueue({ send: async (e) => void sent.push(e), hasConsent: () => false });
    expect(queue.push(entry('a'))).toBe(false);
    expect(queue.size).toBe(0);
    await queue.flush();
    expect(sent).toEqual([]);
  });

  it('sends everything queued within a second as one batch, in order, every second', async () => {
    const sent: AnalyticsEntry[][] = [];
    const timers = manualTimers();
    const queue = new AnalyticsQueue({ send: async (e) => void sent.push(e), hasConsent: () => true, timers });
    queue.push(entry('a'));
    queue.push(entry('b'));
    queue.push(entry('c'));
    expect(timers.intervals).toEqual([ANALYTICS_FLUSH_MS]);
    expect(sent).toEqual([]);
    timers.tick();
    await Promise.resolve();
    await new Promise((r) => setImmediate(r));
    expect(sent.map((batch) => batch.map((e) => e.action))).toEqual([['a', 'b', 'c']]);
    expect(queue.size).toBe(0);
    // idle: the timer stopped itself, the next entry starts it again
    expect(timers.active()).toBe(0);
    queue.push(entry('d'));
    expect(timers.active()).toBe(1);
    await queue.flush();
    expect(sent.map((batch) => batch.map((e) => e.action))).toEqual([['a', 'b', 'c'], ['d']]);
  });

  it('puts a batch back in front after a retryable failure and drops it after a final one', async () => {
    let fail: unknown = new ApiError(0, []);
    const sent: string[][] = [];
    const queue = new AnalyticsQueue({
      send: async (e) => {
        if (fail) throw fail;
        sent.push(e.map((x) => x.action));
      },
      hasConsent: () => true,
      isRetryable: isRetryableAnalyticsError,
      timers: manualTimers(),
    });
    queue.push(entry('a'));
    await queue.flush();
    queue.push(entry('b'));
    expect(queue.size).toBe(2);
    fail = new ApiError(400, [{ message: 'ungültig' }]);
    await queue.flush();
    expect(queue.size).toBe(0);
    fail = null;
    queue.push(entry('c'));
    await queue.flush();
    expect(sent).toEqual([['c']]);
  });

  it('does not send twice while a flush is running', async () => {
    let release!: () => void;
    const calls: number[] = [];
    const queue = new AnalyticsQueue({
      send: (e) => {
        calls.push(e.length);
        // the first batch hangs until released; later ones answer at once
        return calls.length === 1 ? new Promise<void>((r) => (release = r)) : Promise.resolve();
      },
      hasConsent: () => true,
      timers: manualTimers(),
    });
    queue.push(entry('a'));
    const first = queue.flush();
    queue.push(entry('b'));
    await expect(queue.flush()).resolves.toBe(0);
    release();
    await expect(first).resolves.toBe(1);
    await queue.flush();
    expect(calls).toEqual([1, 1]);
  });

  it('sends at most batchSize entries per call, the rest with the next flush', async () => {
    const sent: string[][] = [];
    const queue = new AnalyticsQueue({
      send: async (e) => void sent.push(e.map((x) => x.action)),
      hasConsent: () => true,
      batchSize: 2,
      timers: manualTimers(),
    });
    ['a', 'b', 'c'].forEach((a) => queue.push(entry(a)));
    await queue.flush();
    await queue.flush();
    expect(sent).toEqual([['a', 'b'], ['c']]);
  });

  it('keeps at most maxQueued entries, dropping the oldest', () => {
    const queue = new AnalyticsQueue({ send: async () => undefined, hasConsent: () => true, maxQueued: 2, timers: manualTimers() });
    queue.push(entry('a'));
    queue.push(entry('b'));
    queue.push(entry('c'));
    expect(queue.size).toBe(2);
  });

  it('treats network errors, 429 and 5xx as retryable, other 4xx as final', () => {
    expect(isRetryableAnalyticsError(new ApiError(0, []))).toBe(true);
    expect(isRetryableAnalyticsError(new ApiError(503, []))).toBe(true);
    expect(isRetryableAnalyticsError(new ApiError(429, []))).toBe(true);
    expect(isRetryableAnalyticsError(new ApiError(400, []))).toBe(false);
    expect(isRetryableAnalyticsError(new Error('x'))).toBe(true);
  });
});

describe('page-wide tracking to POST /api/analytics-log', () => {
  let server: Awaited<ReturnType<typeof startTestHttpServer>>;
  const reply: TestReply = { status: 201, body: { data: { count: 0 } } };

  beforeAll(async () => {
    server = await startTestHttpServer(() => reply);
    configureApiOrigin(server.origin);
  });
  afterAll(async () => {
    analyticsQueue().stop();
    delete (globalThis as { document?: unknown }).document;
    await server.close();
  });

  it('sends nothing before consent and the commerce entries after it as { entries }', async () => {
    (globalThis as { document?: unknown }).document = { cookie: '' };
    expect(trackPageView('/shop', 'Shop')).toBe(false);
    (globalThis as { document?: unknown }).document = { cookie: 'cookie-consent=true' };
    expect(trackPageView('/shop/konstanz', 'Konstanz - Shop')).toBe(true);
    trackAddToCart({ items: [{ id: 4, name: 'Lyoner', amount: 0.5, unit: 'kilogram', price: 7.5 }], price: 7.5 });
    trackPurchase({ items: [{ name: 'Lyoner' }], price: 12.3, currency: 'CHF' });
    expect(analyticsQueue()).toBe(analyticsQueue());
    await analyticsQueue().flush();
    expect(server.seen).toHaveLength(1);
    expect(server.seen[0]).toMatchObject({ method: 'POST', url: '/api/analytics-log' });
    expect(server.seen[0].body).toEqual({
      entries: [
        { type: 'pageview', category: 'page', action: '/shop/konstanz', data: { path: '/shop/konstanz', title: 'Konstanz - Shop' } },
        {
          type: 'addtocart',
          category: 'commerce',
          action: 'addtocart',
          data: { items: [{ id: 4, name: 'Lyoner', amount: 0.5, unit: 'kilogram', price: 7.5 }], price: 7.5, currency: 'EUR' },
        },
        { type: 'purchase', category: 'commerce', action: 'purchase', data: { items: [{ name: 'Lyoner' }], price: 12.3, currency: 'CHF' } },
      ],
    });
  });
});

describe('third-party scripts (storefront.md §4)', () => {
  const ids = { facebookPixelId: '123', googleTagManagerId: 'GTM-ABC' };
  it('loads none without consent', () => {
    expect(thirdPartyScripts(ids, false)).toEqual([]);
  });
  it('loads only the scripts whose id is configured', () => {
    expect(thirdPartyScripts(ids, true).map((s) => s.kind)).toEqual(['pixel', 'tagManager']);
    expect(thirdPartyScripts({ facebookPixelId: '', googleTagManagerId: 'GTM-ABC' }, true)).toEqual([
      expect.objectContaining({ kind: 'tagManager', src: 'https://www.googletagmanager.com/gtm.js?id=GTM-ABC' }),
    ]);
    expect(thirdPartyScripts({ facebookPixelId: ' ', googleTagManagerId: null }, true)).toEqual([]);
  });
});
