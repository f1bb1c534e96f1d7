import { signageTexts } from '@asp/i18n';

/** A box on the screenshot canvas, in its pixels. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Whether the video shows a frame (HAVE_CURRENT_DATA). */
export function hasFrame(video: HTMLVideoElement): boolean {
  return video.readyState >= 2 && video.videoWidth > 0 && video.videoHeight > 0;
}

/**
 * Whether the video's frame may go on the picture. A frame of another origin loaded without
 * CORS taints the canvas it is drawn on, and the export then throws (SecurityError): the
 * frame is tried on a canvas of one pixel first, and the browser says. Same-origin files
 * (the content service through the gateway), hls.js streams (a blob: address of the page)
 * and videos loaded with CORS are readable.
 */
export function frameReadable(video: HTMLVideoElement): boolean {
  const probe = document.createElement('canvas');
  probe.width = 1;
  probe.height = 1;
  const context = probe.getContext('2d');
  if (!context) return false;
  try {
    context.drawImage(video, 0, 0, 1, 1);
    context.getImageData(0, 0, 1, 1);
    return true;
  } catch {
    return false;
  }
}

/** A neutral stand-in for a frame that cannot be captured: a dark box naming why. */
export function drawVideoPlaceholder(context: CanvasRenderingContext2D, box: Box): void {
  context.save();
  context.fillStyle = '#262626';
  context.fillRect(box.x, box.y, box.width, box.height);
  context.fillStyle = '#bdbdbd';
  context.font = `${Math.max(12, Math.round(Math.min(box.height / 14, box.width / 28)))}px sans-serif`;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillText(signageTexts.videoNotCaptured, box.x + box.width / 2, box.y + box.height / 2, box.width * 0.9);
  context.restore();
}
