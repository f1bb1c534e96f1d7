import type { Config } from '@asp/contracts';
import { headData, imageUrl } from '@asp/domain';
import { useEffect } from 'react';
import type { Branch } from '@asp/contracts';
import type { RouteMeta } from './route-meta';

/** Sets `<meta {attr}="{key}" content>` in the head, creating it when missing. */
function setMeta(attr: 'name' | 'property', key: string, content: string | null): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (content === null || content === '') {
    element?.remove();
    return;
  }
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attr, key);
    document.head.appendChild(element);
  }
  element.content = content;
}

function setCanonical(href: string): void {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'canonical';
    document.head.appendChild(link);
  }
  link.href = href;
}

/** Open Graph and Twitter titles follow document.title, whoever set it (a remote may, for site pages). */
function mirrorTitle(): void {
  setMeta('property', 'og:title', document.title);
  setMeta('name', 'twitter:title', document.title);
}

/**
 * Page title and head data kept in sync (storefront.md §2.14): title for the routes the
 * shell can name (division, branch, checkout, checkout_error, status; a site page's title
 * comes from the website remote, which knows the site), description, canonical URL,
 * theme-color, Open Graph and Twitter title, description, url and image.
 */
export function useHeadSync(config: Config, meta: RouteMeta, pathname: string, branches: Branch[]): void {
  useEffect(() => {
    const branch = meta.branchIdentifier ? branches.find((b) => b.identifier === meta.branchIdentifier) ?? null : null;
    const route = meta.route === 'shop' ? 'division' : meta.route;
    const image = config.ogImage ? new URL(imageUrl(config.ogImage), window.location.origin).href : null;
    const head = headData({ route, config, branch, host: window.location.origin, path: pathname, themeColor: config.primaryColor, image });
    if (route !== 'site' && head.title) document.title = head.title;
    setMeta('name', 'description', head.description);
    setCanonical(head.canonical);
    setMeta('name', 'theme-color', head.themeColor);
    setMeta('property', 'og:description', head.openGraph.description);
    setMeta('property', 'og:url', head.openGraph.url);
    setMeta('property', 'og:image', head.openGraph.image);
    setMeta('property', 'og:type', 'website');
    setMeta('name', 'twitter:card', head.twitter.image ? 'summary_large_image' : 'summary');
    setMeta('name', 'twitter:description', head.twitter.description);
    setMeta('name', 'twitter:url', head.twitter.url);
    setMeta('name', 'twitter:image', head.twitter.image);
    mirrorTitle();
  }, [config, meta.route, meta.branchIdentifier, pathname, branches]);

  useEffect(() => {
    // A remote sets its own title after loading (site pages, a branch loaded later).
    const title = document.querySelector('title');
    if (!title) return;
    const observer = new MutationObserver(mirrorTitle);
    observer.observe(title, { childList: true, characterData: true, subtree: true });
    return () => observer.disconnect();
  }, []);
}
