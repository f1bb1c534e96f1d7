import { z } from 'zod';

/**
 * Fonts (document 1 §3 "Read-only: fonts (looked up by family)", §7 `GET fonts` and the
 * stylesheet `/fonts/google/{family}/style-{variant}.embed.css`). The content service
 * serves the font packages installed with the platform; nothing is downloaded at run time.
 */

/** Document 1 §9: font weights 100 to 900 are named Thin through Black. */
export const FONT_WEIGHT_NAMES = {
  100: 'Thin',
  200: 'ExtraLight',
  300: 'Light',
  400: 'Regular',
  500: 'Medium',
  600: 'SemiBold',
  700: 'Bold',
  800: 'ExtraBold',
  900: 'Black',
} as const;
export type FontWeight = keyof typeof FONT_WEIGHT_NAMES;
export const FONT_WEIGHTS = Object.keys(FONT_WEIGHT_NAMES).map(Number) as FontWeight[];

export const fontStyleSchema = z.enum(['normal', 'italic']);
export type FontStyle = z.infer<typeof fontStyleSchema>;

export const fontWeightSchema = z.object({
  weight: z.number().int(),
  /** 'Thin' … 'Black' (document 1 §9). */
  name: z.string(),
});

export const fontSchema = z.object({
  /** The family name, e.g. 'Open Sans': what the configuration's `font` holds. */
  family: z.string(),
  /** The package id, e.g. 'open-sans'. */
  id: z.string(),
  /** 'sans-serif', 'serif', 'display', … */
  category: z.string(),
  weights: z.array(fontWeightSchema),
  styles: z.array(fontStyleSchema),
  /** Every stylesheet variant: '400', '400italic', … (weight, then 'italic' for the italic style). */
  variants: z.array(z.string()),
});
export type Font = z.infer<typeof fontSchema>;

/** A variant name: '700' or '700italic'. */
export const fontVariant = (weight: number, style: FontStyle = 'normal'): string => `${weight}${style === 'italic' ? 'italic' : ''}`;

// Without zod (issue 18): the shell's theme loads font stylesheets on its first load.
export { FONT_FALLBACK_LOCALS, fontFallbackFamily, fontStylesheetUrl } from './font-urls';
