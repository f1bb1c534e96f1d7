import type { Fbq } from './third-party-globals';

/**
 * The third-party tracking scripts (storefront.md §4, §7): an ad pixel and a tag
 * manager, loaded only after consent and only when their ids are configured.
 */
export interface ThirdPartyConfig {
  facebookPixelId?: string | null;
  googleTagManagerId?: string | null;
}

export interface ThirdPartyScript {
  /** Element id, so a script is never added twice. */
  id: string;
  src: string;
  kind: 'pixel' | 'tagManager';
  trackingId: string;
}

/** The scripts a page may load: none without consent, one per configured id. */
export function thirdPartyScripts(config: ThirdPartyConfig, consent: boolean): ThirdPartyScript[] {
  if (!consent) return [];
  const scripts: ThirdPartyScript[] = [];
  const pixel = config.facebookPixelId?.trim();
  if (pixel) scripts.push({ id: 'asp-ad-pixel', kind: 'pixel', trackingId: pixel, src: 'https://connect.facebook.net/en_US/fbevents.js' });
  const gtm = config.googleTagManagerId?.trim();
  if (gtm) {
    scripts.push({
      id: 'asp-tag-manager',
      kind: 'tagManager',
      trackingId: gtm,
      src: `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(gtm)}`,
    });
  }
  return scripts;
}

/** The pixel's command queue, as its loader expects to find it before the script runs. */
function installPixelStub(pixelId: string): void {
  if (!window.fbq) {
    const fbq: Fbq = (...args: unknown[]) => {
      if (fbq.callMethod) fbq.callMethod(...args);
      else fbq.queue!.push(args);
    };
    fbq.queue = [];
    fbq.loaded = true;
    fbq.version = '2.0';
    window.fbq = fbq;
    window._fbq = fbq;
  }
  window.fbq('init', pixelId);
  window.fbq('track', 'PageView');
}

/** Adds the allowed scripts to the page once (a no-op for scripts already there). */
export function loadThirdPartyScripts(config: ThirdPartyConfig, consent: boolean): ThirdPartyScript[] {
  if (typeof document === 'undefined') return [];
  const added: ThirdPartyScript[] = [];
  for (const script of thirdPartyScripts(config, consent)) {
    if (document.getElementById(script.id)) continue;
    if (script.kind === 'pixel') installPixelStub(script.trackingId);
    else {
      window.dataLayer = window.dataLayer ?? [];
      window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    }
    const element = document.createElement('script');
    element.id = script.id;
    element.async = true;
    element.src = script.src;
    document.head.appendChild(element);
    added.push(script);
  }
  return added;
}
