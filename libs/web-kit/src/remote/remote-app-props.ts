import type { StartupData } from '../startup/startup-data';

/**
 * What the shell hands every remote's RemoteApp (the default export of its
 * exposed './App'). Remotes render their `<Routes>` with absolute paths: the shell
 * mounts them under one `<Route path="/*">`.
 */
export interface RemoteAppProps {
  startup: StartupData;
  /** Runs the start-up loads again (e.g. after login); rejects when that fails, keeping the data held. */
  reloadStartup(): Promise<void>;
}
