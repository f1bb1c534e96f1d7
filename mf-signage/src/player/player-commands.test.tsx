/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { signageTexts } from '@asp/i18n';
import { withApiTestServer } from '@asp/web-kit/testing';
import type { Playlist } from '@asp/contracts';
import { PlayerScreen, type PlayerParts } from './PlayerScreen';
import { httpTransport } from './player-transport';
import { board, command, playlist, segment } from './test-playlist';
import { TestEventSource } from './test-event-source';
import { captureSlide, type SlideCapture } from './capture-slide';
import { fakeCanvas } from './test-canvas';

// The player's calls go to a real HTTP test server (the service's answers scripted);
// the event stream's frames are handed in through TestEventSource.

const BASE = '/api/digital-signage-devices/player/tv-konstanz-theke/key-1';
let served: Playlist;
let capture: () => Promise<SlideCapture>;

const api = withApiTestServer((request) => {
  if (request.method === 'GET' && request.url === BASE) return { status: 200, body: { data: served } };
  if (request.url === `${BASE}/heartbeat`) return { status: 200, body: { data: { serverTime: new Date().toISOString(), command: null } } };
  if (request.url.startsWith(`${BASE}/commands/`)) return { status: 200, body: { data: {} } };
  if (request.url === `${BASE}/screenshot`) return { status: 200, body: { data: { url: '/x', takenAt: new Date().toISOString() } } };
  return { status: 404 };
});

const parts: PlayerParts = (identifier, key) => ({
  transport: { ...httpTransport(identifier, key), openEvents: () => new TestEventSource() },
  capture: () => capture(),
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

const reports = (id: string) => api.calls('POST', `${BASE}/commands/${id}`).map((call) => call.body);

beforeEach(() => {
  TestEventSource.reset();
  capture = async () => ({ image: 'data:image/png;base64,iVBORw0KGgo=', note: null });
  served = playlist([segment(1, { kind: 'menu-board', menuBoard: board(19.9) }), segment(2)]);
});

describe('player commands', () => {
  it('reload: takes the command, loads the playlist again and reports done', async () => {
    await openPlayer();
    const reload = command('reload');
    TestEventSource.latest().send('command', reload);
    await waitFor(() => expect(reports(reload.id)).toHaveLength(2));
    expect(reports(reload.id)).toEqual([
      { state: 'running', error: null },
      { state: 'done', error: null },
    ]);
    expect(api.calls('GET', BASE)).toHaveLength(2);
  });

  it('screenshot: posts the captured slide with the command id, then done', async () => {
    await openPlayer();
    const shot = command('screenshot');
    TestEventSource.latest().send('command', shot);
    await waitFor(() => expect(reports(shot.id)).toHaveLength(2));
    expect(api.calls('POST', `${BASE}/screenshot`).map((call) => call.body)).toEqual([
      { commandId: shot.id, image: 'data:image/png;base64,iVBORw0KGgo=' },
    ]);
    expect(reports(shot.id)[1]).toEqual({ state: 'done', error: null });
  });

  it('screenshot: a simplified capture is still posted and done, its note in the report', async () => {
    capture = async () => ({ image: 'data:image/jpeg;base64,/9j/', note: 'Vereinfachtes Bildschirmfoto (ohne Layout): kaputt' });
    await openPlayer();
    const shot = command('screenshot');
    TestEventSource.latest().send('command', shot);
    await waitFor(() => expect(reports(shot.id)).toHaveLength(2));
    expect(api.calls('POST', `${BASE}/screenshot`).map((call) => call.body)).toEqual([
      { commandId: shot.id, image: 'data:image/jpeg;base64,/9j/' },
    ]);
    expect(reports(shot.id)[1]).toEqual({ state: 'done', error: 'Vereinfachtes Bildschirmfoto (ohne Layout): kaputt' });
  });

  it('screenshot: a video of another origin without CORS is a placeholder, the command done with a note (not failed)', async () => {
    // The real capture, a stand-in renderer, the fake canvas tainting as the browser does.
    fakeCanvas();
    capture = () =>
      captureSlide(screen.getByTestId('signage-slide'), 1920, 1080, async () => ({
        domToCanvas: async () => document.createElement('canvas'),
      }));
    served = playlist([segment(3, { kind: 'video', url: 'https://cdn.example.com/clip.mp4' })]);
    await openPlayer();
    const video = screen.getByTestId('signage-slide').querySelector('video')!;
    Object.defineProperties(video, { readyState: { value: 4 }, videoWidth: { value: 1920 }, videoHeight: { value: 1080 } });
    video.getBoundingClientRect = () => ({ left: 0, top: 0, width: 1920, height: 1080 }) as DOMRect;
    const shot = command('screenshot');
    TestEventSource.latest().send('command', shot);
    await waitFor(() => expect(reports(shot.id)).toHaveLength(2));
    expect(reports(shot.id)[1]).toEqual({
      state: 'done',
      error:
        'Videobild nicht erfasst: Das Video kommt von einer fremden Quelle ohne CORS-Freigabe; im Bildschirmfoto steht ein Platzhalter.',
    });
    expect(api.calls('POST', `${BASE}/screenshot`).map((call) => call.body)).toEqual([
      { commandId: shot.id, image: 'data:image/jpeg;base64,1-1' },
    ]);
    jest.restoreAllMocks();
  });

  it('screenshot: a capture that fails is reported failed with its reason', async () => {
    capture = async () => {
      throw new Error(signageTexts.canvasMissing);
    };
    await openPlayer();
    const shot = command('screenshot');
    TestEventSource.latest().send('command', shot);
    await waitFor(() => expect(reports(shot.id)).toHaveLength(2));
    expect(reports(shot.id)[1]).toEqual({ state: 'failed', error: signageTexts.canvasMissing });
    expect(api.calls('POST', `${BASE}/screenshot`)).toHaveLength(0);
  });

  it('show-scene: running, shows the scene; an abort brings the stream back; a command is taken once', async () => {
    await openPlayer();
    const show = command('show-scene', { sceneId: 3, seconds: 60 });
    served = playlist([segment(1)], { mode: 'command-scene', sceneHtml: '<h1>Grillaktion</h1>', sceneDuration: 60, command: show });
    TestEventSource.latest().send('command', show);
    await waitFor(() => expect(screen.getByText('Grillaktion')).toBeTruthy());
    expect(reports(show.id)).toEqual([{ state: 'running', error: null }]);

    served = playlist([segment(2)]);
    TestEventSource.latest().send('command', { ...show, state: 'aborted' });
    await waitFor(() => expect(screen.getByText('Folie 2')).toBeTruthy());
    expect(reports(show.id)).toHaveLength(1);
  });

  it('clear-cache: reloads and reports done', async () => {
    await openPlayer();
    const clear = command('clear-cache');
    TestEventSource.latest().send('command', clear);
    await waitFor(() => expect(reports(clear.id)).toHaveLength(2));
    expect(reports(clear.id)[1]).toEqual({ state: 'done', error: null });
  });
});

describe('player playback', () => {
  it('shows names, prices and unit prices, and a menu-board push changes the price without a reload', async () => {
    await openPlayer();
    expect(screen.getByText('Rindersteak')).toBeTruthy();
    expect(screen.getByText('19,90 € / kg')).toBeTruthy();
    expect(screen.getByText('ausverkauft')).toBeTruthy();
    expect(screen.getByText('10,00 € / kg')).toBeTruthy(); // Bratwurst: 1,50 € per 150 g piece
    TestEventSource.latest().send('menu-board', { segment: 1, menuBoard: board(24.5) });
    await waitFor(() => expect(screen.getByText('24,50 € / kg')).toBeTruthy());
    expect(api.calls('GET', BASE)).toHaveLength(1);
  });

  it('skips an image that does not load and reports it with the heartbeat', async () => {
    served = playlist([segment(5, { kind: 'image', media: { id: 9, version: 1, extension: 'jpg' } }), segment(6)]);
    await openPlayer();
    const image = screen.getByRole('img');
    expect(image.getAttribute('src')).toBe('/image/large/9-1.jpg');
    fireEvent.error(image);
    await waitFor(() => expect(screen.getByText('Folie 6')).toBeTruthy());
    await waitFor(() => expect(api.calls('POST', `${BASE}/heartbeat`)).toHaveLength(1));
    expect(api.calls('POST', `${BASE}/heartbeat`)[0].body).toEqual({
      segment: 6,
      failedSegment: { id: 5, message: 'Bild nicht ladbar' },
    });
  });

  it('a wrong key shows the refusal and stops', async () => {
    api.replies.push({ status: 401, body: { errors: [{ message: 'Nicht angemeldet.' }] } });
    render(
      <MemoryRouter initialEntries={['/signage/tv-konstanz-theke/key-1']}>
        <Routes>
          <Route path="/signage/:identifier/:deviceKey" element={<PlayerScreen parts={parts} />} />
        </Routes>
      </MemoryRouter>,
    );
    TestEventSource.latest().send('ready', { deviceId: 7 });
    await waitFor(() => expect(screen.getByText(signageTexts.refused)).toBeTruthy());
    expect(TestEventSource.open).toHaveLength(0);
  });
});
