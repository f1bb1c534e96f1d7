/** @jest-environment jsdom */
import type { Options } from 'modern-screenshot';
import { captureSlide } from './capture-slide';

// modern-screenshot is mocked at its boundary (domToCanvas); jsdom has no 2D canvas, so the
// canvas element's context records what is drawn and toDataURL names who drew last.
// Nothing here imports the library itself: the first test sees when capture-slide loads it.
const mockState = { loaded: 0 };
const mockDomToCanvas = jest.fn<Promise<HTMLCanvasElement>, [Node, Options?]>();
jest.mock('modern-screenshot', () => {
  mockState.loaded += 1;
  return { domToCanvas: (node: Node, options?: Options) => mockDomToCanvas(node, options) };
});
const render = mockDomToCanvas;

let drawn: unknown[];
let texts: string[];
beforeEach(() => {
  drawn = [];
  texts = [];
  render.mockReset();
  const context = {
    fillRect: () => undefined,
    save: () => undefined,
    restore: () => undefined,
    beginPath: () => undefined,
    rect: () => undefined,
    clip: () => undefined,
    drawImage: (source: unknown) => drawn.push(source),
    fillText: (text: string) => texts.push(text),
  };
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => context as unknown as CanvasRenderingContext2D);
  jest.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockImplementation(() => `data:image/jpeg;base64,${drawn.length}-${texts.length}`);
});
afterEach(() => jest.restoreAllMocks());

function menuBoardSlide(): HTMLElement {
  const slide = document.createElement('div');
  slide.innerHTML = '<h1>Grillfleisch</h1><ul><li>Rindersteak <span>19,90 € / kg</span></li></ul>';
  document.body.append(slide);
  return slide;
}

describe('captureSlide', () => {
  it('loads the renderer only when a screenshot is taken, and renders the slide element with its layout', async () => {
    expect(mockState.loaded).toBe(0);
    const layer = document.createElement('canvas');
    render.mockResolvedValue(layer);
    const slide = menuBoardSlide();
    const shot = await captureSlide(slide, 1920, 1080);
    expect(mockState.loaded).toBe(1);
    expect(render).toHaveBeenCalledTimes(1);
    expect(render.mock.calls[0][0]).toBe(slide);
    expect(render.mock.calls[0][1]).toMatchObject({ backgroundColor: null });
    // The layer is what ends up on the picture; no text drawn by hand.
    expect(drawn).toEqual([layer]);
    expect(texts).toEqual([]);
    expect(shot).toEqual({ image: 'data:image/jpeg;base64,1-0', note: null });
  });

  it("draws a playing video's current frame itself and leaves videos out of the DOM rendering", async () => {
    const layer = document.createElement('canvas');
    render.mockResolvedValue(layer);
    const slide = document.createElement('div');
    const video = document.createElement('video');
    Object.defineProperties(video, { readyState: { value: 2 }, videoWidth: { value: 1280 }, videoHeight: { value: 720 } });
    video.getBoundingClientRect = () => ({ left: 0, top: 0, width: 1920, height: 1080 }) as DOMRect;
    slide.append(video);
    await captureSlide(slide, 1920, 1080);
    expect(drawn).toEqual([video, layer]);
    const filter = render.mock.calls[0][1]?.filter;
    expect(filter?.(video)).toBe(false);
    expect(filter?.(document.createElement('h1'))).toBe(true);
  });

  it('falls back to the simple drawing with a note when the renderer fails', async () => {
    render.mockRejectedValue(new Error('Bild konnte nicht geklont werden'));
    const shot = await captureSlide(menuBoardSlide(), 1920, 1080);
    expect(texts.length).toBeGreaterThan(0);
    expect(shot.image).toBe(`data:image/jpeg;base64,0-${texts.length}`);
    expect(shot.note).toBe('Vereinfachtes Bildschirmfoto (ohne Layout): Bild konnte nicht geklont werden');
  });

  it('falls back when the renderer cannot be loaded (no network for the chunk)', async () => {
    const shot = await captureSlide(menuBoardSlide(), 1920, 1080, () => Promise.reject(new Error('Loading chunk screenshot failed')));
    expect(render).not.toHaveBeenCalled();
    expect(shot.note).toBe('Vereinfachtes Bildschirmfoto (ohne Layout): Loading chunk screenshot failed');
  });
});

describe('captureSlide during a slide transition', () => {
  it('captures a slide caught in its fade-in at full opacity, the picture the TV settles on', async () => {
    // The renderer's own clone step (modern-screenshot's real one, which works in jsdom): it
    // copies the element's computed style into the clone, mid-fade the animated opacity.
    const actual = jest.requireActual<typeof import('modern-screenshot')>('modern-screenshot');
    jest.spyOn(console, 'error').mockImplementation(() => undefined); // jsdom: no pseudo-element styles
    let clone: HTMLElement | null = null;
    const layer = document.createElement('canvas');
    render.mockImplementation(async (node, options) => {
      const svg = await actual.domToForeignObjectSvg(node, { ...options, font: false });
      clone = svg.querySelector('foreignObject')?.firstElementChild as HTMLElement;
      return layer;
    });
    const slide = menuBoardSlide();
    // What getComputedStyle answers 0.3 s into the 0.8 s fade (jsdom runs no animations).
    slide.style.animation = 'fade-in 0.8s ease-in-out';
    slide.style.opacity = '0.35';
    const shot = await captureSlide(slide, 1920, 1080);
    expect(shot.note).toBeNull();
    expect(clone!.textContent).toContain('Rindersteak');
    expect(clone!.style.opacity).toBe('1');
    expect(clone!.style.animation).toBe('none');
    // The page's slide itself is left as it is (its fade runs on).
    expect(slide.style.opacity).toBe('0.35');
  });
});
