import { signageTexts } from '@asp/i18n';
import type { DrawnCapture } from './capture-layout';
import { drawVideoPlaceholder, frameReadable, hasFrame } from './capture-video';

/**
 * The simple screenshot, the fallback when the DOM rendering fails (capture-slide.ts): the
 * slide's first image or video is drawn covering the screen, text (HTML slides, menu boards)
 * as plain lines from the slide's text; styles, fonts and layout are not reproduced. A video
 * of another origin without CORS is a placeholder (capture-video.ts); an image from another
 * origin without CORS taints the canvas and the command fails with the browser's message.
 */
export function captureSimply(root: HTMLElement | null, width: number, height: number): DrawnCapture {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error(signageTexts.canvasMissing);
  context.fillStyle = '#000000';
  context.fillRect(0, 0, width, height);
  let videosLeftOut = 0;
  const media = root?.querySelector('img, video') as HTMLImageElement | HTMLVideoElement | null;
  if (media instanceof HTMLVideoElement && hasFrame(media) && !frameReadable(media)) {
    drawVideoPlaceholder(context, { x: 0, y: 0, width, height });
    videosLeftOut = 1;
  } else if (media) {
    const sourceWidth = media instanceof HTMLVideoElement ? media.videoWidth : media.naturalWidth;
    const sourceHeight = media instanceof HTMLVideoElement ? media.videoHeight : media.naturalHeight;
    if (sourceWidth > 0 && sourceHeight > 0) {
      const scale = Math.max(width / sourceWidth, height / sourceHeight);
      const drawWidth = sourceWidth * scale;
      const drawHeight = sourceHeight * scale;
      context.drawImage(media, (width - drawWidth) / 2, (height - drawHeight) / 2, drawWidth, drawHeight);
    }
  } else if (root) {
    const lineHeight = Math.round(height / 24);
    context.fillStyle = '#f5f5f5';
    context.font = `${Math.round(lineHeight * 0.75)}px sans-serif`;
    const lines = (root.innerText ?? root.textContent ?? '')
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    lines.slice(0, 22).forEach((line, index) => context.fillText(line, lineHeight, lineHeight * (index + 1.5), width - 2 * lineHeight));
  }
  return { image: canvas.toDataURL('image/jpeg', 0.8), videosLeftOut };
}
