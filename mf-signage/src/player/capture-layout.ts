import { signageTexts } from '@asp/i18n';
import type { domToCanvas } from 'modern-screenshot';
import { drawVideoPlaceholder, frameReadable, hasFrame, type Box } from './capture-video';

/** The part of modern-screenshot the capture uses (a test hands in its own). */
export interface LayoutRenderer {
  domToCanvas: typeof domToCanvas;
}

/** A drawn screenshot, and how many videos on it are only a placeholder (another origin without CORS). */
export interface DrawnCapture {
  image: string;
  videosLeftOut: number;
}

/**
 * The screenshot as the TV shows it: the slide's DOM with its CSS (menu board layout, HTML
 * slide styling, fonts, same-origin images inlined) rendered by modern-screenshot, over the
 * current frame of each playing video. A DOM renderer cannot copy a frame (it would load the
 * video anew, and an HLS stream's blob: address not at all), so videos are left out of the
 * rendering and their frames drawn here first, where their boxes are (object-fit honoured).
 * A video of another origin without CORS would taint the canvas (the export throws): its box
 * gets a placeholder instead (capture-video.ts). An image the renderer cannot fetch (another
 * origin without CORS) stays empty.
 *
 * The slide is drawn as the TV settles on it: a slide caught in its fade-in (SlideStage) is
 * rendered at full opacity. The renderer copies each element's computed style into its clone,
 * mid-fade the animated opacity; the clone of the slide gets the fade's end instead.
 */
export async function captureLayout(slide: HTMLElement, width: number, height: number, renderer: LayoutRenderer): Promise<DrawnCapture> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error(signageTexts.canvasMissing);
  context.fillStyle = '#000000';
  context.fillRect(0, 0, width, height);
  const scale = width / (slide.clientWidth || width);
  const origin = slide.getBoundingClientRect();
  let videosLeftOut = 0;
  for (const video of slide.querySelectorAll('video')) {
    const box = video.getBoundingClientRect();
    const target = {
      x: (box.left - origin.left) * scale,
      y: (box.top - origin.top) * scale,
      width: box.width * scale,
      height: box.height * scale,
    };
    // A video still loading is left black, as on the TV; one without a box is not on the screen.
    if (!hasFrame(video) || target.width === 0 || target.height === 0) continue;
    if (frameReadable(video)) {
      drawFrame(context, video, target);
    } else {
      drawVideoPlaceholder(context, target);
      videosLeftOut += 1;
    }
  }
  const layer = await renderer.domToCanvas(slide, {
    width: slide.clientWidth || width,
    height: slide.clientHeight || height,
    scale,
    // Transparent where the videos are; the black below is the TV's own background.
    backgroundColor: null,
    // Set on the slide's clone after its computed style: the fade-in's end (the keyframes are not in the clone).
    style: { opacity: '1', animation: 'none' },
    filter: (node) => !(node instanceof HTMLVideoElement),
    timeout: 10_000,
  });
  context.drawImage(layer, 0, 0, width, height);
  return { image: canvas.toDataURL('image/jpeg', 0.8), videosLeftOut };
}

/** The video's current frame into its box as CSS lays it out (cover, contain or fill). */
function drawFrame(context: CanvasRenderingContext2D, video: HTMLVideoElement, box: Box): void {
  const { videoWidth, videoHeight } = video;
  const fit = getComputedStyle(video).objectFit;
  const ratio =
    fit === 'cover'
      ? Math.max(box.width / videoWidth, box.height / videoHeight)
      : Math.min(box.width / videoWidth, box.height / videoHeight);
  const drawWidth = fit === 'fill' ? box.width : videoWidth * ratio;
  const drawHeight = fit === 'fill' ? box.height : videoHeight * ratio;
  context.save();
  context.beginPath();
  context.rect(box.x, box.y, box.width, box.height);
  context.clip();
  context.drawImage(video, box.x + (box.width - drawWidth) / 2, box.y + (box.height - drawHeight) / 2, drawWidth, drawHeight);
  context.restore();
}
