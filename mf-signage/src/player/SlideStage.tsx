import { useState } from 'react';
import type { Slide } from './playlist-steps';
import { SlideView } from './SlideView';
import styles from './PlayerScreen.module.css';

interface Props {
  slide: Slide;
  /** The engine's slide counter: a new turn is a new slide element (a one-slide loop restarts its video). */
  turn: number;
  width: number;
  onFail: (segmentId: number, message: string) => void;
}

/**
 * The smooth transition: the new slide fades in over the old one, which stays below it
 * until the fade has ended (then it is removed), so the screen never flashes black between
 * two segments. At most two slides are in the DOM; the old one is gone at the fade's end or
 * at the next change at the latest (no timer: the animation's own end event).
 */
export function SlideStage({ slide, turn, width, onFail }: Props) {
  const [shown, setShown] = useState({ slide, turn });
  const [leaving, setLeaving] = useState<{ slide: Slide; turn: number } | null>(null);
  if (shown.turn !== turn) {
    // Derived from the props during render (React's pattern for "state from the previous props").
    setLeaving(shown);
    setShown({ slide, turn });
  } else if (shown.slide !== slide) {
    // The same turn with fresh data (a menu-board push): no transition.
    setShown({ slide, turn });
  }
  // Both in one keyed list: the slide that starts leaving keeps its element (a video plays on).
  const slots = leaving
    ? [
        { ...leaving, isLeaving: true },
        { ...shown, isLeaving: false },
      ]
    : [{ ...shown, isLeaving: false }];
  return (
    <>
      {slots.map((slot) => (
        <div
          key={slot.turn}
          className={slot.isLeaving ? styles.leaving : undefined}
          aria-hidden={slot.isLeaving || undefined}
          onAnimationEnd={(event) => {
            if (slot.isLeaving && event.target === event.currentTarget) setLeaving(null);
          }}
        >
          <SlideView slide={slot.slide} width={width} onFail={slot.isLeaving ? ignore : onFail} leaving={slot.isLeaving} />
        </div>
      ))}
    </>
  );
}

const ignore = () => undefined;
