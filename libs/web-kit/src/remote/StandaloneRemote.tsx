import { configureStore } from '@reduxjs/toolkit';
import { useEffect, useState, type ComponentType } from 'react';
import { Provider } from 'react-redux';
import { pageTitle } from '@asp/domain';
import { createBrowserRouter, RouterProvider, useLocation } from '@asp/web-kit/router';
import { usePublishedPageTitle } from '../head/use-page-title';
import { applyTheme } from '../theme/apply-theme';
import { StartupGate } from '../startup/StartupGate';
import { STARTUP_KEY, startupReducer } from '../startup/startup-slice';
import type { StartupData } from '../startup/startup-data';
import { ensureWebKitStyles } from '../ui/styles';
import type { RemoteAppProps } from './remote-app-props';

function createStandaloneStore() {
  return configureStore({ reducer: { [STARTUP_KEY]: startupReducer } });
}

/**
 * A remote running on its own for its team's development (DESIGN.md §9): its own
 * router and start-up load, no shell chrome. Each remote's bootstrap.tsx renders
 * `<StandaloneRemote App={RemoteApp} />` with react-dom's createRoot (kept out of
 * web-kit so the exposed bundles never carry react-dom/client).
 */
export function StandaloneRemote({ App }: { App: ComponentType<RemoteAppProps> }) {
  // No shell here to add the kit's component styles: the standalone page adds them itself.
  ensureWebKitStyles();
  const [store] = useState(createStandaloneStore);
  // A data router like the shell's, so forms' unsaved-changes guards work here too.
  const [router] = useState(() =>
    createBrowserRouter([{ path: '*', element: <StartupGate>{(props) => <Themed {...props} App={App} />}</StartupGate> }]),
  );
  return (
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  );
}

function Themed({ App, ...props }: RemoteAppProps & { App: ComponentType<RemoteAppProps> }) {
  useShopTheme(props.startup);
  useStandaloneTitle(props.startup);
  return <App {...props} />;
}

/** Applies the configured theme whenever the configuration changes (the shell and standalone remotes). */
export function useShopTheme(startup: StartupData): void {
  const { config } = startup;
  useEffect(() => applyTheme(config), [config]);
}

/**
 * Without the shell nobody else sets the title: the page name a remote publishes with
 * the base title, else the base title (the shell's head sync does this by route).
 */
function useStandaloneTitle(startup: StartupData): void {
  const { config } = startup;
  const { pathname } = useLocation();
  const pageName = usePublishedPageTitle(pathname);
  useEffect(() => {
    const title = pageTitle({ route: 'page', config, pageName });
    if (title) document.title = title;
  }, [config, pageName]);
}
