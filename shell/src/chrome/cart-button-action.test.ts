import { badgeCartKey } from '@asp/web-kit';
import { cartButtonAction } from './cart-button-action';
import { routeMeta } from './route-meta';

const storage = (active: string | null) => ({
  getItem: (key: string) => (key === 'asp.activeCart' ? active : null),
  setItem: () => undefined,
  removeItem: () => undefined,
});

/** The click as the header computes it on a path. */
function click(pathname: string, count: number, active: string | null = null) {
  const meta = routeMeta(pathname, ['konstanz', 'bodman']);
  return cartButtonAction({ isUnderShop: meta.isUnderShop, badgeCartKey: badgeCartKey(pathname, storage(active)), count });
}

describe('header cart button click (storefront.md §2.3)', () => {
  it('under /shop: stays, and asks for the drawer of the "default" cart', () => {
    expect(click('/shop/konstanz', 2)).toEqual({ navigateTo: null, drawer: { cartKey: 'default' } });
  });

  it('on /store/{branch}: goes to /shop, and the drawer shows the branch cart the badge counted', () => {
    expect(click('/store/bodman', 1)).toEqual({ navigateTo: '/shop', drawer: { cartKey: 'bodman' } });
  });

  it('on a website page: goes to /shop, and the drawer shows the cart shown last', () => {
    expect(click('/kontakt', 3, 'konstanz')).toEqual({ navigateTo: '/shop', drawer: { cartKey: 'konstanz' } });
    expect(click('/kontakt', 3)).toEqual({ navigateTo: '/shop', drawer: { cartKey: 'default' } });
  });

  it('with an empty cart: no drawer request', () => {
    expect(click('/shop', 0)).toEqual({ navigateTo: null, drawer: null });
    expect(click('/kontakt', 0)).toEqual({ navigateTo: '/shop', drawer: null });
  });
});
