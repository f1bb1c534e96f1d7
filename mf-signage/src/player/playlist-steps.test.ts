import {
  backoffDelay,
  boardProducts,
  MIN_SLIDE_MS,
  nextPosition,
  positionOf,
  reloadAt,
  shouldRun,
  slidesOf,
  withMenuBoard,
} from './playlist-steps';
import { board, command, playlist, segment } from './test-playlist';

describe('slidesOf', () => {
  it('plays the segments in order for their durations, at least a second each', () => {
    const slides = slidesOf(playlist([segment(1, { duration: 8 }), segment(2, { duration: 0 })]));
    expect(slides.map((s) => [s.key, s.segmentId, s.ms])).toEqual([
      ['segment-1', 1, 8_000],
      ['segment-2', 2, MIN_SLIDE_MS],
    ]);
  });

  it('shows the scene slide in scene modes and nothing on a black screen or an empty playlist', () => {
    const scene = slidesOf(playlist([segment(1)], { mode: 'command-scene', sceneHtml: '<h1>Aktion</h1>', sceneDuration: 30 }));
    expect(scene.map((s) => [s.key, s.sceneHtml, s.ms])).toEqual([
      ['scene', '<h1>Aktion</h1>', 30_000],
      ['segment-1', null, 10_000],
    ]);
    const alone = slidesOf(playlist([], { mode: 'scene', sceneHtml: '<h1>Willkommen</h1>', sceneDuration: 10 }));
    expect(alone.map((s) => [s.key, s.ms])).toEqual([['scene', 60_000]]);
    expect(slidesOf(playlist([segment(1)], { mode: 'black' }))).toEqual([]);
    expect(slidesOf(playlist([], { mode: 'empty' }))).toEqual([]);
  });
});

describe('nextPosition', () => {
  const slides = slidesOf(playlist([segment(1), segment(2), segment(3)]));

  it('steps forward and wraps around', () => {
    expect(nextPosition(slides, -1, new Set())).toBe(0);
    expect(nextPosition(slides, 0, new Set())).toBe(1);
    expect(nextPosition(slides, 2, new Set())).toBe(0);
  });

  it('skips failed segments and gives -1 when none is left', () => {
    expect(nextPosition(slides, 0, new Set([2]))).toBe(2);
    expect(nextPosition(slides, 2, new Set([1, 2]))).toBe(2);
    expect(nextPosition(slides, 0, new Set([1, 2, 3]))).toBe(-1);
    expect(nextPosition([], -1, new Set())).toBe(-1);
  });

  it('finds the playing slide again after a reload', () => {
    expect(positionOf(slides, 'segment-3')).toBe(2);
    expect(positionOf(slides, 'segment-9')).toBe(-1);
    expect(positionOf(slides, undefined)).toBe(-1);
  });
});

describe('menu boards', () => {
  it('puts a pushed board into its segment only', () => {
    const slides = slidesOf(playlist([segment(1, { kind: 'menu-board', menuBoard: board(20) }), segment(2)]));
    const next = withMenuBoard(slides, 1, board(24.9));
    expect(next[0].segment?.menuBoard?.products[0].price).toBe(24.9);
    expect(next[1]).toBe(slides[1]);
    expect(slides[0].segment?.menuBoard?.products[0].price).toBe(20);
  });

  it('drops sold-out products unless the board keeps them', () => {
    expect(boardProducts(board(20)).map((p) => p.name)).toEqual(['Rindersteak', 'Bratwurst']);
    expect(boardProducts(board(20, { showSoldOut: false })).map((p) => p.name)).toEqual(['Rindersteak']);
  });
});

describe('timing and commands', () => {
  it('reloads at validUntil, never sooner than a second', () => {
    const now = Date.parse('2026-11-25T10:00:00Z');
    expect(reloadAt(playlist([], { validUntil: '2026-11-25T11:00:00.000Z' }), now)).toBe(Date.parse('2026-11-25T11:00:00Z'));
    expect(reloadAt(playlist([], { validUntil: '2026-11-25T09:00:00.000Z' }), now)).toBe(now + 1_000);
  });

  it('runs a pending command once', () => {
    expect(shouldRun(command('reload'), new Set())).toBe(true);
    expect(shouldRun(command('reload'), new Set([command('reload').id]))).toBe(false);
    expect(shouldRun(command('reload', { state: 'running' }), new Set())).toBe(false);
    expect(shouldRun(null, new Set())).toBe(false);
  });

  it('backs off exponentially up to the cap', () => {
    expect(backoffDelay(0, () => 0)).toBe(1_000);
    expect(backoffDelay(3, () => 0)).toBe(8_000);
    expect(backoffDelay(20, () => 0.99)).toBe(30_000);
  });
});
