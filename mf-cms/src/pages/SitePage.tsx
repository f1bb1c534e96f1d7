import { DEFAULT_SITE_TYPE, STANDARD_SITE_TYPE, type Site } from '@asp/contracts';
import { websiteTexts } from '@asp/i18n';
import { usePageTitle } from '@asp/web-kit';
import { useLocation } from '@asp/web-kit/router';
import { BlockList } from '../blocks/BlockList';
import { asValue, str } from '../blocks/block-values';
import { siteByPath, useWebsite } from '../content-context';
import { RichText } from '../parts/RichText';
import { NotFoundPage } from './NotFoundPage';
import { ServerErrorPage } from './ServerErrorPage';

/**
 * A content page looked up by its path, '/' the home (website.md §2; storefront.md §2.7:
 * in draft style when not public — only staff get those —, the 404 view when none matches).
 */
export function SitePage() {
  const { pathname } = useLocation();
  const { sites } = useWebsite();
  const site = siteByPath(sites, decodedPath(pathname));
  if (!site) return <NotFoundPage />;
  return <SiteContent site={site} />;
}

/** The path as sites store it ('/über-uns'); a malformed escape stays as it came (and finds nothing). */
function decodedPath(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

export function SiteContent({ site }: { site: Site }) {
  usePageTitle(site.name);
  const content = asValue(site.content);
  let body;
  if (site.type === DEFAULT_SITE_TYPE) {
    // 'Einfache Seite': one rich-text area 'Inhalt' (older pages may still carry blocks).
    body = (
      <>
        <RichText html={str(content, 'text')} className="cms-rich-text cms-page__text" />
        <BlockList body={content.body} />
      </>
    );
  } else if (site.type === STANDARD_SITE_TYPE) {
    body = <BlockList body={content.body} />;
  } else {
    body = <ServerErrorPage />;
  }
  return (
    <article className={site.isPublic ? 'cms-page' : 'cms-page is-draft'} data-testid="site-page" data-site-type={site.type}>
      {site.isPublic ? null : <p className="cms-page__draft">{websiteTexts.draft}</p>}
      {body}
    </article>
  );
}
