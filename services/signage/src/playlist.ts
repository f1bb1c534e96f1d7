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
  type SignageSchedule,
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
  /** The assigned stream's own schedule (mode stream). */
  streamSchedule?: SignageSchedule | null;
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
  if (stream && isScheduleActive(stream.schedule, now))
    return { mode: 'stream', scene: null, entries: stream.entries, streamSchedule: stream.schedule };
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
  const scheduled = source.entries.flatMap((entry) => {
    const segment = segments.get(entry.segment);
    return segment ? [{ segment, schedules: [entry.schedule, segment.schedule] }] : [];
  });
  const playing = scheduled
    .filter(({ schedules }) => schedules.every((schedule) => isScheduleActive(schedule, now)))
    .map(({ segment }) => segment);
  // Mode stream also carries the whole stream (offline plan): boards for all of it.
  const offline = source.mode === 'stream';
  const boards = await resolveMenuBoards(db, offline ? scheduled.map(({ segment }) => segment) : playing, device.branch);
  const ready = (segment: Segment): PlaylistSegment => ({
    id: segment.id,
    name: segment.name,
    kind: segment.kind,
    duration: segment.duration,
    media: segment.media,
    url: segment.url,
    html: segment.html,
    template: segment.template,
    menuBoard: boards.get(segment.id) ?? null,
  });
  const list = playing.map(ready);
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
    offline: offline
      ? {
          streamSchedule: source.streamSchedule ?? null,
          segments: scheduled.map(({ segment, schedules }) => ({
            ...ready(segment),
            schedules: schedules.filter((schedule): schedule is SignageSchedule => schedule !== null),
          })),
        }
      : null,
  };
}

/** The categories of the menu boards a TV shows now (which catalogue changes concern it). */
export function menuBoardCategories(playlist: Playlist): Set<number> {
  return new Set(playlist.segments.flatMap((segment) => (segment.menuBoard ? [segment.menuBoard.category] : [])));
}
