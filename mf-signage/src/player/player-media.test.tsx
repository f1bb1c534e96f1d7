/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { withApiTestServer } from '@asp/web-kit/testing';
import type { Playlist } from '@asp/contracts';
import { HlsVideo, isHls, type HlsModule } from './HlsVideo';
import { PlayerScreen, type PlayerParts } from './PlayerScreen';
import { httpTransport } from './player-transport';
import { playlist, segment } from './test-playlist';
import { TestEventSource } from './test-event-source';

// Skip-and-report of broken media (a video that does not play, an HLS stream that dies)
// and the lazy HLS player, against a real HTTP test server for the player's calls.

const BASE = '/api/digital-signage-devices/player/tv-konstanz-theke/key-1';
let served: Playlist;

const api = withApiTestServer((request) => {
  if (request.method === 'GET' && request.url === BASE) return { status: 200, body: { data: served } };
  if (request.url === `${BASE}/heartbeat`) return { status: 200, body: { data: { serverTime: new Date().toISOString(), command: null } } };
  return { status: 404 };
});

const parts: PlayerParts = (identifier, key) => ({
  transport: { ...httpTransport(identifier, key), openEvents: () => new TestEventSource() },
  capture: async () => ({ image: 'data:image/png;base64,iVBORw0KGgo=', note: null }),
});

async function openPlayer() {
  render(
    <MemoryRouter initialEntries={['/signage/tv-konstanz-theke/key-1']}>
      <Routes>
        <Route path="/signage/:identifier/:deviceKey" element={<PlayerScreen parts={parts} />} />
      </Routes>
    </MemoryRouter>,
  );
  TestEventSource.latest().send('ready', { deviceId: 7 });
  await waitFor(() => expect(screen.getByTestId('signage-slide')).toBeTruthy());
}

beforeEach(() => TestEventSource.reset());

describe('player media', () => {
  it('skips a video that does not play, shows the next segment and reports the broken one', async () => {
    served = playlist([segment(3, { kind: 'video', url: 'https://cdn.example.com/kaputt.mp4' }), segment(4)]);
    await openPlayer();
    const video = document.querySelector('video');
    expect(video?.getAttribute('src')).toBe('https://cdn.example.com/kaputt.mp4');
    fireEvent.error(video!);
    await waitFor(() => expect(screen.getByText('Folie 4')).toBeTruthy());
    await waitFor(() => expect(api.calls('POST', `${BASE}/heartbeat`)).toHaveLength(1));
    expect(api.calls('POST', `${BASE}/heartbeat`)[0].body).toEqual({
      segment: 4,
      failedSegment: { id: 3, message: 'Video nicht abspielbar' },
    });
  });

  it('plays an HLS segment through the lazily loaded HLS player and skips it on a fatal error', async () => {
    served = playlist([segment(8, { kind: 'video', url: 'https://cdn.example.com/live/index.m3u8' }), segment(9)]);
    await openPlayer();
    // jsdom has no MediaSource: hls.js says it is not supported, which skips the segment.
    await waitFor(() => expect(screen.getByText('Folie 9')).toBeTruthy());
    await waitFor(() => expect(api.calls('POST', `${BASE}/heartbeat`)).toHaveLength(1));
    expect(api.calls('POST', `${BASE}/heartbeat`)[0].body).toMatchObject({ failedSegment: { id: 8, message: 'HLS nicht unterstützt' } });
  });
});

describe('HlsVideo', () => {
  it('recognises HLS addresses', () => {
    expect(isHls('https://cdn.example.com/a/index.m3u8')).toBe(true);
    expect(isHls('https://cdn.example.com/a/index.m3u8?token=1')).toBe(true);
    expect(isHls('https://cdn.example.com/a/clip.mp4')).toBe(false);
  });

  it('hands the stream to the HLS player, reports a fatal error and cleans up on unmount', async () => {
    const played: string[] = [];
    let fatal: (details: string) => void = () => undefined;
    let stopped = 0;
    const fake: HlsModule = {
      isSupported: () => true,
      play: (src, _video, onFatal) => {
        played.push(src);
        fatal = onFatal;
        return () => (stopped += 1);
      },
    };
    const failures: string[] = [];
    const view = render(<HlsVideo src="https://cdn.example.com/live.m3u8" onFail={(m) => failures.push(m)} load={async () => fake} />);
    await waitFor(() => expect(played).toEqual(['https://cdn.example.com/live.m3u8']));
    fatal('manifestLoadError');
    expect(failures).toEqual(['Stream nicht abspielbar (manifestLoadError)']);
    view.unmount();
    expect(stopped).toBe(1);
  });

  it('plays through hls.js rather than the browser’s own HLS under the signage worker (which alone can answer offline)', async () => {
    const canPlay = jest.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe');
    const played: string[] = [];
    const fake: HlsModule = { isSupported: () => true, play: (src) => (played.push(src), () => undefined) };
    const src = 'https://cdn.example.com/vod/master.m3u8';
    try {
      // No worker: the browser's own HLS, hls.js is not even loaded.
      const load = jest.fn(async () => fake);
      const plain = render(<HlsVideo src={src} onFail={() => undefined} load={load} />);
      expect(plain.container.querySelector('video')?.getAttribute('src')).toBe(src);
      expect(load).not.toHaveBeenCalled();
      plain.unmount();

      Object.defineProperty(navigator, 'serviceWorker', { value: { controller: {} }, configurable: true });
      const controlled = render(<HlsVideo src={src} onFail={() => undefined} load={load} />);
      await waitFor(() => expect(played).toEqual([src]));
      expect(controlled.container.querySelector('video')?.getAttribute('src')).toBeNull();
      controlled.unmount();

      // hls.js unsupported there: the browser's own HLS still plays.
      const without = render(<HlsVideo src={src} onFail={() => undefined} load={async () => ({ ...fake, isSupported: () => false })} />);
      await waitFor(() => expect(without.container.querySelector('video')?.getAttribute('src')).toBe(src));
    } finally {
      canPlay.mockRestore();
      delete (navigator as { serviceWorker?: unknown }).serviceWorker;
    }
  });
});
