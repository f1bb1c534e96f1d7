import { FONT_FALLBACK_LOCALS, fontFallbackFamily, fontStylesheetUrl } from '@asp/contracts';
import { uploadUrl, type FileRef } from '@asp/domain';

/** The theme part of the shop configuration (document 1 §3 "two theme colours, font, border radius"). */
export interface ThemeConfig {
  primaryColor?: string | null;
  secondaryColor?: string | null;
  /** Font family name; '' = the system font. */
  font?: string | null;
  /** Border radius in px. */
  borderRadius?: number | null;
  /** The uploaded favicon (document 1 §3). */
  favicon?: FileRef | null;
}

/** The font variants the pages use: body text and bold (headings, prices, buttons). */
export const THEME_FONT_VARIANTS = ['400', '700'] as const;

/**
 * The stylesheets of the configured font (document 1 §7 `/fonts/google/{family}/style-{variant}.embed.css`,
 * served by the content service from the installed packages); none for the system font.
 */
export function fontStylesheets(font: string | null | undefined): string[] {
  const family = font?.trim();
  return family ? THEME_FONT_VARIANTS.map((variant) => fontStylesheetUrl(family, variant)) : [];
}

/** Document 1 §9: theme colours #000000 and #333333. */
export const DEFAULT_THEME = { primaryColor: '#000000', secondaryColor: '#333333', borderRadius: 0 } as const;

const SYSTEM_FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

/**
 * The configured font, then its metric-compatible local fallbacks (the content service's
 * stylesheet defines them, scaled to the font, so the swap when it arrives moves nothing),
 * then the system font.
 */
function fontStack(font: string): string {
  const name = font.replace(/["\\]/g, '');
  return (
    [name, ...FONT_FALLBACK_LOCALS.map((local) => fontFallbackFamily(name, local))].map((family) => `"${family}"`).join(', ') +
    `, ${SYSTEM_FONT}`
  );
}

/** The CSS custom properties for a configuration (defaults where a value is missing). */
export function themeVariables(config: ThemeConfig): Record<string, string> {
  const font = config.font?.trim();
  const radius = typeof config.borderRadius === 'number' && config.borderRadius >= 0 ? config.borderRadius : DEFAULT_THEME.borderRadius;
  return {
    '--asp-color-primary': config.primaryColor || DEFAULT_THEME.primaryColor,
    '--asp-color-secondary': config.secondaryColor || DEFAULT_THEME.secondaryColor,
    '--asp-font': font ? fontStack(font) : SYSTEM_FONT,
    '--asp-radius': `${radius}px`,
  };
}

/** Makes the head hold exactly the `<link>`s of `hrefs` among those marked with `marker`. */
function syncLinks(doc: Document, marker: string, rel: string, hrefs: readonly string[]): void {
  const existing = [...doc.head.querySelectorAll<HTMLLinkElement>(`link[${marker}]`)];
  for (const link of existing) if (!hrefs.includes(link.getAttribute('href') ?? '')) link.remove();
  for (const href of hrefs) {
    if (existing.some((link) => link.isConnected && link.getAttribute('href') === href)) continue;
    const link = doc.createElement('link');
    link.rel = rel;
    link.setAttribute('href', href);
    link.setAttribute(marker, '');
    doc.head.appendChild(link);
  }
}

/**
 * Applies the configured theme as CSS custom properties on the root element
 * (DESIGN.md §9), loads the configured font's stylesheets, sets the favicon and keeps
 * <meta name="theme-color"> in step (storefront.md §2.14). It runs with the start-up
 * data of every page load, so a saved configuration shows without a rebuild.
 */
export function applyTheme(config: ThemeConfig, root: HTMLElement | undefined = globalThis.document?.documentElement): void {
  if (!root) return;
  const variables = themeVariables(config);
  for (const [name, value] of Object.entries(variables)) root.style.setProperty(name, value);
  const doc = root.ownerDocument;
  let meta = doc.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  if (!meta) {
    meta = doc.createElement('meta');
    meta.name = 'theme-color';
    doc.head.appendChild(meta);
  }
  meta.content = variables['--asp-color-primary'];
  syncLinks(doc, 'data-asp-font', 'stylesheet', fontStylesheets(config.font));
  syncLinks(doc, 'data-asp-favicon', 'icon', config.favicon ? [uploadUrl(config.favicon)] : []);
}
