import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import { loadStartupData, type StartupData } from './startup-data';

/**
 * Start-up state for the shell's store (and a standalone remote's): idle → loading
 * → loaded | failed. Data already loaded stays while a reload runs or after a
 * failed reload, so a reload (after login, say) never takes the page away.
 */
export interface StartupState {
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  data: StartupData | null;
}

export const STARTUP_KEY = 'startup';

const initialState: StartupState = { status: 'idle', data: null };

type WithStartup = { [STARTUP_KEY]: StartupState };

export const loadStartup = createAsyncThunk<StartupData, void, { state: WithStartup }>(
  'startup/load',
  (_arg, { signal }) => loadStartupData(signal),
  // One load at a time: a second request while one runs (StrictMode, double click) is dropped.
  { condition: (_arg, { getState }) => getState()[STARTUP_KEY].status !== 'loading' },
);

export const startupSlice = createSlice({
  name: STARTUP_KEY,
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(loadStartup.pending, (state) => {
        state.status = 'loading';
      })
      .addCase(loadStartup.fulfilled, (state, action) => {
        state.status = 'loaded';
        state.data = action.payload as never;
      })
      .addCase(loadStartup.rejected, (state) => {
        state.status = 'failed';
      });
  },
});

export const startupReducer = startupSlice.reducer;
export const selectStartup = (state: WithStartup): StartupState => state[STARTUP_KEY];
