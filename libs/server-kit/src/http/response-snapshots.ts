import { createHash, randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServiceApp } from '../service';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Headers of the real answer a snapshot keeps (the list total of a paged list). */
const KEPT_HEADERS = ['content-type', 'x-total-count'] as const;

type Encoding = 'br' | 'gzip' | 'identity';

/** One public answer, serialised and compressed once, sent as bytes until the data changes. */
interface Snapshot {
  headers: Record<string, string>;
  bodies: Record<Encoding, Buffer>;
  etags: Record<Encoding, string>;
}

export interface ResponseSnapshots {
  /** Forget every snapshot; the next request rebuilds it from the database. */
  invalidate(reason: string): void;
}

/** br before gzip, both only when the client names them (q=0 means refused). */
export function pickEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter((part) => part && !/;\s*q=0(\.0*)?$/.test(part))
      .map((part) => part.split(';')[0].trim()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return 'identity';
}

async function buildSnapshot(body: Buffer, headers: Record<string, string>): Promise<Snapshot> {
  const [br, gz] = await Promise.all([
    brotli(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    gzipAsync(body, { level: 9 }),
  ]);
  // Strong ETag from the bytes: equal data → equal tag on every replica, so a returning
  // browser gets 304 whichever instance answers. One per encoding (they are different bytes).
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 27);
  return {
    headers,
    bodies: { br, gzip: gz, identity: body },
    etags: { br: `"${hash}-br"`, gzip: `"${hash}-gz"`, identity: `"${hash}"` },
  };
}

/**
 * Hot public reads (GET /api/init, the public lists the storefront loads at start)
 * answered from memory: the real route runs once (through `inject`, so the bytes are
 * exactly what its zod serializer writes — validated once per change, not per request),
 * the result is compressed once and sent with a strong ETag (304 on If-None-Match).
 *
 * Only anonymous GETs of exactly the given URLs (no query) are answered; staff, paging
 * and filters go to the route as before. Never stale after a change: every successful
 * write request of this service forgets the snapshots before its answer leaves (same
 * instance), and so does each of the service's own events announced by the outbox's
 * NOTIFY (`ownEvents`: other replicas, consumers). A build running during a change is
 * not kept.
 */
export function registerResponseSnapshots(
  app: ServiceApp,
  options: { urls: readonly string[]; ownEvents?: { on(event: 'event', listener: (subject: string) => void): unknown } },
): ResponseSnapshots {
  const urls = new Set(options.urls);
  // The build's own request must reach the route; only this process knows the token.
  const buildToken = randomUUID();
  const snapshots = new Map<string, Promise<Snapshot | null>>();

  // Clearing the map also drops builds still running: whoever asked before the change
  // gets their answer, nobody after it (a new build starts).
  const invalidate = (reason: string) => {
    snapshots.clear();
    app.log.debug({ reason }, 'response snapshots invalidated');
  };

  const build = async (url: string): Promise<Snapshot | null> => {
    const response = await app.inject({ method: 'GET', url, headers: { 'x-asp-snapshot-build': buildToken } });
    if (response.statusCode !== 200) return null;
    const headers: Record<string, string> = {};
    for (const name of KEPT_HEADERS) {
      const value = response.headers[name];
      if (value !== undefined) headers[name] = String(value);
    }
    return buildSnapshot(response.rawPayload, headers);
  };

  const snapshotOf = (url: string): Promise<Snapshot | null> => {
    const existing = snapshots.get(url);
    if (existing) return existing;
    const pending = build(url).catch((error: unknown) => {
      app.log.warn({ err: error, url }, 'response snapshot could not be built');
      return null;
    });
    snapshots.set(url, pending);
    // A failed or non-200 build is not kept: the next request tries again.
    void pending.then((snapshot) => {
      if (!snapshot && snapshots.get(url) === pending) snapshots.delete(url);
    });
    return pending;
  };

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'GET' || !urls.has(request.url) || request.staff) return;
    if (request.headers['x-asp-snapshot-build'] === buildToken) return;
    const snapshot = await snapshotOf(request.url);
    if (!snapshot) return; // the route answers itself (and its error)
    const encoding = pickEncoding(request.headers['accept-encoding']);
    const etag = snapshot.etags[encoding];
    reply.headers(snapshot.headers);
    reply.header('etag', etag).header('vary', 'accept-encoding').header('cache-control', 'no-cache');
    const ifNoneMatch = request.headers['if-none-match'];
    if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => Object.values(snapshot.etags).includes(tag.trim()))) {
      return reply.code(304).send();
    }
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.send(snapshot.bodies[encoding]);
  });

  // Same instance: the write committed before its answer is sent, so forget now.
  app.addHook('onSend', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS' && reply.statusCode < 400) {
      invalidate(`${request.method} ${request.routeOptions.url ?? request.url}`);
    }
  });

  options.ownEvents?.on('event', (subject) => invalidate(subject));
  return { invalidate };
}
