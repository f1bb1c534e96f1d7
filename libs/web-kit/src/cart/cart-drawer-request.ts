import { CART_DRAWER_TOGGLE_EVENT, emitWindowEvent } from '../events';
import { pageSlot } from '../page-slot';

/**
 * The header's cart button asks the storefront's cart drawer to open or close
 * (storefront.md §2.3). The drawer belongs to the storefront remote, which may not be in
 * the page yet: on a website page the click first navigates to /shop, and the storefront
 * mounts afterwards. So a request that no mounted drawer host can hear is kept as
 * pending (on the page's window, shared by every bundle like the analytics queue), and
 * the storefront takes it when its cart host mounts.
 */

/** detail of 'asp:cart-drawer-toggle': none toggles; `open` sets the state; `cartKey` names the cart to show. */
export interface CartDrawerRequest {
  open?: boolean;
  /** The cart the header's badge counted, so the drawer shows (and decides on) the same one. */
  cartKey?: string;
}

/** A pending request older than this is dropped (the storefront failed to load and the visitor moved on). */
export const PENDING_CART_DRAWER_MAX_AGE_MS = 15_000;

const hosts = pageSlot<number>('asp.cartDrawer.hosts');
const pendingSlot = pageSlot<Pending>('asp.cartDrawer.pending');

interface Pending {
  request: CartDrawerRequest;
  at: number;
}

/** The storefront's cart host says it listens to the requests; returns the function to call when it unmounts. */
export function registerCartDrawerHost(): () => void {
  hosts.set((hosts.get() ?? 0) + 1);
  let registered = true;
  return () => {
    if (!registered) return;
    registered = false;
    hosts.set(Math.max(0, (hosts.get() ?? 1) - 1));
  };
}

/** Whether a cart drawer host (the storefront) is mounted in the page. */
export function isCartDrawerHostMounted(): boolean {
  return (hosts.get() ?? 0) > 0;
}

/**
 * Sends a request to the mounted storefront ('asp:cart-drawer-toggle'), or, with none
 * mounted, keeps it as an open request for the storefront about to mount (a drawer that
 * is not in the page is closed, so a toggle means open).
 */
export function requestCartDrawer(request: CartDrawerRequest = {}, now: number = Date.now()): void {
  if (isCartDrawerHostMounted()) {
    pendingSlot.set(undefined);
    emitWindowEvent<CartDrawerRequest>(CART_DRAWER_TOGGLE_EVENT, request);
    return;
  }
  if (request.open === false) return;
  pendingSlot.set({ request: { ...request, open: true }, at: now });
}

/** Takes the pending request (once); null when there is none or it is too old. */
export function takePendingCartDrawerRequest(now: number = Date.now()): CartDrawerRequest | null {
  const pending = pendingSlot.get();
  pendingSlot.set(undefined);
  if (!pending || now - pending.at > PENDING_CART_DRAWER_MAX_AGE_MS) return null;
  return pending.request;
}
