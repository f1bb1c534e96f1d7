import {
  COMMAND_REPORT_NOTE_MAX,
  playerStreamEvents,
  SEGMENT_FAILURE_MESSAGE_MAX,
  type Playlist,
  type PlaylistSegment,
  type SignageCommand,
} from '@asp/contracts';
import { ApiError } from '@asp/web-kit';
import {
  backoffDelay,
  nextPosition,
  OVERRIDE_COMMANDS,
  positionOf,
  reloadAt,
  shouldRun,
  slidesOf,
  withMenuBoard,
  type Slide,
} from './playlist-steps';
import { playlistAt } from './offline-plan';
import type { PlayerEventSource, PlayerTransport } from './player-transport';
import type { SlideCapture } from './capture-slide';

/** The player beats every 30 s (the service counts a TV online for 2 minutes after a beat). */
export const HEARTBEAT_MS = 30_000;
/** The stream sends a heartbeat every 15 s; silence this long means it is dead. */
export const SILENCE_MS = 40_000;
/** When every segment failed, try them again after this long. */
const ALL_FAILED_RETRY_MS = 60_000;

export interface PlayerView {
  /** loading until the first playlist; refused on a wrong key (401). */
  status: 'loading' | 'playing' | 'refused';
  playlist: Playlist | null;
  slide: Slide | null;
  /** Counts slide changes: the screen's element key, so a one-slide loop restarts its video. */
  turn: number;
  /** The event stream is down or a heartbeat did not arrive (the player keeps playing what it has). */
  offline: boolean;
}

type Deadline = 'advance' | 'heartbeat' | 'reload' | 'watchdog' | 'retry';

export interface PlayerEngineOptions {
  transport: PlayerTransport;
  /** The screenshot command: the current slide as a data URL (with a note when only simply drawn). */
  capture: () => Promise<SlideCapture>;
  /** clear-cache: drops the browser's caches (Cache Storage) when there are any. */
  clearCaches?: () => Promise<void>;
}

/**
 * The TV player without its screen: loads the playlist, steps through its slides, beats,
 * listens to the TV's event stream (reconnecting with backoff) and carries out commands.
 * All waiting runs on ONE timer armed for the earliest deadline, so a player that runs
 * for weeks never piles up timers; the event stream is the only listener it holds.
 */
export class PlayerEngine {
  private view: PlayerView = { status: 'loading', playlist: null, slide: null, turn: 0, offline: true };
  /** A load asked for while offline without a playlist is under way (drop() asks once at a time). */
  private loadingCached = false;
  private readonly listeners = new Set<(view: PlayerView) => void>();
  private readonly deadlines = new Map<Deadline, number>();
  private timer: ReturnType<typeof setTimeout> | null = null;
  private source: PlayerEventSource | null = null;
  private slides: Slide[] = [];
  private position = -1;
  private readonly failed = new Set<number>();
  private pendingFailure: { id: number; message: string } | null = null;
  /** Command ids already taken (the newest few; a command arrives by stream, playlist and heartbeat). */
  private readonly taken = new Set<string>();
  private attempt = 0;
  private loads = 0;
  private stopped = false;

  constructor(private readonly options: PlayerEngineOptions) {}

  get current(): PlayerView {
    return this.view;
  }

  subscribe(listener: (view: PlayerView) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  start(): void {
    this.stopped = false;
    this.setDeadline('heartbeat', Date.now() + HEARTBEAT_MS);
    this.connect();
  }

  stop(): void {
    this.stopped = true;
    this.source?.close();
    this.source = null;
    this.deadlines.clear();
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  /** The screen could not show a segment (broken video, missing image): skip it and say so. */
  segmentFailed(segmentId: number, message: string): void {
    if (this.view.slide?.segmentId !== segmentId) return;
    this.failed.add(segmentId);
    this.pendingFailure = { id: segmentId, message: message.slice(0, SEGMENT_FAILURE_MESSAGE_MAX) };
    this.advance();
    void this.beat();
  }

  /** Reconnect at once (the browser is online again). */
  reconnectNow(): void {
    if (this.stopped || this.view.status === 'refused') return;
    this.attempt = 0;
    this.source?.close();
    this.source = null;
    this.connect();
  }

  // ---- the one timer ----

  private setDeadline(name: Deadline, at: number | null): void {
    if (at === null) this.deadlines.delete(name);
    else this.deadlines.set(name, at);
    this.arm();
  }

  private arm(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.stopped || this.deadlines.size === 0) return;
    const earliest = Math.min(...this.deadlines.values());
    this.timer = setTimeout(() => this.fire(), Math.max(0, earliest - Date.now()));
  }

  private fire(): void {
    this.timer = null;
    const now = Date.now();
    for (const [name, at] of [...this.deadlines]) {
      if (at > now) continue;
      this.deadlines.delete(name);
      this.run(name);
    }
    this.arm();
  }

  private run(name: Deadline): void {
    if (name === 'advance') this.advance();
    else if (name === 'heartbeat') {
      this.setDeadline('heartbeat', Date.now() + HEARTBEAT_MS);
      void this.beat();
    } else if (name === 'reload') void this.load();
    else if (name === 'watchdog') this.drop();
    else this.connect();
  }

  // ---- the screen ----

  private emit(patch: Partial<PlayerView>): void {
    this.view = { ...this.view, ...patch };
    for (const listener of this.listeners) listener(this.view);
  }

  private show(position: number): void {
    this.position = position;
    const slide = position >= 0 ? this.slides[position] : null;
    this.setDeadline('advance', Date.now() + (slide ? slide.ms : ALL_FAILED_RETRY_MS));
    this.emit({ slide, turn: this.view.turn + 1 });
  }

  private advance(): void {
    if (this.slides.length === 0) {
      this.setDeadline('advance', null);
      if (this.view.slide) this.emit({ slide: null });
      return;
    }
    let next = nextPosition(this.slides, this.position, this.failed);
    if (next === -1 && this.view.slide === null) {
      // Everything failed a while ago: give the segments another chance (a file may be back).
      this.failed.clear();
      next = nextPosition(this.slides, this.position, this.failed);
    }
    this.show(next);
  }

  private apply(playlist: Playlist): void {
    this.slides = slidesOf(playlist);
    this.failed.clear();
    this.setDeadline('reload', reloadAt(playlist, Date.now()));
    // Same mode and the slide still in the list: let it run out its time, with the fresh
    // data. A new mode (a command's scene, a black screen, its end) starts at once.
    const keep = playlist.mode === this.view.playlist?.mode ? positionOf(this.slides, this.view.slide?.key) : -1;
    if (keep >= 0) {
      this.position = keep;
      this.emit({ status: 'playing', playlist, slide: this.slides[keep] });
    } else {
      this.emit({ status: 'playing', playlist });
      this.position = -1;
      this.advance();
    }
    if (shouldRun(playlist.command, this.taken)) void this.carryOut(playlist.command);
  }

  // ---- the service ----

  /** Fetches and applies the playlist; throws on failure (commands report it). */
  private async fetchPlaylist(): Promise<void> {
    const load = ++this.loads;
    const playlist = await this.options.transport.load();
    if (this.stopped || load !== this.loads) return;
    this.apply(playlist);
  }

  private async load(): Promise<void> {
    try {
      await this.fetchPlaylist();
    } catch (failure) {
      if (this.refusedBy(failure)) return;
      // Keep playing what we have; try again soon. Past the playlist's minute the schedules
      // still switch: the offline plan says what runs now (Berlin time).
      const now = Date.now();
      const retry = now + backoffDelay(this.attempt);
      const current = this.view.playlist;
      const until = current ? Date.parse(current.validUntil) : NaN;
      const planned = current && now >= until ? playlistAt(current, new Date(now)) : null;
      if (planned) this.apply(planned);
      // Never past the minute the schedules may switch at (a long backoff would miss it).
      const next = planned ? reloadAt(planned, now) : until > now ? until : retry;
      this.setDeadline('reload', Math.min(retry, next));
    }
  }

  private refusedBy(failure: unknown): boolean {
    if (!(failure instanceof ApiError) || failure.status !== 401) return false;
    this.stop();
    this.emit({ status: 'refused', slide: null });
    return true;
  }

  private async beat(): Promise<void> {
    const failedSegment = this.pendingFailure;
    try {
      const answer = await this.options.transport.heartbeat({ segment: this.view.slide?.segmentId ?? null, failedSegment });
      if (this.pendingFailure === failedSegment) this.pendingFailure = null;
      if (shouldRun(answer.command, this.taken)) void this.carryOut(answer.command);
    } catch (failure) {
      if (this.refusedBy(failure) || !unreachable(failure)) return;
      // The service did not get the beat: the TV is cut off even when the browser still
      // holds the stream open (a dead connection can stay silent for long). Say so, keep
      // playing, and open the stream anew with backoff; its 'ready' marks it online again.
      this.drop();
    }
  }

  private connect(): void {
    if (this.stopped) return;
    this.setDeadline('retry', null);
    if (typeof navigator !== 'undefined' && navigator.onLine === false) return this.drop();
    const source = this.options.transport.openEvents();
    this.source = source;
    const frame = () => {
      if (this.source === source) this.setDeadline('watchdog', Date.now() + SILENCE_MS);
    };
    frame();
    const on = <N extends keyof typeof playerStreamEvents>(name: N, handle: (data: unknown) => void) =>
      source.addEventListener(name, (event) => {
        if (this.source !== source) return;
        frame();
        handle(JSON.parse(event.data || '{}'));
      });
    on('ready', () => {
      this.attempt = 0;
      this.emit({ offline: false });
      void this.load();
    });
    on('playlist', () => void this.load());
    on('heartbeat', () => undefined);
    on('menu-board', (data) => {
      const push = playerStreamEvents['menu-board'].safeParse(data);
      if (!push.success) return;
      this.slides = withMenuBoard(this.slides, push.data.segment, push.data.menuBoard);
      this.keepInPlan(push.data.segment, push.data.menuBoard);
      if (this.position >= 0 && this.view.slide?.segmentId === push.data.segment) this.emit({ slide: this.slides[this.position] });
    });
    on('command', (data) => {
      const command = playerStreamEvents.command.safeParse(data);
      if (!command.success) return;
      // An aborted override: what to play is the service's to say again.
      if (command.data.state === 'aborted' && OVERRIDE_COMMANDS.has(command.data.type)) void this.load();
      else if (shouldRun(command.data, this.taken)) void this.carryOut(command.data);
    });
    source.onerror = () => {
      if (this.source !== source) return;
      // A 401 looks like any failed stream: the playlist call tells (refused) or we retry.
      this.drop();
      void this.load();
    };
  }

  /** A menu-board push also reaches the offline plan (what plays later without the service). */
  private keepInPlan(segment: number, menuBoard: PlaylistSegment['menuBoard']): void {
    const playlist = this.view.playlist;
    if (!playlist?.offline) return;
    const segments = playlist.offline.segments.map((entry) => (entry.id === segment ? { ...entry, menuBoard } : entry));
    this.view = { ...this.view, playlist: { ...playlist, offline: { ...playlist.offline, segments } } };
  }

  private drop(): void {
    if (this.stopped) return;
    this.source?.close();
    this.source = null;
    this.setDeadline('watchdog', null);
    this.setDeadline('retry', Date.now() + backoffDelay(this.attempt++));
    if (!this.view.offline) this.emit({ offline: true });
    // Started without network (a TV restarting during an outage): nothing plays yet, and
    // the stream's 'ready' that normally loads the playlist will not come. Ask anyway —
    // the TV's service worker answers with the last playlist it kept.
    if (!this.view.playlist && !this.loadingCached) {
      this.loadingCached = true;
      void this.load().finally(() => {
        this.loadingCached = false;
      });
    }
  }

  // ---- commands ----

  private async carryOut(command: SignageCommand): Promise<void> {
    this.taken.add(command.id);
    if (this.taken.size > 20) this.taken.delete(this.taken.values().next().value as string);
    const { transport } = this.options;
    const report = (state: 'running' | 'done' | 'failed', error: string | null = null) =>
      transport.report(command.id, { state, error }).catch(() => undefined);
    await report('running');
    let note: string | null = null;
    try {
      if (command.type === 'screenshot') {
        const shot = await this.options.capture();
        await transport.screenshot({ commandId: command.id, image: shot.image });
        note = shot.note;
      } else if (command.type === 'clear-cache') {
        await (this.options.clearCaches ?? clearCacheStorage)();
        await this.fetchPlaylist();
      } else {
        await this.fetchPlaylist();
      }
      // An override runs until its end or an abort; the service closes it then.
      // A simplified screenshot is still done; its note rides along in the report.
      if (!OVERRIDE_COMMANDS.has(command.type)) await report('done', note);
    } catch (failure) {
      const reason = failure instanceof Error && failure.message ? failure.message : String(failure);
      await report('failed', reason.slice(0, COMMAND_REPORT_NOTE_MAX));
    }
  }
}

/** A failure of the network or of the service (no answer, 5xx), not a refusal of what was sent. */
function unreachable(failure: unknown): boolean {
  return !(failure instanceof ApiError) || failure.status === 0 || failure.status >= 500;
}

async function clearCacheStorage(): Promise<void> {
  if (typeof caches === 'undefined') return;
  for (const key of await caches.keys()) await caches.delete(key);
}
