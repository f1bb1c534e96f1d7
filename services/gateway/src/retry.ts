import type { IncomingHttpHeaders } from 'node:http';
import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RetryDetails } from '@fastify/reply-from';
import { validationTexts } from '@asp/i18n';
import { CLOSING_HEADER } from '@asp/server-kit';
import { sendError } from './errors';

/**
 * Long enough for a restarted (or another) instance to take over the port, short
 * enough that a caller does not notice.
 */
export const RETRY_DELAY_MS = 300;
/**
 * A retry can meet the closing instance again (another of the pool's keep-alive sockets
 * to it) or the port between the old instance and the new one: up to three tries, 300,
 * 600 and 900 ms apart, about 2 s in all, still short of a caller's patience.
 */
export const MAX_RETRIES = 3;

/** No connection was made: nothing of the request (not even its body) was sent. */
const NOT_CONNECTED = new Set(['ECONNREFUSED', 'UND_ERR_CONNECT_TIMEOUT', 'EHOSTUNREACH', 'ENETUNREACH']);
/** The connection broke (a keep-alive socket the closing service shut): maybe sent, no answer. */
const CONNECTION_LOST = new Set(['ECONNRESET', 'UND_ERR_SOCKET', 'EPIPE', 'UND_ERR_CLOSED']);

/** What @fastify/reply-from really hands to `retryDelay` (its types say Fastify objects). */
interface RetryInput {
  err?: Error | null;
  req: { method: string; headers: IncomingHttpHeaders; body?: unknown };
  res?: { statusCode: number; headers: IncomingHttpHeaders; stream?: Readable } | null;
  attempt: number;
}

/** undici puts the socket's code on the error or on its cause. */
function errorCode(err: RetryInput['err']): string | undefined {
  const own = (err as { code?: unknown } | null | undefined)?.code;
  if (typeof own === 'string') return own;
  const cause = (err?.cause as { code?: unknown } | undefined)?.code;
  return typeof cause === 'string' ? cause : undefined;
}

/**
 * Issue 10 §6: an idempotent request — GET, HEAD, or one with an Idempotency-Key (its
 * JSON body held by `bufferKeyedJsonBody`; the service's idempotency store answers a
 * repeated key with the first result) — is sent again (at most MAX_RETRIES times) when the service was not
 * there (restart, crash): connection refused or dropped, or the closing service's own
 * 503, which it gives before doing anything.
 * @returns the delay before the retry, or null for no retry
 */
export function retryDelay(details: RetryDetails): number | null {
  return decideRetry({ err: details.err, req: details.req, res: upstreamAnswer(details.res), attempt: details.attempt });
}

/** The upstream answer reply-from passes as `res` (typed as a Fastify reply, really undici's response). */
function upstreamAnswer(res: unknown): RetryInput['res'] {
  if (!res || typeof res !== 'object') return null;
  const answer = res as { statusCode?: unknown; headers?: unknown; stream?: unknown };
  if (typeof answer.statusCode !== 'number') return null;
  return {
    statusCode: answer.statusCode,
    headers: (answer.headers ?? {}) as IncomingHttpHeaders,
    stream: answer.stream instanceof Readable ? answer.stream : undefined,
  };
}

export function decideRetry({ err, req, res, attempt }: RetryInput): number | null {
  if (attempt >= MAX_RETRIES) return null;
  const method = req.method.toUpperCase();
  const safe = method === 'GET' || method === 'HEAD';
  // A keyed body that is still a stream was not buffered (too large, not JSON): it cannot go twice.
  const keyed = typeof req.headers['idempotency-key'] === 'string' && !(req.body instanceof Readable);
  if (!safe && !keyed) return null;
  if (err) {
    const code = errorCode(err) ?? '';
    return NOT_CONNECTED.has(code) || CONNECTION_LOST.has(code) ? RETRY_DELAY_MS * (attempt + 1) : null;
  }
  if (res?.statusCode === 503 && res.headers[CLOSING_HEADER]) {
    // Its body is not passed on: read it away (the closing service may cut it off).
    res.stream?.on('error', () => undefined).resume();
    return RETRY_DELAY_MS * (attempt + 1);
  }
  // Any other answer, a service's own 503 included (e.g. while it starts), is its answer.
  return null;
}

/** Keyed bodies are held in memory only up to this size (orders are a few kB). */
const MAX_BUFFERED_BODY = 1024 * 1024;

/**
 * The proxy streams bodies, and a stream can be sent only once (undici destroys it when
 * the connection fails). A JSON request with an Idempotency-Key is therefore read first,
 * so the retry can send it again; @fastify/http-proxy's `preHandler`.
 */
export async function bufferKeyedJsonBody(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const body = request.body;
  if (!(body instanceof Readable) || typeof request.headers['idempotency-key'] !== 'string') return;
  if (!/^application\/json\b/i.test(request.headers['content-type'] ?? '')) return;
  const length = Number(request.headers['content-length']);
  if (!Number.isFinite(length) || length > MAX_BUFFERED_BODY) return;
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  try {
    // reply-from sends a parsed JSON body (encoded again) as a buffer it can repeat.
    request.body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    sendError(reply, 400, validationTexts.invalid);
  }
}
