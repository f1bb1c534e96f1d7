import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import httpProxy from '@fastify/http-proxy';
import { validationTexts } from '@asp/i18n';
import type { GatewayConfig } from './config';
import { sendError, type AnyReply } from './errors';
import { detachRequestBody, uploadRefused } from './upload-bodies';
import { bufferKeyedJsonBody, retryDelay } from './retry';

/**
 * What the service learns about the caller. The client IP is the one the gateway
 * decided on (trustProxy), replacing whatever the browser sent, so nobody can pick
 * the IP that login throttling counts.
 */
export function forwardedHeaders(
  request: Pick<FastifyRequest, 'id' | 'ip' | 'protocol' | 'host'>,
  headers: IncomingHttpHeaders,
): IncomingHttpHeaders {
  return {
    ...headers,
    'x-request-id': request.id,
    'x-forwarded-for': request.ip,
    'x-forwarded-proto': request.protocol,
    'x-forwarded-host': request.host,
  };
}

/**
 * Connection refused, reset, timeout: the service is not there — 503 in German, never
 * a stack. Unless it hung up on a body it was still receiving: that is its "too large".
 */
function upstreamFailed(service: string) {
  return (reply: AnyReply, { error }: { error: Error }) => {
    if (uploadRefused(reply.request, error)) {
      reply.request.log.info({ err: error, service }, 'upstream stopped reading the request body');
      if (!reply.sent) sendError(reply, 413, validationTexts.requestTooLarge);
      return;
    }
    reply.request.log.warn({ err: error, service }, 'upstream not reachable');
    if (!reply.sent) sendError(reply, 503, validationTexts.serviceUnavailable);
  };
}

/**
 * A keyed JSON body is read first so the retry can send it again (retry.ts); any other
 * body streams through as a detached copy, so a service refusing it as too large does
 * not cost the client its connection (upload-bodies.ts).
 */
async function prepareRequestBody(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  await bufferKeyedJsonBody(request, reply);
  if (reply.sent) return;
  detachRequestBody(request, reply, () => undefined);
}

/**
 * Forwards `prefix` and everything below it to `upstream`, path unchanged.
 * One registration per prefix; each keeps its own connection pool.
 */
export async function registerProxy(
  scope: FastifyInstance,
  options: { service: string; prefix: string; upstream: string; config: GatewayConfig },
): Promise<void> {
  await scope.register(httpProxy, {
    upstream: options.upstream,
    prefix: options.prefix,
    rewritePrefix: options.prefix,
    // Upstream redirects keep their own (already complete) paths.
    internalRewriteLocationHeader: false,
    disableRequestLogging: true,
    preHandler: prepareRequestBody,
    // Our own agent (not the process-wide one): headers must arrive in time, bodies
    // may stream for ever (server-sent events); destroyed when the gateway closes.
    undici: { headersTimeout: options.config.upstreamTimeoutMs, bodyTimeout: 0, keepAliveTimeout: 30_000 },
    destroyAgent: true,
    replyOptions: {
      rewriteRequestHeaders: (request, headers) => forwardedHeaders(request, headers as IncomingHttpHeaders),
      onError: upstreamFailed(options.service),
      // Idempotent requests only, a few times, when the service was not there (retry.ts).
      retryDelay,
    },
  });
}
