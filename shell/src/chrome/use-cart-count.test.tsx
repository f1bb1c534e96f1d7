/** @jest-environment jsdom */
import { saveStoredCart, setActiveCartKey } from '@asp/web-kit';
import { act, renderHook } from '@testing-library/react';
import { useCartCount } from './use-cart-count';

/** A cart with `amount` pieces of one product, as the storefront keeps it. */
function cart(amount: number) {
  return { items: [{ product: { id: 1, price: 2.5 }, amount, unit: 'piece' }], isDelivery: false, isDineIn: false, deliveryArea: null };
}

/** Stored without the page event, as an earlier visit left it. */
function storeCart(cartKey: string, amount: number) {
  localStorage.setItem(`asp.cart.${cartKey}`, JSON.stringify(cart(amount)));
}

function visit(path: string) {
  window.history.pushState({}, '', path);
  return path;
}

describe('the header badge count', () => {
  beforeEach(() => {
    localStorage.clear();
    storeCart('konstanz', 3);
    storeCart('default', 1);
  });

  it('shows the cart of the path, and the other one at once when the path changes', () => {
    const { result, rerender } = renderHook(({ path }) => useCartCount(path), { initialProps: { path: visit('/store/konstanz') } });
    expect(result.current).toBe(3);
    rerender({ path: visit('/shop') });
    expect(result.current).toBe(1);
  });

  it('follows changes of its cart made elsewhere on the page, not those of other carts', () => {
    const { result } = renderHook(() => useCartCount(visit('/shop')));
    act(() => saveStoredCart('konstanz', { ...cart(0), items: [] }));
    expect(result.current).toBe(1);
    act(() => saveStoredCart('default', cart(4) as Parameters<typeof saveStoredCart>[1]));
    expect(result.current).toBe(4);
  });

  it('on a path without a cart of its own, follows the active cart when the storefront switches it', () => {
    const { result } = renderHook(() => useCartCount(visit('/')));
    act(() => setActiveCartKey('konstanz'));
    expect(result.current).toBe(3);
    act(() => setActiveCartKey('default'));
    expect(result.current).toBe(1);
  });
});
