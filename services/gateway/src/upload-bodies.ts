import { PassThrough, Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Request bodies on their way to a service. A service that finds a body too large
 * answers 413 at once and closes the connection, usually before it has read the body
 * (Fastify's bodyLimit); the gateway, still sending, then sees the socket fail (EPIPE,
 * reset) instead of the answer. Two things follow:
 *
 * - The proxy writes a detached copy of the client's body stream: when the upstream
 *   connection fails, the HTTP client destroys the stream it was writing, and
 *   destroying the client's own request stream would drop the client's connection
 *   before it gets any answer. The rest of the client's body is then read and
 *   discarded, so the client can finish sending and read the answer on a connection
 *   that stays usable.
 * - Such a failure is answered as "too large" (413), not "service unavailable".
 */
export function detachRequestBody(request: FastifyRequest, _reply: FastifyReply, done: () => void): void {
  const source = request.body;
  if (source instanceof Readable) {
    const copy = new PassThrough();
    source.pipe(copy);
    copy.on('close', () => {
      if (!request.raw.complete) {
        source.unpipe(copy);
        source.resume();
      }
    });
    // A client that gives up mid-upload: the upstream request must end too (pipe does not pass that on).
    request.raw.on('close', () => {
      if (!request.raw.complete) copy.destroy();
    });
    request.body = copy;
  }
  done();
}

/** Socket failures that mean "the service hung up while we were sending". */
const HUNG_UP = new Set(['EPIPE', 'ECONNRESET', 'UND_ERR_SOCKET']);

function errorCode(error: unknown): string | undefined {
  const { code, cause } = (error ?? {}) as { code?: unknown; cause?: unknown };
  const causeCode = (cause as { code?: unknown } | undefined)?.code;
  if (typeof causeCode === 'string') return causeCode;
  return typeof code === 'string' ? code : undefined;
}

/**
 * The service closed the connection while the request still had a body to send. A
 * service crashing mid-upload looks the same on the wire, but services end uploads
 * early on purpose only when the body is too large.
 */
export function uploadRefused(request: Pick<FastifyRequest, 'headers'>, error: unknown): boolean {
  const { headers } = request;
  const hasBody = Number(headers['content-length'] ?? 0) > 0 || headers['transfer-encoding'] !== undefined;
  return hasBody && HUNG_UP.has(errorCode(error) ?? '');
}
