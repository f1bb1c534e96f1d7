import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { GatewayConfig } from './config';
import { LOGIN_PATH } from './routes';

/**
 * Per-client-IP limits (DESIGN.md §4, §8): a generous one for everything under
 * /api, a strict one for POST /api/login (password guessing; identity also locks
 * the account). Returns the onRequest hook for the /api scope.
 *
 * One limiter per request: the plugin marks a request as counted, so a login POST
 * counts against the login limit only.
 */
export async function createApiRateLimit(app: FastifyInstance, config: GatewayConfig) {
  await app.register(rateLimit, {
    global: false,
    timeWindow: config.rateLimit.windowMs,
    // The error handler turns statusCode 429 into the German body; retry-after is already set.
    errorResponseBuilder: (_request, context) => Object.assign(new Error('rate limited'), { statusCode: context.statusCode }),
  });
  const apiLimit = app.rateLimit({ max: config.rateLimit.max, timeWindow: config.rateLimit.windowMs });
  const loginLimit = app.rateLimit({ max: config.rateLimit.loginMax, timeWindow: config.rateLimit.windowMs });

  return async function limitApi(this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
    const path = request.url.split('?')[0].replace(/\/+$/, '');
    const limit = request.method === 'POST' && path === LOGIN_PATH ? loginLimit : apiLimit;
    await limit.call(this, request, reply);
  };
}
