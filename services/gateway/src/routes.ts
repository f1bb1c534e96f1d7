import { platformManifest } from '@asp/contracts';

/**
 * The route table of the one public origin (DESIGN.md §4): which path prefix
 * belongs to which service, as the platform manifest (libs/contracts/src/platform.json)
 * says. Data only — gateway.ts turns it into proxies.
 *
 * A prefix matches itself and everything below it (`/api/orders` covers
 * `/api/orders/public/{uid}/{hash}`), never a longer word (`/api/ordersx` is a 404).
 * Paths are forwarded unchanged: every service serves the spec's full `/api/...` paths.
 */
export interface UpstreamService {
  /** Service folder name; the upstream URL comes from `<NAME>_URL` (e.g. TIME_TRACKING_URL). */
  name: string;
  /** Port of the dev platform; the default upstream is http://127.0.0.1:<port>. */
  port: number;
  prefixes: string[];
}

/** Planned services (no folder yet) included: their paths answer the German 503 rather than a 404. */
export const upstreamServices: readonly UpstreamService[] = platformManifest.services.map(({ name, port, prefixes }) => ({
  name,
  port,
  prefixes,
}));

/** The login call gets its own, stricter rate limit (DESIGN.md §8). */
export const LOGIN_PATH = '/api/login';

/** `time-tracking` → `TIME_TRACKING_URL`. */
export const upstreamEnvName = (service: string) => `${service.toUpperCase().replace(/-/g, '_')}_URL`;
