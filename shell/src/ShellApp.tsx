import { FederatedRemote, StartupGate, useShopTheme, type RemoteAppProps } from '@asp/web-kit';
import { Route, Routes, useLocation } from 'react-router-dom';
import { PublicChrome } from './chrome/PublicChrome';
import { OfflineOverlay } from './chrome/pwa/AppOverlays';
import { hasPublicChrome, remoteForPath } from './routing/remote-for-path';

/**
 * The host (DESIGN.md §2): start-up data once, theme and base title from the
 * configuration, then the remote owning the path under a single `<Route path="/*">`.
 * The remote element is keyed by remote name, so navigating inside one remote never
 * remounts it, and moving to another swaps it.
 */
export function ShellApp() {
  return (
    <>
      <StartupGate>
        {(props) => <RoutedRemote {...props} />}
      </StartupGate>
      {/* Outside the start-up gate: also shown when going offline stopped the start-up load. */}
      <OfflineOverlay />
    </>
  );
}

function RoutedRemote(props: RemoteAppProps) {
  useShopTheme(props.startup);
  const { pathname } = useLocation();
  const remote = remoteForPath(pathname);
  const element = <FederatedRemote key={remote} name={remote} {...props} />;
  return (
    <Routes>
      <Route path="/*" element={hasPublicChrome(remote) ? <PublicChrome startup={props.startup}>{element}</PublicChrome> : element} />
    </Routes>
  );
}
