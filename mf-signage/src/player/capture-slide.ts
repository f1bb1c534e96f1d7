import { fill, signageTexts } from '@asp/i18n';
import { captureLayout, type LayoutRenderer } from './capture-layout';
import { captureSimply } from './capture-simple';

/** A screenshot and, when it is only the simple drawing, why (the command's report says so). */
export interface SlideCapture {
  image: string;
  note: string | null;
}

/** The DOM renderer, its own chunk: loaded when the first screenshot command arrives, not with the player. */
const loadRenderer = (): Promise<LayoutRenderer> => import(/* webpackChunkName: "screenshot" */ 'modern-screenshot');

/**
 * The screenshot command: what the TV shows at its resolution as a JPEG data URL — the
 * slide's real layout (capture-layout.ts); when the renderer cannot be loaded or fails, the
 * simple drawing (capture-simple.ts) with a note saying so. Fails only when neither works.
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
      return { image: await captureLayout(slide, width, height, await load()), note: null };
    } catch (failure) {
      reason = failure instanceof Error && failure.message ? failure.message : String(failure);
    }
  }
  return { image: captureSimply(slide, width, height), note: fill(signageTexts.screenshotSimplified, { reason }).slice(0, 500) };
}
