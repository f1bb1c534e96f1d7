import {
  ANIMAL_SCROLL_STEP_REM,
  CAROUSEL_INTERVAL_MS,
  SLIDER_TRANSITION_MS,
  SLIDER_VISIBILITY_THRESHOLD,
  carouselPosition,
  dragOutcome,
  showsSliderDots,
  slideDurationMs,
  wrapIndex,
} from './website-slider';

describe('website sliders (website.md §2, §9)', () => {
  it('has the spec constants', () => {
    expect(SLIDER_VISIBILITY_THRESHOLD).toBe(0.5);
    expect(SLIDER_TRANSITION_MS).toBe(500);
    expect(CAROUSEL_INTERVAL_MS).toBe(5000);
    expect(ANIMAL_SCROLL_STEP_REM).toBe(19.2833);
  });

  it('wraps around both ways', () => {
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(1, 3)).toBe(1);
    expect(wrapIndex(5, 0)).toBe(0);
  });

  it('uses the slide duration in seconds, else the 5 s interval', () => {
    expect(slideDurationMs(3)).toBe(3000);
    expect(slideDurationMs('2.5')).toBe(2500);
    expect(slideDurationMs(0)).toBe(5000);
    expect(slideDurationMs(null)).toBe(5000);
  });

  it('counts under 20 px as a tap and changes the slide from one eighth of the width', () => {
    expect(dragOutcome(19, 800)).toBe('tap');
    expect(dragOutcome(-19.9, 800)).toBe('tap');
    expect(dragOutcome(20, 800)).toBe('stay');
    expect(dragOutcome(99, 800)).toBe('stay');
    expect(dragOutcome(100, 800)).toBe('previous');
    expect(dragOutcome(-100, 800)).toBe('next');
    expect(dragOutcome(-30, 160)).toBe('next');
  });

  it('shows dots only with more than one slide', () => {
    expect(showsSliderDots(1)).toBe(false);
    expect(showsSliderDots(2)).toBe(true);
  });

  it('places carousel images at current, previous, next and — only with more than 3 — last', () => {
    expect([0, 1, 2].map((i) => carouselPosition(i, 0, 3))).toEqual(['current', 'next', 'previous']);
    expect([0, 1, 2, 3, 4].map((i) => carouselPosition(i, 1, 5))).toEqual(['previous', 'current', 'next', 'last', 'last']);
    expect([0, 1].map((i) => carouselPosition(i, 1, 2))).toEqual(['next', 'current']);
    expect(carouselPosition(0, 0, 0)).toBeNull();
  });
});
