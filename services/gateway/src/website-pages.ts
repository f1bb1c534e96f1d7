import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import {
  blockSchema,
  branchSchema,
  catalogEvents,
  configSchema,
  contentEvents,
  navigationSchema,
  nodeSchema,
  siteSchema,
  type Block,
  type Branch,
  type Config,
  type ContentNode,
  type Navigation,
  type Site,
} from '@asp/contracts';
import { listenToNats, type NatsListener } from '@asp/server-kit';
import type { FastifyBaseLogger } from 'fastify';
import { injectPage, serverPageCss, type RenderedPage } from './page-html';

/** The start-up data the website reads (mf-cms content-context `WebsiteData`), as a visitor gets it. */
export interface WebsiteSnapshot {
  config: Config;
  branches: Branch[];
  sites: Site[];
  nodes: ContentNode[];
  navigations: Navigation[];
  blocks: Block[];
}

type RenderWebsitePage = (input: { data: WebsiteSnapshot; path: string; origin: string }) => RenderedPage | null;

export interface WebsitePagesOptions {
  /** Base URLs of the content and catalog services. */
  contentUrl: string;
  catalogUrl: string;
  /** The render module (mf-cms/src/server/render-page.tsx) and the website's CSS Module. */
  rendererModule: string;
  stylesheet: string;
  /** NATS_URL: content, branch and config events drop the cache; null: only the time limit. */
  natsUrl: string | null;
  /** A snapshot older than this is loaded again (the net for missed events). */
  maxAgeMs: number;
  log: FastifyBaseLogger;
}

/** Paths other remotes own (shell/src/routing/remote-for-path.ts): never rendered as website pages. */
const OTHER_REMOTES = ['/backend', '/signage', '/tv', '/screens', '/shop', '/store', '/status'];
const MAX_CACHED_PAGES = 1_000;

/** Node can load the website's components: their CSS Module imports become class-name proxies (webpack does the real CSS). */
function stubCssImports(): void {
  const extensions = typeof require === 'function' ? require.extensions : undefined;
  if (!extensions || extensions['.css']) return;
  extensions['.css'] = (module) => {
    module.exports = new Proxy({}, { get: (_target, key) => (key === '__esModule' ? false : key === 'default' ? module.exports : key) });
  };
}

/** The services' answer envelope: `{ data }`. */
const envelope = z.object({ data: z.unknown() });

/**
 * Server-rendered website pages (issue 14): the public start-up data of the website is
 * loaded once (a snapshot), pages are rendered from it by the website's own components and
 * kept in memory per snapshot; any content, branch or config event (plain NATS
 * subscription: every replica hears it) or the time limit starts a new snapshot.
 */
export class WebsitePages {
  private snapshot: Promise<WebsiteSnapshot | null> | null = null;
  private loadedAt = 0;
  private generation = 0;
  private pages = new Map<string, string | null>();
  private renderer: Promise<{ render: RenderWebsitePage; css: string } | null> | null = null;
  private listener: NatsListener | null = null;
  private closed = false;

  constructor(private readonly options: WebsitePagesOptions) {}

  /** Whether a path may be a website page at all (not another remote's, not a file). */
  static isWebsitePath(path: string): boolean {
    if (OTHER_REMOTES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) return false;
    return !path.slice(path.lastIndexOf('/') + 1).includes('.');
  }

  /** Drops the snapshot and every rendered page. */
  invalidate(): void {
    this.generation += 1;
    this.snapshot = null;
    this.pages = new Map();
  }

  /** The shell's index.html with the page at `path` rendered in; null: no public page there (send the plain shell). */
  async html(path: string, origin: string, shellHtml: () => Promise<string>): Promise<string | null> {
    if (!WebsitePages.isWebsitePath(path)) return null;
    const renderer = await this.loadRenderer();
    if (!renderer) return null;
    if (this.snapshot && Date.now() - this.loadedAt > this.options.maxAgeMs) this.invalidate();
    const generation = this.generation;
    this.snapshot ??= this.loadSnapshot();
    const data = await this.snapshot;
    if (!data) {
      // A failed load is not kept: the next request tries again.
      if (generation === this.generation) this.snapshot = null;
      return null;
    }
    const key = `${origin} ${path}`;
    const cached = this.pages.get(key);
    if (cached !== undefined) return cached;
    const page = renderer.render({ data, path, origin });
    const html = page ? injectPage(await shellHtml(), page, renderer.css, path) : null;
    if (generation === this.generation && page) {
      if (this.pages.size >= MAX_CACHED_PAGES) this.pages.clear();
      this.pages.set(key, html);
    }
    return html;
  }

  private loadRenderer() {
    this.renderer ??= (async () => {
      try {
        stubCssImports();
        const module: { renderWebsitePage?: unknown } = await import(this.options.rendererModule);
        if (typeof module.renderWebsitePage !== 'function') throw new Error('renderWebsitePage fehlt');
        const css = serverPageCss(await readFile(this.options.stylesheet, 'utf8'));
        return { render: module.renderWebsitePage as RenderWebsitePage, css };
      } catch (error) {
        this.options.log.warn({ err: error, module: this.options.rendererModule }, 'website pages not rendered on the server');
        return null;
      }
    })();
    return this.renderer;
  }

  private async loadSnapshot(): Promise<WebsiteSnapshot | null> {
    const get = async <T>(base: string, path: string, schema: z.ZodType<T>): Promise<T> => {
      const response = await fetch(new URL(path, base), { signal: AbortSignal.timeout(10_000) });
      if (!response.ok) throw new Error(`${path}: ${response.status}`);
      return schema.parse(envelope.parse(await response.json()).data);
    };
    const { contentUrl, catalogUrl } = this.options;
    try {
      const [config, branches, sites, nodes, navigations, blocks] = await Promise.all([
        get(catalogUrl, '/api/config', configSchema),
        get(catalogUrl, '/api/branches', z.array(branchSchema)),
        get(contentUrl, '/api/sites', z.array(siteSchema)),
        get(contentUrl, '/api/nodes', z.array(nodeSchema)),
        get(contentUrl, '/api/navigations', z.array(navigationSchema)),
        get(contentUrl, '/api/blocks', z.array(blockSchema)),
      ]);
      this.loadedAt = Date.now();
      return { config, branches, sites, nodes, navigations, blocks };
    } catch (error) {
      this.options.log.warn({ err: error }, 'website data not loaded; pages go out without server rendering');
      return null;
    }
  }

  start(): void {
    if (!this.options.natsUrl || this.closed) return;
    this.listener = listenToNats({
      servers: this.options.natsUrl,
      name: 'gateway-website-pages',
      subjects: [
        `${contentEvents.site.created.subject.split('.')[0]}.>`,
        catalogEvents.branch.created.subject.replace(/\.created$/, '.*'),
        catalogEvents.config.updated.subject,
      ],
      onMessage: () => this.invalidate(),
      // Events sent while disconnected are gone for a plain subscription.
      onReconnect: () => this.invalidate(),
      log: this.options.log,
      offlineMessage: 'website pages: no NATS, retrying; the time limit renews pages meanwhile',
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.listener?.close();
  }
}
