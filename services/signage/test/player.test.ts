import { signStaffToken } from '@asp/server-kit/testing';
import { errorsOf, readSse, startSignage, waitUntil, type Harness } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await startSignage({ heartbeatMs: 300 });
});
afterAll(() => h?.close());

const post = (url: string, payload: unknown = {}, headers = h.admin) =>
  h.call({ method: 'POST', url, headers, payload: payload as object });
let serial = 0;

/** A TV playing a stream of an always-on image, a Monday–Friday morning slide and an evening-only image; with its key. */
async function tvWithStream() {
  serial += 1;
  const segment = async (payload: Record<string, unknown>) =>
    (await post('/api/digital-signage-segments', payload)).json().data.id as number;
  const always = await segment({ name: 'Immer', kind: 'image', duration: 8, url: 'https://example.org/a.jpg' });
  const morning = await segment({
    name: 'Frühstück',
    kind: 'html',
    duration: 5,
    html: '<p>Frühstück</p>',
    schedule: { days: [1, 2, 3, 4, 5], windows: [{ from: '06:00', to: '11:00' }] },
  });
  const evening = await segment({ name: 'Abend', kind: 'image', duration: 5, url: 'https://example.org/b.jpg' });
  const stream = (
    await post('/api/digital-signage-streams', {
      name: `Stream ${serial}`,
      entries: [{ segment: always }, { segment: morning }, { segment: evening, schedule: { windows: [{ from: '17:00', to: '22:00' }] } }],
    })
  ).json().data.id as number;
  const scene = (
    await post('/api/scenes', { path: `szene-${serial}`, name: 'Szene', content: { html: '<h2>Willkommen</h2>', segments: [evening] } })
  ).json().data.id as number;
  const tv = (await post('/api/digital-signage-devices', { identifier: `tv-${serial}`, name: `TV ${serial}`, branch: 1, stream })).json()
    .data;
  const keyed = await post(`/api/digital-signage-devices/${tv.id}/key`);
  expect(keyed.statusCode).toBe(200);
  expect(keyed.headers['cache-control']).toBe('no-store');
  const key = keyed.json().data.key as string;
  return {
    tv,
    key,
    stream,
    scene,
    segments: { always, morning, evening },
    player: `/api/digital-signage-devices/player/${tv.identifier}/${key}`,
  };
}

test('device keys: made by an admin, shown once, rotated; a wrong key, another TV’s key or an unknown TV get the same German 401', async () => {
  const a = await tvWithStream();
  const b = await tvWithStream();
  expect(a.key).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect((await h.call({ method: 'GET', url: `/api/digital-signage-devices/${a.tv.id}`, headers: h.admin })).json().data.hasKey).toBe(true);
  expect(JSON.stringify(await h.service.ctx.db.selectFrom('signage_device_keys').selectAll().execute())).not.toContain(a.key);
  expect((await post(`/api/digital-signage-devices/${a.tv.id}/key`, {}, h.employee)).statusCode).toBe(403);

  expect((await h.call({ method: 'GET', url: a.player })).statusCode).toBe(200);
  const refusals = [
    `/api/digital-signage-devices/player/${a.tv.identifier}/falsch`,
    `/api/digital-signage-devices/player/${a.tv.identifier}/${b.key}`,
    `/api/digital-signage-devices/player/gibt-es-nicht/${a.key}`,
  ];
  for (const url of refusals) {
    const response = await h.call({ method: 'GET', url });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ errors: [{ message: 'Ungültiger TV-Schlüssel oder unbekannter TV.' }] });
  }
  const beat = await post(`/api/digital-signage-devices/player/${a.tv.identifier}/falsch/heartbeat`, { segment: null });
  expect(beat.statusCode).toBe(401);

  const rotated = (await post(`/api/digital-signage-devices/${a.tv.id}/key`)).json().data.key;
  expect(rotated).not.toBe(a.key);
  expect((await h.call({ method: 'GET', url: a.player })).statusCode).toBe(401);
  expect((await h.call({ method: 'GET', url: `/api/digital-signage-devices/player/${a.tv.identifier}/${rotated}` })).statusCode).toBe(200);
  expect(await h.outboxSubjects()).toContain('signage.device-key.changed');
});

test('the playlist follows the stream’s entry and segment schedules in Berlin time, and falls back to the scene outside the stream', async () => {
  const { player, segments, stream, scene, tv } = await tvWithStream();
  const names = async () => (await h.call({ method: 'GET', url: player })).json().data;
  h.clock.now = new Date('2026-11-25T09:00:00Z'); // Wednesday 10:00 in Berlin
  let playlist = await names();
  expect(playlist).toMatchObject({
    mode: 'stream',
    timeZone: 'Europe/Berlin',
    validUntil: '2026-11-25T09:01:00.000Z',
    device: { id: tv.id },
  });
  expect(playlist.segments.map((s: { id: number }) => s.id)).toEqual([segments.always, segments.morning]);
  h.clock.now = new Date('2026-11-25T10:00:00Z'); // 11:00: breakfast is over
  expect((await names()).segments.map((s: { id: number }) => s.id)).toEqual([segments.always]);
  h.clock.now = new Date('2026-11-28T17:30:00Z'); // Saturday 18:30
  expect((await names()).segments.map((s: { id: number }) => s.id)).toEqual([segments.always, segments.evening]);
  h.clock.now = new Date('2026-07-01T04:30:00Z'); // summer time: Wednesday 06:30 in Berlin
  expect((await names()).segments.map((s: { id: number }) => s.id)).toEqual([segments.always, segments.morning]);

  // The stream only on Mondays: on a Wednesday the TV shows its scene.
  await h.call({
    method: 'PUT',
    url: `/api/digital-signage-streams/${stream}`,
    headers: h.admin,
    payload: { name: 'Montags', entries: [{ segment: segments.always }], schedule: { days: [1] } },
  });
  await h.call({
    method: 'PUT',
    url: `/api/digital-signage-devices/${tv.id}`,
    headers: h.admin,
    payload: { identifier: tv.identifier, name: tv.name, branch: 1, stream, scene },
  });
  playlist = await names();
  expect(playlist).toMatchObject({ mode: 'scene', sceneHtml: '<h2>Willkommen</h2>', sceneDuration: 10 });
  expect(playlist.segments.map((s: { id: number }) => s.id)).toEqual([segments.evening]);
  const preview = await h.call({ method: 'GET', url: `/api/digital-signage-devices/${tv.id}/playlist`, headers: h.employee });
  expect(preview.json().data.mode).toBe('scene');
  h.clock.now = new Date('2026-11-25T09:00:00Z');
});

test('heartbeat: last contact, online and the current segment (its start kept while it plays on); unknown segments are 422', async () => {
  const { tv, player, segments } = await tvWithStream();
  const beat = async (segment: number | null) => post(`${player}/heartbeat`, { segment });
  expect((await beat(segments.always)).json().data).toEqual({ serverTime: h.clock.now.toISOString(), command: null });
  const first = h.clock.now;
  h.clock.now = new Date(first.getTime() + 30_000);
  await beat(segments.always);
  let device = (await h.call({ method: 'GET', url: `/api/digital-signage-devices/${tv.id}`, headers: h.admin })).json().data;
  expect(device).toMatchObject({
    online: true,
    lastContactAt: h.clock.now.toISOString(),
    currentSegment: { id: segments.always, name: 'Immer', since: first.toISOString() },
  });
  const skipped = await post(`${player}/heartbeat`, {
    segment: segments.morning,
    failedSegment: { id: segments.evening, message: 'Video defekt' },
  });
  expect(skipped.statusCode).toBe(200);
  h.clock.now = new Date(first.getTime() + 10 * 60_000);
  device = (await h.call({ method: 'GET', url: `/api/digital-signage-devices/${tv.id}`, headers: h.admin })).json().data;
  expect(device).toMatchObject({
    online: false,
    currentSegment: { id: segments.morning, name: 'Frühstück' },
    lastFailure: { segment: segments.evening, message: 'Video defekt', at: new Date(first.getTime() + 30_000).toISOString() },
  });
  const unknown = await beat(999_999);
  expect(unknown.statusCode).toBe(422);
  expect(errorsOf(unknown)[0]).toEqual({ message: 'Diese Filmsequenz gibt es nicht.', field: 'segment' });
  h.clock.now = first;
});

test('commands: pushed to the TV at once, pending → running → done; show-scene overrides the playlist until aborted; abort of a finished one is 409', async () => {
  const { tv, player, scene, segments } = await tvWithStream();
  const sse = readSse((await fetch(`${h.base}${player}/events`)).body!);
  try {
    await waitUntil(() => sse.of('ready').length === 1);
    expect(sse.of('ready')[0]!.data).toEqual({ deviceId: tv.id });

    const sent = await post(
      `/api/digital-signage-devices/${tv.id}/command`,
      { type: 'show-scene', sceneId: scene, seconds: 120 },
      h.employee,
    );
    expect(sent.statusCode).toBe(200);
    const command = sent.json().data.command;
    expect(command).toMatchObject({ type: 'show-scene', sceneId: scene, seconds: 120, state: 'pending', startedAt: null });
    await waitUntil(() => sse.of('command').some((frame) => (frame.data as { id: string }).id === command.id));
    await waitUntil(() => sse.of('playlist').some((frame) => (frame.data as { reason: string }).reason === 'command'));

    const busy = await post(`/api/digital-signage-devices/${tv.id}/command`, { type: 'reload' });
    expect(busy.statusCode).toBe(409);
    expect(errorsOf(busy)[0]!.message).toMatch(/^Befehl konnte nicht ausgeführt werden\./);

    const running = await post(`${player}/commands/${command.id}`, { state: 'running' });
    expect(running.json().data).toMatchObject({ state: 'running', startedAt: h.clock.now.toISOString() });
    let playlist = (await h.call({ method: 'GET', url: player })).json().data;
    expect(playlist).toMatchObject({
      mode: 'command-scene',
      sceneHtml: '<h2>Willkommen</h2>',
      command: { id: command.id, state: 'running' },
    });
    expect(playlist.segments.map((s: { id: number }) => s.id)).toEqual([segments.evening]);

    const aborted = await post(`/api/digital-signage-devices/${tv.id}/command/abort`);
    expect(aborted.statusCode).toBe(200);
    expect(aborted.json().data.command).toMatchObject({ id: command.id, state: 'aborted', finishedAt: h.clock.now.toISOString() });
    await waitUntil(() => sse.of('command').some((frame) => (frame.data as { state: string }).state === 'aborted'));
    playlist = (await h.call({ method: 'GET', url: player })).json().data;
    expect(playlist.mode).toBe('stream');
    // The TV reporting on the aborted command learns that it is over.
    const late = await post(`${player}/commands/${command.id}`, { state: 'done' });
    expect(late.statusCode).toBe(409);
    expect(errorsOf(late)[0]!.message).toBe('Dieser Befehl ist nicht mehr aktiv.');
    const again = await post(`/api/digital-signage-devices/${tv.id}/command/abort`);
    expect(again.statusCode).toBe(409);
    expect(errorsOf(again)[0]!.message).toBe('Befehl konnte nicht abgebrochen werden. Es läuft kein Befehl.');

    const reload = (await post(`/api/digital-signage-devices/${tv.id}/command`, { type: 'reload' })).json().data.command;
    expect((await post(`${player}/commands/${reload.id}`, { state: 'done' })).json().data).toMatchObject({ state: 'done', error: null });
    // A done command keeps the TV's note (the player's simplified screenshot says so).
    const shot = (await post(`/api/digital-signage-devices/${tv.id}/command`, { type: 'screenshot' })).json().data.command;
    await post(`${player}/commands/${shot.id}`, { state: 'running' });
    const noted = await post(`${player}/commands/${shot.id}`, { state: 'done', error: 'Vereinfachtes Bildschirmfoto (ohne Layout): x' });
    expect(noted.json().data).toMatchObject({ state: 'done', error: 'Vereinfachtes Bildschirmfoto (ohne Layout): x' });
    expect((await post(`${player}/commands/${reload.id}`, { state: 'running' })).statusCode).toBe(409);
    expect((await post(`/api/digital-signage-devices/${tv.id}/command/abort`)).statusCode).toBe(409);

    const cache = (await post(`/api/digital-signage-devices/${tv.id}/command`, { type: 'clear-cache' })).json().data.command;
    await post(`${player}/commands/${cache.id}`, { state: 'running' });
    const failed = await post(`${player}/commands/${cache.id}`, { state: 'failed', error: 'Speicher voll' });
    expect(failed.json().data).toMatchObject({ state: 'failed', error: 'Speicher voll' });
    const device = (await h.call({ method: 'GET', url: `/api/digital-signage-devices/${tv.id}`, headers: h.admin })).json().data;
    expect(device.command).toMatchObject({ id: cache.id, state: 'failed' });

    const states = (
      await h.service.ctx.db
        .selectFrom('outbox')
        .select(['subject', 'payload'])
        .where('subject', '=', 'signage.command.changed')
        .orderBy('seq')
        .execute()
    ).map((row) => (row.payload as { command: { id: string; state: string } }).command);
    expect(states.filter((c) => c.id === command.id).map((c) => c.state)).toEqual(['pending', 'running', 'aborted']);
  } finally {
    await sse.cancel();
  }
});

test('show-scene ends by itself after its seconds; black-screen and play-stream override; unknown scenes and streams are 422', async () => {
  const { tv, player, scene, stream } = await tvWithStream();
  const start = h.clock.now;
  const sent = (await post(`/api/digital-signage-devices/${tv.id}/command`, { type: 'show-scene', sceneId: scene, seconds: 30 })).json()
    .data.command;
  expect(sent.endsAt).toBe(new Date(start.getTime() + 30_000).toISOString());
  expect((await h.call({ method: 'GET', url: player })).json().data).toMatchObject({ mode: 'command-scene', validUntil: sent.endsAt });
  h.clock.now = new Date(start.getTime() + 31_000);
  expect((await h.call({ method: 'GET', url: player })).json().data.mode).toBe('stream');

  // The TV never said 'done' (offline): the next command still goes out, the old one counts as done at its end.
  const black = await post(`/api/digital-signage-devices/${tv.id}/command`, { type: 'black-screen' });
  expect(black.statusCode).toBe(200);
  const finished = await h.service.ctx.db.selectFrom('signage_commands').selectAll().where('id', '=', sent.id).executeTakeFirstOrThrow();
  expect([finished.state, new Date(finished.finished_at!).toISOString()]).toEqual(['done', sent.endsAt]);
  expect((await h.call({ method: 'GET', url: player })).json().data).toMatchObject({ mode: 'black', segments: [] });
  await post(`/api/digital-signage-devices/${tv.id}/command/abort`);
  await post(`/api/digital-signage-devices/${tv.id}/command`, { type: 'play-stream', streamId: stream });
  expect((await h.call({ method: 'GET', url: player })).json().data.mode).toBe('command-stream');
  await post(`/api/digital-signage-devices/${tv.id}/command/abort`);

  const unknownScene = await post(`/api/digital-signage-devices/${tv.id}/command`, { type: 'show-scene', sceneId: 777777 });
  expect(unknownScene.statusCode).toBe(422);
  expect(errorsOf(unknownScene)[0]).toEqual({ message: 'Diese Szene gibt es nicht.', field: 'sceneId' });
  expect((await post(`/api/digital-signage-devices/${tv.id}/command`, { type: 'play-stream', streamId: 777777 })).statusCode).toBe(422);
  expect((await post(`/api/digital-signage-devices/${tv.id}/command`, { type: 'explode' })).statusCode).toBe(400);
  expect((await post('/api/digital-signage-devices/777777/command', { type: 'reload' })).statusCode).toBe(404);
  // An employee of another branch may not command this TV.
  const bodman = signStaffToken({ sub: '3', username: 'bodman', roles: ['ROLE_EMPLOYEE'], branches: [2] }).headers;
  expect((await post(`/api/digital-signage-devices/${tv.id}/command`, { type: 'reload' }, bodman)).statusCode).toBe(403);
  h.clock.now = start;
});

test('screenshot: the TV uploads one for the screenshot command; the device record links it; staff read the image', async () => {
  const { tv, player } = await tvWithStream();
  const command = (await post(`/api/digital-signage-devices/${tv.id}/command`, { type: 'screenshot' })).json().data.command;
  expect((await h.call({ method: 'GET', url: `/api/digital-signage-devices/${tv.id}/screenshot`, headers: h.admin })).statusCode).toBe(404);
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
  const uploaded = await post(`${player}/screenshot`, { commandId: command.id, image: `data:image/png;base64,${png.toString('base64')}` });
  expect(uploaded.statusCode).toBe(200);
  await post(`${player}/commands/${command.id}`, { state: 'done' });
  const device = (await h.call({ method: 'GET', url: `/api/digital-signage-devices/${tv.id}`, headers: h.admin })).json().data;
  expect(device.screenshot).toEqual({ url: uploaded.json().data.url, takenAt: h.clock.now.toISOString() });
  expect(device.command).toMatchObject({ id: command.id, state: 'done' });
  const image = await h.call({ method: 'GET', url: device.screenshot.url, headers: h.admin });
  expect(image.statusCode).toBe(200);
  expect(image.headers['content-type']).toBe('image/png');
  expect(image.rawPayload.equals(png)).toBe(true);
  expect((await h.call({ method: 'GET', url: device.screenshot.url })).statusCode).toBe(401);
  const fake = await post(`${player}/screenshot`, {
    image: `data:image/png;base64,${Buffer.from('<svg onload=alert(1)>').toString('base64')}`,
  });
  expect(fake.statusCode).toBe(422);
  expect(
    (await post(`/api/digital-signage-devices/player/${tv.identifier}/falsch/screenshot`, { image: 'data:image/png;base64,AAAA' }))
      .statusCode,
  ).toBe(401);
});

test('the stream: heartbeats as events; a rotated key ends it, the reconnect is refused; a saved TV tells the player to reload its playlist', async () => {
  const { tv, player, stream } = await tvWithStream();
  const sse = readSse((await fetch(`${h.base}${player}/events`)).body!);
  try {
    await waitUntil(() => sse.of('heartbeat').length >= 1);
    await h.call({
      method: 'PUT',
      url: `/api/digital-signage-devices/${tv.id}`,
      headers: h.admin,
      payload: { identifier: tv.identifier, name: 'Neu', branch: 1, stream },
    });
    await waitUntil(() => sse.of('playlist').some((frame) => (frame.data as { reason: string }).reason === 'device'));
    await post(`/api/digital-signage-devices/${tv.id}/key`);
    await waitUntil(() => sse.ended());
    expect((await fetch(`${h.base}${player}/events`)).status).toBe(401);
  } finally {
    await sse.cancel();
  }
  // A deleted TV's stream ends as well.
  const other = await tvWithStream();
  const otherSse = readSse((await fetch(`${h.base}${other.player}/events`)).body!);
  try {
    await waitUntil(() => otherSse.of('ready').length === 1);
    expect((await h.call({ method: 'DELETE', url: `/api/digital-signage-devices/${other.tv.id}`, headers: h.admin })).statusCode).toBe(200);
    await waitUntil(() => otherSse.ended());
  } finally {
    await otherSse.cancel();
  }
});
