import { SLIDER_TRANSITION_MS, SLIDER_VISIBILITY_THRESHOLD, dragOutcome, showsSliderDots, slideDurationMs, wrapIndex } from '@asp/domain';
import { fill, websiteTexts } from '@asp/i18n';
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import type { SlideValue } from '../blocks/block-values';
import { ContentImage } from './ContentImage';
import { useVisibility } from './use-visibility';

/**
 * The main slider (website.md §2): each slide stays for its own duration, but only while
 * the slider is at least half visible; it wraps around; dots with more than one slide;
 * a swipe or drag of at least one eighth of the width changes the slide, under 20 px is a
 * tap; transition 0.5 s.
 */
export function MainSlider({ slides, className }: { slides: SlideValue[]; className?: string }) {
  const root = useRef<HTMLDivElement>(null);
  const visible = useVisibility(root, SLIDER_VISIBILITY_THRESHOLD);
  const [index, setIndex] = useState(0);
  const [drag, setDrag] = useState<{ startX: number; deltaX: number } | null>(null);
  const count = slides.length;
  const current = wrapIndex(index, count);
  const duration = slideDurationMs(slides[current]?.duration);

  useEffect(() => {
    // Paused while dragged or less than half visible; a new slide restarts its own duration.
    if (!visible || drag || count < 2) return;
    const timer = setTimeout(() => setIndex((i) => wrapIndex(i + 1, count)), duration);
    return () => clearTimeout(timer);
  }, [visible, drag, count, current, duration]);

  if (count === 0) return null;

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture?.(event.pointerId);
    setDrag({ startX: event.clientX, deltaX: 0 });
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (drag) setDrag({ ...drag, deltaX: event.clientX - drag.startX });
  };
  const onPointerEnd = () => {
    if (!drag) return;
    const outcome = dragOutcome(drag.deltaX, root.current?.clientWidth ?? 0);
    if (outcome === 'next') setIndex(wrapIndex(current + 1, count));
    if (outcome === 'previous') setIndex(wrapIndex(current - 1, count));
    setDrag(null);
  };

  const offset = drag ? `calc(${-current * 100}% + ${drag.deltaX}px)` : `${-current * 100}%`;
  return (
    <div
      ref={root}
      className={['cms-slider', drag ? 'is-dragging' : '', className].filter(Boolean).join(' ')}
      data-testid="main-slider"
      data-current={current}
    >
      <div
        className="cms-slider__viewport"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
      >
        <div
          className="cms-slider__track"
          style={{ transform: `translateX(${offset})`, transition: drag ? 'none' : `transform ${SLIDER_TRANSITION_MS / 1000}s ease` }}
        >
          {slides.map((slide, i) => (
            <figure key={i} className="cms-slider__slide" aria-hidden={i !== current} data-testid="slide">
              <ContentImage image={slide.image} sizes="(min-width: 960px) 60vw, 100vw" />
              {slide.text ? <figcaption>{slide.text}</figcaption> : null}
            </figure>
          ))}
        </div>
      </div>
      {showsSliderDots(count) ? (
        <div className="cms-slider__dots">
          {slides.map((_, i) => (
            <button
              key={i}
              type="button"
              className={i === current ? 'cms-slider__dot is-active' : 'cms-slider__dot'}
              aria-label={fill(websiteTexts.slide, { n: i + 1, count })}
              aria-current={i === current ? 'true' : undefined}
              onClick={() => setIndex(i)}
            />
          ))}
        </div>
      ) : null}
    </div>
  );
}
