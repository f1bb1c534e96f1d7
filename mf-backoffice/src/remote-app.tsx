import { validationTexts } from '@asp/i18n';
import type { RemoteAppProps } from '@asp/web-kit';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { Route, Routes } from '@asp/web-kit/router';
import { BackofficeLayout } from './layout/BackofficeLayout';
import { StartPage } from './layout/StartPage';
import { deviceRoutes } from './modules/devices/routes';
import { divisionRoutes } from './modules/divisions/routes';
import { dashboardRoutes } from './modules/dashboard/routes';
import { HashRouteRedirect } from './modules/dashboard/HashRouteRedirect';
import { signageRoutes } from './modules/signage/routes';
import { imageRoutes } from './modules/images/routes';
import { catalogueModuleRoutes } from './modules/catalog-parts/catalogue-modules';
import { branchRoutes } from './modules/branches/routes';
import { configRoutes } from './modules/config/routes';
import { orderRoutes } from './modules/orders/routes';
import { peopleRoutes } from './modules/users/people-modules';
import { productRoutes } from './modules/products/routes';
import { screenRoutes } from './screens/routes';
import { workingTimeRoutes } from './modules/working-time/routes';
import { websiteRoutes } from './modules/website/routes';
import { LoginPage } from './session/LoginPage';
import { LogoutPage } from './session/LogoutPage';
import { BACKEND_PATH, LOGIN_PATH, LOGOUT_PATH } from './session/paths';
import { RequireUser } from './session/RequireUser';
import { UnauthorizedRedirect } from './session/UnauthorizedRedirect';
import { createBackofficeStore } from './store';
import { configureZodForBrowser } from '@asp/web-kit/zod';

// zod in German and without eval before this remote's first parse (web-kit zod-browser-config).
configureZodForBrowser();

/**
 * The back-office remote as the shell mounts it (under `<Route path="/*">`, so the
 * paths are absolute): /backend/login, /backend/logout and the signed-in area under
 * /backend with one route group per module; the order screens under /screens (no login:
 * the key in the URL is the credential). Each remote keeps its own Redux store.
 */
export default function RemoteApp({ reloadStartup }: RemoteAppProps) {
  const [store] = useState(createBackofficeStore);
  return (
    <Provider store={store}>
      <UnauthorizedRedirect />
      <HashRouteRedirect />
      <Routes>
        <Route path={LOGIN_PATH} element={<LoginPage reloadStartup={reloadStartup} />} />
        <Route path={LOGOUT_PATH} element={<LogoutPage reloadStartup={reloadStartup} />} />
        {screenRoutes}
        <Route
          path={BACKEND_PATH}
          element={
            <RequireUser>
              <BackofficeLayout />
            </RequireUser>
          }
        >
          <Route index element={<StartPage />} />
          {orderRoutes}
          {branchRoutes}
          {deviceRoutes}
          {divisionRoutes}
          {imageRoutes}
          {catalogueModuleRoutes}
          {configRoutes(reloadStartup)}
          {peopleRoutes}
          {productRoutes}
          {workingTimeRoutes}
          {signageRoutes}
          {dashboardRoutes}
          {websiteRoutes}
          <Route path="*" element={<p role="alert">{validationTexts.routeNotFound}</p>} />
        </Route>
      </Routes>
    </Provider>
  );
}
