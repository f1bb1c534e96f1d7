import type { Branch, Config } from '@asp/contracts';
import type { StartupData } from '@asp/web-kit';
import { createContext, useContext } from 'react';
import type { RouteMeta } from './route-meta';

/** What every part of the public chrome reads: start-up data, the current route and the context. */
export interface ChromeState {
  startup: StartupData;
  config: Config;
  pathname: string;
  meta: RouteMeta;
  /** Self-service (kiosk) context: no cookie banner, third-party scripts or popups; screensaver. */
  selfService: boolean;
  /** Public, enabled branches (the ones a customer can choose). */
  branches: Branch[];
}

export const ChromeContext = createContext<ChromeState | null>(null);

export function useChrome(): ChromeState {
  const state = useContext(ChromeContext);
  if (!state) throw new Error('useChrome outside of PublicChrome');
  return state;
}
