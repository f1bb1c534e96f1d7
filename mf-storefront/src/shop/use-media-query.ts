import { useEffect, useState } from 'react';
import { DESKTOP_BREAKPOINT_PX } from './shop-constants';

/** Whether the window is wider than the desktop breakpoint (storefront.md §9: 950 px). */
export function isDesktopWidth(width: number): boolean {
  return width > DESKTOP_BREAKPOINT_PX;
}

/** The desktop check of the current window, followed on resize. */
export function useIsDesktop(): boolean {
  const query = `(min-width: ${DESKTOP_BREAKPOINT_PX + 1}px)`;
  const [matches, setMatches] = useState(() => typeof window !== 'undefined' && window.matchMedia(query).matches);
  useEffect(() => {
    const list = window.matchMedia(query);
    const onChange = () => setMatches(list.matches);
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, [query]);
  return matches;
}
