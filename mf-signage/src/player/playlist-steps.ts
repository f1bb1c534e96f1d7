import type { MenuBoardProduct, Playlist, PlaylistSegment, ResolvedMenuBoard, SignageCommand } from '@asp/contracts';

/** One thing the screen shows for a while: a segment of the playlist, or the scene's HTML slide. */
export interface Slide {
  /** Stable across playlist reloads for the same content ('segment-12', 'scene'). */
  key: string;
  /** The segment id the heartbeat reports (null for a scene slide). */
  segmentId: number | null;
  segment: PlaylistSegment | null;
  sceneHtml: string | null;
  /** How long it stays on screen. */
  ms: number;
}

/** A slide stays at least this long, so a zero or broken duration cannot spin the player. */
export const MIN_SLIDE_MS = 1_000;
/** A scene without its own duration is shown this long before the player looks again. */
export const DEFAULT_SCENE_MS = 60_000;

/** What a playlist plays, in order: nothing (black or empty), the scene's slide, or the segments. */
export function slidesOf(playlist: Playlist): Slide[] {
  if (playlist.mode === 'black' || playlist.mode === 'empty') return [];
  const slides: Slide[] = [];
  // A scene's HTML slide comes first; alone it stays a minute (then the player looks again),
  // before the scene's segments for the scene's duration.
  if ((playlist.mode === 'scene' || playlist.mode === 'command-scene') && playlist.sceneHtml) {
    const ms = playlist.segments.length && playlist.sceneDuration ? playlist.sceneDuration * 1000 : DEFAULT_SCENE_MS;
    slides.push({ key: 'scene', segmentId: null, segment: null, sceneHtml: playlist.sceneHtml, ms: Math.max(MIN_SLIDE_MS, ms) });
  }
  return slides.concat(
    playlist.segments.map((segment) => ({
      key: `segment-${segment.id}`,
      segmentId: segment.id,
      segment,
      sceneHtml: null,
      ms: Math.max(MIN_SLIDE_MS, segment.duration * 1000),
    })),
  );
}

/**
 * The slide after `current` (-1 = before the first), skipping segments that failed;
 * wraps around. -1 when nothing is playable.
 */
export function nextPosition(slides: readonly Slide[], current: number, failed: ReadonlySet<number>): number {
  for (let step = 1; step <= slides.length; step += 1) {
    const index = (((current + step) % slides.length) + slides.length) % slides.length;
    const id = slides[index].segmentId;
    if (id === null || !failed.has(id)) return index;
  }
  return -1;
}

/** Where the slide `key` sits in the new slides (a reload keeps playing it), else -1. */
export function positionOf(slides: readonly Slide[], key: string | undefined): number {
  return key === undefined ? -1 : slides.findIndex((slide) => slide.key === key);
}

/** The slides with a pushed menu board put into its segment (no reload, same keys). */
export function withMenuBoard(slides: readonly Slide[], segmentId: number, menuBoard: ResolvedMenuBoard): Slide[] {
  return slides.map((slide) =>
    slide.segmentId === segmentId && slide.segment ? { ...slide, segment: { ...slide.segment, menuBoard } } : slide,
  );
}

/** The products a board shows: sold-out ones only when the board keeps them. */
export function boardProducts(board: ResolvedMenuBoard): MenuBoardProduct[] {
  return board.showSoldOut ? board.products : board.products.filter((product) => !product.soldOut);
}

/** When to fetch the playlist again on its own (its validUntil), at least `minMs` from now. */
export function reloadAt(playlist: Playlist, now: number, minMs = 1_000): number {
  const until = Date.parse(playlist.validUntil);
  return Number.isFinite(until) ? Math.max(now + minMs, until) : now + 60_000;
}

/** Commands that change what the playlist is; the service ends them (done at their end, or aborted). */
export const OVERRIDE_COMMANDS: ReadonlySet<SignageCommand['type']> = new Set(['show-scene', 'play-stream', 'black-screen']);

/** Whether the player should carry out a command it hears of: pending and not taken already. */
export function shouldRun(command: SignageCommand | null, taken: ReadonlySet<string>): command is SignageCommand {
  return command !== null && command.state === 'pending' && !taken.has(command.id);
}

/** Exponential reconnect wait (as the order screens do): base × 2^attempt, capped, with jitter. */
export function backoffDelay(attempt: number, random: () => number = Math.random, baseMs = 1_000, maxMs = 30_000): number {
  const exponential = Math.min(maxMs, baseMs * 2 ** Math.max(0, Math.min(attempt, 30)));
  return Math.round(Math.min(maxMs, exponential * (1 + 0.2 * random())));
}
