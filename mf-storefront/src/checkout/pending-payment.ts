import type { StoredCart } from '@asp/web-kit';
import type { CheckoutVariant } from './checkout-model';

/**
 * The cart of an order that left for an online payment page. The cart is emptied when
 * the browser leaves (after a paid order the status page must not find the old cart),
 * and kept here for the browser session: when the payment fails, the provider sends the
 * customer to /store/{branch}/checkout/error, which puts the cart back so they can try
 * again (storefront.md §4 Submit, §8 checkout_error).
 */
export const PENDING_PAYMENT_KEY = 'asp.checkout.pendingPayment';
/** A snapshot older than this belongs to an abandoned payment and is not restored. */
export const PENDING_PAYMENT_MAX_AGE_MS = 6 * 60 * 60 * 1000;

export interface PendingPayment {
  cartKey: string;
  variant: CheckoutVariant;
  branchIdentifier: string;
  cart: StoredCart;
  savedAt: number;
}

type SessionArea = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function sessionArea(): SessionArea | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function rememberPendingPayment(pending: Omit<PendingPayment, 'savedAt'>, now = Date.now(), storage = sessionArea()): void {
  try {
    storage?.setItem(PENDING_PAYMENT_KEY, JSON.stringify({ ...pending, savedAt: now }));
  } catch {
    // Without storage the cart cannot come back; the order itself is unaffected.
  }
}

/** The snapshot for this branch, when recent enough; left in place (reading has no effect). */
export function readPendingPayment(branchIdentifier: string, now = Date.now(), storage = sessionArea()): PendingPayment | null {
  let pending: PendingPayment | null = null;
  try {
    pending = JSON.parse(storage?.getItem(PENDING_PAYMENT_KEY) ?? 'null') as PendingPayment | null;
  } catch {
    return null;
  }
  if (!pending || typeof pending !== 'object' || !pending.cart || !Array.isArray(pending.cart.items)) return null;
  if (pending.branchIdentifier !== branchIdentifier || !(now - pending.savedAt < PENDING_PAYMENT_MAX_AGE_MS)) return null;
  return pending;
}

/** Removes the snapshot, whoever it belonged to: it is used once at most. */
export function forgetPendingPayment(storage = sessionArea()): void {
  try {
    storage?.removeItem(PENDING_PAYMENT_KEY);
  } catch {
    // Nothing to forget without storage.
  }
}

/** Takes the snapshot out (once): the one for this branch, when recent enough. */
export function takePendingPayment(branchIdentifier: string, now = Date.now(), storage = sessionArea()): PendingPayment | null {
  const pending = readPendingPayment(branchIdentifier, now, storage);
  forgetPendingPayment(storage);
  return pending;
}
