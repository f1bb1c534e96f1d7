import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * A ref that holds the value of the last committed render, for callbacks that live longer
 * than one render (timers, global handlers, effects that must not re-run on every change).
 * It is written in a layout effect, not during render (React's rules: render stays pure),
 * and layout effects run before every passive effect of the same commit, so an effect
 * reading it sees the current value.
 */
export function useLatest<T>(value: T): RefObject<T> {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
