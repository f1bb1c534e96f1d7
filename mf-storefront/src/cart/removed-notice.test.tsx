/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createStorefrontStore } from '../store';
import { installMemoryLocalStorage } from '../testing/memory-local-storage';
import { bratwurst, cartItem as item, grillpaket, product, rinderfilet } from '../testing/shop-fixtures';
import { migrateCartItems, saveItem } from './cart-slice';
import { RemovedNotice } from './RemovedNotice';

installMemoryLocalStorage();

function showNotice() {
  const store = createStorefrontStore();
  render(
    <Provider store={store}>
      <RemovedNotice />
    </Provider>,
  );
  return store;
}

describe('notice of items the data reload removed (storefront.md §4, issue 18)', () => {
  it('shows nothing but the empty live region while nothing was removed', () => {
    showNotice();
    expect(screen.queryByTestId('removed-notice')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('names each removed item and why it went, in the live region, until dismissed', () => {
    const store = showNotice();
    store.dispatch(saveItem('bodman', item(bratwurst, 2, 'piece'), null));
    store.dispatch(saveItem('bodman', item(rinderfilet, 400, 'gram'), null));
    store.dispatch(saveItem('bodman', item(grillpaket, 1, 'package'), null));
    act(() => void store.dispatch(migrateCartItems('bodman', [grillpaket, product({ ...rinderfilet, price: 74.9 })], 'Filiale Bodman')));
    const notice = screen.getByTestId('removed-notice');
    expect(screen.getByRole('status').contains(notice)).toBe(true);
    expect(notice.querySelector('p')?.textContent).toBe('2 Produkte wurden aus Ihrem Warenkorb entfernt:');
    expect([...notice.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Bratwurst: bei Filiale Bodman nicht mehr verfügbar',
      'Rinderfilet: der Preis hat sich geändert',
    ]);
    expect(notice.textContent).toContain('Geänderte Produkte können Sie erneut in den Warenkorb legen.');

    fireEvent.click(screen.getByRole('button', { name: 'Hinweis schließen' }));
    expect(screen.queryByTestId('removed-notice')).toBeNull();
    expect(store.getState().cart.removedNotice).toBeNull();
  });

  it('a single item of the default cart: singular title, no branch, no re-add hint when it is simply gone', () => {
    const store = showNotice();
    store.dispatch(saveItem('default', item(bratwurst, 1, 'piece'), null));
    act(() => void store.dispatch(migrateCartItems('default', [])));
    const notice = screen.getByTestId('removed-notice');
    expect(notice.querySelector('p')?.textContent).toBe('Ein Produkt wurde aus Ihrem Warenkorb entfernt:');
    expect(notice.querySelector('li')?.textContent).toBe('Bratwurst: nicht mehr verfügbar');
    expect(notice.textContent).not.toContain('erneut');
  });
});
