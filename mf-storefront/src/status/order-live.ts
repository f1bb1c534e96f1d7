import { publicOrderSchema, type PublicOrder } from '@asp/contracts';
import { ORDER_POLL_MS, shouldPollOrder } from '@asp/domain';
import { configureZodForBrowser } from '@asp/web-kit/zod';

// This page chunk parses with zod; the storefront's first load has none (issue 18).
configureZodForBrowser();

/** Path of the public order call under /api (storefront.md §7 getPublicOrder). */
export function publicOrderPath(uid: string, hash: string, action = ''): string {
  return `/orders/public/${encodeURIComponent(uid)}/${encodeURIComponent(hash)}${action ? `/${action}` : ''}`;
}

/** The order's Server-Sent Events stream: `event: order`, data = the full public order. */
export function orderEventsUrl(uid: string, hash: string): string {
  return `/api${publicOrderPath(uid, hash, 'events')}`;
}

/** An `order` event's data, or null when it is not a public order (nothing is applied then). */
export function parseOrderEvent(data: string): PublicOrder | null {
  try {
    const parsed = publicOrderSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * The status poll (storefront.md §4): every 10 seconds until the order is completed,
 * rejected, canceled or failed (0 = no polling). It runs also while the live stream is
 * open — the stream is the fast path, the poll the fallback the spec asks for.
 */
export function statusPollingInterval(order: PublicOrder | undefined): number {
  return order && !shouldPollOrder(order) ? 0 : ORDER_POLL_MS;
}
