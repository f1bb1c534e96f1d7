import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { secureLoggerOptions } from '@asp/server-kit';
import { AppManifest, registerAppManifest } from './app-manifest';
import type { GatewayConfig } from './config';
import { registerGatewayErrors } from './errors';
import { registerFavicon } from './favicon';
import { registerOpenApiDocs } from './openapi-docs';
import { registerProxy } from './proxy';
import { createApiRateLimit } from './rate-limits';
import { RedirectTable, registerRedirects } from './redirects';
import { resolveRegistry } from './remotes';
import { upstreamServices } from './routes';
import { registerSecurityHeaders } from './security-headers';
import { registerStaticFiles } from './static-files';
import { WebsitePages } from './website-pages';

/** A caller's id is kept if it is a plain token; anything else gets a fresh UUID. */
/** Bytes below which an API answer is sent as it is (compressing it would save next to nothing). */
const COMPRESS_THRESHOLD = 1024;

export function requestIdFrom(header: string | string[] | undefined): string {
  return typeof header === 'string' && /^[\w-]{1,64}$/.test(header) ? header : randomUUID();
}

const trustNearest = (hops: number) => (_address: string, hop: number) => hop < hops;

/**
 * The one public origin (DESIGN.md §4): /api/* routed to the owning service, the
 * built shell (and in production mode the remotes) served from dist/, rate limits,
 * request ids passed on and echoed. Not a ServiceDefinition: it owns no data.
 */
export async function buildGateway(
  config: GatewayConfig,
  opts: { /** Where the log goes (default stdout); tests pass a stream to read it. */ logStream?: { write(line: string): void } } = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    // Auth headers redacted, order status hashes masked in request and upstream URLs (DESIGN.md §8).
    logger: { ...secureLoggerOptions(config.logLevel), ...(opts.logStream ? { stream: opts.logStream } : {}) },
    genReqId: (request) => requestIdFrom(request.headers['x-request-id']),
    requestIdHeader: false,
    // Fastify's own answer while closing is an English plain-text 503; connections still
    // open are served to the end instead (a gateway closes only after its endpoints dropped it).
    return503OnClosing: false,
    // A hop count means: trust the nearest n proxies (the Ingress), not what clients claim.
    trustProxy: typeof config.trustProxy === 'number' ? trustNearest(config.trustProxy) : config.trustProxy,
  });
  // Echoed on every answer, also errors and proxied ones, so a user's report can be traced.
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerGatewayErrors(app);
  // Redirects first: a redirected path is answered before any page, proxy or limit runs.
  const redirects = new RedirectTable({
    contentUrl: config.upstreams.content,
    natsUrl: config.natsUrl,
    refreshMs: config.redirectRefreshMs,
    log: app.log,
  });
  registerRedirects(app, redirects);
  void redirects.start();
  await registerSecurityHeaders(app, config);
  const limitApi = await createApiRateLimit(app, config);

  app.get('/health', async () => ({ data: { status: 'ok', service: 'gateway' } }));
  // Ready when it can do its own job: serve the built shell (same shape as a service's
  // /ready). The upstreams have their own /ready; one of them being down is a state the
  // shell shows (the gateway's German 503), not a reason to take the whole origin out.
  app.get('/ready', async (_request, reply) => {
    const checks = { shell: existsSync(path.join(config.webDistDir, 'shell', 'index.html')) };
    const ready = Object.values(checks).every(Boolean);
    return reply
      .code(ready ? 200 : 503)
      .header('cache-control', 'no-cache')
      .send({ data: { ready, checks } });
  });

  registerFavicon(app, config);
  // The installed app's manifest and icons from the shop configuration (issue 18).
  const appManifest = new AppManifest({
    catalogUrl: config.upstreams.catalog,
    contentUrl: config.upstreams.content,
    natsUrl: config.natsUrl,
    log: app.log,
  });
  registerAppManifest(app, appManifest);
  appManifest.start();
  app.addHook('onClose', async () => appManifest.close());

  app.get('/remotes.json', async (request, reply) => {
    const origin = `${request.protocol}://${request.host}`;
    return reply.header('cache-control', 'no-cache').send(resolveRegistry(config.remotes, origin));
  });

  await app.register(async (api) => {
    api.addHook('onRequest', limitApi);
    // API answers leave the platform compressed (brotli or gzip by Accept-Encoding, Vary set)
    // once they are over 1 KiB; answers a service already compressed (the catalogue's start-up
    // snapshots) and event streams (text/event-stream must flush per event) pass untouched.
    // The plugin compresses every stream whatever its size, and proxied answers are streams:
    // one the service sent with a small Content-Length takes the plugin's own opt-out instead.
    // A 304 or 204 has no body at all: without the opt-out each one built a brotli encoder (the
    // plugin's default quality 11) for nothing and went out labelled `content-encoding: br`, which
    // made a revalidated init slower than sending it whole (issue 18).
    api.addHook('onSend', async (request, reply) => {
      const bodiless = reply.statusCode === 304 || reply.statusCode === 204;
      if (bodiless || Number(reply.getHeader('content-length') ?? Infinity) < COMPRESS_THRESHOLD) {
        request.headers['x-no-compression'] = '1';
      }
    });
    await api.register(fastifyCompress, { encodings: ['br', 'gzip'], threshold: COMPRESS_THRESHOLD });
    registerOpenApiDocs(api, config);
    for (const service of upstreamServices) {
      for (const prefix of service.prefixes.filter((p) => p.startsWith('/api/'))) {
        await registerProxy(api, { service: service.name, prefix, upstream: config.upstreams[service.name], config });
      }
    }
  });

  // Image, upload and font URLs: many per page, cached by browsers; not rate limited.
  for (const service of upstreamServices) {
    for (const prefix of service.prefixes.filter((p) => !p.startsWith('/api/'))) {
      await registerProxy(app, { service: service.name, prefix, upstream: config.upstreams[service.name], config });
    }
  }

  // Website pages rendered on the server (issue 14); the static files' page fallback asks them first.
  const websitePages = config.pageRendering
    ? new WebsitePages({
        ...config.pageRendering,
        contentUrl: config.upstreams.content,
        catalogUrl: config.upstreams.catalog,
        natsUrl: config.natsUrl,
        log: app.log,
      })
    : null;
  websitePages?.start();
  app.addHook('onClose', async () => websitePages?.close());
  await registerStaticFiles(app, config, websitePages);
  return app;
}
