import { fill, pageTitleTexts } from '@asp/i18n';
import type { Branch, ShopConfig } from './types';

/** Texts the configuration does not carry count as not set. */
type TitleConfig = Partial<Pick<ShopConfig, 'seoTitle' | 'title' | 'shopName' | 'seoDescription' | 'description'>>;

/**
 * Base title: seoTitle, else title, else shopName (storefront.md §2.14). A value of only
 * blanks counts as not set (the back office's text fields keep what was typed).
 */
export function baseTitle(config: Partial<Pick<TitleConfig, 'seoTitle' | 'title' | 'shopName'>>): string {
  return config.seoTitle?.trim() || config.title?.trim() || config.shopName?.trim() || '';
}

export type TitledRoute = 'site' | 'division' | 'branch' | 'checkout' | 'checkout_error' | 'status';

export interface PageContext {
  route: TitledRoute | string;
  config: TitleConfig;
  site?: { title?: string | null; name?: string | null; description?: string | null } | null;
  branch?: (Pick<Branch, 'name'> & { description?: string | null }) | null;
  /**
   * The name the page gives itself, when it knows more than the route (a shop category,
   * a site page the website remote loaded): '{name} - {title}' on site, branch, division
   * and other routes; checkout and status keep their fixed prefix.
   */
  pageName?: string | null;
}

/**
 * Page title per route (storefront.md §2.14): site '{site title or name} - {title}';
 * division the base title; branch '{branch name} - {title}'; checkout and checkout_error
 * 'Bestellvorgang - {title}'; status 'Bestellstatus - {title}'; other routes the base title.
 * A page name (see PageContext) comes first where the route has no fixed prefix; without
 * a base title the name stands alone.
 */
export function pageTitle(ctx: PageContext): string {
  const title = baseTitle(ctx.config);
  const pageName = ctx.pageName?.trim() || null;
  const named = (template: string, name: string | null | undefined) => {
    const trimmed = name?.trim();
    if (!trimmed) return title;
    return title ? fill(template, { name: trimmed, title }) : trimmed;
  };
  switch (ctx.route) {
    case 'site':
      return named(pageTitleTexts.site, ctx.site?.title?.trim() || ctx.site?.name || pageName);
    case 'branch':
      return named(pageTitleTexts.branch, pageName ?? ctx.branch?.name);
    case 'checkout':
    case 'checkout_error':
      return fill(pageTitleTexts.checkout, { title });
    case 'status':
      return fill(pageTitleTexts.status, { title });
    default:
      return named(pageTitleTexts.page, pageName);
  }
}

/** Description: seoDescription, else description, overridden by a site or branch description. */
export function pageDescription(ctx: Pick<PageContext, 'config' | 'site' | 'branch'>): string {
  return ctx.site?.description || ctx.branch?.description || ctx.config.seoDescription || ctx.config.description || '';
}

/** Canonical URL from the site host and the path. */
export function canonicalUrl(host: string, path: string): string {
  const base = host.replace(/\/+$/, '');
  const withScheme = /^https?:\/\//.test(base) ? base : `https://${base}`;
  return `${withScheme}/${path.replace(/^\/+/, '')}`;
}

export interface HeadData {
  title: string;
  description: string;
  /** null: the page has no canonical link (see headData). */
  canonical: string | null;
  themeColor: string | null;
  image: string | null;
  openGraph: { title: string; description: string; url: string | null; image: string | null };
  twitter: { title: string; description: string; url: string | null; image: string | null };
  /** The robots meta tag's content; null: none (indexing allowed). */
  robots: string | null;
}

/**
 * The head data kept in sync (storefront.md §2.14): theme-color, title, description,
 * canonical, Open Graph and Twitter title, description, url and image.
 * Except on the order status page: its path /status/{uid}/{hash} is the order's secret
 * link, so it never goes into canonical, og:url or twitter:url (a shared link preview or
 * a crawler would carry it on), and the page asks not to be indexed.
 */
export function headData(ctx: PageContext & { host: string; path: string; themeColor?: string | null; image?: string | null }): HeadData {
  const title = pageTitle(ctx);
  const description = pageDescription(ctx);
  const secretPath = ctx.route === 'status';
  const url = secretPath ? null : canonicalUrl(ctx.host, ctx.path);
  const image = ctx.image ?? null;
  return {
    title,
    description,
    canonical: url,
    themeColor: ctx.themeColor ?? null,
    image,
    openGraph: { title, description, url, image },
    twitter: { title, description, url, image },
    robots: secretPath ? 'noindex' : null,
  };
}
