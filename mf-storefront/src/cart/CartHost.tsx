import {
  CART_DRAWER_TOGGLE_EVENT,
  cartKeyForPath,
  getActiveCartKey,
  onCartChanged,
  onWindowEvent,
  registerCartDrawerHost,
  takePendingCartDrawerRequest,
  type CartDrawerRequest,
} from '@asp/web-kit';
import { Suspense, useEffect } from 'react';
import { useLocation } from '@asp/web-kit/router';
import { CartDrawer, ConfiguratorDialog } from '../lazy-pages';
import { useAppDispatch, useAppSelector, useAppStore } from '../store';
import { activateCart, answerDrawerRequest, drawerClosed, loadCart } from './cart-slice';
import { AddedToast } from './AddedToast';
import { RemovedNotice } from './RemovedNotice';
import { useDataReload } from './use-data-reload';

/**
 * The cart's part of the storefront that lives as long as the remote (rendered once in
 * RemoteApp): it picks the cart of the current route (/store/{branch} → the branch's,
 * /shop and /status → 'default'), follows cart changes made elsewhere (checkout, other
 * tabs), runs the 4-hour data reload with the cart migration, answers the header's
 * 'asp:cart-drawer-toggle' (and the open request the header left while this remote was
 * still loading) and renders the drawer, the configurator, the toast and the notice of
 * items the migration removed.
 */
export function CartHost() {
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const isDrawerOpen = useAppSelector((state) => state.cart.isDrawerOpen);
  const configurator = useAppSelector((state) => state.cart.configurator);
  // Read when the handlers run: the host need not re-render on every cart change.
  const store = useAppStore();

  useDataReload();

  useEffect(() => {
    const current = store.getState().cart;
    // Paths without a cart of their own ('/', the home page) keep the cart shown last.
    const key = cartKeyForPath(pathname) ?? (current.carts[current.activeKey] ? current.activeKey : getActiveCartKey());
    if (key !== current.activeKey || !current.carts[key]) dispatch(activateCart(key));
  }, [pathname, dispatch, store]);

  useEffect(
    () =>
      onCartChanged(({ cartKey }) => {
        if (store.getState().cart.carts[cartKey]) dispatch(loadCart(cartKey));
      }),
    [dispatch, store],
  );

  useEffect(() => {
    // The header may have just navigated to /shop: answerDrawerRequest reads the new path.
    const off = onWindowEvent<CartDrawerRequest | undefined>(CART_DRAWER_TOGGLE_EVENT, (request) =>
      dispatch(answerDrawerRequest(request, window.location.pathname)),
    );
    const unregister = registerCartDrawerHost();
    const pending = takePendingCartDrawerRequest();
    if (pending) dispatch(answerDrawerRequest(pending, window.location.pathname));
    return () => {
      unregister();
      off();
    };
  }, [dispatch]);

  useEffect(() => {
    if (!isDrawerOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dispatch(drawerClosed());
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [isDrawerOpen, dispatch]);

  // Drawer and configurator are overlays loaded on first use (issue 18): no fallback, nothing to reserve.
  return (
    <>
      <Suspense fallback={null}>{isDrawerOpen ? <CartDrawer /> : null}</Suspense>
      <Suspense fallback={null}>
        {configurator ? (
          <ConfiguratorDialog
            key={`${configurator.cartKey}:${configurator.product.id}:${configurator.index ?? 'new'}`}
            target={configurator}
          />
        ) : null}
      </Suspense>
      <AddedToast />
      <RemovedNotice />
    </>
  );
}
