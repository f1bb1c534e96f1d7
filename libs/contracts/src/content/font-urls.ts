/** The stylesheet of one variant of a family (document 1 §7), served by the content service. Re-exported by font.ts. */
export const fontStylesheetUrl = (family: string, variant: string): string =>
  `/fonts/google/${encodeURIComponent(family)}/style-${variant}.embed.css`;
