/** @jest-environment jsdom */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { Playlist } from '@asp/contracts';
import { PlayerScreen, type PlayerParts } from './PlayerScreen';
import { board, playlist, segment } from './test-playlist';
import { TestEventSource } from './test-event-source';

// Six hours of playing with fake timers: the player steps through its segments, reloads on
// every stream (re)open, takes menu-board pushes and reconnects after the stream goes
// silent — and DOM nodes, timers, open streams and window listeners stay where they were.

const SOAK_MS = 6 * 60 * 60 * 1000;

/**
 * Counts the listeners every EventTarget holds (window, document, every element, also
 * React's own), by wrapping addEventListener/removeEventListener. `live()` sums those on
 * window, document and elements still in the document: a removed slide's listeners go with
 * its element, so only a leak makes the sum grow.
 */
function countListeners() {
  const held = new Map<EventTarget, Set<string>>();
  const add = EventTarget.prototype.addEventListener;
  const remove = EventTarget.prototype.removeEventListener;
  const keyOf = (type: string, listener: unknown, options: unknown) =>
    `${type}|${typeof options === 'boolean' ? options : Boolean((options as { capture?: boolean } | undefined)?.capture)}|${listenerIds.get(listener as object) ?? newId(listener as object)}`;
  const listenerIds = new WeakMap<object, number>();
  let ids = 0;
  const newId = (listener: object) => {
    listenerIds.set(listener, ++ids);
    return ids;
  };
  EventTarget.prototype.addEventListener = function (this: EventTarget, type: string, listener: unknown, options?: unknown) {
    if (listener) (held.get(this) ?? held.set(this, new Set()).get(this)!).add(keyOf(type, listener, options));
    return add.call(this, type, listener as EventListener, options as AddEventListenerOptions);
  } as typeof add;
  EventTarget.prototype.removeEventListener = function (this: EventTarget, type: string, listener: unknown, options?: unknown) {
    if (listener) held.get(this)?.delete(keyOf(type, listener, options));
    return remove.call(this, type, listener as EventListener, options as EventListenerOptions);
  } as typeof remove;
  return {
    live: () => {
      let sum = 0;
      for (const [target, keys] of held) {
        if (target === window || target === document || (target instanceof Node && target.isConnected)) sum += keys.size;
      }
      return sum;
    },
    restore: () => {
      EventTarget.prototype.addEventListener = add;
      EventTarget.prototype.removeEventListener = remove;
    },
  };
}
const STEP_MS = 5_000;

let served: Playlist;
let loads = 0;
let beats = 0;
const parts: PlayerParts = () => ({
  transport: {
    load: async () => {
      loads += 1;
      return { ...served, validUntil: new Date(Date.now() + 15 * 60_000).toISOString() };
    },
    heartbeat: async () => {
      beats += 1;
      return { command: null };
    },
    report: async () => undefined,
    screenshot: async () => undefined,
    openEvents: () => {
      const source = new TestEventSource();
      void Promise.resolve().then(() => source.send('ready', { deviceId: 7 }));
      return source;
    },
  },
  capture: async () => ({ image: 'data:image/png;base64,AA==', note: null }),
});

describe('player soak', () => {
  let container: HTMLDivElement;
  let root: Root;

  beforeEach(() => {
    jest.useFakeTimers();
    TestEventSource.reset();
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    served = playlist([
      segment(1, { duration: 10 }),
      segment(2, { kind: 'image', duration: 15, media: { id: 5, version: 2, extension: 'jpg' } }),
      segment(3, { kind: 'video', duration: 20, url: 'https://cdn.example.com/clip.mp4' }),
      segment(4, { kind: 'menu-board', duration: 8, menuBoard: board(19.9) }),
    ]);
    container = document.createElement('div');
    document.body.append(container);
  });

  afterEach(() => {
    act(() => root.unmount());
    container.remove();
    jest.useRealTimers();
  });

  it('runs 6 hours with a flat DOM, one timer, one stream and no growing listeners', async () => {
    const added = jest.spyOn(window, 'addEventListener');
    const removed = jest.spyOn(window, 'removeEventListener');
    const listeners = countListeners();
    root = createRoot(container);
    await act(async () => {
      root.render(
        <MemoryRouter initialEntries={['/signage/tv-konstanz-theke/key-1']}>
          <Routes>
            <Route path="/signage/:identifier/:deviceKey" element={<PlayerScreen parts={parts} />} />
          </Routes>
        </MemoryRouter>,
      );
    });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(container.querySelector('[data-segment="1"]')).not.toBeNull();

    const nodes: number[] = [];
    const timers: number[] = [];
    const liveListeners: number[] = [];
    const seenSegments = new Set<string>();
    for (let elapsed = 0, step = 0; elapsed < SOAK_MS; elapsed += STEP_MS, step += 1) {
      await act(async () => {
        await jest.advanceTimersByTimeAsync(STEP_MS);
      });
      // The engine's one timer (sampled before React gets a push to render).
      timers.push(jest.getTimerCount());
      seenSegments.add(container.querySelector('[data-testid="signage-slide"]')?.getAttribute('data-segment') ?? '');
      // A price change every minute arrives as a push on the open stream.
      if (step % 12 === 0 && TestEventSource.latest()) {
        await act(async () => TestEventSource.latest().send('menu-board', { segment: 4, menuBoard: board(19.9 + (step % 5)) }));
      }
      if (container.querySelector('[data-segment="4"]')) {
        nodes.push(container.getElementsByTagName('*').length);
        liveListeners.push(listeners.live());
      }
      expect(TestEventSource.open.length).toBeLessThanOrEqual(1);
    }

    expect([...seenSegments].sort()).toEqual(['1', '2', '3', '4']);
    // The menu board slide has the same node count in the first hour as in the sixth.
    expect(Math.max(...nodes.slice(-50))).toBe(Math.max(...nodes.slice(0, 50)));
    expect(Math.max(...timers)).toBeLessThanOrEqual(1);
    expect(added.mock.calls.length - removed.mock.calls.length).toBeLessThanOrEqual(1);
    // Listeners on everything in the page (elements too): as many in the sixth hour as in the first.
    listeners.restore();
    expect(liveListeners.length).toBeGreaterThan(100);
    expect(Math.max(...liveListeners.slice(-50))).toBe(Math.max(...liveListeners.slice(0, 50)));
    // It kept working all along: beats every 30 s, reconnects after each silent 40 s with a reload.
    expect(beats).toBeGreaterThanOrEqual(SOAK_MS / 30_000 - 1);
    expect(TestEventSource.opened).toBeGreaterThan(100);
    expect(loads).toBeGreaterThan(100);
  });
});
