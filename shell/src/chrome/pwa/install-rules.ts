/**
 * Rules of app install and update (storefront.md §2.3, §4, §9).
 */
export const PWA_DISMISS_COOKIE = 'pwa-dismiss';
/** The dismissal lasts one month. */
export const PWA_DISMISS_DAYS = 30;
/** Install prompt delay after accepting the cookie banner, and when consent was given before. */
export const INSTALL_PROMPT_DELAY_AFTER_ACCEPT_MS = 250;
export const INSTALL_PROMPT_DELAY_MS = 5000;
/** Update check 2.5 s after start, then every 30 minutes. */
export const UPDATE_CHECK_DELAY_MS = 2500;
export const UPDATE_CHECK_INTERVAL_MS = 30 * 60 * 1000;
export const SERVICE_WORKER_URL = '/service-worker.js';

export interface InstallConditions {
  pluginEnabled: boolean;
  selfService: boolean;
  /** Running as an installed app (display-mode standalone, or iOS navigator.standalone). */
  standalone: boolean;
  /** The browser can install (service workers available). */
  supported: boolean;
  /** A service worker registration exists (the app was installed through the prompt). */
  registered: boolean;
}

/** The header's install link (storefront.md §2.3). */
export function showInstallLink(c: InstallConditions): boolean {
  return c.pluginEnabled && !c.selfService && !c.standalone && c.supported && !c.registered;
}

/**
 * The install prompt (storefront.md §4): skipped when installed or standalone, installing
 * is unsupported, a registration exists, the pwa-dismiss cookie is 'true', or the app
 * plugin is off.
 */
export function shouldOfferInstall(c: InstallConditions & { dismissed: boolean }): boolean {
  return showInstallLink(c) && !c.dismissed;
}

export type InstallPlatform = 'android' | 'ios' | 'ipad' | 'other';

/** Which install instructions fit the device (iPadOS reports a Mac with touch points). */
export function installPlatform(userAgent: string, maxTouchPoints = 0): InstallPlatform {
  if (/android/i.test(userAgent)) return 'android';
  if (/ipad/i.test(userAgent) || (/macintosh/i.test(userAgent) && maxTouchPoints > 1)) return 'ipad';
  if (/iphone|ipod/i.test(userAgent)) return 'ios';
  return 'other';
}
