import type { RemoteAppProps } from '@asp/web-kit';
import { Suspense, useState } from 'react';
import { Provider } from 'react-redux';
import { Route, Routes } from '@asp/web-kit/router';
import { CartHost } from './cart/CartHost';
import { HomeOrBranchList } from './shop/HomePage';
import { PageSkeleton } from './page-skeleton';
import { CheckoutErrorPage, CheckoutPage, NotFoundPage, ShopPage, StatusPage, StoreBranchPage } from './lazy-pages';
import { ConfigContext } from './startup-context';
import { createStorefrontStore } from './store';
import { STOREFRONT_SCOPE } from './storefront-scope';

/**
 * The storefront remote as the shell mounts it (under `<Route path="/*">`, so the
 * paths below are absolute). Each remote keeps its own Redux store.
 *
 * Routes of storefront.md §2.1; every other path shows the 404 text. CartHost (cart
 * drawer, configurator, added toast, data reload) lives as long as the remote.
 * Only '/' is in the first load; every other page is its own chunk (lazy-pages.ts,
 * issue 18), shown after a skeleton of the page's size so nothing jumps.
 */
export default function RemoteApp({ startup }: RemoteAppProps) {
  const [store] = useState(createStorefrontStore);
  return (
    <Provider store={store}>
      <ConfigContext.Provider value={startup.config}>
        {/* The storefront's stylesheets match only inside this element (and its dialogs): storefront-scope.ts. */}
        <div className={STOREFRONT_SCOPE}>
          <Suspense fallback={<PageSkeleton />}>
            <Routes>
              <Route path="/" element={<HomeOrBranchList />} />
              <Route path="/store/:branchIdentifier" element={<StoreBranchPage />} />
              <Route path="/shop" element={<ShopPage />} />
              <Route path="/shop/:branchIdentifier" element={<ShopPage />} />
              <Route path="/shop/:categoryId/:categorySlug" element={<ShopPage />} />
              <Route path="/shop/:branchIdentifier/:categoryId/:categorySlug" element={<ShopPage />} />
              <Route path="/shop/:categoryId/:categorySlug/:categoryIdSub/:categorySlugSub" element={<ShopPage />} />
              <Route path="/shop/:branchIdentifier/:categoryId/:categorySlug/:categoryIdSub/:categorySlugSub" element={<ShopPage />} />
              <Route path="/shop/:branchIdentifier/checkout" element={<CheckoutPage variant={1} />} />
              <Route path="/store/:branchIdentifier/checkout" element={<CheckoutPage variant={2} />} />
              <Route path="/store/:branchIdentifier/checkout/error" element={<CheckoutErrorPage />} />
              <Route path="/status/:uid/:hash" element={<StatusPage />} />
              <Route path="*" element={<NotFoundPage />} />
            </Routes>
          </Suspense>
          <CartHost />
        </div>
      </ConfigContext.Provider>
    </Provider>
  );
}
