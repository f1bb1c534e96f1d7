import { configureStore } from '@reduxjs/toolkit';
import { STARTUP_KEY, startupReducer } from '@asp/web-kit';

/** The shell's own store: only the start-up state (each remote keeps its own store). */
export function createShellStore() {
  return configureStore({ reducer: { [STARTUP_KEY]: startupReducer } });
}
