import type { RemoteAppProps } from '@asp/web-kit';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { Route, Routes } from 'react-router-dom';
import { BranchIntroPage } from './branch-intro/BranchIntroPage';
import { BranchListPage } from './branch-list/BranchListPage';
import { NotFoundPage } from './not-found/NotFoundPage';
import { ConfigContext } from './startup-context';
import { createStorefrontStore } from './store';

/**
 * The storefront remote as the shell mounts it (under `<Route path="/*">`, so the
 * paths below are absolute). Each remote keeps its own Redux store.
 *
 * Routes of storefront.md §2.1 built so far: / (branch list) and /store/{identifier}
 * (branch intro). Every other path shows the 404 text until its screen exists.
 */
export default function RemoteApp({ startup }: RemoteAppProps) {
  const [store] = useState(createStorefrontStore);
  return (
    <Provider store={store}>
      <ConfigContext.Provider value={startup.config}>
        <Routes>
          <Route path="/" element={<BranchListPage />} />
          <Route path="/store/:branchIdentifier" element={<BranchIntroPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </ConfigContext.Provider>
    </Provider>
  );
}
