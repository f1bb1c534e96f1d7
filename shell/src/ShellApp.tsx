import { baseTitle } from '@asp/domain';
import { FederatedRemote, selectStartup, StartupGate, useShopTheme, type RemoteAppProps } from '@asp/web-kit';
import { useSelector } from 'react-redux';
import { useEffect } from 'react';
import { Route, Routes, useLocation } from '@asp/web-kit/router';
import { PublicChrome } from './chrome/PublicChrome';
import { OfflineOverlay } from './chrome/pwa/AppOverlays';
import { handlesOwnOffline, hasPublicChrome, hasPublicContentHome, remoteForPath } from './routing/remote-for-path';

/**
 * The host (DESIGN.md §2): start-up data once, theme from the configuration (titles:
 * the public chrome's head sync, the base title elsewhere), then the remote owning the path under a single `<Route path="/*">`.
 * The remote element is keyed by remote name, so navigating inside one remote never
 * remounts it, and moving to another swaps it.
 */
export function ShellApp() {
  const { pathname } = useLocation();
  const { status } = useSelector(selectStartup);
  // A server-rendered page hides #root until the website replaces it; a failed start-up
  // load must show its error and retry button instead.
  useEffect(() => {
    if (status === 'failed') dropServerPage();
  }, [status]);
  return (
    <>
      <StartupGate>{(props) => <RoutedRemote {...props} />}</StartupGate>
      {/* Outside the start-up gate: also shown when going offline stopped the start-up load.
          Not over the order screens, which show and survive a drop themselves. */}
      {handlesOwnOffline(pathname) ? null : <OfflineOverlay />}
    </>
  );
}

function RoutedRemote(props: RemoteAppProps) {
  useShopTheme(props.startup);
  const { pathname } = useLocation();
  const remote = remoteForPath(pathname, hasPublicContentHome(props.startup.sites));
  const withChrome = hasPublicChrome(remote);
  // Only the website replaces a server-rendered page (mf-cms remote-app.tsx); another remote's page drops it.
  useEffect(() => {
    if (remote !== 'mf_cms') dropServerPage();
  }, [remote]);
  useEffect(() => {
    // Public pages get their title from the chrome's head sync (one owner, §2.14); the
    // back office and the signage player carry the base title.
    const title = baseTitle(props.startup.config);
    if (!withChrome && title) document.title = title;
  }, [withChrome, props.startup.config]);
  const element = <FederatedRemote key={remote} name={remote} {...props} />;
  return (
    <Routes>
      <Route path="/*" element={withChrome ? <PublicChrome startup={props.startup}>{element}</PublicChrome> : element} />
    </Routes>
  );
}

/** Removes the gateway's server-rendered page (services/gateway/src/page-html.ts), which keeps #root hidden while it exists. */
function dropServerPage(): void {
  document.getElementById('ssr-page')?.remove();
}
