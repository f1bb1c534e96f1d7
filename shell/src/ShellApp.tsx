import { FederatedRemote, StartupGate, useShopTheme, type RemoteAppProps } from '@asp/web-kit';
import { Route, Routes, useLocation } from 'react-router-dom';
import { PublicChrome } from './chrome/PublicChrome';
import { hasPublicChrome, remoteForPath } from './routing/remote-for-path';

/**
 * The host (DESIGN.md §2): start-up data once, theme and base title from the
 * configuration, then the remote owning the path under a single `<Route path="/*">`.
 * The remote element is keyed by remote name, so navigating inside one remote never
 * remounts it, and moving to another swaps it.
 */
export function ShellApp() {
  return (
    <StartupGate>
      {(props) => <RoutedRemote {...props} />}
    </StartupGate>
  );
}

function RoutedRemote(props: RemoteAppProps) {
  useShopTheme(props.startup);
  const { pathname } = useLocation();
  const remote = remoteForPath(pathname);
  const element = <FederatedRemote key={remote} name={remote} {...props} />;
  return (
    <Routes>
      <Route path="/*" element={hasPublicChrome(remote) ? <PublicChrome config={props.startup.config}>{element}</PublicChrome> : element} />
    </Routes>
  );
}
