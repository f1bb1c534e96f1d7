import { fill, pageTitleTexts } from '@asp/i18n';
import type { Branch, ShopConfig } from './types';

type TitleConfig = Pick<ShopConfig, 'seoTitle' | 'title' | 'shopName' | 'seoDescription' | 'description'>;

/** Base title: seoTitle, else title, else shopName (storefront.md §2.14). */
export function baseTitle(config: TitleConfig): string {
  return config.seoTitle || config.title || config.shopName || '';
}

export type TitledRoute = 'site' | 'division' | 'branch' | 'checkout' | 'checkout_error' | 'status';

export interface PageContext {
  route: TitledRoute | string;
  config: TitleConfig;
  site?: { title?: string | null; name?: string | null; description?: string | null } | null;
  branch?: Pick<Branch, 'name'> & { description?: string | null } | null;
}

/**
 * Page title per route (storefront.md §2.14): site '{site title or name} - {title}';
 * division the base title; branch '{branch name} - {title}'; checkout and checkout_error
 * 'Bestellvorgang - {title}'; status 'Bestellstatus - {title}'; other routes the base title.
 */
export function pageTitle(ctx: PageContext): string {
  const title = baseTitle(ctx.config);
  switch (ctx.route) {
    case 'site': {
      const name = ctx.site?.title || ctx.site?.name;
      return name ? fill(pageTitleTexts.site, { name, title }) : title;
    }
    case 'branch':
      return ctx.branch?.name ? fill(pageTitleTexts.branch, { name: ctx.branch.name, title }) : title;
    case 'checkout':
    case 'checkout_error':
      return fill(pageTitleTexts.checkout, { title });
    case 'status':
      return fill(pageTitleTexts.status, { title });
    default:
      return title;
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
  canonical: string;
  themeColor: string | null;
  image: string | null;
  openGraph: { title: string; description: string; url: string; image: string | null };
  twitter: { title: string; description: string; url: string; image: string | null };
}

/**
 * The head data kept in sync (storefront.md §2.14): theme-color, title, description,
 * canonical, Open Graph and Twitter title, description, url and image.
 */
export function headData(ctx: PageContext & { host: string; path: string; themeColor?: string | null; image?: string | null }): HeadData {
  const title = pageTitle(ctx);
  const description = pageDescription(ctx);
  const url = canonicalUrl(ctx.host, ctx.path);
  const image = ctx.image ?? null;
  return {
    title,
    description,
    canonical: url,
    themeColor: ctx.themeColor ?? null,
    image,
    openGraph: { title, description, url, image },
    twitter: { title, description, url, image },
  };
}
