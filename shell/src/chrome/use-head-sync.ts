import type { Branch, Config } from '@asp/contracts';
import { headData, uploadUrl, type HeadData } from '@asp/domain';
import { usePublishedPageTitle } from '@asp/web-kit';
import { useEffect } from 'react';
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

/** Sets `<link rel="canonical">`; null removes it (a page whose URL must not spread). */
function setCanonical(href: string | null): void {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (href === null) {
    link?.remove();
    return;
  }
  if (!link) {
    link = document.createElement('link');
    link.rel = 'canonical';
    document.head.appendChild(link);
  }
  link.href = href;
}

/** Open Graph and Twitter titles follow document.title. */
function mirrorTitle(): void {
  setMeta('property', 'og:title', document.title);
  setMeta('name', 'twitter:title', document.title);
}

/**
 * The head data of a public path (storefront.md §2.14), pure: the route's title from
 * libs/domain's pageTitle, with the page name the remote published for this path (a
 * shop category, a site page), description, canonical URL, theme colour and image.
 * The shop route set without a branch (/shop, /shop/{category}…) counts as division.
 */
export function headFor(input: {
  config: Config;
  meta: RouteMeta;
  pathname: string;
  branches: Branch[];
  origin: string;
  pageName: string | null;
}): HeadData {
  const { config, meta, pathname, branches, origin, pageName } = input;
  const branch = meta.branchIdentifier ? (branches.find((b) => b.identifier === meta.branchIdentifier) ?? null) : null;
  const route = meta.route === 'shop' ? 'division' : meta.route;
  const image = config.ogImage ? new URL(uploadUrl(config.ogImage), origin).href : null;
  return headData({ route, config, branch, pageName, host: origin, path: pathname, themeColor: config.primaryColor, image });
}

type MetaTag = { attr: 'name' | 'property'; key: string; content: string | null };

/**
 * The meta tags and canonical link a page's head data asks for, pure; a null content
 * removes the tag, so nothing of the previous page (a canonical URL, a noindex) stays
 * behind after a client navigation.
 */
export function headTags(head: HeadData): { canonical: string | null; meta: MetaTag[] } {
  const tag = (attr: MetaTag['attr'], key: string, content: string | null): MetaTag => ({ attr, key, content });
  return {
    canonical: head.canonical,
    meta: [
      tag('name', 'description', head.description),
      tag('name', 'theme-color', head.themeColor),
      tag('name', 'robots', head.robots),
      tag('property', 'og:description', head.openGraph.description),
      tag('property', 'og:url', head.openGraph.url),
      tag('property', 'og:image', head.openGraph.image),
      tag('property', 'og:type', 'website'),
      tag('name', 'twitter:card', head.twitter.image ? 'summary_large_image' : 'summary'),
      tag('name', 'twitter:description', head.twitter.description),
      tag('name', 'twitter:url', head.twitter.url),
      tag('name', 'twitter:image', head.twitter.image),
    ],
  };
}

/**
 * Page title and head data kept in sync (storefront.md §2.14). The shell is the title's
 * one owner: remotes publish a page name (web-kit publishPageTitle) instead of writing
 * document.title, so a client navigation cannot end with a parent's title over a
 * child's. Also description, canonical URL, theme-color, Open Graph and Twitter title,
 * description, url and image, and robots (noindex on the order status page).
 */
export function useHeadSync(config: Config, meta: RouteMeta, pathname: string, branches: Branch[]): void {
  // A remote publishes its page name in its own effects: in the same commit (read below)
  // or later, after loading its data (the event makes this effect run again).
  const pageName = usePublishedPageTitle(pathname);

  useEffect(() => {
    const head = headFor({ config, meta, pathname, branches, origin: window.location.origin, pageName });
    if (head.title) document.title = head.title;
    const tags = headTags(head);
    setCanonical(tags.canonical);
    for (const { attr, key, content } of tags.meta) setMeta(attr, key, content);
    mirrorTitle();
  }, [config, meta, pathname, branches, pageName]);

  useEffect(() => {
    // Whoever changes the title element (this hook, or the shell without chrome):
    // Open Graph and Twitter follow.
    const title = document.querySelector('title');
    if (!title) return;
    const observer = new MutationObserver(mirrorTitle);
    observer.observe(title, { childList: true, characterData: true, subtree: true });
    return () => observer.disconnect();
  }, []);
}
