import { ApiError, apiRequest } from '../api/client';
import { hasCookieConsent } from '../consent/cookie-consent';
import { pageSlot } from '../page-slot';
import { AnalyticsQueue, type AnalyticsEntry } from './analytics-queue';
import './third-party-globals';

/**
 * The page's one analytics queue. The shell and each remote bundle their own copy of
 * web-kit, so the queue lives on the window under a registered symbol: every bundle
 * pushes into the same queue and the page sends one batch a second.
 */
const queueSlot = pageSlot<AnalyticsQueue>('asp.analytics.queue');

/** 4xx answers (other than 429) will not get better by sending the same batch again. */
export function isRetryableAnalyticsError(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status === 0 || error.status === 429 || error.status >= 500;
}

export function analyticsQueue(): AnalyticsQueue {
  let queue = queueSlot.get();
  if (!queue) {
    queue = new AnalyticsQueue({
      send: (entries) => apiRequest<unknown>('POST', '/analytics-log', { entries }).then(() => undefined),
      hasConsent: () => hasCookieConsent(),
      isRetryable: isRetryableAnalyticsError,
    });
    queueSlot.set(queue);
  }
  return queue;
}

/** One item of a commerce event. */
export interface TrackedItem {
  id?: number | string;
  name: string;
  amount?: number;
  unit?: string;
  price?: number;
}

export interface CommerceData {
  items: TrackedItem[];
  /** Gross price (the item price for add-to-cart, the cart or order total otherwise). */
  price: number;
  /** Default EUR (website.md §6). */
  currency?: string;
}

/** The social pixel's track call on the same events (website.md §6), when its script is loaded. */
function trackPixel(event: string, params?: Record<string, unknown>): void {
  const fbq = globalThis.fbq;
  if (typeof fbq === 'function') fbq('track', event, params);
}

/** The tag manager reads its data layer (loaded only after consent, when its id is set). */
function pushDataLayer(event: string, data: Record<string, unknown>): void {
  const layer = globalThis.dataLayer;
  if (Array.isArray(layer)) layer.push({ event, ...data });
}

/** Queues an entry (nothing without consent); returns whether it was queued. */
export function track(entry: AnalyticsEntry): boolean {
  return analyticsQueue().push(entry);
}

/** A general event ('Submit: {name}' and the like). */
export function trackEvent(category: string, action: string, data: Record<string, unknown> | null = null): boolean {
  return track({ type: 'event', category, action, data });
}

/** The page view, fired by the shell 250 ms after each navigation. */
export function trackPageView(path: string, title: string): boolean {
  const queued = track({ type: 'pageview', category: 'page', action: path, data: { path, title } });
  if (queued) {
    trackPixel('PageView');
    pushDataLayer('pageview', { path, title });
  }
  return queued;
}

function commerce(type: string, pixelEvent: string, data: CommerceData): boolean {
  const payload = { items: data.items, price: data.price, currency: data.currency || 'EUR' };
  const queued = track({ type, category: 'commerce', action: type, data: payload });
  if (queued) {
    trackPixel(pixelEvent, { value: payload.price, currency: payload.currency, num_items: payload.items.length });
    pushDataLayer(type, payload);
  }
  return queued;
}

/** An item was put into the cart (the configurator's save, with the item price). */
export function trackAddToCart(data: CommerceData): boolean {
  return commerce('addtocart', 'AddToCart', data);
}

/** The checkout was opened. */
export function trackInitiateCheckout(data: CommerceData): boolean {
  return commerce('initiatecheckout', 'InitiateCheckout', data);
}

/** An order was placed (items, gross total, currency; storefront.md §4 Submit). */
export function trackPurchase(data: CommerceData): boolean {
  return commerce('purchase', 'Purchase', data);
}

/** Device init (website.md §6): language, screen, window, pixel ratio, orientation, dark mode. */
export function trackDeviceInit(): boolean {
  if (typeof window === 'undefined') return false;
  const { navigator: nav, screen } = window;
  return track({
    type: 'init',
    category: 'device',
    action: 'init',
    data: {
      language: nav.language,
      languages: [...(nav.languages ?? [])],
      userAgent: nav.userAgent,
      referrer: document.referrer,
      screenWidth: screen.width,
      screenHeight: screen.height,
      availableWidth: screen.availWidth,
      availableHeight: screen.availHeight,
      windowWidth: window.innerWidth,
      windowHeight: window.innerHeight,
      pixelRatio: window.devicePixelRatio,
      orientation: screen.orientation?.type ?? null,
      darkMode: window.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false,
    },
  });
}
