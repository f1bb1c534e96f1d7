import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { validationTexts } from '@asp/i18n';
import type { GatewayConfig } from './config';
import { sendError } from './errors';
import { normalisePath } from './redirects';
import { remoteApps } from './remotes';
import type { WebsitePages } from './website-pages';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Files whose name carries a content hash (`main.3f9a1c2b.js`) never change: cache
 * them for a year. Everything else — index.html, mf-manifest.json, remoteEntry.js,
 * the service worker — must be revalidated, or a redeploy would not be seen.
 */
export function cacheControlFor(filePath: string): string {
  return /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i.test(path.basename(withoutEncoding(filePath))) ? IMMUTABLE : 'no-cache';
}

/** `main.3f9a.js.br` → `main.3f9a.js`: the precompressed sibling is the same file for caching. */
const withoutEncoding = (filePath: string) => filePath.replace(/\.(br|gz)$/, '');

function setHeaders(res: { setHeader(name: string, value: string): unknown }, filePath: string): void {
  res.setHeader('cache-control', cacheControlFor(filePath));
  // preCompressed picks file.br / file.gz by Accept-Encoding: caches must key on it. The
  // ETag (send's size+mtime tag) differs per sibling, so a 304 never mixes encodings.
  res.setHeader('vary', 'accept-encoding');
  // The storefront's service worker controls the whole origin even when served from a sub-folder.
  if (/(^|[/\\])(sw|service-worker)\.js$/.test(filePath)) res.setHeader('service-worker-allowed', '/');
}

/** A browser navigation (not a missing file or an API call) gets the shell's index.html. */
function isPageRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0];
  if (pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith('/remotes/')) return false;
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !lastSegment.includes('.') || (request.headers.accept ?? '').includes('text/html');
}

/**
 * A remote's service worker (the signage player's sw.js) from the page's own origin also
 * while the remotes come from their own development servers (npm start): a worker must
 * be served by the origin of the pages it controls, so without this a TV opened through
 * the development gateway would have no offline cache. Only the worker script: the
 * remote's other files stay on its own server.
 */
function registerRemoteWorkers(app: FastifyInstance, config: GatewayConfig): void {
  for (const remote of remoteApps) {
    const file = path.join(config.webDistDir, remote.folder, 'sw.js');
    app.get(`/remotes/${remote.folder}/sw.js`, async (_request, reply) => {
      // Read per request: the remote may be rebuilt while the gateway runs.
      const script = await readFile(file).catch(() => null);
      if (!script) return sendError(reply, 404, validationTexts.routeNotFound);
      setHeaders({ setHeader: (name, value) => reply.header(name, value) }, file);
      return reply.type('text/javascript; charset=utf-8').send(script);
    });
  }
}

/**
 * The built shell from dist/shell with SPA fallback (the shell's router decides what
 * a path shows), and in production mode each remote from dist/<folder> under
 * /remotes/<folder>/. Also installs the German 404 for everything else.
 */
export async function registerStaticFiles(
  app: FastifyInstance,
  config: GatewayConfig,
  websitePages: WebsitePages | null = null,
): Promise<void> {
  const shellDir = path.join(config.webDistDir, 'shell');
  const indexFile = path.join(shellDir, 'index.html');
  const hasShell = existsSync(shellDir);
  if (hasShell) {
    await app.register(fastifyStatic, { root: shellDir, prefix: '/', cacheControl: false, preCompressed: true, setHeaders });
  } else {
    app.log.warn({ shellDir }, 'no built shell: run `npm run build:web`');
  }

  if (!config.serveRemotes) registerRemoteWorkers(app, config);

  if (config.serveRemotes) {
    for (const remote of remoteApps) {
      const root = path.join(config.webDistDir, remote.folder);
      if (!existsSync(root)) {
        app.log.warn({ root }, 'remote not built, not served');
        continue;
      }
      await app.register(fastifyStatic, {
        root,
        prefix: `/remotes/${remote.folder}/`,
        decorateReply: false,
        cacheControl: false,
        preCompressed: true,
        setHeaders,
      });
    }
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    if (isPageRequest(request)) {
      if (hasShell && existsSync(indexFile)) {
        // A public website page goes out rendered (title, head data, block texts); the rest gets the plain shell.
        const pagePath = normalisePath(request.url.split('?')[0]);
        const rendered = pagePath
          ? await websitePages?.html(pagePath, `${request.protocol}://${request.host}`, () => readFile(indexFile, 'utf8'))
          : null;
        if (rendered) return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(rendered);
        return reply.header('cache-control', 'no-cache').sendFile('index.html', shellDir, { cacheControl: false });
      }
      return reply
        .code(503)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(
          '<!doctype html><html lang="de"><meta charset="utf-8"><title>Plattform</title>' +
            '<p>Die Oberfläche ist noch nicht gebaut: <code>npm run build:web</code>.</p></html>',
        );
    }
    return sendError(reply, 404, validationTexts.routeNotFound);
  });
}
