import { headData, uploadUrl, type HeadData } from '@asp/domain';
import { renderToString } from 'react-dom/server';
import { matchPath, StaticRouter } from 'react-router-dom';
import { siteByPath, WebsiteProvider, type WebsiteData } from '../content-context';
import { nodeBySlug, nodeTitle, NODE_ROUTE_PREFIX, type DetailNodeType } from '../node-paths';
import { CmsRoutes } from '../routes';
import { ServerRenderProvider } from './server-render';

/** A content page rendered on the server: the markup of the page and its head data. */
export interface RenderedWebsitePage {
  /** The page as `CmsRoutes` renders it, inside the remote's `.cms-website` root. */
  html: string;
  head: HeadData;
}

export interface RenderWebsitePageInput {
  /** What a visitor's start-up load holds (public sites and nodes only). */
  data: WebsiteData;
  /** The decoded path ('/kontakt', '/unsere-tiere/rind'); no trailing slash. */
  path: string;
  /** The public origin ('https://metzgerei.de') for the canonical URL and og:url. */
  origin: string;
}

/** Which public site or node page a path shows, with the names the head needs; null when none. */
function pageAt(data: WebsiteData, path: string) {
  for (const type of Object.keys(NODE_ROUTE_PREFIX) as DetailNodeType[]) {
    const match = matchPath(`${NODE_ROUTE_PREFIX[type]}/:slug`, path);
    if (!match) continue;
    const node = nodeBySlug(data.nodes, type, match.params.slug ?? '');
    return node ? { title: '', name: nodeTitle(node), description: '' } : null;
  }
  // The preview of a draft is secret and never indexed: the browser renders it.
  if (path === '/vorschau' || path.startsWith('/vorschau/')) return null;
  const site = siteByPath(data.sites, path);
  return site?.isPublic ? { title: site.title ?? '', name: site.name, description: site.description ?? '' } : null;
}

/**
 * Server rendering of the website (issue 14): the same `CmsRoutes` the browser mounts,
 * under a StaticRouter, for a public site or animal/news/job page; null for any other path
 * (the gateway then sends the plain shell). Pure and synchronous: the data comes from the
 * caller, no component fetches or touches `window` while rendering (effects do not run).
 */
export function renderWebsitePage({ data, path, origin }: RenderWebsitePageInput): RenderedWebsitePage | null {
  const page = pageAt(data, path);
  if (!page) return null;
  const html = renderToString(
    <ServerRenderProvider value={true}>
      <WebsiteProvider value={data}>
        <StaticRouter location={path}>
          <div className="cms-website">
            <CmsRoutes />
          </div>
        </StaticRouter>
      </WebsiteProvider>
    </ServerRenderProvider>,
  );
  const { config } = data;
  // As the shell's head sync (shell/src/chrome/use-head-sync.ts): '/' is the home route.
  const head = headData({
    route: path === '/' ? 'division' : 'site',
    config,
    site: page,
    pageName: page.name,
    host: origin,
    path,
    themeColor: config.primaryColor,
    image: config.ogImage ? new URL(uploadUrl(config.ogImage), origin).href : null,
  });
  return { html, head };
}
