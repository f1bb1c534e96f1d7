import { CART_DRAWER_TOGGLE_EVENT, onWindowEvent } from '../events';
import {
  isCartDrawerHostMounted,
  PENDING_CART_DRAWER_MAX_AGE_MS,
  registerCartDrawerHost,
  requestCartDrawer,
  takePendingCartDrawerRequest,
  type CartDrawerRequest,
} from './cart-drawer-request';

/** jest runs in Node: a bare EventTarget stands in for the page's window. */
beforeAll(() => {
  (globalThis as { window?: unknown }).window = new EventTarget();
});
afterAll(() => {
  delete (globalThis as { window?: unknown }).window;
});
afterEach(() => takePendingCartDrawerRequest());

function heard(): CartDrawerRequest[] {
  const events: CartDrawerRequest[] = [];
  onWindowEvent<CartDrawerRequest>(CART_DRAWER_TOGGLE_EVENT, (detail) => events.push(detail));
  return events;
}

describe('cart drawer requests across the remote load (storefront.md §2.3)', () => {
  it('with the storefront mounted: sends the toggle with the cart key, nothing stays pending', () => {
    const unregister = registerCartDrawerHost();
    const events = heard();
    requestCartDrawer({ cartKey: 'konstanz' });
    expect(events).toEqual([{ cartKey: 'konstanz' }]);
    expect(takePendingCartDrawerRequest()).toBeNull();
    unregister();
  });

  it('without it (a website page): keeps an open request that the storefront takes once when it mounts', () => {
    expect(isCartDrawerHostMounted()).toBe(false);
    const events = heard();
    requestCartDrawer({ cartKey: 'default' }, 1000);
    expect(events).toEqual([]);
    expect(takePendingCartDrawerRequest(1500)).toEqual({ open: true, cartKey: 'default' });
    expect(takePendingCartDrawerRequest(1600)).toBeNull();
  });

  it('drops a pending request that is too old, and a close request for a drawer not in the page', () => {
    requestCartDrawer({}, 0);
    expect(takePendingCartDrawerRequest(PENDING_CART_DRAWER_MAX_AGE_MS + 1)).toBeNull();
    requestCartDrawer({ open: false }, 0);
    expect(takePendingCartDrawerRequest(1)).toBeNull();
  });

  it('counts hosts, so an unmount (also twice) does not hide another one', () => {
    const a = registerCartDrawerHost();
    const b = registerCartDrawerHost();
    a();
    a();
    expect(isCartDrawerHostMounted()).toBe(true);
    b();
    expect(isCartDrawerHostMounted()).toBe(false);
  });
});
