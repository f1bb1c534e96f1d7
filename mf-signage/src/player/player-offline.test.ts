import { ApiError } from '@asp/web-kit';
import { HEARTBEAT_MS, PlayerEngine, type PlayerView } from './player-engine';
import { playlist, segment } from './test-playlist';
import { TestEventSource } from './test-event-source';

// The network goes away while the browser still holds the event stream open and silent
// (Chromium keeps an open stream when it goes offline): the failed heartbeat is what tells
// the TV it is cut off. It says so, keeps playing what it has, and comes back by itself.

type Beat = () => Promise<{ command: null }>;

function player(beat: { next: Beat }) {
  let loads = 0;
  let up = true;
  const engine = new PlayerEngine({
    transport: {
      load: async () => {
        loads += 1;
        if (!up) throw new ApiError(0, []);
        return playlist([segment(1, { duration: 10 }), segment(2, { duration: 10 })], {
          validUntil: new Date(Date.now() + 15 * 60_000).toISOString(),
        });
      },
      heartbeat: () => beat.next(),
      report: async () => undefined,
      screenshot: async () => undefined,
      openEvents: () => new TestEventSource(),
    },
    capture: async () => ({ image: '', note: null }),
  });
  const seen = { view: engine.current as PlayerView, slides: new Set<number>() };
  engine.subscribe((view) => {
    seen.view = view;
    if (view.slide?.segmentId) seen.slides.add(view.slide.segmentId);
  });
  return {
    engine,
    seen,
    loads: () => loads,
    setUp: (value: boolean) => {
      up = value;
    },
  };
}

describe('the player when its heartbeat fails', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: new Date('2026-11-25T10:00:00Z') });
    TestEventSource.reset();
  });
  afterEach(() => jest.useRealTimers());

  it('marks itself offline at the first beat that does not arrive, keeps playing, and is online again after the stream is back', async () => {
    const beat = { next: (async () => ({ command: null })) as Beat };
    const tv = player(beat);
    tv.engine.start();
    const first = TestEventSource.latest();
    first.send('ready', { deviceId: 7 });
    await jest.advanceTimersByTimeAsync(0);
    expect(tv.seen.view.offline).toBe(false);

    // Offline: calls fail; the stream stays open, and it is not silent long enough for the watchdog.
    tv.setUp(false);
    beat.next = async () => {
      throw new ApiError(0, []);
    };
    await jest.advanceTimersByTimeAsync(HEARTBEAT_MS);
    expect(tv.seen.view.offline).toBe(true);
    expect(first.closed).toBe(true);
    tv.seen.slides.clear();
    await jest.advanceTimersByTimeAsync(25_000);
    expect(tv.seen.view.status).toBe('playing');
    expect([...tv.seen.slides].sort()).toEqual([1, 2]);

    // The network is back: the next stream says ready, the player is online again.
    tv.setUp(true);
    beat.next = async () => ({ command: null });
    tv.engine.reconnectNow();
    const loadsBefore = tv.loads();
    TestEventSource.latest().send('ready', { deviceId: 7 });
    await jest.advanceTimersByTimeAsync(0);
    expect(tv.seen.view.offline).toBe(false);
    expect(tv.loads()).toBe(loadsBefore + 1);
    tv.engine.stop();
  });

  it('stays online when the service refuses what a beat carried (a 4xx other than 401)', async () => {
    const beat = { next: (async () => ({ command: null })) as Beat };
    const tv = player(beat);
    tv.engine.start();
    const stream = TestEventSource.latest();
    stream.send('ready', { deviceId: 7 });
    await jest.advanceTimersByTimeAsync(0);
    beat.next = async () => {
      throw new ApiError(422, [{ message: 'Ungültige Eingabe.' }]);
    };
    // Stream heartbeats keep the watchdog quiet while the beats are refused.
    for (let elapsed = 0; elapsed < 2 * HEARTBEAT_MS; elapsed += 15_000) {
      await jest.advanceTimersByTimeAsync(15_000);
      stream.send('heartbeat', {});
    }
    expect(tv.seen.view.offline).toBe(false);
    expect(stream.closed).toBe(false);
    tv.engine.stop();
  });

  it('started without network (a restart during an outage), asks for the playlist at once — the worker answers from its cache — and plays it, marked offline', async () => {
    const globals = globalThis as { navigator?: unknown };
    const before = Object.getOwnPropertyDescriptor(globals, 'navigator');
    Object.defineProperty(globals, 'navigator', { configurable: true, value: { onLine: false } });
    try {
      const beat = { next: (async () => ({ command: null })) as Beat };
      const tv = player(beat);
      tv.engine.start();
      await jest.advanceTimersByTimeAsync(0);
      expect(TestEventSource.opened).toBe(0);
      expect(tv.loads()).toBe(1);
      expect(tv.seen.view.offline).toBe(true);
      expect(tv.seen.view.status).toBe('playing');
      await jest.advanceTimersByTimeAsync(25_000);
      expect([...tv.seen.slides].sort()).toEqual([1, 2]);
      // Further drops (retries while still offline) do not load again: it has a playlist.
      expect(tv.loads()).toBe(1);
      tv.engine.stop();
    } finally {
      if (before) Object.defineProperty(globals, 'navigator', before);
      else delete globals.navigator;
    }
  });
});
