/** @jest-environment jsdom */
import type { Options } from 'modern-screenshot';
import { captureSlide } from './capture-slide';
import { fakeCanvas, playingVideo } from './test-canvas';

// modern-screenshot is mocked at its boundary (domToCanvas); jsdom has no 2D canvas, so a
// fake one records what is drawn and taints as the browser does (test-canvas.ts).
// Nothing here imports the library itself: the first test sees when capture-slide loads it.
const mockState = { loaded: 0 };
const mockDomToCanvas = jest.fn<Promise<HTMLCanvasElement>, [Node, Options?]>();
jest.mock('modern-screenshot', () => {
  mockState.loaded += 1;
  return { domToCanvas: (node: Node, options?: Options) => mockDomToCanvas(node, options) };
});
const render = mockDomToCanvas;

let canvas: ReturnType<typeof fakeCanvas>;
beforeEach(() => {
  render.mockReset();
  canvas = fakeCanvas();
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
    expect(canvas.picture().drawn).toEqual([layer]);
    expect(canvas.picture().texts).toEqual([]);
    expect(shot).toEqual({ image: 'data:image/jpeg;base64,1-0', note: null });
  });

  it("draws a playing video's current frame itself and leaves videos out of the DOM rendering", async () => {
    const layer = document.createElement('canvas');
    render.mockResolvedValue(layer);
    const slide = document.createElement('div');
    const video = playingVideo('/image/5-1.mp4');
    slide.append(video);
    await captureSlide(slide, 1920, 1080);
    expect(canvas.picture().drawn).toEqual([video, layer]);
    const filter = render.mock.calls[0][1]?.filter;
    expect(filter?.(video)).toBe(false);
    expect(filter?.(document.createElement('h1'))).toBe(true);
  });

  it('falls back to the simple drawing with a note when the renderer fails', async () => {
    render.mockRejectedValue(new Error('Bild konnte nicht geklont werden'));
    const shot = await captureSlide(menuBoardSlide(), 1920, 1080);
    const { texts } = canvas.picture();
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

describe('captureSlide with videos', () => {
  const NOTE =
    'Videobild nicht erfasst: Das Video kommt von einer fremden Quelle ohne CORS-Freigabe; im Bildschirmfoto steht ein Platzhalter.';

  function videoSlide(video: HTMLVideoElement): HTMLElement {
    const slide = document.createElement('div');
    slide.append(video);
    document.body.append(slide);
    return slide;
  }

  it.each([
    ['a same-origin file (the content service through the gateway)', playingVideo('/image/5-1.mp4')],
    ['another origin loaded with CORS (crossOrigin="anonymous")', playingVideo('https://cdn.example.com/clip.mp4', 'anonymous')],
    ['an HLS stream played by hls.js (blob: address of the page)', playingVideo('blob:http://localhost/5f0c2a9e')],
  ])('draws the frame of %s', async (_, video) => {
    const layer = document.createElement('canvas');
    render.mockResolvedValue(layer);
    const shot = await captureSlide(videoSlide(video), 1920, 1080);
    expect(canvas.picture().drawn).toEqual([video, layer]);
    expect(canvas.picture().texts).toEqual([]);
    expect(shot).toEqual({ image: 'data:image/jpeg;base64,2-0', note: null });
  });

  it('still succeeds with a video of another origin without CORS: a placeholder in its box, and a note', async () => {
    const layer = document.createElement('canvas');
    render.mockResolvedValue(layer);
    const video = playingVideo('https://cdn.example.com/clip.mp4');
    video.getBoundingClientRect = () => ({ left: 480, top: 270, width: 960, height: 540 }) as DOMRect;
    const slide = videoSlide(video);
    slide.getBoundingClientRect = () => ({ left: 0, top: 0, width: 1920, height: 1080 }) as DOMRect;
    const shot = await captureSlide(slide, 1920, 1080);
    const picture = canvas.picture();
    // The frame is not on the picture (it would taint it), the placeholder is, where the video is.
    expect(picture.drawn).toEqual([layer]);
    expect(picture.tainted).toBe(false);
    expect(picture.texts).toEqual(['Video (fremde Quelle, nicht erfassbar)']);
    expect(picture.boxes).toContainEqual({ x: 480, y: 270, width: 960, height: 540, fill: '#262626' });
    expect(shot).toEqual({ image: 'data:image/jpeg;base64,1-1', note: NOTE });
  });

  it('the simple drawing also shows the placeholder instead of failing, both notes in the report', async () => {
    render.mockRejectedValue(new Error('kaputt'));
    const shot = await captureSlide(videoSlide(playingVideo('https://cdn.example.com/clip.mp4')), 1920, 1080);
    expect(canvas.picture().drawn).toEqual([]);
    expect(canvas.picture().texts).toEqual(['Video (fremde Quelle, nicht erfassbar)']);
    expect(shot).toEqual({ image: 'data:image/jpeg;base64,0-1', note: `Vereinfachtes Bildschirmfoto (ohne Layout): kaputt ${NOTE}` });
  });
});
