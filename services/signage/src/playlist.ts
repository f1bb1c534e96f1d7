import {
  isScheduleActive,
  sceneSchema,
  segmentSchema,
  streamSchema,
  type Playlist,
  type PlaylistSegment,
  type Scene,
  type Segment,
  type SignageCommand,
  type SignageDeviceRecord,
  type Stream,
} from '@asp/contracts';
import { latestCommands, overrideActive } from './commands';
import { resolveMenuBoards } from './menu-boards';
import { TABLES, type SignageDb, type SignageTrx } from './tables';

type Reader = SignageDb | SignageTrx;

async function loadOne<T>(db: Reader, table: 'scenes' | 'streams', id: number | null, parse: (value: unknown) => T): Promise<T | null> {
  if (id === null) return null;
  const row = await db.selectFrom(table).select(['id', 'data']).where('id', '=', id).executeTakeFirst();
  return row ? parse({ ...(row.data as object), id: Number(row.id) }) : null;
}

async function loadSegments(db: Reader, ids: number[]): Promise<Map<number, Segment>> {
  if (!ids.length) return new Map();
  const rows = await db
    .selectFrom(TABLES.segments)
    .select(['id', 'data'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((row) => [Number(row.id), segmentSchema.parse({ ...(row.data as object), id: Number(row.id) })]));
}

/** The next full minute: schedules are minute-exact, so the playlist holds at least until then. */
const nextMinute = (now: Date) => new Date(Math.floor(now.getTime() / 60_000) * 60_000 + 60_000);

interface Source {
  mode: Playlist['mode'];
  scene: Scene | null;
  /** Segment ids in play order, each with the schedule of its stream entry (null for scenes). */
  entries: Array<{ segment: number; schedule: Stream['entries'][number]['schedule'] }>;
}

/** What decides the playlist: a running override command, else the assigned stream in its schedule, else the assigned scene. */
async function chooseSource(db: Reader, device: SignageDeviceRecord, command: SignageCommand | null, now: Date): Promise<Source> {
  const sceneSource = (scene: Scene | null, mode: Playlist['mode']): Source =>
    scene
      ? { mode, scene, entries: scene.content.segments.map((segment) => ({ segment, schedule: null })) }
      : { mode: 'empty', scene: null, entries: [] };
  if (overrideActive(command, now)) {
    if (command.type === 'black-screen') return { mode: 'black', scene: null, entries: [] };
    if (command.type === 'show-scene')
      return sceneSource(await loadOne(db, 'scenes', command.sceneId, (v) => sceneSchema.parse(v)), 'command-scene');
    const stream = await loadOne(db, 'streams', command.streamId, (v) => streamSchema.parse(v));
    if (stream) return { mode: 'command-stream', scene: null, entries: stream.entries };
  }
  const stream = await loadOne(db, 'streams', device.stream, (v) => streamSchema.parse(v));
  if (stream && isScheduleActive(stream.schedule, now)) return { mode: 'stream', scene: null, entries: stream.entries };
  return sceneSource(await loadOne(db, 'scenes', device.scene, (v) => sceneSchema.parse(v)), 'scene');
}

/**
 * The TV's playlist at `now` (Europe/Berlin): the source's entries whose entry schedule
 * and segment schedule are active, in order, menu boards resolved for the TV's branch.
 */
export async function resolvePlaylist(db: Reader, device: SignageDeviceRecord, now: Date): Promise<Playlist> {
  const command = (await latestCommands(db, [device.id])).get(device.id) ?? null;
  const source = await chooseSource(db, device, command, now);
  const segments = await loadSegments(
    db,
    source.entries.map((entry) => entry.segment),
  );
  const playing = source.entries
    .filter((entry) => isScheduleActive(entry.schedule, now))
    .map((entry) => segments.get(entry.segment))
    .filter((segment): segment is Segment => segment !== undefined && isScheduleActive(segment.schedule, now));
  const boards = await resolveMenuBoards(db, playing, device.branch);
  const list: PlaylistSegment[] = playing.map((segment) => ({
    id: segment.id,
    name: segment.name,
    kind: segment.kind,
    duration: segment.duration,
    media: segment.media,
    url: segment.url,
    html: segment.html,
    template: segment.template,
    menuBoard: boards.get(segment.id) ?? null,
  }));
  let validUntil = nextMinute(now);
  // An override that ends before the next minute ends the playlist with it.
  if (overrideActive(command, now) && command.endsAt && new Date(command.endsAt) < validUntil) validUntil = new Date(command.endsAt);
  return {
    device: {
      id: device.id,
      identifier: device.identifier,
      name: device.name,
      branch: device.branch,
      resolution: device.resolution,
      orientation: device.orientation,
    },
    mode: source.mode,
    sceneHtml: source.scene?.content.html ?? '',
    sceneDuration: source.scene ? source.scene.content.duration : null,
    segments: list,
    command,
    generatedAt: now.toISOString(),
    validUntil: validUntil.toISOString(),
    timeZone: 'Europe/Berlin',
  };
}

/** The categories of the menu boards a TV shows now (which catalogue changes concern it). */
export function menuBoardCategories(playlist: Playlist): Set<number> {
  return new Set(playlist.segments.flatMap((segment) => (segment.menuBoard ? [segment.menuBoard.category] : [])));
}
