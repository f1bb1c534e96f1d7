import type { CommerceData } from '@asp/web-kit';
import { configuratorOpened, selectCart } from '../cart/cart-slice';
import { createStorefrontStore } from '../store';
import { bratwurst, cartItem as item, rinderfilet } from '../testing/shop-fixtures';
import { saveConfiguredItem } from './save-configured-item';
import { installMemoryLocalStorage } from '../testing/memory-local-storage';

const data = installMemoryLocalStorage();

function setup() {
  const store = createStorefrontStore();
  const reported: CommerceData[] = [];
  const context = { branch: null, currency: 'EUR', report: (event: CommerceData) => reported.push(event) };
  return { store, reported, context };
}

describe('configurator save (storefront.md §4 Configurator)', () => {
  it('a new item: appended, saved, add-to-cart with the item price, toast, configurator closed', () => {
    const { store, reported, context } = setup();
    const target = { cartKey: 'konstanz', product: bratwurst, index: null, item: null };
    store.dispatch(configuratorOpened(target));
    store.dispatch(saveConfiguredItem(target, item(bratwurst, 3, 'piece'), context));
    expect(selectCart(store.getState(), 'konstanz').items.map((i) => i.amount)).toEqual([3]);
    expect(data.get('asp.cart.konstanz')).toContain('"amount":3');
    expect(reported).toEqual([
      { items: [{ id: 10, name: 'Bratwurst', amount: 3, unit: 'piece', price: 4.8 }], price: 4.8, currency: 'EUR' },
    ]);
    expect(store.getState().cart.addedNotice).toMatchObject({ name: 'Bratwurst' });
    expect(store.getState().cart.configurator).toBeNull();
  });

  it('an edited item: replaces the one at its index, saved, and the add-to-cart event is sent too (no toast)', () => {
    const { store, reported, context } = setup();
    store.dispatch(
      saveConfiguredItem({ cartKey: 'default', product: bratwurst, index: null, item: null }, item(bratwurst, 2, 'piece'), context),
    );
    store.dispatch(
      saveConfiguredItem({ cartKey: 'default', product: rinderfilet, index: null, item: null }, item(rinderfilet, 400, 'gram'), context),
    );
    const serial = store.getState().cart.addedNotice?.serial;
    reported.length = 0;

    const edited = item(bratwurst, 5, 'piece');
    store.dispatch(
      saveConfiguredItem({ cartKey: 'default', product: edited.product, index: 0, item: item(bratwurst, 2, 'piece') }, edited, context),
    );
    expect(selectCart(store.getState(), 'default').items.map((i) => [i.product.name, i.amount])).toEqual([
      ['Bratwurst', 5],
      ['Rinderfilet', 400],
    ]);
    expect(JSON.parse(data.get('asp.cart.default')!).items[0].amount).toBe(5);
    expect(reported).toEqual([{ items: [{ id: 10, name: 'Bratwurst', amount: 5, unit: 'piece', price: 8 }], price: 8, currency: 'EUR' }]);
    expect(store.getState().cart.addedNotice?.serial).toBe(serial);
  });
});
