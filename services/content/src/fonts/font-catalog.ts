import { readFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fallbackFontFaces } from './font-fallbacks';
import { FONT_WEIGHT_NAMES, fontVariant, type Font, type FontStyle, type FontWeight } from '@asp/contracts';

/**
 * The font packages the platform ships (package.json `dependencies`, so production
 * images carry them): the configuration's font choice is one of these. Adding a family
 * means installing its @fontsource package and naming it here.
 */
export const FONT_PACKAGES = [
  '@fontsource/lato',
  '@fontsource/merriweather',
  '@fontsource/montserrat',
  '@fontsource/open-sans',
  '@fontsource/oswald',
  '@fontsource/playfair-display',
  '@fontsource/roboto',
  '@fontsource/source-sans-3',
] as const;

/** What the content service knows of one installed family. */
export interface InstalledFont {
  font: Font;
  /** The package version: part of the file URLs, so a new release gets new URLs. */
  version: string;
  /** The package's `files` folder with the woff2 files. */
  filesDir: string;
  /** The package folder with one stylesheet per weight and style ('400.css', '400-italic.css'). */
  packageDir: string;
}

interface FontsourceMetadata {
  id: string;
  family: string;
  category: string;
  weights: number[];
  styles: string[];
}

const isWeight = (weight: number): weight is FontWeight => weight in FONT_WEIGHT_NAMES;
const isStyle = (style: string): style is FontStyle => style === 'normal' || style === 'italic';

function readInstalledFont(packageName: string): InstalledFont {
  const packageDir = path.dirname(require.resolve(`${packageName}/package.json`));
  const manifest = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as { version: string };
  const metadata = JSON.parse(readFileSync(path.join(packageDir, 'metadata.json'), 'utf8')) as FontsourceMetadata;
  const weights = metadata.weights.filter(isWeight).sort((a, b) => a - b);
  // Normal first: the list reads 'normal, italic' like the weights read light to heavy.
  const styles = metadata.styles.filter(isStyle).sort((a, b) => (a === b ? 0 : a === 'normal' ? -1 : 1));
  return {
    font: {
      family: metadata.family,
      id: metadata.id,
      category: metadata.category,
      weights: weights.map((weight) => ({ weight, name: FONT_WEIGHT_NAMES[weight] })),
      styles,
      variants: weights.flatMap((weight) => styles.map((style) => fontVariant(weight, style))),
    },
    version: manifest.version,
    filesDir: path.join(packageDir, 'files'),
    packageDir,
  };
}

/** A family key: 'Open Sans', 'open sans', 'Open+Sans' and 'open-sans' are the same family. */
const familyKey = (family: string) =>
  family
    .trim()
    .toLowerCase()
    .replace(/[\s+_-]+/g, ' ');

const VARIANT = /^(\d{3})(italic)?$/;
// Google's own names for the 400 variants.
const VARIANT_ALIASES: Record<string, string> = { regular: '400', italic: '400italic' };
const WOFF2_FILE = /^[a-z0-9-]{1,120}\.woff2$/;

export class FontCatalog {
  private readonly byKey: Map<string, InstalledFont>;
  /** Built stylesheets per family and variant (document 1 §7: cached per family and variant); the packages never change while running. */
  private readonly stylesheets = new Map<string, Promise<string>>();

  constructor(readonly installed: InstalledFont[]) {
    this.byKey = new Map(
      installed.flatMap((entry) => [[familyKey(entry.font.family), entry] as const, [familyKey(entry.font.id), entry] as const]),
    );
  }

  /** Every family, by name. */
  list(): Font[] {
    return this.installed.map((entry) => entry.font).sort((a, b) => a.family.localeCompare(b.family));
  }

  find(family: string): InstalledFont | undefined {
    return this.byKey.get(familyKey(family));
  }

  /**
   * The embed stylesheet of one variant: the package's @font-face rules (one per subset,
   * each with its unicode-range, so a browser loads only the subsets a page uses) with
   * their URLs pointing to this service's woff2 files. Undefined for a variant the family lacks.
   */
  async stylesheet(entry: InstalledFont, variant: string): Promise<string | undefined> {
    const match = VARIANT.exec(VARIANT_ALIASES[variant] ?? variant);
    if (!match || !entry.font.variants.includes(match[0])) return undefined;
    const key = `${entry.font.id}/${match[0]}`;
    let built = this.stylesheets.get(key);
    if (!built) {
      built = this.buildStylesheet(entry, Number(match[1]), Boolean(match[2]));
      this.stylesheets.set(key, built);
      // A failed read is not kept: the next request tries again.
      void built.catch(() => this.stylesheets.delete(key));
    }
    return built;
  }

  private async buildStylesheet(entry: InstalledFont, weight: number, italic: boolean): Promise<string> {
    const css = await readFile(path.join(entry.packageDir, `${weight}${italic ? '-italic' : ''}.css`), 'utf8');
    const base = `/fonts/google/${encodeURIComponent(entry.font.family)}/files`;
    // The metric-compatible local faces follow the package's rules (font-fallbacks.ts).
    const fallbacks = await fallbackFontFaces(entry, weight, italic);
    return (
      css
        // woff2 only: every browser the shop supports reads it, and the woff fallback doubles the rules.
        .replace(/,\s*url\(\.\/files\/[^)]+\.woff\) format\('woff'\)/g, '')
        .replace(/url\(\.\/files\/([a-z0-9-]+\.woff2)\)/g, (_all, name: string) => `url(${base}/${name}?v=${entry.version})`) +
      (fallbacks ? `\n/* metric-compatible fallbacks while the font loads */\n${fallbacks}\n` : '')
    );
  }

  /** The path of a woff2 file of the family, if it has one by that name. */
  async fontFile(entry: InstalledFont, name: string): Promise<{ path: string; size: number; modified: Date } | undefined> {
    if (!WOFF2_FILE.test(name)) return undefined;
    const file = path.join(entry.filesDir, name);
    const info = await stat(file).catch(() => undefined);
    return info?.isFile() ? { path: file, size: info.size, modified: info.mtime } : undefined;
  }
}

let shared: FontCatalog | undefined;
/** The installed families, read once (the packages do not change while the service runs). */
export function installedFonts(): FontCatalog {
  shared ??= new FontCatalog(FONT_PACKAGES.map(readInstalledFont));
  return shared;
}
