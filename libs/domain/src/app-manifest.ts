import { shellTexts } from '@asp/i18n';
import type { ShopConfig } from './types';

/**
 * The installed app (storefront.md §4, §7: PWA): the web app manifest and its icons are
 * made by the gateway from the shop configuration (services/gateway/src/app-manifest.ts);
 * the shell links the manifest while the app plugin is on and its service worker caches both.
 */
export const APP_MANIFEST_PATH = '/manifest.webmanifest';
/** Icons live below `/app-icons/<configuration version>/`, so a new logo or colour is a new URL. */
export const APP_ICONS_PATH = '/app-icons';

export type AppIconPurpose = 'any' | 'maskable';
export interface AppIcon {
  file: string;
  size: number;
  purpose: AppIconPurpose;
}

/** What installing needs (Chromium: 192 and 512 px); the maskable one fills adaptive icon shapes. */
export const APP_ICONS: readonly AppIcon[] = [
  { file: 'icon-192.png', size: 192, purpose: 'any' },
  { file: 'icon-512.png', size: 512, purpose: 'any' },
  { file: 'icon-maskable-512.png', size: 512, purpose: 'maskable' },
];

export const appIconUrl = (version: string, file: string) => `${APP_ICONS_PATH}/${version}/${file}`;

/** Launchers cut longer labels under the icon (Chromium's guideline: 12 characters). */
export const SHORT_NAME_LENGTH = 12;
/** Legal forms at the end of a name: part of the company, not of what the customer taps. */
const LEGAL_FORM = /(?:\s*[,&]?\s*\b(?:GmbH|mbH|AG|KG|OHG|UG|GbR|e\.\s?K\.|e\.\s?V\.|Co\.?)(?=\s|$|[.,&]))+\.?\s*$/i;
/** Trade words every shop of the platform shares: the name after them is what tells shops apart. */
const TRADE_WORDS = /^(?:(?:Land|Hof|Bio)?(?:metzgerei|fleischerei|schlachterei|metzger|fleischer|schlachter))\s+/i;

const DANGLING_END = /(?:\s+(?:&|\+|und|-|–|am|an|im|in|zum|zur|bei|von|vom))+$/i;

export type AppNameConfig = Partial<Pick<ShopConfig, 'shopName' | 'title'>>;

/** The installed app's name: the shop name (as the header shows it), else the title. */
export function appName(config: AppNameConfig): string {
  return config.shopName?.trim() || config.title?.trim() || shellTexts.appFallbackName;
}

/**
 * The label under the icon: the name when it fits; else without legal form and trade word
 * ('Metzgerei Muster GmbH' → 'Muster'); else as many whole words as fit (not ending on '&', 'und', 'am' …); else cut with '…'.
 */
export function appShortName(name: string, max = SHORT_NAME_LENGTH): string {
  const whole = name.trim().replace(/\s+/g, ' ');
  if (whole.length <= max) return whole;
  const withoutForm = whole.replace(LEGAL_FORM, '').trim() || whole;
  if (withoutForm.length <= max) return withoutForm;
  // The trade word is dropped only before another word (TRADE_WORDS ends in a space), never to nothing.
  const distinctive = withoutForm.replace(TRADE_WORDS, '');
  if (distinctive.length <= max) return distinctive;
  let fitted = '';
  for (const word of distinctive.split(' ')) {
    const next = fitted ? `${fitted} ${word}` : word;
    if (next.length > max) break;
    fitted = next;
  }
  // 'Wurst &' or 'Bäckerei und' would end on a word that promises more.
  fitted = fitted.replace(DANGLING_END, '').trim();
  return fitted || `${distinctive.slice(0, max - 1)}…`;
}

/** The letter of the drawn icon when no logo is configured: the first letter or digit of the name. */
export function appInitial(name: string): string {
  const first = /[\p{L}\p{N}]/u.exec(name);
  return first ? first[0].toLocaleUpperCase('de-DE') : '?';
}

/** '#abc' → '#aabbcc', lower case; anything else → null. */
export function normaliseHexColour(colour: string): string | null {
  const hex = colour.trim().toLowerCase();
  if (/^#[0-9a-f]{6}$/.test(hex)) return hex;
  if (/^#[0-9a-f]{3}$/.test(hex)) return `#${[...hex.slice(1)].map((digit) => digit + digit).join('')}`;
  return null;
}

/** WCAG relative luminance of '#rrggbb'. */
function luminance(hex: string): number {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** White or black, whichever contrasts more with the background (the drawn initial's colour). */
export function readableOn(background: string): '#ffffff' | '#000000' {
  const hex = normaliseHexColour(background) ?? '#000000';
  const l = luminance(hex);
  return 1.05 / (l + 0.05) >= (l + 0.05) / 0.05 ? '#ffffff' : '#000000';
}

export interface WebAppManifest {
  id: string;
  name: string;
  short_name: string;
  description?: string;
  lang: 'de';
  dir: 'ltr';
  start_url: string;
  scope: string;
  display: 'standalone';
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: 'image/png'; purpose: AppIconPurpose }[];
}

/**
 * The manifest of the shop's app: its name, the label under the icon, the configured
 * primary colour as theme and splash background (the page's theme-color meta is the same
 * colour), and the icons of this configuration version.
 */
export function webAppManifest(
  config: AppNameConfig & Partial<Pick<ShopConfig, 'primaryColor' | 'seoDescription'>>,
  version: string,
): WebAppManifest {
  const name = appName(config);
  const colour = normaliseHexColour(config.primaryColor ?? '') ?? '#000000';
  const description = config.seoDescription?.trim();
  return {
    id: '/',
    name,
    short_name: appShortName(name),
    ...(description ? { description } : {}),
    lang: 'de',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: colour,
    background_color: colour,
    icons: APP_ICONS.map((icon) => ({
      src: appIconUrl(version, icon.file),
      sizes: `${icon.size}x${icon.size}`,
      type: 'image/png',
      purpose: icon.purpose,
    })),
  };
}
