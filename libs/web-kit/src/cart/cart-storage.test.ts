import type { CartItem } from '@asp/domain';
import { CART_CHANGED_EVENT } from '../events';
import {
  badgeCartKey,
  cartKeyFor,
  cartKeyForPath,
  clearStoredCart,
  getActiveCartKey,
  hasStoredCart,
  loadStoredCart,
  onCartChanged,
  removeStoredCartItem,
  saveStoredCart,
  setActiveCartKey,
  type CartChangedDetail,
  type CartStorageArea,
} from './cart-storage';

/** localStorage's surface over a Map, so the test sees exactly what was written. */
function memoryStorage(): CartStorageArea & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, String(value)),
    removeItem: (key) => void data.delete(key),
  };
}

const product = (id: number, unit: CartItem['unit'] = 'piece') =>
  ({ id, name: `Produkt ${id}`, price: 2.5, unit, tax: 7, isEnabled: true, isPublic: true }) as CartItem['product'];

const item = (id: number, amount: number, unit: CartItem['unit'] = 'piece'): CartItem => ({
  product: product(id, unit),
  amount,
  unit,
  parts: [],
});

/** jest runs in Node: a bare EventTarget stands in for the page's window. */
const events: CartChangedDetail[] = [];
beforeAll(() => {
  (globalThis as { window?: unknown }).window = new EventTarget();
  window.addEventListener(CART_CHANGED_EVENT, (event) => events.push((event as CustomEvent<CartChangedDetail>).detail));
});
afterAll(() => {
  delete (globalThis as { window?: unknown }).window;
});
beforeEach(() => {
  events.length = 0;
});

describe('cart keys (storefront.md §3)', () => {
  it('keeps one cart per branch identifier, else default', () => {
    expect(cartKeyFor('konstanz')).toBe('konstanz');
    expect(cartKeyFor(null)).toBe('default');
    expect(cartKeyFor('')).toBe('default');
  });

  it('uses the branch cart on /store routes and default on /shop and /status', () => {
    expect(cartKeyForPath('/store/konstanz')).toBe('konstanz');
    expect(cartKeyForPath('/store/konstanz/checkout')).toBe('konstanz');
    expect(cartKeyForPath('/shop')).toBe('default');
    expect(cartKeyForPath('/shop/konstanz/checkout')).toBe('default');
    expect(cartKeyForPath('/status/abc/def')).toBe('default');
    expect(cartKeyForPath('/')).toBeNull();
    expect(cartKeyForPath('/shopping')).toBeNull();
  });
});

describe('cart storage', () => {
  it('saves under asp.cart.{key}, loads it back and announces the item count', () => {
    const storage = memoryStorage();
    saveStoredCart(
      'konstanz',
      { items: [item(1, 3), item(2, 0.5, 'kilogram')], isDelivery: true, isDineIn: false, deliveryArea: '78462 Konstanz' },
      storage,
    );
    expect([...storage.data.keys()]).toEqual(['asp.cart.konstanz']);
    const loaded = loadStoredCart('konstanz', storage);
    expect(loaded.items.map((i) => [i.product.id, i.amount, i.unit])).toEqual([
      [1, 3, 'piece'],
      [2, 0.5, 'kilogram'],
    ]);
    expect(loaded).toMatchObject({ isDelivery: true, isDineIn: false, deliveryArea: '78462 Konstanz' });
    // 3 pieces count by amount, a weight line counts once (storefront.md §9).
    expect(events).toEqual([{ cartKey: 'konstanz', itemCount: 4 }]);
  });

  it('keeps carts of different branches apart', () => {
    const storage = memoryStorage();
    saveStoredCart('konstanz', { items: [item(1, 1)], isDelivery: false, isDineIn: false, deliveryArea: null }, storage);
    saveStoredCart('default', { items: [item(2, 2), item(3, 1)], isDelivery: false, isDineIn: true, deliveryArea: null }, storage);
    expect(loadStoredCart('konstanz', storage).items).toHaveLength(1);
    expect(loadStoredCart('default', storage).items).toHaveLength(2);
    expect(loadStoredCart('default', storage).isDineIn).toBe(true);
    expect(loadStoredCart('bodman', storage).items).toEqual([]);
  });

  it('tells a saved cart from one never saved', () => {
    const storage = memoryStorage();
    expect(hasStoredCart('konstanz', storage)).toBe(false);
    saveStoredCart('konstanz', { items: [], isDelivery: false, isDineIn: false, deliveryArea: null }, storage);
    expect(hasStoredCart('konstanz', storage)).toBe(true);
  });

  it('starts empty from unreadable data and drops malformed items', () => {
    const storage = memoryStorage();
    storage.setItem('asp.cart.a', '{not json');
    expect(loadStoredCart('a', storage).items).toEqual([]);
    storage.setItem(
      'asp.cart.b',
      JSON.stringify({
        items: [item(1, 2), { product: null, amount: 1 }, { product: { id: 3 }, amount: 'x', unit: 'piece' }],
        isDelivery: true,
        isDineIn: true,
      }),
    );
    const loaded = loadStoredCart('b', storage);
    expect(loaded.items.map((i) => i.product.id)).toEqual([1]);
    // Both flags cannot be on: delivery wins.
    expect(loaded).toMatchObject({ isDelivery: true, isDineIn: false, deliveryArea: null });
  });

  it('removes one item by index', () => {
    const storage = memoryStorage();
    saveStoredCart(
      'default',
      { items: [item(1, 1), item(2, 1), item(3, 1)], isDelivery: false, isDineIn: false, deliveryArea: null },
      storage,
    );
    const cart = removeStoredCartItem('default', 1, storage);
    expect(cart.items.map((i) => i.product.id)).toEqual([1, 3]);
    expect(loadStoredCart('default', storage).items.map((i) => i.product.id)).toEqual([1, 3]);
    expect(events.at(-1)).toEqual({ cartKey: 'default', itemCount: 2 });
  });

  it('clears the items but keeps the delivery type and area', () => {
    const storage = memoryStorage();
    saveStoredCart('owingen', { items: [item(1, 2)], isDelivery: true, isDineIn: false, deliveryArea: 'Owingen' }, storage);
    clearStoredCart('owingen', storage);
    expect(loadStoredCart('owingen', storage)).toEqual({ items: [], isDelivery: true, isDineIn: false, deliveryArea: 'Owingen' });
    expect(events.at(-1)).toEqual({ cartKey: 'owingen', itemCount: 0 });
  });

  it('remembers the active cart for the header badge elsewhere', () => {
    const storage = memoryStorage();
    expect(getActiveCartKey(storage)).toBe('default');
    saveStoredCart('konstanz', { items: [item(1, 5)], isDelivery: false, isDineIn: false, deliveryArea: null }, storage);
    setActiveCartKey('konstanz', storage);
    expect(events.at(-1)).toEqual({ cartKey: 'konstanz', itemCount: 5 });
    expect(badgeCartKey('/site/privacy', storage)).toBe('konstanz');
    expect(badgeCartKey('/shop', storage)).toBe('default');
    // The active marker is not a cart itself.
    expect(loadStoredCart('konstanz', storage).items).toHaveLength(1);
    expect(storage.data.get('asp.activeCart')).toBe('konstanz');
  });

  it('survives a storage that throws (disabled storage)', () => {
    const broken: CartStorageArea = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => undefined,
    };
    expect(() =>
      saveStoredCart('x', { items: [item(1, 1)], isDelivery: false, isDineIn: false, deliveryArea: null }, broken),
    ).not.toThrow();
    expect(loadStoredCart('x', broken).items).toEqual([]);
  });
});

describe('onCartChanged', () => {
  it('hands page events to the listener until unsubscribed', () => {
    const storage = memoryStorage();
    const seen: CartChangedDetail[] = [];
    const off = onCartChanged((detail) => seen.push(detail));
    saveStoredCart('konstanz', { items: [item(1, 2)], isDelivery: false, isDineIn: false, deliveryArea: null }, storage);
    off();
    saveStoredCart('konstanz', { items: [], isDelivery: false, isDineIn: false, deliveryArea: null }, storage);
    expect(seen).toEqual([{ cartKey: 'konstanz', itemCount: 2 }]);
  });

  it('reports carts changed in another tab through the storage event', () => {
    const seen: CartChangedDetail[] = [];
    const off = onCartChanged((detail) => seen.push(detail));
    const storageEvent = (key: string, newValue: string | null) => Object.assign(new Event('storage'), { key, newValue });
    window.dispatchEvent(storageEvent('asp.cart.bodman', JSON.stringify({ items: [item(1, 1), item(2, 2)] })));
    window.dispatchEvent(storageEvent('asp.other', '{}'));
    window.dispatchEvent(storageEvent('asp.cart.bodman', null));
    off();
    expect(seen).toEqual([
      { cartKey: 'bodman', itemCount: 3 },
      { cartKey: 'bodman', itemCount: 0 },
    ]);
  });
});
