import { startSignage, type Harness } from './helpers';

/**
 * The playlist's offline plan (real PG/NATS): in mode stream the TV also gets the whole
 * stream with each segment's schedules (entry's and own) and the stream's schedule, so it
 * can switch by the minute without the service; other modes carry none.
 */
let h: Harness;
beforeAll(async () => {
  h = await startSignage();
});
afterAll(() => h?.close());

const post = async (url: string, payload: object) => {
  const response = await h.call({ method: 'POST', url, headers: h.admin, payload });
  expect([200, 201]).toContain(response.statusCode);
  return response.json().data;
};

test('mode stream carries the whole stream with its schedules; a scene carries no plan', async () => {
  const breakfast = { days: [1, 2, 3, 4, 5], windows: [{ from: '06:00', to: '11:00' }] };
  const evening = { windows: [{ from: '17:00', to: '22:00' }] };
  const always = (await post('/api/digital-signage-segments', { name: 'Immer', kind: 'html', duration: 8, html: '<p>Immer</p>' })).id;
  const morning = (
    await post('/api/digital-signage-segments', { name: 'Frühstück', kind: 'html', duration: 5, html: '<p>Früh</p>', schedule: breakfast })
  ).id;
  const late = (await post('/api/digital-signage-segments', { name: 'Abend', kind: 'html', duration: 5, html: '<p>Abend</p>' })).id;
  const stream = (
    await post('/api/digital-signage-streams', {
      name: 'Offline-Plan',
      entries: [{ segment: always }, { segment: morning }, { segment: late, schedule: evening }],
      schedule: { days: [1, 2, 3, 4, 5, 6] },
    })
  ).id;
  const scene = (await post('/api/scenes', { path: 'offline-plan', name: 'Szene', content: { html: '<h2>Hallo</h2>', segments: [] } })).id;
  const tv = await post('/api/digital-signage-devices', { identifier: 'tv-offline-plan', name: 'TV', branch: 1, stream, scene });
  const { key } = await post(`/api/digital-signage-devices/${tv.id}/key`, {});
  const load = async () => (await h.call({ method: 'GET', url: `/api/digital-signage-devices/player/tv-offline-plan/${key}` })).json().data;

  h.clock.now = new Date('2026-11-25T16:30:00Z'); // Wednesday 17:30 in Berlin
  const playlist = await load();
  expect(playlist.segments.map((s: { id: number }) => s.id)).toEqual([always, late]);
  expect(playlist.offline.streamSchedule).toEqual({ days: [1, 2, 3, 4, 5, 6], windows: [], from: null, to: null });
  expect(playlist.offline.segments.map((s: { id: number; schedules: unknown[] }) => [s.id, s.schedules])).toEqual([
    [always, []],
    [morning, [{ ...breakfast, from: null, to: null }]],
    [late, [{ days: [], ...evening, from: null, to: null }]],
  ]);
  expect(playlist.offline.segments[1]).toMatchObject({ name: 'Frühstück', html: '<p>Früh</p>', duration: 5 });

  h.clock.now = new Date('2026-11-29T10:00:00Z'); // Sunday: the stream is off, the scene plays
  const sunday = await load();
  expect(sunday.mode).toBe('scene');
  expect(sunday.offline).toBeNull();
});
