/**
 * Values the journeys leave on the page's window from `page.evaluate` (the callbacks run in
 * the browser, so only the window can carry them from one evaluate to the next). Declared
 * once, optional: a probe exists only after the journey set it.
 */
declare global {
  interface Window {
    /** navigation-scroll: every class list #main took. */
    __mainClasses?: string[];
    /** navigation-scroll: when the first scroll event came after a client-side navigation. */
    __firstScroll?: number | null;
    /** remote-down: marks the document, so a reload or full navigation is noticed. */
    e2eSameDocument?: boolean;
  }
}

export {};
