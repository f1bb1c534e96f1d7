// A 2D canvas for the capture tests: jsdom has none. Every canvas records what is drawn on
// it, and follows the browser's tainting rule, so an export that would throw in the TV's
// browser throws here too. toDataURL names what the exported canvas holds
// (`data:image/jpeg;base64,{drawings}-{texts}`).

/** What was drawn on one canvas. */
export interface Drawing {
  /** drawImage's sources, in order. */
  drawn: unknown[];
  /** fillText's texts. */
  texts: string[];
  /** fillRect's boxes with the fill colour of the moment. */
  boxes: { x: number; y: number; width: number; height: number; fill: string }[];
  /** A frame of another origin without CORS was drawn: reading the pixels throws. */
  tainted: boolean;
}

/**
 * The browser's rule (HTML, "origin-clean"): an image or video frame of another origin taints
 * the canvas unless it was loaded with CORS (crossOrigin set — without the server's consent
 * such a video does not load at all); a canvas drawn from a tainted one is tainted as well.
 * A blob: address (hls.js's MediaSource) has the page's origin.
 */
function taints(source: unknown, drawings: Map<HTMLCanvasElement, Drawing>): boolean {
  if (source instanceof HTMLCanvasElement) return drawings.get(source)?.tainted ?? false;
  if (!(source instanceof HTMLVideoElement || source instanceof HTMLImageElement)) return false;
  const address = new URL(source.getAttribute('src') ?? source.src, window.location.href);
  return address.origin !== window.location.origin && source.crossOrigin === null;
}

const insecure = () => new DOMException('The operation is insecure.', 'SecurityError');

/**
 * Installs the fake canvas (restored by jest.restoreAllMocks). `picture()` is the drawing of
 * the canvas exported last — the screenshot.
 */
export function fakeCanvas(): { picture: () => Drawing; drawingOf: (canvas: HTMLCanvasElement) => Drawing | undefined } {
  const drawings = new Map<HTMLCanvasElement, Drawing>();
  let exported: Drawing | null = null;
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (this: HTMLCanvasElement) {
    const drawing: Drawing = drawings.get(this) ?? { drawn: [], texts: [], boxes: [], tainted: false };
    drawings.set(this, drawing);
    const context: Partial<CanvasRenderingContext2D> = {
      fillStyle: '#000000',
      font: '',
      textAlign: 'start',
      textBaseline: 'alphabetic',
      fillRect: (x: number, y: number, width: number, height: number) => {
        drawing.boxes.push({ x, y, width, height, fill: String(context.fillStyle) });
      },
      save: () => undefined,
      restore: () => undefined,
      beginPath: () => undefined,
      rect: () => undefined,
      clip: () => undefined,
      drawImage: (source: unknown) => {
        drawing.drawn.push(source);
        if (taints(source, drawings)) drawing.tainted = true;
      },
      fillText: (text: string) => {
        drawing.texts.push(text);
      },
      getImageData: () => {
        if (drawing.tainted) throw insecure();
        return { data: new Uint8ClampedArray(4), width: 1, height: 1, colorSpace: 'srgb' };
      },
    };
    return context as CanvasRenderingContext2D;
  });
  jest.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockImplementation(function (this: HTMLCanvasElement) {
    const drawing = drawings.get(this) ?? { drawn: [], texts: [], boxes: [], tainted: false };
    if (drawing.tainted) throw insecure();
    exported = drawing;
    return `data:image/jpeg;base64,${drawing.drawn.length}-${drawing.texts.length}`;
  });
  return {
    picture: () => {
      if (!exported) throw new Error('no canvas exported');
      return exported;
    },
    drawingOf: (canvas) => drawings.get(canvas),
  };
}

/** A <video> showing a frame (HAVE_CURRENT_DATA, 1280×720) in a box of 1920×1080 at the slide's corner. */
export function playingVideo(src: string, crossOrigin?: 'anonymous'): HTMLVideoElement {
  const video = document.createElement('video');
  if (crossOrigin) video.crossOrigin = crossOrigin;
  video.setAttribute('src', src);
  Object.defineProperties(video, { readyState: { value: 2 }, videoWidth: { value: 1280 }, videoHeight: { value: 720 } });
  video.getBoundingClientRect = () => ({ left: 0, top: 0, width: 1920, height: 1080 }) as DOMRect;
  return video;
}
