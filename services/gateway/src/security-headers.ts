import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import type { GatewayConfig } from './config';
import type { RemoteRegistry } from './remotes';

/** The tracking scripts the shop loads after consent (libs/web-kit third-party-scripts.ts). */
const TRACKING_SCRIPTS = ['https://connect.facebook.net', 'https://www.googletagmanager.com'];

/**
 * Origins the remotes are loaded from: in development each remote's own static server
 * (http://localhost:4201 …), in production the gateway's own origin ('self'), or
 * wherever REMOTES_JSON points (a CDN).
 */
export function remoteOrigins(registry: RemoteRegistry): string[] {
  const origins = Object.values(registry)
    .filter((url) => /^https?:\/\//.test(url))
    .map((url) => new URL(url).origin);
  return [...new Set(origins)];
}

/**
 * The Content-Security-Policy of every answer; what each source is for:
 * - script-src: the shell, the remotes' remoteEntry.js and chunks, the two tracking
 *   scripts. No 'unsafe-eval' and no inline scripts: builds use no eval source maps.
 * - style-src: the apps' stylesheets are .css files (mini-css-extract-plugin, issue 18)
 *   linked from 'self' and the remote origins. 'unsafe-inline' stays for what is still
 *   inline: web-kit's component styles (a <style> its styles.ts injects), the server-
 *   rendered website page's <style id="ssr-style"> (page-html.ts), and style attributes
 *   that admin-edited HTML (signage scenes, CMS rich text) and server markup can carry.
 * - connect-src https:: the map style, tiles, sprites and glyphs come from a host the
 *   back office configures at run time (mapsStyle), unknown when the gateway starts;
 *   the tracking scripts send their beacons to their own hosts.
 * - img-src https:: CMS content and tracking pixels; media-src https: signage streams.
 * - worker-src blob:: maplibre runs its worker from a blob: URL; 'self' is the
 *   storefront's service worker.
 * - form-action 'self': payment redirects (Mollie, Datatrans) are navigations by
 *   script (location.assign), not form posts, so no provider host is needed.
 * - frame-ancestors 'self': no other site may frame the shop (clickjacking).
 */
export function contentSecurityPolicy(config: Pick<GatewayConfig, 'remotes' | 'production'>): Record<string, string[]> {
  const remotes = remoteOrigins(config.remotes);
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'script-src': ["'self'", ...remotes, ...TRACKING_SCRIPTS],
    'style-src': ["'self'", "'unsafe-inline'", ...remotes],
    'font-src': ["'self'", 'data:', ...remotes],
    'img-src': ["'self'", 'data:', 'blob:', 'https:', ...remotes],
    'media-src': ["'self'", 'data:', 'blob:', 'https:'],
    'connect-src': ["'self'", 'https:', ...remotes],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'frame-src': ["'self'"],
    'frame-ancestors': ["'self'"],
    'form-action': ["'self'"],
    // Plain http in development (remotes on http://localhost:42xx) must stay http.
    ...(config.production ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/** Order status pages carry the order's secret hash in their path, order screens the branch's API key. */
const SECRET_PATHS = /^\/(status|screens)(\/|$)/;

/**
 * Security headers on every answer: pages, files, the gateway's own errors and what
 * the services answer through the proxy (set before the handler runs; a header the
 * service sends itself, e.g. the sandbox policy of an uploaded SVG, wins).
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: GatewayConfig): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    // HSTS only where the origin is https: a browser would refuse http://localhost for a year.
    strictTransportSecurity: config.production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    xFrameOptions: { action: 'sameorigin' },
    // Map services match their tokens against the origin; the full URL stays on our origin.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Remotes on other ports (development) are the same site and may embed our images.
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  app.addHook('onRequest', async (request, reply) => {
    if (SECRET_PATHS.test(request.url.split('?')[0])) reply.header('referrer-policy', 'no-referrer');
  });
}
