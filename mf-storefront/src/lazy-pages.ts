import { lazy } from 'react';

// The storefront's pages besides '/' (issue 18 JavaScript budget): each loads when its
// route is first visited, so the first load of '/' carries no checkout, shop, status
// page or configurator code. Named exports become lazy default exports here.
export const StoreBranchPage = lazy(() => import('./shop/StoreBranchPage').then((module) => ({ default: module.StoreBranchPage })));
export const ShopPage = lazy(() => import('./shop/ShopPage').then((module) => ({ default: module.ShopPage })));
export const CheckoutPage = lazy(() => import('./checkout/CheckoutPage').then((module) => ({ default: module.CheckoutPage })));
export const CheckoutErrorPage = lazy(() =>
  import('./checkout/CheckoutErrorPage').then((module) => ({ default: module.CheckoutErrorPage })),
);
export const StatusPage = lazy(() => import('./status/StatusPage').then((module) => ({ default: module.StatusPage })));
export const NotFoundPage = lazy(() => import('./not-found/NotFoundPage').then((module) => ({ default: module.NotFoundPage })));
export const CartDrawer = lazy(() => import('./cart/CartDrawer').then((module) => ({ default: module.CartDrawer })));
export const ConfiguratorDialog = lazy(() =>
  import('./configurator/ConfiguratorDialog').then((module) => ({ default: module.ConfiguratorDialog })),
);
