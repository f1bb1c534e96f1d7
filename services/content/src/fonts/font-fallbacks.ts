import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createFontStack } from '@capsizecss/core';
import { fromBuffer } from '@capsizecss/unpack';
import { FONT_FALLBACK_LOCALS } from '@asp/contracts';
import type { InstalledFont } from './font-catalog';

/**
 * Metric-compatible fallbacks (issue 18 "no layout shift"): while the configured web font
 * loads (`font-display: swap`), the text is set in a local font scaled to the web font's
 * average letter width and with its ascent, descent and line gap, so the swap moves
 * nothing. @capsizecss/unpack reads the web font's metrics from its own woff2 file, and
 * @capsizecss/core computes the `size-adjust` and `*-override` descriptors (the method
 * Next.js and Nuxt use for the same purpose).
 *
 * One face per local font a phone or computer may have (the first one present wins, in
 * the order of the theme's font stack, web-kit apply-theme.ts). Their metrics are
 * constants: Arial and Roboto as @capsizecss/metrics publishes them; Liberation Sans is
 * metric-compatible with Arial (Linux desktops); DejaVu Sans (Debian's default sans, also
 * the CI machine's only font) measured with @capsizecss/unpack from fonts-dejavu-core 2.37.
 */
interface LocalFontMetrics {
  familyName: (typeof FONT_FALLBACK_LOCALS)[number];
  fullName: string;
  postscriptName: string;
  ascent: number;
  descent: number;
  lineGap: number;
  unitsPerEm: number;
  xWidthAvg: number;
}

type Weight = 'regular' | 'bold';
const LOCAL_FONTS: Record<Weight, LocalFontMetrics[]> = {
  regular: [
    {
      familyName: 'Arial',
      fullName: 'Arial',
      postscriptName: 'ArialMT',
      ascent: 1854,
      descent: -434,
      lineGap: 67,
      unitsPerEm: 2048,
      xWidthAvg: 913,
    },
    {
      familyName: 'Liberation Sans',
      fullName: 'Liberation Sans',
      postscriptName: 'LiberationSans',
      ascent: 1854,
      descent: -434,
      lineGap: 67,
      unitsPerEm: 2048,
      xWidthAvg: 913,
    },
    {
      familyName: 'Roboto',
      fullName: 'Roboto',
      postscriptName: 'Roboto-Regular',
      ascent: 1900,
      descent: -500,
      lineGap: 0,
      unitsPerEm: 2048,
      xWidthAvg: 911,
    },
    {
      familyName: 'DejaVu Sans',
      fullName: 'DejaVu Sans',
      postscriptName: 'DejaVuSans',
      ascent: 1901,
      descent: -483,
      lineGap: 0,
      unitsPerEm: 2048,
      xWidthAvg: 1041,
    },
  ],
  bold: [
    {
      familyName: 'Arial',
      fullName: 'Arial Bold',
      postscriptName: 'Arial-BoldMT',
      ascent: 1854,
      descent: -434,
      lineGap: 67,
      unitsPerEm: 2048,
      xWidthAvg: 983,
    },
    {
      familyName: 'Liberation Sans',
      fullName: 'Liberation Sans Bold',
      postscriptName: 'LiberationSans-Bold',
      ascent: 1854,
      descent: -434,
      lineGap: 67,
      unitsPerEm: 2048,
      xWidthAvg: 983,
    },
    {
      familyName: 'Roboto',
      fullName: 'Roboto Bold',
      postscriptName: 'Roboto-Bold',
      ascent: 1900,
      descent: -500,
      lineGap: 0,
      unitsPerEm: 2048,
      xWidthAvg: 926,
    },
    {
      familyName: 'DejaVu Sans',
      fullName: 'DejaVu Sans Bold',
      postscriptName: 'DejaVuSans-Bold',
      ascent: 1901,
      descent: -483,
      lineGap: 0,
      unitsPerEm: 2048,
      xWidthAvg: 1176,
    },
  ],
};

/** The latin file of one weight (the subset German text uses; capsize's width average is over latin). */
function latinFile(entry: InstalledFont, weight: number, italic: boolean): string {
  return path.join(entry.filesDir, `${entry.font.id}-latin-${weight}-${italic ? 'italic' : 'normal'}.woff2`);
}

/**
 * The @font-face rules of the fallbacks for one variant of a family: named as
 * `fontFallbackFamily` (@asp/contracts) says, weight and style as the variant's. Empty
 * when the family has no latin file for it (nothing to measure).
 */
export async function fallbackFontFaces(entry: InstalledFont, weight: number, italic: boolean): Promise<string> {
  const file = await readFile(latinFile(entry, weight, italic)).catch(() => undefined);
  if (!file) return '';
  const metrics = await fromBuffer(file);
  const locals = LOCAL_FONTS[weight >= 600 ? 'bold' : 'regular'];
  const { fontFaces } = createFontStack([{ ...metrics, familyName: entry.font.family }, ...locals], {
    fontFaceFormat: 'styleString',
    fontFaceProperties: { fontWeight: String(weight), fontStyle: italic ? 'italic' : 'normal' },
  });
  return fontFaces;
}
