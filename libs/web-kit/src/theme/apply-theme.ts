/** The theme part of the shop configuration (document 1 §3 "two theme colours, font, border radius"). */
export interface ThemeConfig {
  primaryColor?: string | null;
  secondaryColor?: string | null;
  /** Font family name; '' = the system font. */
  font?: string | null;
  /** Border radius in px. */
  borderRadius?: number | null;
}

/** Document 1 §9: theme colours #000000 and #333333. */
export const DEFAULT_THEME = { primaryColor: '#000000', secondaryColor: '#333333', borderRadius: 0 } as const;

const SYSTEM_FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

/** The CSS custom properties for a configuration (defaults where a value is missing). */
export function themeVariables(config: ThemeConfig): Record<string, string> {
  const font = config.font?.trim();
  const radius = typeof config.borderRadius === 'number' && config.borderRadius >= 0 ? config.borderRadius : DEFAULT_THEME.borderRadius;
  return {
    '--asp-color-primary': config.primaryColor || DEFAULT_THEME.primaryColor,
    '--asp-color-secondary': config.secondaryColor || DEFAULT_THEME.secondaryColor,
    '--asp-font': font ? `"${font.replace(/["\\]/g, '')}", ${SYSTEM_FONT}` : SYSTEM_FONT,
    '--asp-radius': `${radius}px`,
  };
}

/**
 * Applies the configured theme as CSS custom properties on the root element
 * (DESIGN.md §9) and keeps <meta name="theme-color"> in step (storefront.md §2.14).
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
}
