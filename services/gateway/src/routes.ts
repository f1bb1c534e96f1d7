/**
 * The route table of the one public origin (DESIGN.md §4): which path prefix
 * belongs to which service. Data only — gateway.ts turns it into proxies.
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

export const upstreamServices: readonly UpstreamService[] = [
  {
    name: 'identity',
    port: 3001,
    prefixes: ['/api/login', '/api/logout', '/api/users', '/api/customers', '/api/external-users'],
  },
  {
    name: 'catalog',
    port: 3002,
    prefixes: [
      '/api/init', '/api/config', '/api/divisions', '/api/branches', '/api/departments', '/api/menus',
      '/api/categories', '/api/tags', '/api/products', '/api/tables', '/api/donatees',
    ],
  },
  {
    name: 'orders',
    port: 3003,
    prefixes: ['/api/orders'],
  },
  {
    name: 'content',
    port: 3004,
    prefixes: [
      '/api/sites', '/api/blocks', '/api/nodes', '/api/navigations', '/api/redirects', '/api/images',
      '/api/image-templates', '/api/uploads', '/api/fonts', '/api/custom', '/api/content-ai',
      // Public files outside /api (image and upload URLs of document 3, font stylesheets).
      '/image', '/upload', '/fonts',
    ],
  },
  {
    name: 'time-tracking',
    port: 3005,
    prefixes: [
      '/api/working-activities', '/api/working-schedules', '/api/projects', '/api/tasks',
      '/api/time-tracking', '/api/time-sheets',
    ],
  },
  {
    name: 'signage',
    port: 3006,
    prefixes: ['/api/scenes', '/api/digital-signage-segments', '/api/digital-signage-streams', '/api/digital-signage-devices'],
  },
  {
    name: 'devices',
    port: 3007,
    prefixes: ['/api/devices'],
  },
  {
    name: 'analytics',
    port: 3008,
    prefixes: ['/api/analytics-log', '/api/statistics', '/api/logs'],
  },
];

/** The login call gets its own, stricter rate limit (DESIGN.md §8). */
export const LOGIN_PATH = '/api/login';

/** `time-tracking` → `TIME_TRACKING_URL`. */
export const upstreamEnvName = (service: string) => `${service.toUpperCase().replace(/-/g, '_')}_URL`;
