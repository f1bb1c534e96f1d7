import type { IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';
import { CLOSING_HEADER } from '@asp/server-kit';

/**
 * Long enough for a restarted (or another) instance to take over the port, short
 * enough that a caller does not notice.
 */
export const RETRY_DELAY_MS = 300;

/** No connection was made: nothing of the request (not even its body) was sent. */
const NOT_CONNECTED = new Set(['ECONNREFUSED', 'UND_ERR_CONNECT_TIMEOUT', 'EHOSTUNREACH', 'ENETUNREACH']);
/** The connection broke (a keep-alive socket the closing service shut): maybe sent, no answer. */
const CONNECTION_LOST = new Set(['ECONNRESET', 'UND_ERR_SOCKET', 'EPIPE', 'UND_ERR_CLOSED']);

/** What @fastify/reply-from really hands to `retryDelay` (its types say Fastify objects). */
interface RetryInput {
  err?: (Error & { code?: string; cause?: { code?: string } }) | null;
  req: { method: string; headers: IncomingHttpHeaders };
  res?: { statusCode: number; headers: IncomingHttpHeaders; stream?: Readable } | null;
  attempt: number;
}

const errorCode = (err: RetryInput['err']) => err?.code ?? err?.cause?.code;

/**
 * Issue 10 §6: an idempotent request is sent once more when the service was not there
 * (restart, crash). GET/HEAD also after a dropped connection or the closing service's
 * own 503 (answered before it did anything); a request with an Idempotency-Key only
 * when no connection was made, since its body stream cannot be sent twice — the
 * service's idempotency store answers a repeated key with the first result anyway.
 * @returns the delay before the retry, or null for no retry
 */
export function retryDelay({ err, req, res, attempt }: RetryInput): number | null {
  if (attempt >= 1) return null;
  const method = req.method.toUpperCase();
  const safe = method === 'GET' || method === 'HEAD';
  const keyed = typeof req.headers['idempotency-key'] === 'string';
  if (err) {
    const code = errorCode(err) ?? '';
    if (NOT_CONNECTED.has(code)) return safe || keyed ? RETRY_DELAY_MS : null;
    return safe && CONNECTION_LOST.has(code) ? RETRY_DELAY_MS : null;
  }
  if (safe && res?.statusCode === 503 && res.headers[CLOSING_HEADER]) {
    // Its body is not passed on: read it away so the connection is released.
    res.stream?.resume();
    return RETRY_DELAY_MS;
  }
  // Any other answer, a service's own 503 included (e.g. while it starts), is its answer.
  return null;
}
