import { lazy, useState, type ComponentType, type LazyExoticComponent } from 'react';
import type { RemoteAppProps } from '../remote/remote-app-props';
import { loadRemoteApp } from './remote-loader';
import { RemoteBoundary } from './RemoteBoundary';

type LazyRemote = LazyExoticComponent<ComponentType<RemoteAppProps>>;

// One lazy component per remote while it is loading or loaded, so switching between
// remotes does not flash the loader again; a failed one is dropped for the retry.
const lazyRemotes = new Map<string, LazyRemote>();

function lazyRemote(name: string): LazyRemote {
  let component = lazyRemotes.get(name);
  if (!component) {
    component = lazy(() =>
      loadRemoteApp(name).then(
        (app) => ({ default: app }),
        (error: unknown) => {
          lazyRemotes.delete(name);
          throw error;
        },
      ),
    );
    lazyRemotes.set(name, component);
  }
  return component;
}

export interface FederatedRemoteProps extends RemoteAppProps {
  /** Remote name as in /remotes.json, e.g. 'mf_storefront'. */
  name: string;
}

/** Loads and renders a remote's RemoteApp at run time, inside a RemoteBoundary. */
export function FederatedRemote({ name, ...props }: FederatedRemoteProps) {
  const [attempt, setAttempt] = useState(0);
  const App = lazyRemote(name);
  return (
    <RemoteBoundary key={attempt} onRetry={() => setAttempt((n) => n + 1)}>
      {/* The rule cannot see that lazyRemote returns the same component for a name on every
          render (module-level cache); a new one only comes after a failure, for the retry. */}
      {/* eslint-disable-next-line react-hooks/static-components */}
      <App {...props} />
    </RemoteBoundary>
  );
}
