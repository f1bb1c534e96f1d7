import { resourceError } from '@asp/i18n';
import { errorsOf, startSignage, type Harness } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await startSignage();
});
afterAll(() => h?.close());

const post = (url: string, payload: unknown, headers = h.admin) => h.call({ method: 'POST', url, headers, payload: payload as object });
const image = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  kind: 'image',
  duration: 8,
  media: { id: 4, version: 2, extension: 'jpg' },
  ...extra,
});

test('scenes: create, read, replace, delete; the path is unique; HTML is sanitised; unknown segments are 422', async () => {
  const created = await post('/api/scenes', {
    path: 'angebote/fruehstueck',
    name: 'Frühstück',
    content: { html: '<p onclick="x()">Hallo<script>alert(1)</script></p>' },
  });
  expect(created.statusCode).toBe(201);
  const scene = created.json().data;
  expect(scene).toMatchObject({ path: 'angebote/fruehstueck', content: { html: '<p>Hallo</p>', segments: [], duration: 10 } });
  expect((await post('/api/scenes', { path: 'angebote/fruehstueck', name: 'Doppelt' })).statusCode).toBe(409);
  const bad = await post('/api/scenes', { path: 'x', name: 'X', content: { segments: [99999] } });
  expect(bad.statusCode).toBe(422);
  expect(errorsOf(bad)[0]).toMatchObject({ message: 'Diese Filmsequenz gibt es nicht.', field: 'content.segments[0]' });
  const replaced = await h.call({
    method: 'PUT',
    url: `/api/scenes/${scene.id}`,
    headers: h.admin,
    payload: { path: 'fruehstueck', name: 'Früh' },
  });
  expect(replaced.json().data).toMatchObject({ id: scene.id, path: 'fruehstueck' });
  expect((await h.call({ method: 'DELETE', url: `/api/scenes/${scene.id}`, headers: h.admin })).statusCode).toBe(200);
  expect((await h.call({ method: 'GET', url: `/api/scenes/${scene.id}`, headers: h.admin })).statusCode).toBe(404);
  expect(await h.outboxSubjects()).toEqual(
    expect.arrayContaining(['signage.scene.created', 'signage.scene.updated', 'signage.scene.deleted']),
  );
});

test('segments: each kind needs its own fields (German 422 on the field); lists filter by kind, category and words, page and sort', async () => {
  const missingMedia = await post('/api/digital-signage-segments', { name: 'Bild', kind: 'image', duration: 5 });
  expect(missingMedia.statusCode).toBe(422);
  expect(errorsOf(missingMedia)[0]).toEqual({ message: 'Bitte wählen Sie eine Datei oder geben Sie eine Adresse an.', field: 'media' });
  const missingBoard = await post('/api/digital-signage-segments', { name: 'Tafel', kind: 'menu-board', duration: 5 });
  expect(errorsOf(missingBoard)[0]).toEqual({ message: 'Bitte wählen Sie eine Kategorie für die Menütafel.', field: 'menuBoard.category' });
  expect((await post('/api/digital-signage-segments', { name: 'Folie', kind: 'html', duration: 5, html: ' ' })).statusCode).toBe(422);
  expect((await post('/api/digital-signage-segments', { name: 'Vorlage', kind: 'image-template', duration: 5 })).statusCode).toBe(422);
  expect((await post('/api/digital-signage-segments', { ...image('Film'), kind: 'video', duration: 0 })).statusCode).toBe(400);

  const ids: number[] = [];
  for (const payload of [
    image('Zebra Angebot'),
    { name: 'Wursttafel', kind: 'menu-board', duration: 20, menuBoard: { category: 3 } },
    { name: 'Grilltafel', kind: 'menu-board', duration: 20, menuBoard: { category: 4, layout: 'grid' } },
    { name: 'Alpha Folie', kind: 'html', duration: 6, html: '<h2>Hallo</h2><img src=x onerror=alert(1)>' },
  ]) {
    const response = await post('/api/digital-signage-segments', payload);
    expect(response.statusCode).toBe(201);
    ids.push(response.json().data.id);
  }
  const html = (await h.call({ method: 'GET', url: `/api/digital-signage-segments/${ids[3]}`, headers: h.admin })).json().data.html;
  expect(html).toBe('<h2>Hallo</h2>');
  const list = async (query: string) => {
    const response = await h.call({ method: 'GET', url: `/api/digital-signage-segments?${query}`, headers: h.employee });
    expect(response.statusCode).toBe(200);
    return { names: response.json().data.map((s: { name: string }) => s.name), total: response.headers['x-total-count'] };
  };
  expect((await list('kind=menu-board')).names).toEqual(['Wursttafel', 'Grilltafel']);
  expect((await list('category=4')).names).toEqual(['Grilltafel']);
  expect((await list('search=tafel%20wurst')).names).toEqual(['Wursttafel']);
  expect(await list('sort=name&limit=2&offset=0')).toEqual({ names: ['Alpha Folie', 'Grilltafel'], total: '4' });
  expect((await h.call({ method: 'GET', url: '/api/digital-signage-segments?kind=nix', headers: h.admin })).statusCode).toBe(400);
});

test('streams reference existing segments; a used segment cannot be deleted; TVs reference streams and scenes', async () => {
  const segment = (await post('/api/digital-signage-segments', image('Im Stream'))).json().data;
  const unknown = await post('/api/digital-signage-streams', { name: 'S', entries: [{ segment: 987654 }] });
  expect(unknown.statusCode).toBe(422);
  expect(errorsOf(unknown)[0]!.field).toBe('entries[0].segment');
  const stream = await post('/api/digital-signage-streams', {
    name: 'Mittag',
    entries: [{ segment: segment.id, schedule: { days: [1, 2], windows: [{ from: '11:00', to: '14:00' }] } }],
  });
  expect(stream.statusCode).toBe(201);
  expect(stream.json().data.entries[0].schedule).toEqual({ days: [1, 2], windows: [{ from: '11:00', to: '14:00' }], from: null, to: null });
  expect(
    (await post('/api/digital-signage-streams', { name: 'Falsch', schedule: { windows: [{ from: '25:00', to: '26:00' }] } })).statusCode,
  ).toBe(400);

  const segmentDelete = await h.call({ method: 'DELETE', url: `/api/digital-signage-segments/${segment.id}`, headers: h.admin });
  expect(segmentDelete.statusCode).toBe(409);
  expect(errorsOf(segmentDelete)[0]!.message).toBe('Diese Filmsequenz wird noch in einem Stream oder einer Szene verwendet.');
  const streamId = stream.json().data.id;
  const listed = await h.call({ method: 'GET', url: `/api/digital-signage-streams?segment=${segment.id}`, headers: h.admin });
  expect(listed.json().data.map((s: { id: number }) => s.id)).toEqual([streamId]);

  const tv = await post('/api/digital-signage-devices', { identifier: 'tv-eins', name: 'TV Eins', branch: 1, stream: streamId });
  expect(tv.statusCode).toBe(201);
  expect(tv.json().data).toMatchObject({
    identifier: 'tv-eins',
    stream: streamId,
    scene: null,
    resolution: { width: 1920, height: 1080 },
    orientation: 'landscape',
    lastContactAt: null,
    online: false,
    currentSegment: null,
    lastFailure: null,
    command: null,
    screenshot: null,
    hasKey: false,
  });
  const badTv = await post('/api/digital-signage-devices', { identifier: 'tv-zwei', name: 'TV', branch: 1, stream: 424242, scene: 434343 });
  expect(badTv.statusCode).toBe(422);
  expect(errorsOf(badTv).map((e) => e.field)).toEqual(['stream', 'scene']);
  expect((await post('/api/digital-signage-devices', { identifier: 'tv-eins', name: 'Doppelt', branch: 2 })).statusCode).toBe(409);
  const streamDelete = await h.call({ method: 'DELETE', url: `/api/digital-signage-streams/${streamId}`, headers: h.admin });
  expect(errorsOf(streamDelete)[0]!.message).toBe('Dieser Stream ist noch einem TV zugewiesen.');
});

test('employees read their branches’ TVs only and write nothing; anonymous callers get the German 401', async () => {
  await post('/api/digital-signage-devices', { identifier: 'tv-bodman', name: 'TV Bodman', branch: 2 });
  await post('/api/digital-signage-devices', { identifier: 'tv-konstanz', name: 'TV Konstanz', branch: 1 });
  const seen = (await h.call({ method: 'GET', url: '/api/digital-signage-devices?sort=identifier', headers: h.employee })).json().data;
  expect(seen.every((tv: { branch: number }) => tv.branch === 1)).toBe(true);
  expect(seen.map((tv: { identifier: string }) => tv.identifier)).toContain('tv-konstanz');
  const byBranch = (await h.call({ method: 'GET', url: '/api/digital-signage-devices?branch=2', headers: h.admin })).json().data;
  expect(byBranch.map((tv: { identifier: string }) => tv.identifier)).toEqual(['tv-bodman']);
  const write = await post('/api/digital-signage-devices', { identifier: 'tv-x', name: 'X', branch: 1 }, h.employee);
  expect(write.statusCode).toBe(403);
  const anonymous = await h.call({ method: 'GET', url: '/api/scenes' });
  expect(anonymous.statusCode).toBe(401);
  expect(errorsOf(anonymous)[0]!.message).toMatch(/\S/);
  expect(resourceError('digitalSignageDevices', 'load')).toBe('TVs konnten nicht geladen werden.');
});
