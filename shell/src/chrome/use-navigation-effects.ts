import { useEffect, useRef, type RefObject } from 'react';
import { fadesIn, scrollActionFor, type NavigationPoint } from '../routing/navigation-scroll';

/** CSS class that plays the routed content's fade-in (PublicChrome.module.css; none with prefers-reduced-motion). */
export const ROUTE_FADE_CLASS = 'asp-main--fade';
/** How long the hash target may take to appear after the 750 ms (a remote still loading on the first page). */
const HASH_WAIT_MS = 4000;
const HASH_RETRY_MS = 250;

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Plays the fade again on the same element (the remote is not remounted for it). */
function restartFade(element: HTMLElement | null): void {
  if (!element) return;
  element.classList.remove(ROUTE_FADE_CLASS);
  void element.offsetWidth; // reflow, so removing and adding the class restarts the animation
  element.classList.add(ROUTE_FADE_CLASS);
}

/**
 * storefront.md §2.1/§2.2 in the page frame: after each navigation the routed content
 * fades in and the window scrolls smoothly to the top, or to the URL's hash element
 * after 750 ms (rules in routing/navigation-scroll.ts). Instant instead of smooth when
 * the visitor prefers reduced motion.
 */
export function useNavigationEffects(location: NavigationPoint, content: RefObject<HTMLElement | null>): void {
  const previous = useRef<NavigationPoint | null>(null);
  const { pathname, search, hash } = location;

  useEffect(() => {
    const element = content.current;
    if (!element) return;
    const onEnd = (event: AnimationEvent) => {
      if (event.target === element) element.classList.remove(ROUTE_FADE_CLASS);
    };
    element.addEventListener('animationend', onEnd);
    return () => element.removeEventListener('animationend', onEnd);
  }, [content]);

  useEffect(() => {
    const next: NavigationPoint = { pathname, search, hash };
    const prev = previous.current;
    previous.current = next;
    const reduced = prefersReducedMotion();
    if (fadesIn(prev, next) && !reduced) restartFade(content.current);

    const action = scrollActionFor(prev, next);
    const behavior: ScrollBehavior = reduced ? 'auto' : 'smooth';
    if (action.kind === 'top') {
      window.scrollTo({ top: 0, left: 0, behavior });
      return;
    }
    if (action.kind !== 'hash') return;
    let timer: ReturnType<typeof setTimeout>;
    const deadline = Date.now() + action.delayMs + HASH_WAIT_MS;
    const attempt = () => {
      const target = document.getElementById(action.id);
      if (target) target.scrollIntoView({ behavior, block: 'start' });
      else if (Date.now() < deadline) timer = setTimeout(attempt, HASH_RETRY_MS);
    };
    timer = setTimeout(attempt, action.delayMs);
    return () => clearTimeout(timer);
  }, [pathname, search, hash, content]);
}
