import { cartItemCount, type CartItem } from '@asp/domain';
import { CART_CHANGED_EVENT, emitWindowEvent, onWindowEvent } from '../events';

/**
 * The shop cart in the browser (storefront.md §3 "Cart", §7 "cart load, save, clear,
 * removeItem"): one cart per branch identifier, or under 'default' (checkout variant 1,
 * the /shop routes and the status page), kept in localStorage so it survives reloads.
 *
 * Every bundle on the page (shell, storefront) has its own copy of this module, so
 * nothing is kept in module state: the storage is the truth and every save announces
 * itself with the window event 'asp:cart-changed' ({ cartKey, itemCount }), which the
 * shell's header badge follows. Changes made in another tab arrive as the browser's
 * 'storage' event and are announced the same way (see onCartChanged).
 */

/** localStorage key prefix of the carts: 'asp.cart.konstanz', 'asp.cart.default'. */
export const CART_STORAGE_PREFIX = 'asp.cart.';
/** The cart key without a branch (storefront.md §3). */
export const DEFAULT_CART_KEY = 'default';
/**
 * localStorage key of the cart the storefront showed last, so the header badge on a
 * page without a cart of its own (the website, '/') counts the right one. Deliberately
 * outside the 'asp.cart.' prefix: a branch could be called 'active'.
 */
export const ACTIVE_CART_STORAGE_KEY = 'asp.activeCart';

/** What is stored per cart: storefront.md §3 "Cart: items, isDelivery, isDineIn, deliveryArea". */
export interface StoredCart {
  items: CartItem[];
  isDelivery: boolean;
  isDineIn: boolean;
  deliveryArea: string | null;
}

/** detail of 'asp:cart-changed' (as declared in ../events.ts). */
export interface CartChangedDetail {
  cartKey: string;
  itemCount: number;
}

/** The minimal Storage surface used here (tests pass an in-memory one). */
export type CartStorageArea = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function browserStorage(): CartStorageArea | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Some browsers throw on access when storage is disabled; the cart then lives in memory only.
    return null;
  }
}

export function emptyStoredCart(): StoredCart {
  return { items: [], isDelivery: false, isDineIn: false, deliveryArea: null };
}

/** The cart key of a branch: its identifier, or 'default' without one. */
export function cartKeyFor(branchIdentifier?: string | null): string {
  return branchIdentifier ? branchIdentifier : DEFAULT_CART_KEY;
}

/** The localStorage key of a cart. */
export function cartStorageKey(cartKey: string): string {
  return `${CART_STORAGE_PREFIX}${cartKey}`;
}

/**
 * The cart a storefront path works with (storefront.md §3): /store/{branch}/… (the
 * older route set, checkout variant 2) keeps one cart per branch; /shop/… (variant 1)
 * and /status/… use 'default'. Other paths have no cart of their own (null).
 */
export function cartKeyForPath(pathname: string): string | null {
  const store = /^\/store\/([^/]+)/.exec(pathname);
  if (store) return decodeURIComponent(store[1]);
  if (pathname === '/shop' || pathname.startsWith('/shop/') || pathname.startsWith('/status/')) return DEFAULT_CART_KEY;
  return null;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** A stored item is kept only when it still has the shape the price rules need. */
function isCartItem(value: unknown): value is CartItem {
  if (!isObject(value) || !isObject(value.product)) return false;
  const product = value.product;
  return (
    (typeof product.id === 'number' || typeof product.id === 'string') &&
    typeof product.price === 'number' &&
    typeof value.amount === 'number' &&
    Number.isFinite(value.amount) &&
    typeof value.unit === 'string'
  );
}

/** Reads a stored cart text; anything unreadable gives null (the cart then starts empty). */
export function parseStoredCart(text: string | null): StoredCart | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isObject(value)) return null;
  return {
    items: Array.isArray(value.items) ? value.items.filter(isCartItem) : [],
    isDelivery: value.isDelivery === true,
    isDineIn: value.isDineIn === true && value.isDelivery !== true,
    deliveryArea: typeof value.deliveryArea === 'string' && value.deliveryArea ? value.deliveryArea : null,
  };
}

/** Whether a cart was ever saved under the key (the delivery type default applies only when not). */
export function hasStoredCart(cartKey: string, storage: CartStorageArea | null = browserStorage()): boolean {
  return parseStoredCart(readItem(storage, cartStorageKey(cartKey))) !== null;
}

/** Loads a cart ('cart load'); an unknown or unreadable one is empty. */
export function loadStoredCart(cartKey: string, storage: CartStorageArea | null = browserStorage()): StoredCart {
  return parseStoredCart(readItem(storage, cartStorageKey(cartKey))) ?? emptyStoredCart();
}

/** Saves a cart ('cart save') and announces it with 'asp:cart-changed'. */
export function saveStoredCart(cartKey: string, cart: StoredCart, storage: CartStorageArea | null = browserStorage()): void {
  const stored: StoredCart = {
    items: cart.items,
    isDelivery: cart.isDelivery,
    isDineIn: cart.isDineIn && !cart.isDelivery,
    deliveryArea: cart.deliveryArea ?? null,
  };
  writeItem(storage, cartStorageKey(cartKey), JSON.stringify(stored));
  announce(cartKey, stored);
}

/**
 * Empties a cart ('cart clear', after an order): the items go, the chosen delivery type
 * and area stay as the customer's preference for the next order.
 */
export function clearStoredCart(cartKey: string, storage: CartStorageArea | null = browserStorage()): StoredCart {
  const cart = { ...loadStoredCart(cartKey, storage), items: [] };
  saveStoredCart(cartKey, cart, storage);
  return cart;
}

/**
 * Removes every stored cart and the badge's last cart (the administrator's tools on the
 * shop); returns how many carts were removed.
 */
export function clearAllStoredCarts(storage: Pick<Storage, 'length' | 'key' | 'removeItem'>): number {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key?.startsWith(CART_STORAGE_PREFIX)) keys.push(key);
  }
  keys.forEach((key) => storage.removeItem(key));
  storage.removeItem(ACTIVE_CART_STORAGE_KEY);
  return keys.length;
}

/** Removes the item at an index ('cart removeItem') and saves; returns the new cart. */
export function removeStoredCartItem(cartKey: string, index: number, storage: CartStorageArea | null = browserStorage()): StoredCart {
  const current = loadStoredCart(cartKey, storage);
  const cart = { ...current, items: current.items.filter((_, i) => i !== index) };
  saveStoredCart(cartKey, cart, storage);
  return cart;
}

/** Items counted like the header badge counts them (quantity units by amount, others 1 per line). */
export function storedCartItemCount(cart: Pick<StoredCart, 'items'>): number {
  return cartItemCount(cart.items);
}

/** Remembers which cart the storefront shows (for the badge elsewhere) and announces it. */
export function setActiveCartKey(cartKey: string, storage: CartStorageArea | null = browserStorage()): void {
  writeItem(storage, ACTIVE_CART_STORAGE_KEY, cartKey);
  announce(cartKey, loadStoredCart(cartKey, storage));
}

/** The cart the storefront showed last ('default' when none yet). */
export function getActiveCartKey(storage: CartStorageArea | null = browserStorage()): string {
  return readItem(storage, ACTIVE_CART_STORAGE_KEY) || DEFAULT_CART_KEY;
}

/**
 * The cart whose count the header badge shows on a path: the path's own cart, else the
 * one the storefront showed last.
 */
export function badgeCartKey(pathname: string, storage: CartStorageArea | null = browserStorage()): string {
  return cartKeyForPath(pathname) ?? getActiveCartKey(storage);
}

/**
 * Listens to cart changes of this page ('asp:cart-changed') and of other tabs (the
 * browser's 'storage' event on an 'asp.cart.' key); returns the unsubscribe function.
 */
export function onCartChanged(listener: (detail: CartChangedDetail) => void): () => void {
  const offPage = onWindowEvent<CartChangedDetail>(CART_CHANGED_EVENT, (detail) => {
    if (detail && typeof detail.cartKey === 'string') listener(detail);
  });
  if (typeof window === 'undefined') return offPage;
  const onStorage = (event: StorageEvent) => {
    if (!event.key?.startsWith(CART_STORAGE_PREFIX)) return;
    const cartKey = event.key.slice(CART_STORAGE_PREFIX.length);
    listener({ cartKey, itemCount: storedCartItemCount(parseStoredCart(event.newValue) ?? emptyStoredCart()) });
  };
  window.addEventListener('storage', onStorage);
  return () => {
    offPage();
    window.removeEventListener('storage', onStorage);
  };
}

function announce(cartKey: string, cart: StoredCart): void {
  emitWindowEvent<CartChangedDetail>(CART_CHANGED_EVENT, { cartKey, itemCount: storedCartItemCount(cart) });
}

function readItem(storage: CartStorageArea | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function writeItem(storage: CartStorageArea | null, key: string, value: string): void {
  try {
    storage?.setItem(key, value);
  } catch {
    // Storage full or disabled: the cart stays usable on this page, it just does not survive a reload.
  }
}
