import type { FastifyInstance, FastifyRequest } from 'fastify';
import { validationTexts } from '@asp/i18n';
import type { GatewayConfig } from './config';
import { sendError } from './errors';
import { mergeOpenApiDocuments, type OpenApiDoc } from './openapi-merge';

export const PLATFORM_DOCUMENT = 'platform';

async function fetchDocument(upstream: string, request: FastifyRequest, timeoutMs: number): Promise<OpenApiDoc | null> {
  try {
    const response = await fetch(new URL('/openapi.json', upstream), {
      headers: { 'x-request-id': request.id },
      signal: AbortSignal.timeout(timeoutMs),
    });
    return response.ok ? ((await response.json()) as OpenApiDoc) : null;
  } catch {
    return null;
  }
}

/**
 * GET /api/docs/platform.json: every service's document merged into one (openapi-merge.ts),
 * fetched fresh each time so it always matches the running services. A service that does
 * not answer is left out and named in the description rather than failing the whole
 * document; only when none answers is it a 503.
 */
export function registerPlatformDocument(scope: FastifyInstance, config: GatewayConfig): void {
  scope.get(`/api/docs/${PLATFORM_DOCUMENT}.json`, async (request, reply) => {
    const services = Object.keys(config.upstreams).sort();
    const fetched = await Promise.all(
      services.map(
        async (service) => [service, await fetchDocument(config.upstreams[service], request, config.upstreamTimeoutMs)] as const,
      ),
    );
    const documents = Object.fromEntries(fetched.filter((entry): entry is readonly [string, OpenApiDoc] => entry[1] !== null));
    const missing = fetched.filter(([, document]) => document === null).map(([service]) => service);
    if (missing.length) request.log.warn({ missing }, 'openapi documents not reachable');
    if (!Object.keys(documents).length) return sendError(reply, 503, validationTexts.serviceUnavailable);
    return mergeOpenApiDocuments(documents, missing);
  });
}
