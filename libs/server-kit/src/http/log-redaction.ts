import type { FastifyRequest } from 'fastify';
import { stdSerializers } from 'pino';

/**
 * Paths whose second segment after the prefix is a secret (DESIGN.md §8: order status
 * links carry a uid and an unguessable hash, order screens a branch id and the branch's
 * order-screen API key, the signage player a TV identifier and its device key; never log
 * secrets). Matched at the start of a path or of an absolute URL (the gateway's proxy logs
 * the upstream URL).
 */
const SECRET_PATH =
  /^((?:[a-z][a-z0-9+.-]*:\/\/[^/?#]*)?(?:\/api\/orders\/public|\/api\/orders\/payments\/return|\/status|\/api\/orders\/frontdesk|\/api\/orders\/backoffice|\/screens\/frontdesk|\/screens\/kitchen|\/api\/digital-signage-devices\/player|\/signage)\/[^/?#]+\/)[^/?#]+/i;

/**
 * Paths whose first segment after the prefix is a secret: the time-tracking terminal's
 * access token (`/api/time-tracking/<token>/<user name>/…`, issue 15); the staff routes
 * beside it (`terminal-tokens`, `absence-requests`, `month-closings`) carry no secret.
 */
const SECRET_FIRST_SEGMENT =
  /^((?:[a-z][a-z0-9+.-]*:\/\/[^/?#]*)?\/api\/time-tracking\/)(?!(?:terminal-tokens|absence-requests|month-closings)(?:[/?#]|$))[^/?#]+/i;

/** The mask that replaces a secret path segment in logs. */
export const MASKED_SECRET = '***';

/**
 * A URL or path as it may be logged: the hash of an order status link is replaced by
 * `***` (`/api/orders/public/<uid>/***`, `/api/orders/payments/return/<uid>/***`,
 * `/status/<uid>/***`); the uid, the rest of the path and the query stay readable.
 */
export function maskSecretUrl(url: string): string {
  return url.replace(SECRET_PATH, `$1${MASKED_SECRET}`).replace(SECRET_FIRST_SEGMENT, `$1${MASKED_SECRET}`);
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

/** What replaces redacted values in logs. */
export const REDACTED = '[redacted]';

/**
 * Keys whose values are customer data or secrets wherever they appear in a logged object
 * (DESIGN.md §8, issue 10): bodies and payloads as a whole, names, phones, e-mails,
 * addresses, free texts, tokens, hashes, passwords; and PostgreSQL's `detail`, which
 * quotes the row or key that failed ('Key (email)=(…) already exists').
 */
const SENSITIVE_KEY =
  /^(body|payload|rawBody|data|detail|parameters|customer|firstName|lastName|companyName|company|vatNumber|email|phone|mobile|street|floor|stairway|door|zipCode|city|address|comment|delivery[A-Z]\w*|password\w*|token|accessToken|refreshToken|apiKey|secret|hash|publicHash|authorization|cookie|csrf)$/i;

// Top-level keys and keys one level down, for objects logged as `log.info({ … })`
// (the err serializer below goes deeper).
const SENSITIVE_PATHS = [
  'body',
  'payload',
  'customer',
  'email',
  'phone',
  'firstName',
  'lastName',
  'companyName',
  'street',
  'zipCode',
  'city',
  'address',
  'comment',
  'password',
  'token',
  'hash',
].flatMap((key) => [key, `*.${key}`]);

/** A copy of `value` with the values of sensitive keys replaced, any depth (cycles and depth bounded). */
export function redactSensitive(value: unknown, depth = 0, seen = new WeakSet<object>()): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (depth > 8 || seen.has(value)) return REDACTED;
  seen.add(value);
  if (Array.isArray(value)) return value.map((item) => redactSensitive(item, depth + 1, seen));
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) copy[key] = SENSITIVE_KEY.test(key) ? REDACTED : redactSensitive(item, depth + 1, seen);
  return copy;
}

/**
 * pino's error serializer, then every sensitive property of the error (a provider's
 * response body, PostgreSQL's detail, a payload attached by a library) redacted. Type,
 * message and stack stay readable.
 */
function serializeError(error: Error): ReturnType<typeof stdSerializers.err> {
  const serialized = stdSerializers.err(error);
  if ((serialized as unknown) === error || serialized === null || typeof serialized !== 'object') return serialized;
  for (const key of Object.keys(serialized)) {
    if (key === 'type' || key === 'message' || key === 'stack') continue;
    serialized[key] = SENSITIVE_KEY.test(key) ? REDACTED : redactSensitive(serialized[key]);
  }
  return serialized;
}

/**
 * Logger options for every Fastify app of the platform (services and gateway): the
 * auth headers and customer data are redacted, and request URLs (also the upstream URL that the
 * gateway's proxy logs as `source`) have their secret segments masked.
 */
export function secureLoggerOptions(level: string) {
  return {
    level,
    // Request bodies are never logged (the req serializer has no body); these paths catch
    // customer data handed to the logger by hand.
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-csrf-token"]', ...SENSITIVE_PATHS],
      censor: REDACTED,
    },
    serializers: {
      req: serializeRequest,
      err: serializeError,
      source: (source: unknown) => (typeof source === 'string' ? maskSecretUrl(source) : source),
    },
  };
}
