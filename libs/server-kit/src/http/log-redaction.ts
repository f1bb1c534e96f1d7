import type { FastifyRequest } from 'fastify';

/**
 * Paths whose second segment after the prefix is a secret (DESIGN.md §8: order status
 * links carry a uid and an unguessable hash; never log secrets). Matched at the start
 * of a path or of an absolute URL (the gateway's proxy logs the upstream URL).
 */
const SECRET_PATH = /^((?:[a-z][a-z0-9+.-]*:\/\/[^/?#]*)?(?:\/api\/orders\/public|\/api\/orders\/payments\/return|\/status)\/[^/?#]+\/)[^/?#]+/i;

/** The mask that replaces a secret path segment in logs. */
export const MASKED_SECRET = '***';

/**
 * A URL or path as it may be logged: the hash of an order status link is replaced by
 * `***` (`/api/orders/public/<uid>/***`, `/api/orders/payments/return/<uid>/***`,
 * `/status/<uid>/***`); the uid, the rest of the path and the query stay readable.
 */
export function maskSecretUrl(url: string): string {
  return url.replace(SECRET_PATH, `$1${MASKED_SECRET}`);
}

/** Fastify's default request serializer, with the URL masked. */
function serializeRequest(request: FastifyRequest) {
  const version = request.headers?.['accept-version'];
  return {
    method: request.method,
    url: typeof request.url === 'string' ? maskSecretUrl(request.url) : request.url,
    version: Array.isArray(version) ? version.join(', ') : version,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket ? request.socket.remotePort : undefined,
  };
}

/**
 * Logger options for every Fastify app of the platform (services and gateway): the
 * auth headers are redacted, and request URLs (also the upstream URL that the
 * gateway's proxy logs as `source`) have their secret segments masked.
 */
export function secureLoggerOptions(level: string) {
  return {
    level,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-csrf-token"]'],
    serializers: {
      req: serializeRequest,
      source: (source: unknown) => (typeof source === 'string' ? maskSecretUrl(source) : source),
    },
  };
}
