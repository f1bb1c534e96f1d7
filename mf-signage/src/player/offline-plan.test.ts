import type { Playlist, SignageSchedule } from '@asp/contracts';
import { playlistAt } from './offline-plan';
import { PlayerEngine, type PlayerView } from './player-engine';
import { playlist, segment } from './test-playlist';
import { TestEventSource } from './test-event-source';

// Schedules switch at the right minute in Berlin time also while the platform is down:
// the playlist's offline plan (the whole stream with its schedules) says what runs then.

const breakfast: SignageSchedule = { days: [], windows: [{ from: '06:00', to: '11:00' }], from: null, to: null };
const evening: SignageSchedule = { days: [], windows: [{ from: '17:00', to: '22:00' }], from: null, to: null };

function planned(at: string): Playlist {
  const always = segment(1);
  const morning = segment(2, { name: 'Frühstück' });
  const late = segment(3, { name: 'Abend' });
  return playlist([always, morning], {
    generatedAt: at,
    validUntil: new Date(Date.parse(at) + 60_000).toISOString(),
    offline: {
      streamSchedule: null,
      segments: [
        { ...always, schedules: [] },
        { ...morning, schedules: [breakfast] },
        { ...late, schedules: [evening] },
      ],
    },
  });
}

describe('playlistAt', () => {
  it('picks the segments whose schedules run at that minute in Berlin', () => {
    const list = planned('2026-11-25T09:58:00Z');
    const ids = (at: string) => playlistAt(list, new Date(at))?.segments.map((s) => s.id);
    expect(ids('2026-11-25T09:59:59Z')).toEqual([1, 2]); // 10:59:59 in Berlin
    expect(ids('2026-11-25T10:00:00Z')).toEqual([1]); // 11:00
    expect(ids('2026-11-25T16:00:00Z')).toEqual([1, 3]); // 17:00
    expect(ids('2026-07-01T04:00:00Z')).toEqual([1, 2]); // summer time: 06:00
    expect(playlistAt(list, new Date('2026-11-25T10:00:00Z'))?.validUntil).toBe('2026-11-25T10:01:00.000Z');
  });

  it('has nothing to say without a plan or after the stream’s own schedule', () => {
    expect(playlistAt(playlist([segment(1)]), new Date())).toBeNull();
    const list = planned('2026-11-25T09:58:00Z');
    const closed = { ...list, offline: { ...list.offline!, streamSchedule: breakfast } };
    expect(playlistAt(closed, new Date('2026-11-25T12:00:00Z'))).toBeNull();
  });
});

describe('the player without the platform', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: new Date('2026-11-25T09:58:30Z') }); // 10:58:30 in Berlin
    TestEventSource.reset();
  });
  afterEach(() => jest.useRealTimers());

  it('drops the breakfast slide at 11:00 Berlin time although every call fails', async () => {
    let up = true;
    let loads = 0;
    const engine = new PlayerEngine({
      transport: {
        load: async () => {
          loads += 1;
          if (!up) throw new TypeError('Failed to fetch');
          return planned(new Date().toISOString());
        },
        heartbeat: async () => {
          if (!up) throw new TypeError('Failed to fetch');
          return { command: null };
        },
        report: async () => undefined,
        screenshot: async () => undefined,
        openEvents: () => new TestEventSource(),
      },
      capture: async () => ({ image: '', note: null }),
    });
    const shown = new Set<number | null>();
    let view: PlayerView = engine.current;
    engine.subscribe((next) => {
      view = next;
      shown.add(next.slide?.segmentId ?? null);
    });
    engine.start();
    TestEventSource.latest().send('ready', { deviceId: 7 });
    await jest.advanceTimersByTimeAsync(0);
    expect(view.playlist?.segments.map((s) => s.id)).toEqual([1, 2]);

    up = false; // the platform goes down at 10:58:30
    TestEventSource.latest().onerror?.(new Event('error'));
    await jest.advanceTimersByTimeAsync(60_000); // 10:59:30: still breakfast time
    expect(view.playlist?.segments.map((s) => s.id)).toEqual([1, 2]);
    await jest.advanceTimersByTimeAsync(31_000); // 11:00:01: the switch is at the minute
    expect(view.playlist?.segments.map((s) => s.id)).toEqual([1]);
    expect(view.slide?.segmentId).toBe(1);
    shown.clear();
    await jest.advanceTimersByTimeAsync(120_000);
    expect(shown.has(2)).toBe(false);
    expect(view.status).toBe('playing');
    expect(loads).toBeGreaterThan(2);
    engine.stop();
  });
});
