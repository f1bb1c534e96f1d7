/**
 * Slider, carousel and scroller rules of the website (website.md §2 "Main slider",
 * image_carousel, teaser_animal; §9 constants). Pure: the components only measure and call.
 */

/** The main slider auto-advances only while at least half visible. */
export const SLIDER_VISIBILITY_THRESHOLD = 0.5;
/** Horizontal movement under 20 px counts as a tap. */
export const SLIDER_TAP_THRESHOLD_PX = 20;
/** A swipe changes the slide from one eighth of the slide width on. */
export const SLIDER_SWIPE_FRACTION = 1 / 8;
/** Transition 0.5 s. */
export const SLIDER_TRANSITION_MS = 500;
/** image_carousel: a new image every 5 seconds. */
export const CAROUSEL_INTERVAL_MS = 5000;
/** teaser_animal: the arrows scroll by 19.2833 rem per click. */
export const ANIMAL_SCROLL_STEP_REM = 19.2833;

/** The index `index` wrapped into 0 … count-1 (sliders wrap around both ways). */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

/**
 * The duration of a slide in milliseconds (its `duration` in seconds); a missing or
 * non-positive duration falls back to the carousel interval, so a slider never spins.
 */
export function slideDurationMs(durationSeconds: number | string | null | undefined): number {
  const seconds = Number(durationSeconds);
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : CAROUSEL_INTERVAL_MS;
}

/** What a finished drag does: under 20 px a tap; from one eighth of the width a slide change; else nothing. */
export type DragOutcome = 'tap' | 'stay' | 'next' | 'previous';

export function dragOutcome(deltaX: number, slideWidth: number): DragOutcome {
  const distance = Math.abs(deltaX);
  if (distance < SLIDER_TAP_THRESHOLD_PX) return 'tap';
  if (slideWidth > 0 && distance >= slideWidth * SLIDER_SWIPE_FRACTION) return deltaX < 0 ? 'next' : 'previous';
  return 'stay';
}

/** Whether a slider shows its dots: only with more than one slide. */
export function showsSliderDots(count: number): boolean {
  return count > 1;
}

/** Position of an image in the carousel relative to the current one. */
export type CarouselPosition = 'current' | 'previous' | 'next' | 'last';

/**
 * image_carousel positions (website.md §2): the current image, the one before and the one
 * after (wrapping); with more than 3 images every other image waits in the 'last' position.
 */
export function carouselPosition(index: number, current: number, count: number): CarouselPosition | null {
  if (count <= 0) return null;
  const offset = wrapIndex(index - current, count);
  if (offset === 0) return 'current';
  if (offset === 1) return 'next';
  if (offset === count - 1) return 'previous';
  return count > 3 ? 'last' : null;
}
