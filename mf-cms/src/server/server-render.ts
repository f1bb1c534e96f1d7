import { createContext, useContext } from 'react';

/**
 * True while the gateway renders a page on the server (render-page.tsx). Parts whose first
 * browser frame is an animation's start (the count-up's 0) show their end state there, so a
 * reader without JavaScript — a search engine, a slow phone — gets the real value.
 */
const ServerRenderContext = createContext(false);

export const ServerRenderProvider = ServerRenderContext.Provider;

export function useIsServerRender(): boolean {
  return useContext(ServerRenderContext);
}
