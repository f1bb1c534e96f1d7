import path from 'node:path';
import { platformManifest } from '@asp/contracts';
import { upstreamEnvName, upstreamServices } from './routes';
import { devRegistry, parseRegistry, servedRegistry, type RemoteRegistry } from './remotes';

/** Everything the gateway reads from its environment (DESIGN.md §10). */
export interface GatewayConfig {
  host: string;
  port: number;
  production: boolean;
  logLevel: string;
  /** Service name → base URL of its HTTP API. */
  upstreams: Record<string, string>;
  /** Time to wait for an upstream's response headers; bodies (SSE streams) have no time limit. */
  upstreamTimeoutMs: number;
  rateLimit: {
    /** Requests per window and client IP on /api. */
    max: number;
    /** POST /api/login per window and client IP. */
    loginMax: number;
    windowMs: number;
    /** Redis key prefix of the counters; replicas of one platform share it (tests keep theirs apart). */
    keyPrefix: string;
  };
  /** Folder holding the built web apps: shell/ and mf-*\/. */
  webDistDir: string;
  /** Serve dist/mf-*\/ under /remotes/<folder>/: NODE_ENV=production or SERVE_REMOTES=true; SERVE_REMOTES=false turns it off. */
  serveRemotes: boolean;
  remotes: RemoteRegistry;
  /**
   * Fastify's trustProxy: false when the gateway faces browsers directly (dev), the
   * number of proxy hops (e.g. 1 for an Ingress) in a cluster. Decides the client IP
   * that rate limits count and that the services receive in x-forwarded-for.
   */
  trustProxy: boolean | number;
  /**
   * REDIS_URL: where the rate-limit counters live, shared by all replicas (two in
   * infra/deploy). Required in production; without it (a lone dev gateway) they are
   * counted in this process's memory.
   */
  redisUrl: string | null;
  /**
   * NATS_URL: the gateway listens to `content.redirect.*` events to keep its redirect table
   * current (redirects.ts); null (production without it) leaves only the periodic reload.
   */
  natsUrl: string | null;
  /** GATEWAY_REDIRECT_REFRESH_MS: how often the whole redirect table is reloaded from the content service. */
  redirectRefreshMs: number;
  /**
   * Server-rendered website pages (website-pages.ts): the render module and CSS Module of
   * mf-cms (paths from the working directory, like WEB_DIST_DIR) and how long a loaded
   * snapshot of the website data may serve; null (GATEWAY_SERVER_RENDERING=false): the plain shell.
   */
  pageRendering: { rendererModule: string; stylesheet: string; maxAgeMs: number } | null;
}

function numberFrom(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new Error(`Umgebungsvariable ${name} muss eine Zahl sein (ist „${raw}“).`);
  return value;
}

function trustProxyFrom(raw: string | undefined): boolean | number {
  if (raw === undefined || raw === '' || raw === 'false') return false;
  if (raw === 'true') return true;
  const hops = Number(raw);
  if (!Number.isInteger(hops) || hops < 0) throw new Error(`GATEWAY_TRUST_PROXY muss true, false oder eine Anzahl sein (ist „${raw}“).`);
  return hops;
}

function redisUrlFrom(raw: string | undefined, production: boolean): string | null {
  if (raw) return raw;
  // Per-process counters would multiply every limit by the number of replicas.
  if (production) throw new Error('REDIS_URL fehlt: die Gateway-Replikate zählen ihre Rate-Limits gemeinsam in Redis.');
  return null;
}

export function readGatewayConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const production = env.NODE_ENV === 'production';
  // Production serves the remotes itself unless they have their own deployments (SERVE_REMOTES=false).
  const serveRemotes = env.SERVE_REMOTES ? env.SERVE_REMOTES === 'true' : production;
  const upstreams = Object.fromEntries(
    upstreamServices.map((service) => [service.name, env[upstreamEnvName(service.name)] ?? `http://127.0.0.1:${service.port}`]),
  );
  return {
    // `localhost` makes Fastify listen on 127.0.0.1 and ::1, whichever the browser picks.
    host: env.HOST ?? (production ? '0.0.0.0' : 'localhost'),
    port: numberFrom(env, 'GATEWAY_PORT', numberFrom(env, 'PORT', platformManifest.gateway.port)),
    production,
    logLevel: env.LOG_LEVEL ?? (production ? 'info' : 'warn'),
    upstreams,
    upstreamTimeoutMs: numberFrom(env, 'GATEWAY_UPSTREAM_TIMEOUT_MS', 120_000),
    rateLimit: {
      // Generous: a storefront start-up alone makes ~15 calls, and one branch's screens share an IP.
      max: numberFrom(env, 'GATEWAY_RATE_LIMIT_MAX', production ? 1200 : 10_000),
      loginMax: numberFrom(env, 'GATEWAY_LOGIN_RATE_LIMIT_MAX', production ? 20 : 300),
      windowMs: numberFrom(env, 'GATEWAY_RATE_LIMIT_WINDOW_MS', 60_000),
      keyPrefix: env.GATEWAY_RATE_LIMIT_PREFIX || 'asp:gateway:rate:',
    },
    webDistDir: path.resolve(env.WEB_DIST_DIR ?? 'dist'),
    serveRemotes,
    // In production the /remotes/ paths exist on the origin either way: served here or routed by the Ingress.
    remotes: env.REMOTES_JSON ? parseRegistry(env.REMOTES_JSON) : production || serveRemotes ? servedRegistry() : devRegistry(),
    trustProxy: trustProxyFrom(env.GATEWAY_TRUST_PROXY),
    redisUrl: redisUrlFrom(env.REDIS_URL, production),
    natsUrl: env.NATS_URL || (production ? null : `nats://127.0.0.1:${platformManifest.infrastructure.nats}`),
    redirectRefreshMs: Math.max(1_000, numberFrom(env, 'GATEWAY_REDIRECT_REFRESH_MS', 300_000)),
    pageRendering:
      env.GATEWAY_SERVER_RENDERING === 'false'
        ? null
        : {
            rendererModule: path.resolve(env.GATEWAY_PAGE_RENDERER ?? 'mf-cms/src/server/render-page.tsx'),
            stylesheet: path.resolve(env.GATEWAY_PAGE_STYLESHEET ?? 'mf-cms/src/website.module.css'),
            maxAgeMs: numberFrom(env, 'GATEWAY_PAGE_CACHE_MS', 60_000),
          },
  };
}
