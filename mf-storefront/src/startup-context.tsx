import type { Config } from '@asp/contracts';
import { createContext, useContext } from 'react';

/**
 * The shop configuration of the start-up data, handed down from RemoteApp. Screens
 * read plugin flags, texts and the time zone from it; server data that changes while
 * the page is open (branches, tags, …) comes from the RTK Query slice instead.
 */
export const ConfigContext = createContext<Config | null>(null);

export function useConfig(): Config {
  const config = useContext(ConfigContext);
  if (!config) throw new Error('useConfig outside of the storefront RemoteApp');
  return config;
}
