/** @jest-environment jsdom */
import { dineInTablePath, type Branch } from '@asp/contracts';
import { render, renderHook } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { cartLoaded } from '../cart/cart-slice';
import { useDraftForm } from '../checkout/use-draft-form';
import { createStorefrontStore } from '../store';
import { bodman, konstanz } from '../testing/shop-fixtures';
import { installMemoryLocalStorage } from '../testing/memory-local-storage';
import { linkedTable, tableOfLink, useTableLink } from './table-link';

installMemoryLocalStorage();
beforeEach(() => sessionStorage.clear());

function Shop({ branch }: { branch: Branch }) {
  useTableLink(branch, 'default');
  return null;
}

/** The shop at a table link's URL, with a loaded takeaway cart; answers the store. */
function openLink(branch: Branch, url: string) {
  const store = createStorefrontStore();
  store.dispatch(
    cartLoaded({ key: 'default', cart: { items: [], isDelivery: false, isDineIn: false, deliveryArea: null }, wasStored: true }),
  );
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/shop/:branchIdentifier" element={<Shop branch={branch} />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return store;
}

test('the QR link of a table names the branch shop and the table, encoded', () => {
  expect(dineInTablePath('konstanz', 'T3')).toBe('/shop/konstanz?table=T3');
  expect(dineInTablePath('bad-saulgau', 'Tisch 4/5')).toBe('/shop/bad-saulgau?table=Tisch%204%2F5');
  expect(tableOfLink(new URLSearchParams('table=Tisch%204%2F5'))).toBe('Tisch 4/5');
  expect(tableOfLink(new URLSearchParams('table=%20%20'))).toBeNull();
  expect(tableOfLink(new URLSearchParams(''))).toBeNull();
});

test('opening a table link selects dine-in for the cart and remembers the table for the checkout', () => {
  const store = openLink(konstanz, dineInTablePath('konstanz', 'T3'));
  expect(store.getState().cart.carts.default).toMatchObject({ isDineIn: true, isDelivery: false });
  expect(linkedTable('konstanz')).toBe('T3');
  expect(linkedTable('bodman')).toBeNull();
});

test('a branch without dine-in ignores the link; a shop link without a table changes nothing', () => {
  const store = openLink(bodman, dineInTablePath('bodman', 'T1'));
  expect(store.getState().cart.carts.default.isDineIn).toBe(false);
  expect(linkedTable('bodman')).toBeNull();
  const plain = openLink(konstanz, '/shop/konstanz');
  expect(plain.getState().cart.carts.default.isDineIn).toBe(false);
});

test('the checkout draft starts with the linked table (never stored with the contact data)', () => {
  const { result } = renderHook(() => useDraftForm(1, () => [], 'T3'));
  expect(result.current.draft.table).toBe('T3');
  const { result: plain } = renderHook(() => useDraftForm(1, () => []));
  expect(plain.current.draft.table).toBeNull();
  expect(localStorage.getItem('asp.checkout.draft.1') ?? '').not.toContain('T3');
});
