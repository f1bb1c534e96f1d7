import { signageTexts } from '@asp/i18n';
import type { domToCanvas } from 'modern-screenshot';

/** The part of modern-screenshot the capture uses (a test hands in its own). */
export interface LayoutRenderer {
  domToCanvas: typeof domToCanvas;
}

/**
 * The screenshot as the TV shows it: the slide's DOM with its CSS (menu board layout, HTML
 * slide styling, fonts, same-origin images inlined) rendered by modern-screenshot, over the
 * current frame of each playing video. A DOM renderer cannot copy a frame (it would load the
 * video anew, and an HLS stream's blob: address not at all), so videos are left out of the
 * rendering and their frames drawn here first, where their boxes are (object-fit honoured).
 * An image the renderer cannot fetch (another origin without CORS) stays empty.
 *
 * The slide is drawn as the TV settles on it: a slide caught in its fade-in (SlideStage) is
 * rendered at full opacity. The renderer copies each element's computed style into its clone,
 * mid-fade the animated opacity; the clone of the slide gets the fade's end instead.
 */
export async function captureLayout(slide: HTMLElement, width: number, height: number, renderer: LayoutRenderer): Promise<string> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error(signageTexts.canvasMissing);
  context.fillStyle = '#000000';
  context.fillRect(0, 0, width, height);
  const scale = width / (slide.clientWidth || width);
  const origin = slide.getBoundingClientRect();
  for (const video of slide.querySelectorAll('video')) {
    const box = video.getBoundingClientRect();
    drawFrame(context, video, {
      x: (box.left - origin.left) * scale,
      y: (box.top - origin.top) * scale,
      width: box.width * scale,
      height: box.height * scale,
    });
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
  return canvas.toDataURL('image/jpeg', 0.8);
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The video's current frame into its box as CSS lays it out (cover, contain or fill). */
function drawFrame(context: CanvasRenderingContext2D, video: HTMLVideoElement, box: Box): void {
  const { videoWidth, videoHeight } = video;
  // HAVE_CURRENT_DATA: a frame exists (a video still loading is left black, as on the TV).
  if (video.readyState < 2 || videoWidth === 0 || videoHeight === 0 || box.width === 0 || box.height === 0) return;
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
