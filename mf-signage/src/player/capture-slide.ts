import { COMMAND_REPORT_NOTE_MAX } from '@asp/contracts';
import { fill, signageTexts } from '@asp/i18n';
import { captureLayout, type DrawnCapture, type LayoutRenderer } from './capture-layout';
import { captureSimply } from './capture-simple';

/** A screenshot and, when it is only the simple drawing or lacks a video's frame, why (the command's report says so). */
export interface SlideCapture {
  image: string;
  note: string | null;
}

/** The DOM renderer, its own chunk: loaded when the first screenshot command arrives, not with the player. */
const loadRenderer = (): Promise<LayoutRenderer> => import(/* webpackChunkName: "screenshot" */ 'modern-screenshot');

/**
 * The screenshot command: what the TV shows at its resolution as a JPEG data URL — the
 * slide's real layout (capture-layout.ts); when the renderer cannot be loaded or fails, the
 * simple drawing (capture-simple.ts) with a note saying so. A video of another origin without
 * CORS is a placeholder on the picture, and the note says that too. Fails only when neither works.
 */
export async function captureSlide(
  slide: HTMLElement | null,
  width: number,
  height: number,
  load: () => Promise<LayoutRenderer> = loadRenderer,
): Promise<SlideCapture> {
  let reason: string = signageTexts.screenshotNoSlide;
  if (slide) {
    try {
      return withNote(await captureLayout(slide, width, height, await load()), null);
    } catch (failure) {
      reason = failure instanceof Error && failure.message ? failure.message : String(failure);
    }
  }
  return withNote(captureSimply(slide, width, height), fill(signageTexts.screenshotSimplified, { reason }));
}

function withNote({ image, videosLeftOut }: DrawnCapture, simplified: string | null): SlideCapture {
  const notes = [simplified, videosLeftOut > 0 ? signageTexts.screenshotVideoNotCaptured : null].filter(Boolean);
  return { image, note: notes.length ? notes.join(' ').slice(0, COMMAND_REPORT_NOTE_MAX) : null };
}
