/** The parts of the configuration that make the page title. */
export interface TitleConfig {
  seoTitle?: string | null;
  title?: string | null;
  shopName?: string | null;
}

/** storefront.md §2.14: base title = seoTitle, else title, else shopName. */
export function baseTitle(config: TitleConfig): string {
  return config.seoTitle?.trim() || config.title?.trim() || config.shopName?.trim() || '';
}

/** '{prefix} - {base title}' (e.g. 'Bestellstatus - Metzgerei'), or just one of them if the other is empty. */
export function pageTitle(prefix: string, config: TitleConfig): string {
  return [prefix.trim(), baseTitle(config)].filter(Boolean).join(' - ');
}
