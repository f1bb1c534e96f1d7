/** Idle time before the self-service screensaver appears (the context itself: @asp/web-kit resolveSelfService). */
export const SCREENSAVER_IDLE_MS = 60_000;
