import { createHash } from 'node:crypto';
import { z } from 'zod';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { catalogEvents, configFileSchema, uploadUrl, type ConfigFile } from '@asp/contracts';
import { APP_ICONS, APP_ICONS_PATH, APP_MANIFEST_PATH, appName, normaliseHexColour, webAppManifest } from '@asp/domain';
import { validationTexts } from '@asp/i18n';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { drawAppIcons } from './app-icons';
import { sendError } from './errors';

/** Bumped when the drawing changes, so installed apps see new icon URLs after a deploy. */
const DRAWING_VERSION = 1;
/** A manifest older than this is built again (the net for config events missed while NATS was away). */
const DEFAULT_MAX_AGE_MS = 5 * 60_000;
/** A manifest drawn without a logo the content service could not send now is tried again this soon. */
const RETRY_MS = 30_000;
const FETCH_TIMEOUT_MS = 5_000;

/** What the manifest reads of GET /api/config: tolerant of every other field. */
const manifestConfigSchema = z
  .object({
    shopName: z.string().catch(''),
    title: z.string().catch(''),
    seoDescription: z.string().catch(''),
    primaryColor: z.string().catch('#000000'),
    logo: configFileSchema.nullable().catch(null),
  })
  .loose();
const configEnvelope = z.object({ data: manifestConfigSchema });

/** One answer of these routes: its bytes, kept until the configuration changes. */
interface Served {
  body: Buffer;
  etag: string;
  type: string;
}

/** The manifest and its icons of one configuration version. */
export interface AppManifestBundle {
  version: string;
  manifest: Served;
  icons: Map<string, Served>;
}

export interface AppManifestOptions {
  /** Base URLs of the catalog (the configuration) and content services (the logo upload). */
  catalogUrl: string;
  contentUrl: string;
  /** NATS_URL: catalog.config.updated drops the cache on every replica; null: only the time limit. */
  natsUrl: string | null;
  maxAgeMs?: number;
  log: FastifyBaseLogger;
}

const served = (body: Buffer, type: string): Served => ({
  body,
  type,
  // Strong ETag from the bytes: equal configuration → equal tag on every gateway replica.
  etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
});

/**
 * The web app manifest and its PNG icons, made from the shop configuration (issue 18): the
 * catalogue's configuration gives name, description and colour, the content service the
 * logo's bytes (the same upload the header shows), sharp draws the icons. Everything is
 * built once per configuration version and kept in memory; a `catalog.config.updated`
 * event (a plain NATS subscription, as the website pages' cache listens) or the time limit
 * starts a new build, which keeps the icons when the version did not change.
 */
export class AppManifest {
  private current: Promise<AppManifestBundle | null> | null = null;
  private expiresAt = 0;
  private generation = 0;
  /** The last complete build: its icons are reused for the same version, and it is served while the catalogue is away. */
  private last: AppManifestBundle | null = null;
  private nats: NatsConnection | null = null;
  private closed = false;

  constructor(private readonly options: AppManifestOptions) {}

  invalidate(): void {
    this.generation += 1;
    this.current = null;
  }

  /** The current manifest and icons; null only when the configuration was never readable. */
  async bundle(): Promise<AppManifestBundle | null> {
    if (this.current && Date.now() > this.expiresAt) this.invalidate();
    if (!this.current) {
      // A build under way never expires: requests meanwhile wait for it rather than start another.
      this.expiresAt = Infinity;
      this.current = this.build(this.generation);
    }
    const pending = this.current;
    const bundle = await pending;
    // A failed build is not kept: the next request tries again.
    if (!bundle && this.current === pending) this.current = null;
    return bundle ?? this.last;
  }

  private async build(generation: number): Promise<AppManifestBundle | null> {
    const { catalogUrl, log } = this.options;
    let config: z.infer<typeof manifestConfigSchema>;
    try {
      const response = await fetch(new URL('/api/config', catalogUrl), { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
      if (!response.ok) throw new Error(`/api/config: ${response.status}`);
      config = configEnvelope.parse(await response.json()).data;
    } catch (error) {
      log.warn({ err: error }, 'app manifest: configuration not readable');
      return null;
    }
    const colour = normaliseHexColour(config.primaryColor) ?? '#000000';
    const version = createHash('sha256')
      .update(JSON.stringify([DRAWING_VERSION, appName(config), config.seoDescription.trim(), colour, config.logo]))
      .digest('hex')
      .slice(0, 16);
    const keep = (bundle: AppManifestBundle, complete: boolean) => {
      // A build the configuration changed under is answered to whoever waited for it, not kept.
      if (generation !== this.generation) return bundle;
      this.expiresAt = Date.now() + (complete ? (this.options.maxAgeMs ?? DEFAULT_MAX_AGE_MS) : RETRY_MS);
      if (complete) this.last = bundle;
      return bundle;
    };
    if (this.last?.version === version) return keep(this.last, true);

    const logo = config.logo ? await this.logoBytes(config.logo) : { bytes: null, complete: true };
    const drawn = await drawAppIcons({ colour, name: appName(config), logo: logo.bytes }, log);
    const manifest = Buffer.from(`${JSON.stringify(webAppManifest({ ...config, primaryColor: colour }, version), null, 2)}\n`);
    const bundle: AppManifestBundle = {
      version,
      manifest: served(manifest, 'application/manifest+json; charset=utf-8'),
      icons: new Map([...drawn].map(([file, png]) => [file, served(png, 'image/png')])),
    };
    return keep(bundle, logo.complete);
  }

  /**
   * The logo upload's bytes from the content service. Gone (404): the initial is the right
   * icon. Content service away: the initial for now, and not kept (`complete: false`).
   */
  private async logoBytes(logo: ConfigFile): Promise<{ bytes: Buffer | null; complete: boolean }> {
    try {
      const response = await fetch(new URL(uploadUrl(logo), this.options.contentUrl), { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
      if (response.status === 404) return { bytes: null, complete: true };
      if (!response.ok) throw new Error(`logo upload: ${response.status}`);
      return { bytes: Buffer.from(await response.arrayBuffer()), complete: true };
    } catch (error) {
      this.options.log.warn({ err: error }, 'app manifest: logo not readable; the initial is drawn for now');
      return { bytes: null, complete: false };
    }
  }

  start(): void {
    if (this.options.natsUrl) void this.subscribe(this.options.natsUrl);
  }

  private async subscribe(natsUrl: string): Promise<void> {
    try {
      const nats = await connect({ servers: natsUrl, name: 'gateway-app-manifest', maxReconnectAttempts: -1 });
      if (this.closed) return void (await nats.close());
      this.nats = nats;
      const subscription = nats.subscribe(catalogEvents.config.updated.subject);
      void (async () => {
        for await (const _message of subscription) this.invalidate();
      })();
      void (async () => {
        // Events sent while disconnected are gone for a plain subscription.
        for await (const status of nats.status()) if (status.type === 'reconnect') this.invalidate();
      })();
    } catch (error) {
      this.options.log.warn({ err: error }, 'app manifest: no NATS, retrying; the time limit renews it meanwhile');
      if (!this.closed) setTimeout(() => void this.subscribe(natsUrl), 5_000).unref();
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.nats?.close();
  }
}

/** If-None-Match names this tag (a weak `W/` form counts too, RFC 9110 §13.1.2). */
function matches(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag || tag.trim() === '*');
}

/** Revalidated on every use (no-cache + strong ETag): a new configuration shows at once. */
function send(request: FastifyRequest, reply: FastifyReply, answer: Served) {
  reply.header('etag', answer.etag).header('cache-control', 'no-cache');
  if (matches(request, answer.etag)) return reply.code(304).send();
  return reply.type(answer.type).send(answer.body);
}

const ICON_FILES = new Set(APP_ICONS.map((icon) => icon.file));
const VERSION = /^[0-9a-f]{16}$/;

/**
 * GET /manifest.webmanifest and GET /app-icons/{version}/{file}. An icon URL of an older
 * version answers the current icon: a browser that read the manifest just before a change
 * still installs the shop's icon.
 */
export function registerAppManifest(app: FastifyInstance, appManifest: AppManifest): void {
  app.get(APP_MANIFEST_PATH, async (request, reply) => {
    const bundle = await appManifest.bundle();
    if (!bundle) return sendError(reply, 503, validationTexts.serviceUnavailable);
    return send(request, reply, bundle.manifest);
  });

  app.get<{ Params: { version: string; file: string } }>(`${APP_ICONS_PATH}/:version/:file`, async (request, reply) => {
    const { version, file } = request.params;
    if (!VERSION.test(version) || !ICON_FILES.has(file)) return sendError(reply, 404, validationTexts.routeNotFound);
    const icon = (await appManifest.bundle())?.icons.get(file);
    if (!icon) return sendError(reply, 503, validationTexts.serviceUnavailable);
    return send(request, reply, icon);
  });
}
