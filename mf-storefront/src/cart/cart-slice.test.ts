import { loadStoredCart } from '@asp/web-kit';
import { createStorefrontStore } from '../store';
import { bratwurst, cartItem as item, grillpaket, product, rinderfilet } from '../testing/shop-fixtures';
import {
  activateCart,
  answerDrawerRequest,
  configuratorOpened,
  drawerClosed,
  selectDrawerCartKey,
  drawerOpened,
  loadCart,
  migrateCartItems,
  removeItem,
  removedNoticeDismissed,
  saveItem,
  selectActiveCart,
  selectCart,
  setDeliveryArea,
  setOrderType,
} from './cart-slice';
import { installMemoryLocalStorage } from '../testing/memory-local-storage';

const data = installMemoryLocalStorage();

describe('cart slice (storefront.md §2.4, §3, §4)', () => {
  it('appends new items, replaces an edited one at its index, and saves per cart key', () => {
    const store = createStorefrontStore();
    store.dispatch(activateCart('konstanz'));
    store.dispatch(saveItem('konstanz', item(bratwurst, 2, 'piece'), null));
    store.dispatch(saveItem('konstanz', item(rinderfilet, 400, 'gram'), null));
    store.dispatch(saveItem('konstanz', item(bratwurst, 5, 'piece'), 0));
    const cart = selectActiveCart(store.getState());
    expect(cart.items.map((i) => [i.product.name, i.amount])).toEqual([
      ['Bratwurst', 5],
      ['Rinderfilet', 400],
    ]);
    expect(loadStoredCart('konstanz').items.map((i) => i.amount)).toEqual([5, 400]);
    expect(loadStoredCart('default').items).toEqual([]);
    expect(data.get('asp.activeCart')).toBe('konstanz');
  });

  it('a reload of the page finds the cart again', () => {
    const first = createStorefrontStore();
    first.dispatch(saveItem('default', item(bratwurst, 3, 'piece'), null));
    first.dispatch(setOrderType('default', 'dineIn'));
    const second = createStorefrontStore();
    second.dispatch(activateCart('default'));
    expect(selectActiveCart(second.getState())).toMatchObject({ isDelivery: false, isDineIn: true });
    expect(selectActiveCart(second.getState()).items).toHaveLength(1);
    expect(second.getState().cart.wasStored.default).toBe(true);
  });

  it('sets the flags of the delivery type and the delivery area', () => {
    const store = createStorefrontStore();
    store.dispatch(setOrderType('owingen', 'delivery'));
    store.dispatch(setDeliveryArea('owingen', 'Owingen'));
    expect(selectCart(store.getState(), 'owingen')).toMatchObject({ isDelivery: true, isDineIn: false, deliveryArea: 'Owingen' });
    store.dispatch(setOrderType('owingen', 'takeaway'));
    expect(loadStoredCart('owingen')).toMatchObject({ isDelivery: false, isDineIn: false, deliveryArea: 'Owingen' });
  });

  it('closes the drawer when the last item is removed, not before', () => {
    const store = createStorefrontStore();
    store.dispatch(activateCart('default'));
    store.dispatch(saveItem('default', item(bratwurst, 1, 'piece'), null));
    store.dispatch(saveItem('default', item(grillpaket, 1, 'package'), null));
    store.dispatch(drawerOpened());
    store.dispatch(removeItem('default', 0));
    expect(store.getState().cart.isDrawerOpen).toBe(true);
    store.dispatch(removeItem('default', 0));
    expect(store.getState().cart.isDrawerOpen).toBe(false);
    expect(loadStoredCart('default').items).toEqual([]);
  });

  it('opening the configurator closes the drawer', () => {
    const store = createStorefrontStore();
    store.dispatch(drawerOpened());
    store.dispatch(configuratorOpened({ cartKey: 'default', product: bratwurst, index: null, item: null }));
    expect(store.getState().cart).toMatchObject({ isDrawerOpen: false, configurator: { cartKey: 'default', index: null } });
  });

  it('tells a never-saved cart (for the delivery-type default) from a saved one', () => {
    const store = createStorefrontStore();
    store.dispatch(loadCart('bodman'));
    expect(store.getState().cart.wasStored.bodman).toBe(false);
  });
});

describe('cart migration after the data reload (storefront.md §4)', () => {
  it('removes items whose product changed or went, keeps the rest with the fresh product', () => {
    const store = createStorefrontStore();
    store.dispatch(saveItem('konstanz', item(bratwurst, 2, 'piece'), null));
    store.dispatch(saveItem('konstanz', item(rinderfilet, 400, 'gram'), null));
    store.dispatch(saveItem('konstanz', item(grillpaket, 1, 'package'), null));
    const dearer = product({ ...rinderfilet, price: 74.9 });
    const freshBratwurst = { ...bratwurst, images: [] };
    const removed = store.dispatch(migrateCartItems('konstanz', [freshBratwurst, dearer]));
    expect(removed.map((i) => i.product.name)).toEqual(['Rinderfilet', 'Grillpaket']);
    const cart = selectCart(store.getState(), 'konstanz');
    expect(cart.items.map((i) => i.product.name)).toEqual(['Bratwurst']);
    expect(cart.items[0].product).toBe(freshBratwurst);
    expect(loadStoredCart('konstanz').items).toHaveLength(1);
  });

  it('records each removed item with its name, its reason and the branch of its cart', () => {
    const store = createStorefrontStore();
    store.dispatch(saveItem('bodman', item(bratwurst, 2, 'piece'), null));
    store.dispatch(saveItem('bodman', item(rinderfilet, 400, 'gram'), null));
    store.dispatch(saveItem('bodman', item(grillpaket, 1, 'package'), null));
    store.dispatch(
      migrateCartItems('bodman', [product({ ...rinderfilet, price: 74.9 }), { ...grillpaket, name: 'Grillpaket XL' }], 'Filiale Bodman'),
    );
    expect(store.getState().cart.removedNotice).toEqual({
      serial: 1,
      items: [
        { name: 'Bratwurst', reason: 'unavailable', branchName: 'Filiale Bodman' },
        { name: 'Rinderfilet', reason: 'priceChanged', branchName: 'Filiale Bodman' },
        { name: 'Grillpaket', reason: 'changed', branchName: 'Filiale Bodman' },
      ],
    });
  });

  it('adds the removals of another cart to a notice not yet dismissed; dismissing clears it', () => {
    const store = createStorefrontStore();
    store.dispatch(saveItem('konstanz', item(bratwurst, 2, 'piece'), null));
    store.dispatch(saveItem('default', item(rinderfilet, 400, 'gram'), null));
    store.dispatch(migrateCartItems('konstanz', [], 'Metzgerei Konstanz'));
    store.dispatch(migrateCartItems('default', []));
    expect(store.getState().cart.removedNotice).toEqual({
      serial: 2,
      items: [
        { name: 'Bratwurst', reason: 'unavailable', branchName: 'Metzgerei Konstanz' },
        { name: 'Rinderfilet', reason: 'unavailable', branchName: null },
      ],
    });
    store.dispatch(removedNoticeDismissed());
    expect(store.getState().cart.removedNotice).toBeNull();
  });

  it('changes and saves nothing when every item still matches', () => {
    const store = createStorefrontStore();
    const bratwurstProduct = bratwurst;
    store.dispatch(saveItem('default', { product: bratwurstProduct, amount: 1, unit: 'piece', parts: [] }, null));
    data.set('asp.cart.default', 'marker');
    expect(store.dispatch(migrateCartItems('default', [bratwurstProduct]))).toEqual([]);
    expect(data.get('asp.cart.default')).toBe('marker');
    expect(store.getState().cart.removedNotice).toBeNull();
  });

  describe("the header cart button's request (storefront.md §2.3)", () => {
    function storeWith(keys: Record<string, number>) {
      const store = createStorefrontStore();
      for (const [key, amount] of Object.entries(keys)) store.dispatch(saveItem(key, item(bratwurst, amount, 'piece'), null));
      return store;
    }

    it('opens the drawer on the cart the badge counted, even after the header moved to /shop', () => {
      const store = storeWith({ bodman: 3 });
      store.dispatch(activateCart('default'));
      store.dispatch(answerDrawerRequest({ cartKey: 'bodman' }, '/shop'));
      expect(store.getState().cart.isDrawerOpen).toBe(true);
      expect(selectDrawerCartKey(store.getState())).toBe('bodman');
      // The route's cart stays 'default' (new products on /shop go there).
      expect(store.getState().cart.activeKey).toBe('default');
    });

    it("stays shut when that cart is empty, whatever the route's cart holds", () => {
      const store = storeWith({ default: 2 });
      store.dispatch(answerDrawerRequest({ cartKey: 'bodman' }, '/shop'));
      expect(store.getState().cart.isDrawerOpen).toBe(false);
    });

    it('without a named cart: the path\'s cart; no "open": toggles; closing forgets the named cart', () => {
      const store = storeWith({ default: 1 });
      store.dispatch(answerDrawerRequest(undefined, '/shop/konstanz'));
      expect(store.getState().cart).toMatchObject({ isDrawerOpen: true, drawerCartKey: 'default' });
      store.dispatch(answerDrawerRequest(undefined, '/shop/konstanz'));
      expect(store.getState().cart).toMatchObject({ isDrawerOpen: false, drawerCartKey: null });
      store.dispatch(answerDrawerRequest({ open: true }, '/shop'));
      store.dispatch(answerDrawerRequest({ open: true }, '/shop'));
      expect(store.getState().cart.isDrawerOpen).toBe(true);
      store.dispatch(drawerClosed());
      expect(selectDrawerCartKey(store.getState())).toBe(store.getState().cart.activeKey);
    });

    it("removing the last item of the drawer's cart closes it", () => {
      const store = storeWith({ bodman: 1 });
      store.dispatch(answerDrawerRequest({ cartKey: 'bodman' }, '/shop'));
      store.dispatch(removeItem('bodman', 0));
      expect(store.getState().cart).toMatchObject({ isDrawerOpen: false, drawerCartKey: null });
    });
  });
});
