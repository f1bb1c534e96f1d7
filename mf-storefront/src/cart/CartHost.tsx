import { CART_DRAWER_TOGGLE_EVENT, cartKeyForPath, getActiveCartKey, loadStoredCart, onCartChanged, onWindowEvent } from '@asp/web-kit';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { ConfiguratorDialog } from '../configurator/ConfiguratorDialog';
import { useAppDispatch, useAppSelector, type StorefrontState } from '../store';
import { activateCart, drawerClosed, drawerOpened, loadCart } from './cart-slice';
import { AddedToast } from './AddedToast';
import { CartDrawer } from './CartDrawer';
import { useDataReload } from './use-data-reload';

/** detail of 'asp:cart-drawer-toggle': none toggles; `{ open }` sets the state. */
export interface CartDrawerToggleDetail {
  open?: boolean;
}

/**
 * The cart's part of the storefront that lives as long as the remote (rendered once in
 * RemoteApp): it picks the cart of the current route (/store/{branch} → the branch's,
 * /shop and /status → 'default'), follows cart changes made elsewhere (checkout, other
 * tabs), runs the 4-hour data reload with the cart migration, answers the header's
 * 'asp:cart-drawer-toggle' and renders the drawer, the configurator and the toast.
 */
export function CartHost() {
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const isDrawerOpen = useAppSelector((state) => state.cart.isDrawerOpen);
  const configurator = useAppSelector((state) => state.cart.configurator);
  const state = useRef<StorefrontState['cart'] | null>(null);
  state.current = useAppSelector((s) => s.cart);

  useDataReload();

  useEffect(() => {
    const current = state.current;
    // Paths without a cart of their own ('/', the home page) keep the cart shown last.
    const key = cartKeyForPath(pathname) ?? (current?.carts[current.activeKey] ? current.activeKey : getActiveCartKey());
    if (key !== current?.activeKey || !current?.carts[key]) dispatch(activateCart(key));
  }, [pathname, dispatch]);

  useEffect(
    () =>
      onCartChanged(({ cartKey }) => {
        if (state.current?.carts[cartKey]) dispatch(loadCart(cartKey));
      }),
    [dispatch],
  );

  useEffect(
    () =>
      onWindowEvent<CartDrawerToggleDetail | undefined>(CART_DRAWER_TOGGLE_EVENT, (detail) => {
        const open = detail?.open ?? !state.current?.isDrawerOpen;
        if (!open) {
          dispatch(drawerClosed());
          return;
        }
        // The header may have just navigated to /shop: its cart is the one to look at.
        const key = cartKeyForPath(window.location.pathname) ?? state.current?.activeKey ?? getActiveCartKey();
        // storefront.md §2.3: the drawer opens only when the cart has items.
        if (loadStoredCart(key).items.length > 0) dispatch(drawerOpened());
      }),
    [dispatch],
  );

  useEffect(() => {
    if (!isDrawerOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dispatch(drawerClosed());
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [isDrawerOpen, dispatch]);

  return (
    <>
      {isDrawerOpen ? <CartDrawer /> : null}
      {configurator ? <ConfiguratorDialog key={`${configurator.cartKey}:${configurator.product.id}:${configurator.index ?? 'new'}`} target={configurator} /> : null}
      <AddedToast />
    </>
  );
}
