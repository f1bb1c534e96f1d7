import type { FastifyError, FastifyInstance, FastifyReply, RawServerBase, RouteGenericInterface } from 'fastify';
import { validationTexts } from '@asp/i18n';

/** Any reply, also the one @fastify/reply-from hands to its error hook (typed for HTTP/1 and 2). */
export type AnyReply = FastifyReply<RouteGenericInterface, RawServerBase>;

/** The agreed error body (DESIGN.md §5), with a German message. */
export function sendError(reply: AnyReply, status: number, message: string): void {
  reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send({ errors: [{ message }] });
}

/**
 * Failures of the gateway itself. What a service answers (its own 4xx/5xx) passes
 * through untouched; only what the gateway decides is answered here.
 */
export function registerGatewayErrors(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status === 429) return sendError(reply, 429, validationTexts.rateLimited);
    if (status >= 400 && status < 500) return sendError(reply, status, validationTexts.invalid);
    request.log.error({ err: error }, 'gateway error');
    return sendError(reply, 500, validationTexts.serverError);
  });
}
