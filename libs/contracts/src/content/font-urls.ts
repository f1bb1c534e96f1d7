/** The stylesheet of one variant of a family (document 1 §7), served by the content service. Re-exported by font.ts. */
export const fontStylesheetUrl = (family: string, variant: string): string =>
  `/fonts/google/${encodeURIComponent(family)}/style-${variant}.embed.css`;

/**
 * The local fonts a web font falls back to while it loads, in the order the theme lists
 * them; each gets its own face scaled to the web font's metrics (content service
 * font-fallbacks.ts), named by `fontFallbackFamily` (the naming of @capsizecss/core).
 */
export const FONT_FALLBACK_LOCALS = ['Arial', 'Liberation Sans', 'Roboto', 'DejaVu Sans'] as const;
export const fontFallbackFamily = (family: string, local: (typeof FONT_FALLBACK_LOCALS)[number]): string => `${family} Fallback: ${local}`;
