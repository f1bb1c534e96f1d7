import type { FastifyInstance } from 'fastify';
import { validationTexts } from '@asp/i18n';
import type { GatewayConfig } from './config';
import { sendError } from './errors';
import { PLATFORM_DOCUMENT, registerPlatformDocument } from './openapi-platform';

/**
 * Each service serves the OpenAPI document generated from its zod schemas at
 * /openapi.json; the gateway makes them reachable on the public origin as
 * /api/docs/<service>.json, with /api/docs listing them; /api/docs/platform.json is
 * all of them in one document.
 */
export function registerOpenApiDocs(scope: FastifyInstance, config: GatewayConfig): void {
  scope.get('/api/docs', async () => ({
    data: [...Object.keys(config.upstreams), PLATFORM_DOCUMENT].map((service) => ({ service, url: `/api/docs/${service}.json` })),
  }));
  registerPlatformDocument(scope, config);

  scope.get<{ Params: { file: string } }>('/api/docs/:file', async (request, reply) => {
    const service = request.params.file.replace(/\.json$/, '');
    // Own keys only: `constructor`, `__proto__` … are inherited by every object, not services.
    const upstream = Object.hasOwn(config.upstreams, service) ? config.upstreams[service] : undefined;
    if (!upstream || !request.params.file.endsWith('.json')) return sendError(reply, 404, validationTexts.routeNotFound);
    let response: Response;
    try {
      response = await fetch(new URL('/openapi.json', upstream), {
        headers: { 'x-request-id': request.id },
        signal: AbortSignal.timeout(config.upstreamTimeoutMs),
      });
    } catch (error) {
      request.log.warn({ err: error, service }, 'openapi document not reachable');
      return sendError(reply, 503, validationTexts.serviceUnavailable);
    }
    if (!response.ok)
      return sendError(
        reply,
        response.status === 404 ? 404 : 503,
        response.status === 404 ? validationTexts.routeNotFound : validationTexts.serviceUnavailable,
      );
    return reply.type('application/json; charset=utf-8').send(await response.text());
  });
}
