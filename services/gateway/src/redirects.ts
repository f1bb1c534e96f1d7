import { z } from 'zod';
import { contentEvents, eventEnvelopeSchema, redirectSchema, type Redirect } from '@asp/contracts';
import { listenToNats, type NatsListener } from '@asp/server-kit';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { upstreamServices } from './routes';

/** Paths the gateway itself or a service answers: never redirected, whatever a redirect says. */
const RESERVED = ['/remotes', '/remotes.json', '/health', '/ready', ...upstreamServices.flatMap((service) => service.prefixes)];
const isReserved = (path: string) => RESERVED.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

/** '/Über-uns/' → '/Über-uns' (decoded, no trailing slash); null for a path that is not valid percent-encoding. */
export function normalisePath(rawPath: string): string | null {
  try {
    const decoded = decodeURIComponent(rawPath);
    return decoded.length > 1 ? decoded.replace(/\/+$/, '') || '/' : decoded;
  } catch {
    return null;
  }
}

export interface RedirectTableOptions {
  /** Base URL of the content service (its public `GET /api/redirects` is the full table). */
  contentUrl: string;
  /** NATS_URL; null: no live updates, only the periodic reload. */
  natsUrl: string | null;
  /** Full reload interval: the net for events missed while NATS was away. */
  refreshMs: number;
  log: FastifyBaseLogger;
}

/**
 * The redirects of the website (document 1 §3), held in memory: loaded from the content
 * service at start and every `refreshMs`, and kept current by the `content.redirect.*`
 * events (a plain NATS subscription on the stream's subjects: every gateway replica gets
 * each event). A page request never waits for a database or another service.
 */
export class RedirectTable {
  private byPath = new Map<string, Redirect>();
  private byId = new Map<number, Redirect>();
  private listener: NatsListener | null = null;
  private timer: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(private readonly options: RedirectTableOptions) {}

  lookup(path: string): Redirect | undefined {
    return this.byPath.get(path);
  }

  get size(): number {
    return this.byPath.size;
  }

  set(redirect: Redirect): void {
    this.remove(redirect.id);
    this.byId.set(redirect.id, redirect);
    this.byPath.set(redirect.path, redirect);
  }

  remove(id: number): void {
    const old = this.byId.get(id);
    if (!old) return;
    this.byId.delete(id);
    if (this.byPath.get(old.path)?.id === id) this.byPath.delete(old.path);
  }

  /** Replaces the whole table with the content service's list; keeps the old one when that fails. */
  async reload(): Promise<boolean> {
    try {
      const response = await fetch(new URL('/api/redirects', this.options.contentUrl), { signal: AbortSignal.timeout(10_000) });
      if (!response.ok) throw new Error(`content answered ${response.status}`);
      const list = z.object({ data: z.array(redirectSchema) }).parse(await response.json()).data;
      this.byPath = new Map();
      this.byId = new Map();
      for (const redirect of list) this.set(redirect);
      return true;
    } catch (error) {
      this.options.log.warn({ err: error }, 'redirects not loaded; the previous table stays');
      return false;
    }
  }

  /** Applies one event envelope of the content stream. */
  applyEvent(raw: unknown): void {
    const envelope = eventEnvelopeSchema.safeParse(raw);
    if (!envelope.success) return;
    const { subject, payload } = envelope.data;
    const events = contentEvents.redirect;
    if (subject === events.created.subject || subject === events.updated.subject) {
      const parsed = events.created.payload.safeParse(payload);
      if (parsed.success) this.set(parsed.data.data as Redirect);
    } else if (subject === events.deleted.subject) {
      const parsed = events.deleted.payload.safeParse(payload);
      if (parsed.success) this.remove(parsed.data.id);
    }
  }

  async start(): Promise<void> {
    // A first load that fails is retried soon; after that the regular interval.
    const loaded = await this.reload();
    this.schedule(loaded ? this.options.refreshMs : Math.min(5_000, this.options.refreshMs));
    if (this.options.natsUrl && !this.closed)
      this.listener = listenToNats({
        servers: this.options.natsUrl,
        name: 'gateway-redirects',
        subjects: [contentEvents.redirect.created.subject.replace(/\.created$/, '.*')],
        onMessage: (event) => this.applyEvent(event),
        // Events sent while disconnected are gone for a plain subscription: reload after a reconnect.
        onReconnect: async () => {
          await this.reload();
        },
        log: this.options.log,
        offlineMessage: 'redirects: no NATS, retrying; the table is reloaded periodically meanwhile',
      });
  }

  private schedule(delayMs: number): void {
    if (this.closed) return;
    this.timer = setTimeout(() => {
      void this.reload().then((ok) => this.schedule(ok ? this.options.refreshMs : Math.min(5_000, this.options.refreshMs)));
    }, delayMs);
    this.timer.unref();
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    await this.listener?.close();
  }
}

/**
 * Answers page requests (GET/HEAD) whose path is a redirect with its status (301/302)
 * and Location before anything else runs; the query string is kept when the target has none.
 */
export function registerRedirects(app: FastifyInstance, table: RedirectTable): void {
  app.addHook('onRequest', async (request, reply) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || table.size === 0) return;
    const [rawPath, query] = request.url.split(/\?(.*)/s, 2);
    const path = normalisePath(rawPath);
    if (!path || isReserved(path)) return;
    const redirect = table.lookup(path);
    if (!redirect) return;
    const location = query && !redirect.target.includes('?') ? `${redirect.target}?${query}` : redirect.target;
    // A 301 is cached by browsers for ever unless told otherwise; staff may change it later.
    reply.header('cache-control', redirect.statusCode === 301 ? 'public, max-age=3600' : 'no-cache');
    return reply.redirect(location, redirect.statusCode);
  });
  app.addHook('onClose', () => table.close());
}
