import { lazy, type ComponentType } from 'react';

// The storefront's pages besides '/' (issue 18 JavaScript budget): each loads when its
// route is first visited, so the first load of '/' carries no checkout, shop, status
// page or configurator code. Named exports become lazy default exports here. Each also
// brings the stylesheets the first screen leaves out (later-stylesheets.ts), so every
// page and dialog has all of the storefront's rules, as before.
function lazyPage<Props>(load: () => Promise<ComponentType<Props>>) {
  return lazy(() => Promise.all([load(), import('./later-stylesheets')]).then(([component]) => ({ default: component })));
}

export const StoreBranchPage = lazyPage(() => import('./shop/StoreBranchPage').then((module) => module.StoreBranchPage));
export const ShopPage = lazyPage(() => import('./shop/ShopPage').then((module) => module.ShopPage));
export const CheckoutPage = lazyPage(() => import('./checkout/CheckoutPage').then((module) => module.CheckoutPage));
export const CheckoutErrorPage = lazyPage(() => import('./checkout/CheckoutErrorPage').then((module) => module.CheckoutErrorPage));
export const StatusPage = lazyPage(() => import('./status/StatusPage').then((module) => module.StatusPage));
export const NotFoundPage = lazyPage(() => import('./not-found/NotFoundPage').then((module) => module.NotFoundPage));
export const CartDrawer = lazyPage(() => import('./cart/CartDrawer').then((module) => module.CartDrawer));
export const ConfiguratorDialog = lazyPage(() => import('./configurator/ConfiguratorDialog').then((module) => module.ConfiguratorDialog));
