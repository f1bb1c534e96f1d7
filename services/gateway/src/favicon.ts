import type { FastifyInstance } from 'fastify';
import { uploadUrl, type ConfigFile } from '@asp/contracts';
import type { GatewayConfig } from './config';

/** How long the configured favicon's address is kept before the catalogue is asked again. */
const FAVICON_CACHE_MS = 60_000;

/**
 * `/favicon.ico`, which browsers ask for on every origin whatever the page links: a
 * redirect to the favicon the shop configuration names (an upload of the content
 * service), 204 when none is configured — never the German 404 in the log of every page.
 */
export function registerFavicon(app: FastifyInstance, config: GatewayConfig): void {
  let cached: { at: number; target: string | null } | null = null;

  const configuredFavicon = async (): Promise<string | null> => {
    if (cached && Date.now() - cached.at < FAVICON_CACHE_MS) return cached.target;
    try {
      const response = await fetch(`${config.upstreams.catalog}/api/config`, { signal: AbortSignal.timeout(2_000) });
      if (!response.ok) return null;
      const body = (await response.json()) as { data?: { favicon?: ConfigFile | null } };
      const favicon = body.data?.favicon ?? null;
      cached = { at: Date.now(), target: favicon ? uploadUrl(favicon) : null };
      return cached.target;
    } catch {
      // Catalogue not there: no icon this time, asked again on the next request.
      return null;
    }
  };

  app.get('/favicon.ico', async (_request, reply) => {
    const target = await configuredFavicon();
    if (!target) return reply.code(204).header('cache-control', 'public, max-age=300').send();
    return reply.header('cache-control', 'public, max-age=300').redirect(target, 302);
  });
}
