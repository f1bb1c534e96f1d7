import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether an element is at least `threshold` visible (IntersectionObserver). Without an
 * observer (very old browsers) the element counts as visible, so nothing stays hidden.
 */
export function useVisibility(ref: RefObject<Element | null>, threshold: number): boolean {
  const [visible, setVisible] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (entry) setVisible(entry.isIntersecting && entry.intersectionRatio >= threshold);
      },
      { threshold: [0, threshold] },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, threshold]);
  return visible;
}
