import sharp from 'sharp';
import { APP_ICONS, appInitial, readableOn, type AppIcon } from '@asp/domain';
import type { FastifyBaseLogger } from 'fastify';

/**
 * The drawn initial's typeface: a font of a package the platform ships (package.json
 * `dependencies`), so the letter looks the same on every machine — the slim production
 * image has no system fonts for pango to fall back on. A TrueType file, because the pango
 * in sharp's libvips reads no WOFF (the @fontsource packages ship only WOFF and WOFF2).
 */
const INITIAL_FONT_FILE = '@expo-google-fonts/open-sans/700Bold/OpenSans_700Bold.ttf';
/** Size the letter is set in before it is trimmed to its ink and scaled into the icon. */
const INITIAL_POINTS = 400;
/** Share of the icon side the logo may take on an 'any' icon (10 % margin all round). */
const ANY_LOGO_SHARE = 0.8;
/**
 * Maskable icons are cut to a circle, squircle or rounded square by the launcher; only the
 * centre circle of 80 % of the side is always shown (W3C manifest spec, "safe zone").
 */
const SAFE_ZONE_DIAMETER = 0.8;
/** The letter's box: half the side, so its corners stay inside the safe zone (0.5·√2 < 0.8). */
const INITIAL_SHARE = 0.5;
/** A logo upload is at most a few thousand pixels; anything beyond is refused, not decoded. */
const LIMIT_INPUT_PIXELS = 50_000_000;

export interface AppIconSource {
  /** '#rrggbb': the configured primary colour, the icons' background. */
  colour: string;
  /** The shop's name: its initial is drawn when there is no logo. */
  name: string;
  /** The configured logo's bytes (any format sharp reads: PNG, JPEG, WebP, GIF, SVG); null: none. */
  logo: Buffer | null;
}

/** Width and height of a `aspect` (width / height) box whose diagonal is `diagonal`: it fits the safe circle. */
function boxInCircle(diagonal: number, aspect: number): { width: number; height: number } {
  const height = diagonal / Math.sqrt(1 + aspect * aspect);
  return { width: Math.max(1, Math.floor(height * aspect)), height: Math.max(1, Math.floor(height)) };
}

/** The space the logo may take on one icon. */
function logoBox(icon: AppIcon, aspect: number): { width: number; height: number } {
  if (icon.purpose === 'maskable') return boxInCircle(icon.size * SAFE_ZONE_DIAMETER, aspect);
  const side = Math.floor(icon.size * ANY_LOGO_SHARE);
  return { width: side, height: side };
}

/** The logo as a PNG with transparency; a vector logo is rasterised sharp, not blown up from 72 dpi. */
async function logoRaster(logo: Buffer): Promise<{ image: Buffer; aspect: number }> {
  const meta = await sharp(logo, { limitInputPixels: LIMIT_INPUT_PIXELS }).metadata();
  const largest = Math.max(...APP_ICONS.map((icon) => icon.size));
  const longest = Math.max(meta.width ?? 1, meta.height ?? 1);
  // Raster formats carry their own pixels; an SVG's are as many as the density asks for.
  const density = meta.format === 'svg' ? Math.min(2400, Math.max(72, Math.ceil((72 * largest) / longest))) : undefined;
  const image = await sharp(logo, { limitInputPixels: LIMIT_INPUT_PIXELS, animated: false, ...(density ? { density } : {}) })
    .rotate()
    .ensureAlpha()
    .png()
    .toBuffer({ resolveWithObject: true });
  return { image: image.data, aspect: image.info.width / Math.max(1, image.info.height) };
}

const escapeMarkup = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The shop's initial in white or black (whichever reads on the colour), trimmed to its ink. */
async function initialRaster(name: string, colour: string): Promise<{ image: Buffer; aspect: number }> {
  const fontfile = require.resolve(INITIAL_FONT_FILE);
  const glyph = await sharp({
    text: {
      text: `<span foreground="${readableOn(colour)}">${escapeMarkup(appInitial(name))}</span>`,
      font: `Open Sans Bold ${INITIAL_POINTS}`,
      fontfile,
      rgba: true,
      dpi: 72,
    },
  })
    .png()
    .toBuffer();
  // The text image is a whole line (ascender to descender): trimmed, the letter itself is centred.
  const trimmed = await sharp(glyph).trim().png().toBuffer({ resolveWithObject: true });
  return { image: trimmed.data, aspect: trimmed.info.width / Math.max(1, trimmed.info.height) };
}

async function drawIcon(icon: AppIcon, colour: string, mark: { image: Buffer; aspect: number } | null, isLogo: boolean) {
  const canvas = sharp({ create: { width: icon.size, height: icon.size, channels: 4, background: colour } });
  if (!mark) return canvas.png({ compressionLevel: 9 }).toBuffer();
  const box = isLogo ? logoBox(icon, mark.aspect) : boxInCircle(icon.size * INITIAL_SHARE * Math.SQRT2, mark.aspect);
  const fitted = await sharp(mark.image).resize(box.width, box.height, { fit: 'inside' }).png().toBuffer();
  return canvas
    .composite([{ input: fitted, gravity: 'centre' }])
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/**
 * The app's PNG icons (APP_ICONS: 192 and 512 px, and the maskable 512 px one): the logo
 * on the primary colour — as the page header shows it — inside a margin, on the maskable
 * icon inside the safe zone; without a logo (or one sharp cannot read) the shop's initial,
 * so the app can be installed all the same. Keyed by file name.
 */
export async function drawAppIcons(source: AppIconSource, log: FastifyBaseLogger): Promise<Map<string, Buffer>> {
  let mark: { image: Buffer; aspect: number } | null = null;
  let isLogo = false;
  if (source.logo) {
    try {
      mark = await logoRaster(source.logo);
      isLogo = true;
    } catch (error) {
      log.warn({ err: error }, 'app icons: the configured logo cannot be read; the initial is drawn instead');
    }
  }
  if (!mark) {
    // Without pango's text support the plain colour still makes an installable icon.
    mark = await initialRaster(source.name, source.colour).catch((error: unknown) => {
      log.warn({ err: error }, 'app icons: the initial cannot be drawn; plain icons');
      return null;
    });
  }
  const drawn = await Promise.all(APP_ICONS.map(async (icon) => [icon.file, await drawIcon(icon, source.colour, mark, isLogo)] as const));
  return new Map(drawn);
}
